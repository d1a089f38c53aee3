/** A finished plan's status as the history list says it: the lifecycle status (Ejecutada OK) and what
 *  the stored solve result says of the plan. The scripted runs go through the optimizer adapter's own
 *  outcome mapping (outcomeOf): a solve stopped by the time limit with a solution, and a plan whose
 *  steam demand is left unmet, both end as status 4 and must not read as a plain OK. */
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { planStatus, planStatusText, type SimulationListItem } from '@plantasim/domain';
import { dbKinds } from '../helper.ts';
import type { SolveFn } from '../../src/jobs/types.ts';
import { outcomeOf, type SolvedRun } from '../../src/jobs/optimizerSolve.ts';
import { fakeResults, payload, upload, waitForStatus, withTestApp } from './support.ts';

const run = (stats: Record<string, unknown>, warnings: NonNullable<SolvedRun['warnings']>): SolvedRun => ({
  programa: fakeResults.programa, operacion: fakeResults.resultado_operacion, warnings, stats, solution: true,
});

const solver: SolveFn = async (p) => {
  const name = p.metadata.simulation_name;
  if (name === 'tiempo') {
    return outcomeOf(run({ status: 'time_limit', gap: 0.0312, objective: 103, bound: 100 }, [{ code: 'TIME_LIMIT', es: 'límite', en: 'limit' }]));
  }
  if (name === 'penalizada') {
    return outcomeOf(run({ status: 'optimal', gap: 0, objective: 110e6, bound: 110e6 }, [
      { code: 'UNMET_STEAM', es: 'vapor', en: 'steam', hours: [1, 2], total: 1234.5 },
      { code: 'UNSERVED_ELEC', es: 'elec', en: 'elec', hours: [2], total: 0.5 },
    ]));
  }
  return outcomeOf(run({ status: 'optimal', gap: 2e-5, objective: 100, bound: 99.998 }, []));
};

describe.each(dbKinds)('plan status in the history list on %s', (kind) => {
  let app: FastifyInstance;
  let full: Record<string, string>;
  withTestApp(kind, solver, (s) => ({ app, full } = s));

  const finished = async (name: string): Promise<SimulationListItem> => {
    const res = await upload(app, '/api/lanzar-simulacion/', full, payload(name));
    expect(res.statusCode, res.body).toBe(200);
    const id = (res.json() as { id: number }).id;
    expect((await waitForStatus(app, full, id)).status).toBe(4);
    const list = (await app.inject({ method: 'GET', url: '/api/simulacion', headers: full })).json() as SimulationListItem[];
    return list.find((s) => s.id === id)!;
  };

  it('a solve stopped by the time limit is Ejecutada OK but not proven optimal, with its gap', async () => {
    const item = await finished('tiempo');
    expect(item.resultado).toEqual({ solver: 'time_limit', gap: 0.0312, unmetMWh: 0, annualMissed: [] });
    expect(planStatus(item.resultado!).ok).toBe(false);
    expect(planStatusText(item.resultado!, 'es')).toBe('detenida por el tiempo límite, no demostrada óptima: hasta un 3,12 % más cara que la óptima');
  });

  it('a plan holding unmet-demand penalties is not OK even though the solver proved it optimal', async () => {
    const item = await finished('penalizada');
    expect(item.resultado).toEqual({ solver: 'optimal', gap: 0, unmetMWh: 1235, annualMissed: [] });
    expect(planStatus(item.resultado!).ok).toBe(false);
    expect(planStatusText(item.resultado!, 'en')).toBe('unmet demand: 1,235.00 MWh');
  });

  it('a plan proven optimal with nothing unmet is OK', async () => {
    const item = await finished('buena');
    expect(item.resultado).toEqual({ solver: 'optimal', gap: 2e-5, unmetMWh: 0, annualMissed: [] });
    expect(planStatus(item.resultado!)).toEqual({ ok: true, qualifiers: [{ kind: 'proven' }] });
  });

  it('a run that has not finished carries no outcome', async () => {
    const res = await upload(app, '/api/guardar-simulacion/', full, payload('guardada'));
    expect(res.statusCode, res.body).toBe(200);
    const id = (res.json() as { id: number }).id;
    const list = (await app.inject({ method: 'GET', url: '/api/simulacion', headers: full })).json() as SimulationListItem[];
    expect(list.find((s) => s.id === id)!.resultado).toBeNull();
  });
});
