/**
 * A solved run's explanation job, on both engines: when it fails the results say so in words (an
 * EXPLAIN_FAILED warning on the summary the results page shows), not only a log line; and a re-plan
 * gets its explanation too, from its hour on, with the trips in force.
 * "Today" is fixed by the app's clock (config.now): 15/01/2025 in Madrid.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SIMULATION_STATUS, type ResultsSummary, type SimulationPayload } from '@plantasim/domain';
import { authHeaders, buildTestApp, dbKinds, demoCredentials, type DbKind } from '../helper.ts';
import { setSolverForTests } from '../../src/jobs/solver.ts';
import { insertSimulation, transition } from '../../src/repositories/simulations.ts';
import type { ExplainFn, ExplainSolve, SolveFn } from '../../src/jobs/types.ts';
import { fakeResults, payload, upload, waitForStatus } from '../simulaciones/support.ts';

const now = () => new Date('2025-01-15T10:00:00Z');
const idOf = (res: { json: () => unknown }) => (res.json() as { id: number }).id;
const solver: SolveFn = async () => ({ status: 'optimal', results: fakeResults, stats: {} });

async function storeSolved(app: FastifyInstance, inputs: SimulationPayload): Promise<number> {
  const row = await insertSimulation(app.db, { name: inputs.metadata.simulation_name, username: demoCredentials.full.username, status: SIMULATION_STATUS.EnEjecucion, inputs, mode: null });
  await transition(app.db, row.id, [SIMULATION_STATUS.EnEjecucion], SIMULATION_STATUS.EjecutadaOK, { results: fakeResults });
  return row.id;
}

afterEach(() => {
  setSolverForTests(undefined);
  vi.unstubAllEnvs();
});

describe.each(dbKinds)('the explanation job (%s)', (kind: DbKind) => {
  it('that fails leaves the plan and says why on the results, in both languages', async () => {
    const explainer: ExplainFn = async () => { throw new Error('re-solve at its time limit'); };
    setSolverForTests(solver, explainer);
    const app = await buildTestApp(kind, { now });
    try {
      const headers = await authHeaders(app, 'full');
      const id = idOf(await upload(app, '/api/lanzar-simulacion/', headers, payload('Sin explicación')));
      expect((await waitForStatus(app, headers, id)).status).toBe(4);
      const get = async (path: string) => (await app.inject({ method: 'GET', url: `/api/${path}/${id}`, headers })).json() as unknown;
      await vi.waitFor(async () => expect((await get('simulacion') as { explicacion_pendiente?: boolean }).explicacion_pendiente).toBeUndefined(), { timeout: 20_000, interval: 50 });
      const summary = await get('resultados') as ResultsSummary;
      expect(summary.warnings).toEqual([{
        code: 'EXPLAIN_FAILED',
        es: 'No se pudo calcular la explicación de las decisiones: re-solve at its time limit. El plan y sus resultados no cambian.',
        en: 'The explanation of the decisions could not be computed: re-solve at its time limit. The plan and its results stand.',
      }]);
      // The plan itself is untouched.
      expect(summary.totals).toEqual(fakeResults.resultados.totals);
      expect(await get('resultado-operacion')).toEqual(fakeResults.resultado_operacion);
      expect(await get('explicacion')).toBeNull();
    } finally {
      await app.close();
    }
  }, 120_000);

  it('explains a re-plan too, from its hour on with its trips', async () => {
    const jobs: ExplainSolve[] = [];
    const explanation = { hours: 24, blocks: [] };
    const explainer: ExplainFn = async (_p, job) => {
      jobs.push(job);
      return explanation as never;
    };
    setSolverForTests(solver, explainer);
    const app = await buildTestApp(kind, { now });
    try {
      const headers = await authHeaders(app, 'full');
      const origin = await storeSolved(app, payload('Origen'));
      const res = await app.inject({ method: 'POST', url: `/api/simulaciones/${origin}/replanificar`, payload: { hora: 14, unidades: ['Motor cogeneración 1'] }, headers });
      expect(res.statusCode).toBe(200);
      const id = idOf(res);
      expect((await waitForStatus(app, headers, id)).status).toBe(4);
      const get = async (path: string) => (await app.inject({ method: 'GET', url: `/api/${path}/${id}`, headers })).json() as unknown;
      await vi.waitFor(async () => expect(await get('explicacion')).toEqual(explanation), { timeout: 20_000, interval: 50 });
      expect(jobs).toHaveLength(1);
      expect(jobs[0]!.replan).toEqual({ hora: 14, disparos: [{ unidad: 'Motor cogeneración 1', hora: 14 }] });
    } finally {
      await app.close();
    }
  }, 120_000);
});
