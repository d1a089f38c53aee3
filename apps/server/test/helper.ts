/**
 * Test helpers for HTTP integration tests (app.inject). Every test file runs its cases on each engine:
 *
 *   describe.each(dbKinds)('login on %s', (kind) => { ... buildTestApp(kind) ... })
 *
 * 'postgres' is included when TEST_DATABASE_URL points at a PostgreSQL server whose user may
 * CREATE DATABASE (e.g. postgres://postgres@127.0.0.1:5432/postgres).
 */
import { mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import type { ServerConfig } from '../src/config.ts';
import { openDb, type Db } from '../src/db/index.ts';
import { listMigrations } from '../src/db/migrate.ts';
import { dumpMigratedPglite } from '../src/db/pglite.ts';
import { demoUsers } from '../src/repositories/users.ts';

export type DbKind = 'pglite' | 'postgres';

export const dbKinds: DbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** The JWT secret of every test app, for tests that forge their own tokens. */
export const testJwtSecret = 'test-secret-of-at-least-thirty-two-characters';

/** Admin connection string: TEST_DATABASE_URL. */
function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL no está definida: no hay PostgreSQL para las pruebas');
  return url;
}

/** Creates an empty uniquely named database; returns its URL and a function that drops it. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `plantasim_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl() });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

let template: Promise<Blob> | undefined;

/**
 * A migrated, empty PGlite data folder as a dump. initdb takes seconds (tens on a busy machine), so
 * it runs once per migration set: the dump is cached in the temp folder, keyed by the migrations'
 * content, and shared by test files and runs. Each test app loads it into a new in-memory PGlite.
 */
export function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    // The dump format belongs to the PGlite build: its package version is part of the cache key.
    const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const pgliteVersion = JSON.parse(await readFile(join(dirname(pgliteEntry), '..', 'package.json'), 'utf8')).version as string;
    const key = createHash('sha256').update(pgliteVersion).update(JSON.stringify(listMigrations())).digest('hex').slice(0, 16);
    const file = join(tmpdir(), `plantasim-pglite-template-${key}.tar`);
    try {
      return new Blob([await readFile(file)]);
    } catch {
      const dump = await dumpMigratedPglite();
      const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(tmp, Buffer.from(await dump.arrayBuffer()));
      await rename(tmp, file); // atomic: concurrent workers never read half a file
      // Templates of older migration sets are 40 MB each: drop them (a reader falls back to initdb).
      for (const name of await readdir(tmpdir())) {
        if (/^plantasim-pglite-template-[0-9a-f]{16}\.tar$/.test(name) && join(tmpdir(), name) !== file) {
          await rm(join(tmpdir(), name), { force: true });
        }
      }
      return dump;
    }
  })();
  return template;
}

/** A fresh, migrated in-memory PGlite database (from the template). */
export async function openTestPglite(): Promise<Db> {
  return openDb({ pgliteDir: 'memory://', pgliteLoadDataDir: await pgliteTemplate() });
}

/** A fresh, migrated database of `kind` (a new PostgreSQL database or an in-memory PGlite), and how
 *  to drop it (nothing to drop for PGlite). */
export async function openTestDb(kind: DbKind): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (kind !== 'postgres') return { db: await openTestPglite(), drop: async () => {} };
  const created = await createTestDatabase();
  return { db: await openDb({ databaseUrl: created.url, pgliteDir: 'unused' }), drop: created.drop };
}

/** A database of `kind` for the tests of one describe block: opened before them and handed to
 *  `opened` (which keeps it and may prepare it), closed and dropped after them. */
export function suiteDb(kind: DbKind, opened: (db: Db) => void | Promise<void>): void {
  let db: Db | undefined;
  let drop = async () => {};
  beforeAll(async () => {
    ({ db, drop } = await openTestDb(kind));
    await opened(db);
  });
  afterAll(async () => {
    await db?.close();
    await drop();
  });
}

/**
 * A fresh app on a FRESH database (in-memory PGlite, or a new PostgreSQL database) with the demo
 * users, a temporary DATA_DIR (config.json with defaults) and no web build unless `overrides.webDist`
 * says so. `app.close()` also drops the database and the temporary folder.
 */
export async function buildTestApp(
  kind: DbKind,
  overrides: Partial<ServerConfig> = {},
  options: { logger?: BuildAppOptions['logger']; onRoute?: BuildAppOptions['onRoute'] } = {},
): Promise<FastifyInstance> {
  const dataDir = overrides.dataDir ?? (await mkdtemp(join(tmpdir(), 'plantasim-test-')));
  const cleanups: (() => Promise<void>)[] = [];
  if (!overrides.dataDir) cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  let databaseUrl: string | undefined;
  if (kind === 'postgres' && !overrides.databaseUrl) {
    const created = await createTestDatabase();
    databaseUrl = created.url;
    cleanups.push(created.drop);
  }
  const cleanup = async () => {
    for (const fn of cleanups.reverse()) await fn().catch(() => {});
  };
  // In-memory PGlite from the migrated template unless the test asks for a data folder.
  const db = kind === 'pglite' && !overrides.pgliteDir ? await openTestPglite() : undefined;
  let app: FastifyInstance;
  try {
    app = await buildApp({
      db,
      logger: options.logger ?? false,
      onRoute: options.onRoute,
      config: {
        dataDir,
        pgliteDir: 'memory://',
        jwtSecret: testJwtSecret,
        webDist: join(dataDir, 'no-web-build'),
        docsDir: join(dataDir, 'no-docs'),
        loginRateLimit: 1000,
        ...overrides,
        databaseUrl: kind === 'postgres' ? (overrides.databaseUrl ?? databaseUrl) : undefined,
      },
    });
  } catch (err) {
    await db?.close().catch(() => {});
    await cleanup();
    throw err;
  }
  const close = app.close.bind(app);
  // Fastify's close() returns the instance (thenable); keep the promise form tests use.
  (app as { close: () => Promise<void> }).close = async () => {
    await close();
    await cleanup();
  };
  return app;
}

export const demoCredentials = {
  full: demoUsers[0],
  operator: demoUsers[1],
} as const;

export function basicHeader(username: string, password: string): string {
  return 'Basic ' + Buffer.from(`${username}:${encodeURIComponent(password)}`).toString('base64');
}

/** Logs in as a demo user (gestor = 'full', operador = 'operator') and returns the bearer token. */
export async function loginAs(app: FastifyInstance, role: 'full' | 'operator'): Promise<string> {
  const { username, password } = demoCredentials[role];
  const res = await app.inject({ method: 'GET', url: '/api/login', headers: { authorization: basicHeader(username, password) } });
  const body = res.json() as { resultado: string; token?: string };
  if (res.statusCode !== 200 || body.resultado !== 'ok' || !body.token) {
    throw new Error(`login de ${username} falló: ${res.statusCode} ${res.body}`);
  }
  return body.token;
}

/** `{ authorization: 'Bearer …' }` for app.inject, logged in as the given demo role. */
export async function authHeaders(app: FastifyInstance, role: 'full' | 'operator'): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await loginAs(app, role)}` };
}
