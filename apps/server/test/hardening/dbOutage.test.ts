/**
 * PostgreSQL stops taking connections for 20 s while a run is solving (ALLOW_CONNECTIONS false and
 * every backend of the database terminated: new connections fail with SQLSTATE 55000, what a database
 * being restarted or in maintenance answers). The solve ends during the outage: its outcome waits for
 * the database and is stored once it is back, never "connect ECONNREFUSED" or the 55000 text as the
 * run's reason. A run interrupted before its solve started is re-queued by the recovery.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { authHeaders, buildTestApp, createTestDatabase } from '../helper.ts';
import { setSolverForTests } from '../../src/jobs/solver.ts';
import { fakeResults, payload, upload } from '../simulaciones/support.ts';

describe.runIf(process.env.TEST_DATABASE_URL)('a 20 s database outage mid-solve (PostgreSQL)', () => {
  let app: FastifyInstance;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let admin: pg.Client;
  let release: () => void = () => {};
  const started: string[] = [];

  beforeAll(async () => {
    setSolverForTests(async (p) => {
      started.push(p.metadata.simulation_name);
      if (p.metadata.simulation_name === 'durante la caída') await new Promise<void>((r) => { release = r; });
      return { status: 'optimal', results: fakeResults };
    });
    database = await createTestDatabase();
    app = await buildTestApp('postgres', { databaseUrl: database.url });
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  }, 240_000);
  afterAll(async () => {
    const name = database ? new URL(database.url).pathname.slice(1) : '';
    if (name) await admin?.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`).catch(() => {});
    await admin?.end();
    await app?.close();
    await database?.drop();
    setSolverForTests(undefined);
  });

  it('the run is stored once the database is back, within 2 minutes, with no connection error as its reason', async () => {
    const headers = await authHeaders(app, 'full');
    const res = await upload(app, '/api/lanzar-simulacion/', headers, payload('durante la caída'));
    expect(res.statusCode).toBe(200);
    const id = (res.json() as { id: number }).id;
    for (let i = 0; i < 400 && !started.includes('durante la caída'); i++) await new Promise((r) => setTimeout(r, 50));
    expect(started).toContain('durante la caída');

    const name = new URL(database.url).pathname.slice(1);
    await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
    const terminate = () => admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
    await terminate();
    // While it is down: the API answers 503 with the catalogue's words, the solve ends and cannot store.
    const during = await app.inject({ method: 'GET', url: '/api/simulacion', headers });
    expect(during.statusCode).toBe(503);
    release();
    for (let s = 0; s < 20; s++) {
      await new Promise((r) => setTimeout(r, 1000));
      await terminate();
    }
    await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`);
    const backAt = Date.now();

    let end: { status: number; error: string | null } | undefined;
    while (Date.now() - backAt < 120_000) {
      const r = await app.inject({ method: 'GET', url: `/api/simulacion/${id}`, headers });
      if (r.statusCode === 200 && (r.json() as { status: number }).status !== 3) {
        end = r.json() as { status: number; error: string | null };
        break;
      }
      await new Promise((r2) => setTimeout(r2, 250));
    }
    console.info(`[figures] 20 s outage mid-solve: run ended ${((Date.now() - backAt) / 1000).toFixed(1)} s after the database was back`);
    expect(end).toMatchObject({ status: 4, error: null });
    // The server serves again and a launch after the outage is solved.
    const after = await upload(app, '/api/lanzar-simulacion/', headers, payload('después de la caída'));
    expect(after.statusCode).toBe(200);
  }, 300_000);
});
