/**
 * A quarter-hour run through HTTP with the real optimizer: its parts are the hourly tables every
 * screen reads (24 rows for the day), and ?resolucion=cuartos serves the day's 96 quarters beside them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createBaseCase, dayQuarterKeys, type EconomicTable, type Programa, type ResultTable } from '@plantasim/domain';
import { authHeaders, buildTestApp, dbKinds, type DbKind } from '../helper.ts';
import { setSolverForTests } from '../../src/jobs/solver.ts';
import { readResultPart } from '../../src/repositories/simulationResults.ts';
import { explainJobOf } from '../../src/jobs/runExplain.ts';
import { payload, upload, waitForStatus } from './support.ts';

describe.each(dbKinds)('the results of a quarter-hour run on %s', (kind: DbKind) => {
  let app: FastifyInstance;
  let full: Record<string, string>;
  const explain = process.env.SOLVE_EXPLAIN;

  beforeAll(async () => {
    setSolverForTests(undefined); // the real optimizer
    process.env.SOLVE_EXPLAIN = 'off';
    app = await buildTestApp(kind);
    full = await authHeaders(app, 'full');
  });
  afterAll(async () => {
    await app?.close();
    if (explain === undefined) delete process.env.SOLVE_EXPLAIN;
    else process.env.SOLVE_EXPLAIN = explain;
  });

  const get = async <T>(url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: full });
    return { status: res.statusCode, body: res.statusCode === 200 ? (res.json() as T) : undefined, code: (res.json() as { code?: string }).code };
  };

  it('serves 24 hourly rows, and the 96 quarters with ?resolucion=cuartos', async () => {
    const base = createBaseCase({ date: '15/11/2025' });
    const quarters = dayQuarterKeys({ year: 2025, month: 11, day: 15 }).map((fecha_hora, i) => ({ fecha_hora, periodo: i + 1, valor: i % 4 < 2 ? 150 : 20 }));
    const p = payload('Cuartos', () => ({ ...base, metadata: { ...base.metadata, simulation_name: 'Cuartos' }, configuracion: { ...base.configuracion, resolucion: 'cuartohoraria' }, elec_precios_manual_cuartos: quarters }));
    const launched = await upload(app, '/api/lanzar-simulacion/', full, p);
    expect(launched.statusCode, launched.body).toBe(200);
    const id = (launched.json() as { id: number }).id;
    expect(await waitForStatus(app, full, id, (s) => s !== 3, 150_000)).toMatchObject({ status: 4, error: null });

    const op = await get<ResultTable>(`/api/resultado-operacion/${id}`);
    expect(op.status).toBe(200);
    expect(op.body!.rows.map((r) => r.FECHA_HORA)).toEqual(Array.from({ length: 24 }, (_, h) => `15/11/2025 ${String(h).padStart(2, '0')}:00`));
    const opQ = await get<ResultTable>(`/api/resultado-operacion/${id}?resolucion=cuartos`);
    expect(opQ.body!.rows).toHaveLength(96);
    expect(opQ.body!.rows[1]!.FECHA_HORA).toBe('15/11/2025 00:15');
    expect(opQ.body!.columns).toEqual(op.body!.columns);
    // The hour's price is the mean of its quarters': 150 in the first half hour, 20 in the second.
    expect(op.body!.rows[0]!.PCIO_EL).toBeCloseTo(85, 9);
    expect((await get<ResultTable>(`/api/resultado-operacion/${id}?resolucion=horas`)).body).toEqual(op.body);

    const eco = await get<EconomicTable>(`/api/resultado-economico/${id}`);
    const ecoQ = await get<EconomicTable>(`/api/resultado-economico/${id}?resolucion=cuartos`);
    expect(eco.body!.rows).toHaveLength(24);
    expect(ecoQ.body!.rows).toHaveLength(96);
    expect(eco.body!.totals).toEqual(ecoQ.body!.totals);
    const sold = ecoQ.body!.rows.reduce((a, r) => a + (r.ING_ELEC as number), 0);
    expect(eco.body!.totals.ING_ELEC).toBeCloseTo(sold, 6);

    const prog = await get<Programa>(`/api/programa/${id}`);
    const progQ = await get<Programa>(`/api/programa/${id}?resolucion=cuartos`);
    const engines = new Set(prog.body!.motores.map((m) => m.concepto)).size;
    expect(engines).toBeGreaterThan(0);
    expect(prog.body!.motores).toHaveLength(24 * engines);
    expect(progQ.body!.motores).toHaveLength(96 * engines);
    expect(prog.body!.motores.at(-1)!.hora).toBe('H24');

    // The summary's totals are the hourly part's.
    const summary = await get<{ totals: Record<string, unknown>; cuartos?: boolean }>(`/api/resultados/${id}`);
    expect(summary.body!.totals).toEqual(eco.body!.totals);
    expect(summary.body!.cuartos).toBe(true);
    expect((await readResultPart(app.db, id, 'resultado_operacion_cuartos'))?.encoding).toBe('gzip');
    // The explanation re-solves the run in its own periods: it reads the quarter tables back.
    const job = await explainJobOf(app.db, id, { replanOf: null, replan: null }, base.planta.motores);
    expect(job?.operacion.rows).toHaveLength(96);
    expect(job?.engineStates?.[0]).toHaveLength(96);
  }, 200_000);

  it('answers 409 for the quarters of an hourly run and 400 for an unknown resolution', async () => {
    const launched = await upload(app, '/api/lanzar-simulacion/', full, payload('Horas'));
    const id = (launched.json() as { id: number }).id;
    expect(await waitForStatus(app, full, id, (s) => s !== 3, 150_000)).toMatchObject({ status: 4 });
    expect((await get<ResultTable>(`/api/resultado-operacion/${id}`)).body!.rows).toHaveLength(24);
    expect(await get(`/api/resultado-operacion/${id}?resolucion=cuartos`)).toMatchObject({ status: 409, code: 'NO_RESULTS' });
    expect(await readResultPart(app.db, id, 'programa_cuartos')).toBeUndefined();
    expect((await get<{ cuartos?: boolean }>(`/api/resultados/${id}`)).body!.cuartos).toBeUndefined();
    const job = await explainJobOf(app.db, id, { replanOf: null, replan: null }, payload('Horas').planta.motores);
    expect(job?.operacion.rows).toHaveLength(24);
    expect(await get(`/api/programa/${id}?resolucion=minutos`)).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
  }, 200_000);
});
