/**
 * Backups: scripts/backup-*.sh and restore-*.sh round trips that compare EVERY table.
 * - PGlite (stop-and-copy): refused while the server runs; after a restore the folder holds exactly
 *   the backed-up rows, whatever was written after the backup.
 * - PostgreSQL (pg_dump/pg_restore): a dump restored into an empty database equals the original in
 *   every table of every PlantaSim schema (public and pgboss).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { authHeaders, buildTestApp, createTestDatabase } from '../helper.ts';
import { setSolverForTests } from '../../src/jobs/solver.ts';
import type { Db } from '../../src/db/index.ts';
import { payload, scriptedSolver, upload, waitForStatus } from '../simulaciones/support.ts';

const run = promisify(execFile);
const scripts = join(dirname(fileURLToPath(import.meta.url)), '../../../../scripts');

type Query = (sql: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** Every base table of the given schemas, each as its rows in JSON text, sorted. */
async function everyTable(query: Query, schemas: string[]): Promise<Record<string, string[]>> {
  const tables = (await query(
    `SELECT table_schema || '.' || table_name AS t FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema IN (${schemas.map((s) => `'${s}'`).join(',')}) ORDER BY 1`,
  )).rows.map((r) => String(r.t));
  const out: Record<string, string[]> = {};
  for (const t of tables) out[t] = (await query(`SELECT to_jsonb(x)::text AS r FROM ${t} x ORDER BY 1`)).rows.map((r) => String(r.r));
  return out;
}

/** Users, simulations (executed, failed, saved), Ro, base case and a nomination. */
async function fill(app: FastifyInstance, tag: string): Promise<void> {
  const headers = await authHeaders(app, 'full');
  for (const name of [`${tag} ok`, 'infactible']) {
    const id = ((await upload(app, '/api/lanzar-simulacion/', headers, payload(name))).json() as { id: number }).id;
    await waitForStatus(app, headers, id);
  }
  expect((await upload(app, '/api/guardar-simulacion/', headers, payload(`${tag} guardada`))).statusCode).toBe(200);
  expect((await app.inject({ method: 'POST', url: '/api/ro/', headers, payload: { DATE_RO: tag === 'antes' ? '2025-01-01' : '2026-01-01', VALUE: 78.8 } })).statusCode).toBe(200);
  expect((await upload(app, '/api/cargar-caso-base/', headers, payload(`${tag} caso base`), 'file')).statusCode).toBe(200);
  expect((await upload(app, '/api/nominacion/', headers, { NOMINATION_VALUE: 1234.5 })).statusCode).toBe(200);
}

const dbQuery = (db: Db): Query => (sql) => db.query<Record<string, unknown>>(sql);

describe('backup round trips', () => {
  it('PGlite: stop-and-copy backup, refused while running, restore gives back every table', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'plantasim-backup-'));
    const config = { dataDir, pgliteDir: join(dataDir, 'pglite') };
    const env = { ...process.env, DATA_DIR: dataDir };
    const file = join(dataDir, 'copias', 'pglite.tar.gz');
    setSolverForTests(scriptedSolver);
    try {
      let app = await buildTestApp('pglite', config);
      await fill(app, 'antes');
      const before = await everyTable(dbQuery(app.db), ['public']);
      // While the server holds the folder the backup is refused (exit 2) and nothing is written.
      const refused = await run('bash', [join(scripts, 'backup-pglite.sh'), file], { env }).catch((e: { code: number; stderr: string }) => e);
      expect(refused).toMatchObject({ code: 2, stderr: expect.stringContaining('detenga el servidor') });
      await app.close();

      const made = await run('bash', [join(scripts, 'backup-pglite.sh'), file], { env });
      expect(made.stdout).toContain('copia de seguridad');

      app = await buildTestApp('pglite', config); // more work after the backup
      await fill(app, 'despues');
      expect(await everyTable(dbQuery(app.db), ['public'])).not.toEqual(before);
      await app.close();

      await run('bash', [join(scripts, 'restore-pglite.sh'), file], { env });
      app = await buildTestApp('pglite', { ...config, seedDemoUsers: false });
      try {
        expect(await everyTable(dbQuery(app.db), ['public'])).toEqual(before);
        expect(Object.keys(before)).toEqual(expect.arrayContaining(['public.simulations', 'public.users', 'public.ro_master', 'public.base_case', 'public.nominations']));
      } finally {
        await app.close();
      }
    } finally {
      setSolverForTests(undefined);
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 600_000);

  it.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL: pg_dump/pg_restore into an empty database equals the original in every table', async () => {
    const source = await createTestDatabase();
    const target = await createTestDatabase();
    const dir = await mkdtemp(join(tmpdir(), 'plantasim-pgdump-'));
    setSolverForTests(scriptedSolver);
    const clients: pg.Client[] = [];
    const connect = async (url: string): Promise<Query> => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      clients.push(c);
      return (sql) => c.query(sql);
    };
    try {
      const app = await buildTestApp('postgres', { databaseUrl: source.url });
      await fill(app, 'antes');
      await app.close(); // a still database, so the two snapshots compare exactly
      const file = join(dir, 'plantasim.dump');
      await run('bash', [join(scripts, 'backup-postgres.sh'), file], { env: { ...process.env, DATABASE_URL: source.url } });
      await run('bash', [join(scripts, 'restore-postgres.sh'), file], { env: { ...process.env, DATABASE_URL: target.url } });
      const a = await everyTable(await connect(source.url), ['public', 'pgboss']);
      const b = await everyTable(await connect(target.url), ['public', 'pgboss']);
      expect(Object.keys(a)).toEqual(expect.arrayContaining(['public.simulations', 'pgboss.job']));
      expect(b).toEqual(a);
      expect(a['public.simulations']!.length).toBeGreaterThanOrEqual(3);
      // Restoring again over existing objects (--clean) is idempotent.
      await run('bash', [join(scripts, 'restore-postgres.sh'), file], { env: { ...process.env, DATABASE_URL: target.url } });
      expect(await everyTable(await connect(target.url), ['public', 'pgboss'])).toEqual(a);
    } finally {
      for (const c of clients) await c.end().catch(() => {});
      setSolverForTests(undefined);
      await rm(dir, { recursive: true, force: true });
      await source.drop();
      await target.drop();
    }
  }, 600_000);
});
