/** A backtesting month with a day without historical prices is refused at launch, the days named. */
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createBaseCase, horizonKeys, type SimulationPayload } from '@plantasim/domain';
import { dbKinds } from '../helper.ts';
import { scriptedSolver, upload, withTestApp } from './support.ts';

const april = horizonKeys({ year: 2026, month: 4, day: 1 }, 30);
const history = (skip: string[]) => april.filter((k) => !skip.includes(k.slice(0, 10))).map((k, i) => ({ fecha_hora: k, hora: `H${i + 1}`, valor: 40 + (i % 24) }));

function backtesting(skipOmie: string[]): SimulationPayload {
  const p = createBaseCase({ date: '01/04/2026', modoEjecucion: 3 });
  return { ...p, elec_precios_historicos: history(skipOmie), gas_precios_historicos: history([]), metadata: { ...p.metadata, simulation_name: 'Backtesting abril' } };
}

describe.each(dbKinds)('backtesting launch with missing price days on %s', (kind) => {
  let app: FastifyInstance;
  let full: Record<string, string>;
  withTestApp(kind, scriptedSolver, (s) => ({ app, full } = s));

  it('answers 601 naming 15/04/2026 and what to do, storing nothing', async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/simulacion', headers: full })).json() as unknown[];
    const res = await upload(app, '/api/lanzar-simulacion/', full, backtesting(['15/04/2026']));
    expect(res.statusCode).toBe(601);
    const body = res.json() as { reasons: string[] };
    expect(body.reasons).toEqual(['Faltan los precios OMIE de estos días del mes de backtesting: 15/04/2026. '
      + 'Impórtalos desde un CSV en la pestaña de precios históricos OMIE, o elige otro mes.']);
    const after = (await app.inject({ method: 'GET', url: '/api/simulacion', headers: full })).json() as unknown[];
    expect(after.length).toBe(before.length);
  });

  it('launches the complete month', async () => {
    const res = await upload(app, '/api/lanzar-simulacion/', full, backtesting([]));
    expect(res.statusCode, res.body).toBe(200);
  });
});
