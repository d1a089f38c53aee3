/**
 * Faults inside one process:
 * - PostgreSQL connections killed (pg_terminate_backend, what a PostgreSQL restart does to clients)
 *   while requests flow: requests fail cleanly (503 JSON, never a crash) and the server recovers
 *   without a restart. Terminating our own database's backends is safe on a shared machine, unlike
 *   restarting the cluster.
 * - A solver that fails or runs out of memory (a real worker thread hitting its heap limit) ends the
 *   simulation as 5 with the reason; the server keeps working.
 */
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { authHeaders, buildTestApp, createTestDatabase } from '../helper.ts';
import { setSolverForTests } from '../../src/jobs/solver.ts';
import type { SolveFn } from '../../src/jobs/types.ts';
import { failureReasons } from '../../src/jobs/reasons.ts';
import { dbUnavailableMessage } from '../../src/plugins/errorHandler.ts';
import { payload, scriptedSolver, upload, waitForStatus } from '../simulaciones/support.ts';

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL connections killed while requests flow', () => {
  let app: FastifyInstance;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let admin: pg.Client;

  beforeAll(async () => {
    setSolverForTests(scriptedSolver);
    database = await createTestDatabase();
    app = await buildTestApp('postgres', { databaseUrl: database.url });
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  }, 240_000);
  afterAll(async () => {
    await admin?.end();
    await app?.close();
    await database?.drop();
    setSolverForTests(undefined);
  });

  it('answers 200 or 503 JSON during the storm, and only 200 afterwards', async () => {
    const headers = await authHeaders(app, 'full');
    const dbName = new URL(database.url).pathname.slice(1);
    const kill = () => admin.query('SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [dbName]);
    const statuses = new Map<number, number>();
    const bad: string[] = [];
    const launched: number[] = [];
    let stop = false;
    let i = 0;
    const client = async () => {
      while (!stop) {
        const n = i++;
        const res = n % 7 === 0
          ? await upload(app, '/api/lanzar-simulacion/', headers, payload(`tormenta ${n}`))
          : n % 3 === 0
            ? await app.inject({ method: 'POST', url: '/api/ro/', headers, payload: { DATE_RO: `${2100 + (n % 800)}-01-01`, VALUE: n % 1000 } })
            : await app.inject({ method: 'GET', url: '/api/simulacion', headers });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode === 200 && n % 7 === 0) launched.push((res.json() as { id: number }).id);
        const ok = res.statusCode === 200 || res.statusCode === 409 // Ro month drawn twice
          // Six clients of one user: launches beyond the user's heavy uploads in flight are refused at once.
          || (res.statusCode === 429 && (res.json() as { code: string }).code === 'TOO_MANY_UPLOADS')
          || (res.statusCode === 503 && (res.json() as { message: string }).message === dbUnavailableMessage);
        if (!ok) bad.push(`${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    };
    const clients = Array.from({ length: 6 }, client);
    let killed = 0;
    for (let round = 0; round < 8; round++) {
      await new Promise((r) => setTimeout(r, 250));
      killed += (await kill()).rows[0]!.n as number;
    }
    stop = true;
    await Promise.all(clients);
    expect(killed).toBeGreaterThan(0);
    expect(bad).toEqual([]);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);

    // Recovery without a restart: every request of the next seconds succeeds.
    await new Promise((r) => setTimeout(r, 500));
    for (let k = 0; k < 20; k++) {
      expect((await app.inject({ method: 'GET', url: '/api/simulacion', headers })).statusCode).toBe(200);
    }
    const after = await upload(app, '/api/lanzar-simulacion/', headers, payload('después de la tormenta'));
    expect(after.statusCode).toBe(200);
    // The job queue recovered too: a launch after the storm is solved.
    expect((await waitForStatus(app, headers, (after.json() as { id: number }).id, (s) => s !== 3, 60_000)).status).toBe(4);
    // Launches answered 200 during the storm are never left at 3 once the queue catches up.
    for (const id of launched) expect([4, 5]).toContain((await waitForStatus(app, headers, id, (s) => s !== 3, 60_000)).status);
    console.info(`[figures] pg_terminate_backend storm: ${killed} backends killed, answers ${JSON.stringify(Object.fromEntries(statuses))}`);
  }, 300_000);
});

/** A solve that runs a worker thread which allocates until its 16 MB heap limit kills it. */
const outOfMemorySolver: SolveFn = () => new Promise((_, reject) => {
  const worker = new Worker('const keep = []; for (;;) keep.push(new Array(1e5).fill(Math.random()));', {
    eval: true, resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 4 },
  });
  worker.once('error', reject);
  worker.once('exit', (code) => reject(new Error(`el proceso del optimizador terminó con código ${code}`)));
});

describe('solver failures end as 5 with the reason (PGlite)', () => {
  let app: FastifyInstance;
  let headers: Record<string, string>;
  beforeAll(async () => {
    setSolverForTests((p, opts) => {
      const name = p.metadata.simulation_name;
      if (name === 'memoria') return outOfMemorySolver(p, opts);
      if (name === 'rango') return Promise.reject(new RangeError('Invalid array length'));
      if (name === 'no-error') return Promise.reject('texto lanzado sin Error');
      if (name === 'resultado-raro') return Promise.resolve({ status: 'optimal' } as Awaited<ReturnType<SolveFn>>); // optimal without results
      return scriptedSolver(p, opts);
    });
    app = await buildTestApp('pglite');
    headers = await authHeaders(app, 'full');
  }, 240_000);
  afterAll(async () => {
    await app?.close();
    setSolverForTests(undefined);
  });

  it.each([
    ['memoria', failureReasons.crash, /memory|memoria/i],
    ['rango', failureReasons.crash, /Invalid array length/],
    ['no-error', failureReasons.crash, /.*/],
    ['infactible', failureReasons.infeasible, /.*/],
    ['limite', failureReasons.time_limit, /.*/],
    ['fallo', failureReasons.crash, /fallo simulado/],
    ['resultado-raro', failureReasons.error, /.*/],
  ])('%s', async (name, reason, detail) => {
    const res = await upload(app, '/api/lanzar-simulacion/', headers, payload(name));
    expect(res.statusCode).toBe(200);
    const end = await waitForStatus(app, headers, (res.json() as { id: number }).id, (s) => s !== 3, 60_000);
    expect(end.status).toBe(5);
    expect(end.error?.startsWith(reason)).toBe(true);
    expect(end.error).toMatch(detail);
    // The server keeps serving after each failure.
    expect((await app.inject({ method: 'GET', url: '/api/simulacion', headers })).statusCode).toBe(200);
  }, 120_000);
});
