/**
 * A cancel ends the run's job too, not only its status: with pg-boss, a job left active by a worker
 * that died would otherwise wait to expire (an hour) and run again; on the in-process queue a queued
 * run leaves the queue.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authHeaders, buildTestApp, dbKinds } from '../helper.ts';
import { setSolverForTests } from '../../src/jobs/solver.ts';
import { jobIdOf, SOLVE_QUEUE } from '../../src/jobs/bossQueue.ts';
import { payload, scriptedSolver, upload, waitForStatus } from './support.ts';

afterEach(() => {
  setSolverForTests(undefined);
  vi.unstubAllEnvs();
});

describe.each(dbKinds)('cancel ends the job (%s)', (kind) => {
  it('the cancelled run\'s job ends at once and nothing solves it later', async () => {
    const solved: string[] = [];
    setSolverForTests(async (p, opts) => {
      solved.push(p.metadata.simulation_name);
      return scriptedSolver(p, opts);
    });
    // pg-boss with no worker here: the job waits like one whose worker died.
    if (kind === 'postgres') vi.stubEnv('SOLVE_WORKERS', '0');
    else vi.stubEnv('SOLVE_WORKERS', '1'); // one slot (the default is the machine's cores)
    const app = await buildTestApp(kind);
    try {
      const headers = await authHeaders(app, 'full');
      // PGlite: the first run holds the only solver, the second waits in the queue.
      const first = await upload(app, '/api/lanzar-simulacion/', headers, payload('espera primera'));
      const second = await upload(app, '/api/lanzar-simulacion/', headers, payload('segunda'));
      const id = (second.json() as { id: number }).id;
      const cancelled = await app.inject({ method: 'POST', url: `/api/simulacion/${id}/cancelar`, headers });
      expect(cancelled.statusCode).toBe(200);
      if (kind === 'postgres') {
        const jobState = async () => (await app.db.query<{ state: string }>(
          'SELECT state::text AS state FROM pgboss.job WHERE name = $1 AND id = $2::uuid', [SOLVE_QUEUE, jobIdOf(id)],
        )).rows[0]?.state;
        let state = await jobState();
        for (let i = 0; i < 100 && state !== 'cancelled'; i++) {
          await new Promise((r) => setTimeout(r, 50));
          state = await jobState();
        }
        expect(state).toBe('cancelled');
      }
      // The first run ends (cancelled too), freeing the solver: the cancelled second never starts.
      const firstId = (first.json() as { id: number }).id;
      expect((await app.inject({ method: 'POST', url: `/api/simulacion/${firstId}/cancelar`, headers })).statusCode).toBe(200);
      const status = (await app.inject({ method: 'GET', url: `/api/simulacion/${id}`, headers })).json() as { status: number };
      expect(status.status).toBe(6);
      if (kind === 'pglite') {
        // FIFO: a third run solved means the queue is past the second, which it never solved.
        const third = await upload(app, '/api/lanzar-simulacion/', headers, payload('tercera'));
        expect((await waitForStatus(app, headers, (third.json() as { id: number }).id)).status).toBe(4);
        expect(solved).toEqual(['espera primera', 'tercera']);
      }
    } finally {
      await app.close();
    }
  }, 120_000);
});
