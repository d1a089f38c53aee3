/**
 * Every run reaches an end on its own after a crash, whatever instant the crash hit, on both engines:
 * a run at 3 that no live process holds is re-queued when its solve never started, retried within
 * SOLVE_RETRY_LIMIT when it was solving, and failed with the reason in words otherwise — within 2
 * minutes of the server being back.
 *
 * The crash instants around a launch leave these states (a kill -9 leaves exactly what was committed):
 * - before the job is fetched: 3, no solve counted, no runner; pg-boss: job created;
 * - fetched but not claimed: 3, no solve counted, no runner; pg-boss: job active under a dead worker;
 * - solving, and storing (the results transaction rolls back): 3, one solve counted, the runner a dead
 *   process; pg-boss: job active;
 * - solving with the retries used up: two solves counted (limit 1).
 * The first server launches real runs (a solver that never returns) and stops; the rows and jobs are
 * then put in those states, a dead process included, and a second server must end them all.
 * Real kill -9 of a server process: test/hardening/processFaults.test.ts and deadRunner.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { authHeaders, buildTestApp, createTestDatabase, dbKinds } from '../helper.ts';
import { openDb } from '../../src/db/index.ts';
import { setSolverForTests } from '../../src/jobs/solver.ts';
import { jobIdOf, SOLVE_QUEUE } from '../../src/jobs/bossQueue.ts';
import { failureReasons } from '../../src/jobs/reasons.ts';
import { orphanAction } from '../../src/jobs/recovery.ts';
import { fakeResults, payload, scriptedSolver, upload, waitForStatus } from './support.ts';

afterEach(() => {
  setSolverForTests(undefined);
  vi.unstubAllEnvs();
});

describe('orphanAction', () => {
  it('re-queues a run that never started, retries within the limit, fails past it', () => {
    expect([0, 1, 2].map((a) => orphanAction(a, 1))).toEqual(['requeue', 'requeue', 'fail']);
    expect([0, 1].map((a) => orphanAction(a, 0))).toEqual(['requeue', 'fail']);
  });
});

type Instant = 'before fetch' | 'fetched, not claimed' | 'solving' | 'storing' | 'solving, retries used';
const instants: Instant[] = ['before fetch', 'fetched, not claimed', 'solving', 'storing', 'solving, retries used'];

describe.each(dbKinds)('runs left at 3 by a crash end on their own (%s)', (kind) => {
  it('each crash instant: re-queued, retried or failed with the reason, within 2 minutes of the restart', async () => {
    vi.stubEnv('SOLVE_RETRY_LIMIT', '1');
    vi.stubEnv('SOLVE_QUEUE', '');
    const dataDir = await mkdtemp(join(tmpdir(), 'plantasim-restart-'));
    const database = kind === 'postgres' ? await createTestDatabase() : undefined;
    const config = kind === 'postgres' ? { dataDir, databaseUrl: database!.url } : { dataDir, pgliteDir: join(dataDir, 'pglite') };
    let second: FastifyInstance | undefined;
    try {
      setSolverForTests(scriptedSolver); // 'espera…' never returns: the runs are at 3 when the server stops
      const first = await buildTestApp(kind, config);
      const headers = await authHeaders(first, 'full');
      const ids = new Map<Instant, number>();
      for (const instant of instants) {
        const res = await upload(first, '/api/lanzar-simulacion/', headers, payload(`espera ${instant}`));
        expect(res.statusCode).toBe(200);
        ids.set(instant, (res.json() as { id: number }).id);
      }
      await first.close();

      // The states a kill -9 at each instant leaves.
      const raw = await openDb(kind === 'postgres' ? { databaseUrl: database!.url, pgliteDir: '' } : { pgliteDir: join(dataDir, 'pglite') });
      try {
        const dead = randomUUID();
        await raw.query(
          `INSERT INTO solver_processes (id, hostname, pid, heartbeat_at) VALUES ($1, $2, $3, clock_timestamp() - interval '2 seconds')`,
          [dead, hostname(), 2 ** 22 + 1],
        );
        const set = (instant: Instant, attempts: number, runner: string | null) =>
          raw.query('UPDATE simulations SET status = 3, attempts = $2, runner = $3::uuid, error = NULL WHERE id = $1', [ids.get(instant), attempts, runner]);
        await set('before fetch', 0, null);
        await set('fetched, not claimed', 0, null);
        await set('solving', 1, dead);
        await set('storing', 1, dead);
        await set('solving, retries used', 2, dead);
        if (kind === 'postgres') {
          const job = (instant: Instant, state: 'created' | 'active') =>
            raw.query(
              `UPDATE pgboss.job SET state = $3::pgboss.job_state, started_on = CASE WHEN $3 = 'active' THEN now() ELSE NULL END,
                 completed_on = NULL, retry_count = 0 WHERE name = $1 AND id = $2::uuid`,
              [SOLVE_QUEUE, jobIdOf(ids.get(instant)!), state],
            );
          await job('before fetch', 'created');
          for (const instant of instants.slice(1)) await job(instant, 'active');
          const states = await raw.query<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1`, [SOLVE_QUEUE]);
          expect(states.rows[0]!.n).toBe(instants.length);
        }
      } finally {
        await raw.close();
      }

      const solved: string[] = [];
      setSolverForTests(async (p) => {
        solved.push(p.metadata.simulation_name);
        return { status: 'optimal', results: fakeResults };
      });
      const restartedAt = Date.now();
      second = await buildTestApp(kind, config);
      const h2 = await authHeaders(second, 'full');
      const ends = new Map<Instant, { status: number; error: string | null }>();
      for (const instant of instants) {
        const { status, error } = await waitForStatus(second, h2, ids.get(instant)!, (s) => s !== 3, 120_000);
        ends.set(instant, { status, error });
      }
      const seconds = (Date.now() - restartedAt) / 1000;
      console.info(`[figures] ${kind}: every run left at 3 ended ${seconds.toFixed(1)} s after the restart`);
      expect(seconds).toBeLessThan(120);
      expect(Object.fromEntries(ends)).toEqual({
        'before fetch': { status: 4, error: null },
        'fetched, not claimed': { status: 4, error: null },
        solving: { status: 4, error: null },
        storing: { status: 4, error: null },
        'solving, retries used': { status: 5, error: failureReasons.restart },
      });
      expect(solved.sort()).toEqual(instants.slice(0, 4).map((i) => `espera ${i}`).sort());
      const attempts = await second.db.query<{ id: number; attempts: number }>('SELECT id, attempts FROM simulations ORDER BY id');
      expect(attempts.rows.map((r) => r.attempts)).toEqual([1, 1, 2, 2, 2]);
    } finally {
      await second?.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 400_000);
});
