/**
 * A solve interrupted by stopping the server never stays at 3 (En ejecución): on PGlite the next
 * start ends it as 5 with the reason; on PostgreSQL pg-boss hands the job to the next worker, which
 * resumes it. A simulation at 3 whose job is lost is reaped to 5.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { authHeaders, buildTestApp, createTestDatabase } from '../helper.ts';
import { setSolverForTests } from '../../src/jobs/solver.ts';
import { reapLostJobs } from '../../src/jobs/recovery.ts';
import { startBoss } from '../../src/jobs/bossQueue.ts';
import { failureReasons } from '../../src/jobs/reasons.ts';
import { fakeResults, payload, scriptedSolver, upload, waitForStatus } from './support.ts';

describe('restart during a solve', () => {
  it('PGlite: the next start ends the interrupted simulation as 5 with the reason', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'plantasim-restart-'));
    const config = { dataDir, pgliteDir: join(dataDir, 'pglite') };
    try {
      setSolverForTests(scriptedSolver);
      const first = await buildTestApp('pglite', config);
      const headers = await authHeaders(first, 'full');
      const id = ((await upload(first, '/api/lanzar-simulacion/', headers, payload('espera'))).json() as { id: number }).id;
      await waitForStatus(first, headers, id, (s) => s === 3);
      await first.close();

      const second = await buildTestApp('pglite', config);
      try {
        const detail = await waitForStatus(second, await authHeaders(second, 'full'), id, () => true);
        expect(detail.status).toBe(5);
        expect(detail.error).toBe(failureReasons.restart);
      } finally {
        await second.close();
      }
    } finally {
      setSolverForTests(undefined);
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 240_000);

  it.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL: pg-boss resumes the job on the next start; lost jobs are reaped', async () => {
    const db = await createTestDatabase();
    try {
      const started: number[] = [];
      setSolverForTests(async (p, opts) => {
        started.push(Number(id));
        return scriptedSolver(p, opts);
      });
      let id = 0;
      const first = await buildTestApp('postgres', { databaseUrl: db.url });
      const headers = await authHeaders(first, 'full');
      id = ((await upload(first, '/api/lanzar-simulacion/', headers, payload('espera'))).json() as { id: number }).id;
      // Stop only once a worker is inside the solve, so the job is active when the server goes away.
      for (let i = 0; i < 400 && !started.includes(id); i++) await new Promise((r) => setTimeout(r, 50));
      expect(started).toContain(id);
      await first.close();

      // The next server solves at once: the retried job completes the same simulation.
      setSolverForTests(async () => ({ status: 'optimal', results: fakeResults }));
      const second = await buildTestApp('postgres', { databaseUrl: db.url });
      try {
        const h2 = await authHeaders(second, 'full');
        expect((await waitForStatus(second, h2, id, (s) => s !== 3, 60_000)).status).toBe(4);

        // A simulation at 3 with no job at all (e.g. the process died between insert and send).
        const lost = (await second.db.query<{ id: number }>(
          `INSERT INTO simulations (name, username, status, inputs) VALUES ('perdida', 'gestor', 3, '{}'::jsonb) RETURNING id`,
        )).rows[0]!.id;
        const boss = await startBoss({ connectionString: db.url, concurrency: 0, expireInSeconds: 60, retryLimit: 0 });
        try {
          expect(await reapLostJobs(second.db, boss, 0)).toEqual([lost]);
        } finally {
          await boss.stop({ graceful: false, wait: true });
        }
        const detail = await waitForStatus(second, h2, lost, () => true);
        expect(detail).toMatchObject({ status: 5, error: failureReasons.restart });
      } finally {
        await second.close();
      }
    } finally {
      setSolverForTests(undefined);
      await db.drop();
    }
  }, 240_000);
});
