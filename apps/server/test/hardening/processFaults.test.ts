/**
 * Faults with real processes:
 * - the server (a child process on a PGlite folder) is SIGKILLed during a real solve: after the
 *   restart the simulation is retried (SOLVE_RETRY_LIMIT 1) and solved, never stuck at 3;
 * - PostgreSQL: a pg-boss worker process is SIGKILLed while its job is active: the job expires and
 *   another worker retries it to the end (status 4).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PgBoss from 'pg-boss';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exited, freePort, killChildren, spawnTs, until } from './processSupport.ts';
import { basicHeader, buildTestApp, createTestDatabase } from '../helper.ts';
import { createBossQueue, jobIdOf, SOLVE_QUEUE } from '../../src/jobs/bossQueue.ts';
import { openDb } from '../../src/db/index.ts';
import { fakeResults, multipart, payload, zipJson, upload } from '../simulaciones/support.ts';

afterEach(() => {
  killChildren();
  vi.unstubAllEnvs();
});

describe('server process killed during a solve (PGlite folder, real optimizer)', () => {
  it('after the restart the simulation is retried to its end, never stuck at 3', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'plantasim-kill-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', LOG_LEVEL: 'warn',
      WEB_DIST: join(dataDir, 'no-web'), DOCS_DIR: join(dataDir, 'no-docs'), SOLVE_WORKERS: '1', MARKET_DATA_HTTP: 'off',
    };
    try {
      const first = spawnTs('src/server.ts', env);
      await until('primer arranque', async () => ((await fetch(`${base}/config.json`)).ok ? true : undefined), 180_000, 250);
      const login = await fetch(`${base}/api/login`, { headers: { authorization: basicHeader('gestor', 'gestor2026') } });
      const token = ((await login.json()) as { token: string }).token;
      const auth = { authorization: `Bearer ${token}` };
      const body = multipart(zipJson(payload('Interrumpida')));
      const launched = await fetch(`${base}/api/lanzar-simulacion/`, { method: 'POST', headers: { ...auth, ...body.headers }, body: body.payload });
      expect(launched.status).toBe(200);
      const id = ((await launched.json()) as { id: number }).id;
      const before = (await (await fetch(`${base}/api/simulacion/${id}`, { headers: auth })).json()) as { status: number };
      expect(before.status).toBe(3); // the solve is running (the optimizer needs seconds)
      first.kill('SIGKILL');
      await exited(first);
      expect(first.signalCode).toBe('SIGKILL');

      const second = spawnTs('src/server.ts', env);
      await until('segundo arranque', async () => ((await fetch(`${base}/config.json`)).ok ? true : undefined), 180_000, 250);
      // The token survives the restart (DATA_DIR/jwt-secret); the stale PGlite pid file is taken over.
      // The interrupted solve had started once: within SOLVE_RETRY_LIMIT (1), it is solved again.
      const after = await until('simulación reintentada', async () => {
        const detail = (await (await fetch(`${base}/api/simulacion/${id}`, { headers: auth })).json()) as { status: number; error: string | null };
        return detail.status === 3 ? undefined : detail;
      }, 180_000, 500);
      expect(after).toMatchObject({ status: 4, error: null });
      // Still a working server: the interrupted simulation can be launched again.
      const again = multipart(zipJson(payload('Relanzada')));
      const relaunched = await fetch(`${base}/api/lanzar-simulacion/`, { method: 'POST', headers: { ...auth, ...again.headers }, body: again.payload });
      expect(relaunched.status).toBe(200);
      const id2 = ((await relaunched.json()) as { id: number }).id;
      const end = await until('segunda simulación terminada', async () => {
        const s = ((await (await fetch(`${base}/api/simulacion/${id2}`, { headers: auth })).json()) as { status: number }).status;
        return s === 3 ? undefined : s;
      }, 180_000, 500);
      expect(end).toBe(4); // the real optimizer solves it
      second.kill('SIGTERM');
      await exited(second);
      expect(second.exitCode, second.output.join('').slice(-2000)).toBe(0); // graceful stop when idle
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 420_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('pg-boss worker process lost (PostgreSQL)', () => {
  it('the job of a SIGKILLed worker expires and another worker completes it', async () => {
    const db = await createTestDatabase();
    vi.stubEnv('SOLVE_WORKERS', '0'); // the server only queues: the worker processes solve
    vi.stubEnv('SOLVE_EXPIRE_SECONDS', '10');
    vi.stubEnv('SOLVE_RETRY_LIMIT', '1');
    const app = await buildTestApp('postgres', { databaseUrl: db.url });
    let supervisor: PgBoss | undefined;
    let second: Awaited<ReturnType<typeof createBossQueue>> | undefined;
    const secondDb = await openDb({ databaseUrl: db.url, pgliteDir: '' });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/login', headers: { authorization: basicHeader('gestor', 'gestor2026') } });
      const headers = { authorization: `Bearer ${(res.json() as { token: string }).token}` };
      const worker = spawnTs('src/jobs/workerMain.ts', { DATABASE_URL: db.url, SOLVE_EXPIRE_SECONDS: '10', SOLVE_RETRY_LIMIT: '1', SOLVE_WORKERS: '1' });
      await until('trabajador listo', async () => (worker.output.join('').includes('trabajador de simulaciones listo') ? true : undefined), 180_000, 200);
      const id = ((await upload(app, '/api/lanzar-simulacion/', headers, payload('Trabajador perdido'))).json() as { id: number }).id;
      supervisor = new PgBoss({ connectionString: db.url, maintenanceIntervalSeconds: 1, max: 2 });
      supervisor.on('error', () => {});
      await supervisor.start();
      const boss = supervisor;
      await until('trabajo activo', async () => ((await boss.getJobById(SOLVE_QUEUE, jobIdOf(id)))?.state === 'active' ? true : undefined), 120_000, 50);
      worker.kill('SIGKILL');
      await exited(worker);
      expect((await app.db.query<{ status: number }>('SELECT status FROM simulations WHERE id = $1', [id])).rows[0]!.status).toBe(3);

      // Another worker (in this process, with a quick solver) takes the retried job.
      const solved: number[] = [];
      second = await createBossQueue(secondDb, async () => {
        solved.push(id);
        return { status: 'optimal', results: fakeResults };
      }, { connectionString: db.url, concurrency: 1, expireInSeconds: 10, retryLimit: 1 });
      const status = await until('simulación terminada', async () => {
        const s = (await app.db.query<{ status: number }>('SELECT status FROM simulations WHERE id = $1', [id])).rows[0]!.status;
        return s !== 3 ? s : undefined;
      }, 120_000, 250);
      expect(status).toBe(4);
      expect(solved).toEqual([id]);
      const job = await boss.getJobById(SOLVE_QUEUE, jobIdOf(id), { includeArchive: true });
      expect(job?.retryCount).toBe(1);
    } finally {
      await second?.close();
      await supervisor?.stop({ graceful: false, wait: true }).catch(() => {});
      await secondDb.close();
      await app.close();
      await db.drop();
    }
  }, 420_000);
});
