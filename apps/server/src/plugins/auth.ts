import fp from 'fastify-plugin';
import { isApiPath } from '@plantasim/domain';
import jwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import { roleOf } from '../config.ts';
import { AppError, userText } from '../errors.ts';
import type { Repositories } from '../repositories/index.ts';
import type { AuthUser } from '../types.ts';

/**
 * Bearer-token sessions. Tokens are HS256 JWTs (sub = user name, role, exp) signed by /api/login.
 * Every /api route except those marked `config: { public: true }` requires one; the hook sets
 * `request.user = { username, role }`. Only HS256 is accepted (no 'none', no other algorithm).
 * The role is read from usuarios_operadores at every request, not from the token: an edit of
 * config.json applies on the next request instead of when a session of up to TOKEN_TTL ends.
 * A signature is not enough: the token's session (claim `sid`) must still be open in the database
 * and its user must exist and be enabled (repositories/sessions.ts), so logout, a new password and
 * removing or disabling a user end the token at once, in every server process.
 */
export default fp(
  async (app) => {
    app.register(jwt, {
      secret: app.config.jwtSecret,
      sign: { algorithm: 'HS256', expiresIn: `${app.config.tokenTtlSeconds}s` },
      verify: { algorithms: ['HS256'] },
      // A token must still carry a role of ours to be well formed; the rights are today's.
      formatUser: (payload) => ({
        username: payload.sub,
        role: typeof payload.sub === 'string' && (payload.role === 'full' || payload.role === 'operator')
          ? roleOf(payload.sub, app.runtimeConfig.get())
          : payload.role,
        sessionId: typeof payload.sid === 'string' ? payload.sid : undefined,
      }),
    });

    app.addHook('onRequest', async (request) => {
      if (!isApiRequest(request) || request.routeOptions.config?.public) return;
      await verifyBearer(request);
    });
  },
  { name: 'auth', dependencies: ['config'] },
);

/**
 * Checks both the matched route pattern (so percent-encoded paths cannot dodge the check) and the raw
 * path (so /api paths caught by a wildcard or by no route at all still need a token: 401 before 404).
 */
function isApiRequest(request: FastifyRequest): boolean {
  return isApiPath(request.routeOptions.url) || isApiPath(request.url.split('?')[0]);
}

async function verifyBearer(request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization;
  if (!header || !/^Bearer\s+\S+/i.test(header)) {
    throw new AppError(401, userText('auth.unauthenticated'), 'UNAUTHENTICATED');
  }
  try {
    await request.jwtVerify();
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED') {
      throw new AppError(401, userText('auth.sessionExpired'), 'TOKEN_EXPIRED');
    }
    throw new AppError(401, userText('auth.unauthenticated'), 'INVALID_TOKEN');
  }
  const user = request.user as AuthUser | undefined;
  if (!user?.username || (user.role !== 'full' && user.role !== 'operator') || !(await isOpenSession(request.server.repos.sessions, user))) {
    throw new AppError(401, userText('auth.unauthenticated'), 'INVALID_TOKEN');
  }
}

/** The user's session is still open and the user exists and is enabled (a signature alone is not enough). */
export async function isOpenSession(sessions: Pick<Repositories['sessions'], 'sessionIsOpen'>, user: AuthUser): Promise<boolean> {
  if (typeof user.username !== 'string' || typeof user.sessionId !== 'string' || user.sessionId.length > 64) return false;
  return sessions.sessionIsOpen(user.sessionId, user.username);
}

/** preHandler for routes operators may not use (docs/rules/roles.md): 403 for the operator role. */
export async function requireFullUser(request: FastifyRequest): Promise<void> {
  if (request.user?.role !== 'full') {
    throw new AppError(403, userText('auth.forbiddenOperator'), 'FORBIDDEN_OPERATOR');
  }
}
