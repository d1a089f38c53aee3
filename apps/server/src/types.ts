/** Fastify type augmentations shared by every plugin and route. */
import type { Db } from './db/index.ts';
import type { Repositories } from './repositories/index.ts';
import type { Role, RuntimeConfigStore, ServerConfig } from './config.ts';

export interface AuthUser {
  username: string;
  role: Role;
  /** The server-side session the token or ticket belongs to (repositories/sessions.ts). */
  sessionId?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    runtimeConfig: RuntimeConfigStore;
    db: Db;
    /** The repositories bound to `db` (plugins/db.ts): routes call `app.repos.simulations.changesSince(…)`. */
    repos: Repositories;
  }
  interface FastifyContextConfig {
    /** Route reachable without a bearer token (only GET /api/login under /api). */
    public?: boolean;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; username: string; role: Role; sid: string };
    user: AuthUser;
  }
}
