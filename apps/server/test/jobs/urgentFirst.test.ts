/**
 * Urgent work first, on both engines (PGlite: the in-process queue; PostgreSQL: pg-boss), with one
 * solve slot: a re-plan starts at once while a solve holds the slot and a sensitivity batch waits, a
 * short launch goes ahead of the batch (long horizons rank with batches: jobs/priority.test.ts), and a
 * run's results are stored and shown before its explanation, which follows as a job of its own.
 * "Today" is fixed by the app's clock (config.now): 15/01/2025 in Madrid.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SIMULATION_STATUS, type SimulationPayload } from '@plantasim/domain';
import { authHeaders, buildTestApp, dbKinds, demoCredentials, type DbKind } from '../helper.ts';
import { setSolverForTests } from '../../src/jobs/solver.ts';
import { insertSimulation, transition } from '../../src/repositories/simulations.ts';
import type { ExplainFn, SolveFn } from '../../src/jobs/types.ts';
import { fakeResults, payload, upload, waitForStatus } from '../simulaciones/support.ts';

const now = () => new Date('2025-01-15T10:00:00Z');

/** A gate a scripted solve waits on until the test opens it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => { open = resolve; });
  return { open, opened };
}

async function storeSolved(app: FastifyInstance, inputs: SimulationPayload): Promise<number> {
  const row = await insertSimulation(app.db, { name: inputs.metadata.simulation_name, username: demoCredentials.full.username, status: SIMULATION_STATUS.EnEjecucion, inputs, mode: null });
  await transition(app.db, row.id, [SIMULATION_STATUS.EnEjecucion], SIMULATION_STATUS.EjecutadaOK, { results: fakeResults });
  return row.id;
}

const idOf = (res: { json: () => unknown }) => (res.json() as { id: number }).id;

afterEach(() => {
  setSolverForTests(undefined);
  vi.unstubAllEnvs();
});

describe.each(dbKinds)('urgent work first (%s)', (kind: DbKind) => {
  it('a re-plan starts while a solve holds the only slot and a sensitivity batch waits; a short launch goes ahead of the batch', async () => {
    const started: string[] = [];
    const release = gate();
    const solver: SolveFn = async (p, opts) => {
      const name = opts.replan ? 'replan' : p.metadata.simulation_name;
      started.push(name);
      if (name === 'largo') await Promise.race([release.opened, new Promise((_, reject) => opts.signal.addEventListener('abort', () => reject(new Error('abortada')), { once: true }))]);
      return { status: 'optimal', results: fakeResults, stats: {} };
    };
    setSolverForTests(solver);
    vi.stubEnv('SOLVE_WORKERS', '1');
    const app = await buildTestApp(kind, { now });
    try {
      const headers = await authHeaders(app, 'full');
      const origin = await storeSolved(app, payload('Origen'));
      const long = idOf(await upload(app, '/api/lanzar-simulacion/', headers, payload('largo')));
      await vi.waitFor(() => expect(started).toEqual(['largo']), { timeout: 20_000, interval: 50 });
      // A sensitivity batch queued behind it: 15 children, batch work.
      const batch = await app.inject({ method: 'POST', url: `/api/simulaciones/${origin}/sensibilidad`, headers, payload: {} });
      expect(batch.statusCode).toBe(200);
      const children = (await app.db.query<{ id: number }>('SELECT id FROM simulations WHERE parent_id = $1', [origin])).rows.map((r) => r.id);
      expect(children).toHaveLength(15);
      const replan = await app.inject({ method: 'POST', url: `/api/simulaciones/${origin}/replanificar`, payload: { hora: 14, unidades: ['Motor cogeneración 1'] }, headers });
      expect(replan.statusCode).toBe(200);
      // Solved while the first run still holds the slot and the batch is still waiting.
      expect((await waitForStatus(app, headers, idOf(replan))).status).toBe(4);
      expect(started).toEqual(['largo', 'replan']);
      const short = idOf(await upload(app, '/api/lanzar-simulacion/', headers, payload('corto')));
      release.open();
      for (const id of [long, short, ...children]) expect((await waitForStatus(app, headers, id, undefined, 60_000)).status).toBe(4);
      expect(started.slice(0, 3)).toEqual(['largo', 'replan', 'corto']);
      expect(started).toHaveLength(18);
    } finally {
      release.open();
      await app.close();
    }
  }, 300_000);

  it('shows the results as soon as the plan is solved; the explanation follows, being prepared meanwhile', async () => {
    const explained = gate();
    const explanation = { ...JSON.parse(JSON.stringify(fakeResults.resultados)), hours: 1, blocks: [] };
    const seen: string[] = [];
    const solver: SolveFn = async (p, opts) => {
      seen.push(`solve ${p.metadata.simulation_name} explain=${String(opts.explain ?? false)}`);
      return { status: 'optimal', results: fakeResults, stats: {} };
    };
    const explainer: ExplainFn = async (_p, job) => {
      seen.push(`explain rows=${job.operacion.rows.length}`);
      await explained.opened;
      return explanation as never;
    };
    setSolverForTests(solver, explainer);
    vi.stubEnv('SOLVE_WORKERS', '1');
    const app = await buildTestApp(kind, { now });
    try {
      const headers = await authHeaders(app, 'full');
      const id = idOf(await upload(app, '/api/lanzar-simulacion/', headers, payload('Con explicación')));
      expect((await waitForStatus(app, headers, id)).status).toBe(4);
      const get = async (path: string) => (await app.inject({ method: 'GET', url: `/api/${path}/${id}`, headers })).json() as Record<string, unknown> | null;
      // Solved and shown: the results are there, the explanation is being prepared.
      expect((await get('resultado-operacion'))).toEqual(fakeResults.resultado_operacion);
      await vi.waitFor(() => expect(seen).toContain('explain rows=1'), { timeout: 20_000, interval: 50 });
      expect(await get('simulacion')).toMatchObject({ status: 4, explicacion_pendiente: true });
      expect(await get('explicacion')).toBeNull();
      explained.open();
      await vi.waitFor(async () => expect((await get('simulacion'))?.explicacion_pendiente).toBeUndefined(), { timeout: 20_000, interval: 50 });
      expect(await get('explicacion')).toEqual(explanation);
      expect(seen).toEqual(['solve Con explicación explain=false', 'explain rows=1']);
    } finally {
      explained.open();
      await app.close();
    }
  }, 300_000);
});
