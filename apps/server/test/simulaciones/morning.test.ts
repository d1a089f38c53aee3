/**
 * GET /api/inicio on both engines: today and tomorrow with their plans in force, what changed against
 * the previous plan in force for today (hand-checked), the alerts; the operator's reduced answer has
 * no money and no managers' alerts. "Today" is fixed by the app's clock: 15/01/2025 in Madrid.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createBaseCase, morningResponseSchema, SIMULATION_STATUS, type MorningResponse, type SimulationPayload, type SimulationResults } from '@plantasim/domain';
import { authHeaders, buildTestApp, dbKinds, demoCredentials, type DbKind } from '../helper.ts';
import { setSolverForTests } from '../../src/jobs/solver.ts';
import { insertSimulation, transition } from '../../src/repositories/simulations.ts';
import { fakeResults, payload, scriptedSolver } from './support.ts';

const now = () => new Date('2025-01-15T10:00:00Z');

/** Results whose schedule runs Motor 1 at `mw` in the hours listed (1-based over the horizon), costing `cost` € an hour. */
function results(days: number, mw: number, on: (h: number) => boolean, cost: number): SimulationResults {
  const hours = Array.from({ length: 24 * days }, (_, i) => i + 1);
  return {
    ...fakeResults,
    programa: { ...fakeResults.programa, motores: hours.map((h) => ({ concepto: 'Motor 1', hora: `H${h}`, valor: on(h) ? mw : 0, estado: on(h) ? 1 : 0 })) },
    resultado_operacion: { columns: ['FECHA_HORA', 'CG_Motor 1'], rows: hours.map((h) => ({ FECHA_HORA: `h${h}`, 'CG_Motor 1': on(h) ? 10 : 0 })) },
    resultado_economico: {
      columns: ['FECHA_HORA', 'COST_TOTAL', 'ING_TOTAL'], rows: hours.map((h) => ({ FECHA_HORA: `h${h}`, COST_TOTAL: cost, ING_TOTAL: 0 })),
      totals: { FECHA_HORA: 'TOTAL' },
    },
  };
}

/** A valid payload of `days` days from `day` (its series as long as its horizon), named. */
const onDays = (day: string, days: number) => (p: SimulationPayload): SimulationPayload => {
  const q = createBaseCase({ date: day, horizonDays: days });
  return { ...q, metadata: { ...q.metadata, simulation_name: p.metadata.simulation_name } };
};

describe.each(dbKinds)('the morning page on %s', (kind: DbKind) => {
  let app: FastifyInstance;
  let full: Record<string, string>;
  let operator: Record<string, string>;
  const ids = { older: 0, newer: 0, failed: 0 };

  async function run(name: string, username: string, inputs: SimulationPayload, created: string, valid: 0 | 1, r: SimulationResults | null): Promise<number> {
    const row = await insertSimulation(app.db, { name, username, status: SIMULATION_STATUS.EnEjecucion, inputs, mode: null });
    await transition(app.db, row.id, [SIMULATION_STATUS.EnEjecucion], r ? 4 : 5, r ? { results: r } : { error: 'x' });
    await app.db.query('UPDATE simulations SET created = $2, valid = $3 WHERE id = $1', [row.id, created, valid]);
    return row.id;
  }
  const get = async (headers: Record<string, string>): Promise<MorningResponse> => {
    const res = await app.inject({ method: 'GET', url: '/api/inicio', headers });
    expect(res.statusCode).toBe(200);
    return morningResponseSchema.parse(res.json());
  };

  beforeAll(async () => {
    setSolverForTests(scriptedSolver);
    app = await buildTestApp(kind, { now });
    full = await authHeaders(app, 'full');
    operator = await authHeaders(app, 'operator');
    const manager = demoCredentials.full.username;
    // Yesterday's plan: two days, Motor 1 at 4 MW all day, 10 € an hour.
    ids.older = await run('Ayer', manager, payload('a', onDays('15/01/2025', 2)), '2025-01-14T08:00:00Z', 1, results(2, 4, () => true, 10));
    // Today's plan for today: Motor 1 at 3 MW in H1–H12 only, 8 € an hour.
    ids.newer = await run('Hoy', manager, payload('h', onDays('15/01/2025', 1)), '2025-01-15T07:00:00Z', 1, results(1, 3, (h) => h <= 12, 8));
    ids.failed = await run('Fallida', manager, payload('f', onDays('15/01/2025', 1)), '2025-01-15T08:00:00Z', 0, null);
  });
  afterAll(async () => {
    await app?.close();
    setSolverForTests(undefined);
  });

  it('gives the manager today and tomorrow with their plans, the change against the previous plan and the alerts', async () => {
    const page = await get(full);
    expect(page.hoy).toBe('15/01/2025');
    expect(page.operador).toBe(false);
    const [today, tomorrow] = page.dias;
    // 15/01/2025 was a Wednesday, 16/01/2025 a Thursday.
    expect([today!.fecha, today!.diaSemana, today!.cual]).toEqual(['15/01/2025', 3, 'hoy']);
    expect([tomorrow!.fecha, tomorrow!.diaSemana, tomorrow!.cual]).toEqual(['16/01/2025', 4, 'manana']);
    expect(today!.plan?.id).toBe(ids.newer);
    expect(today!.plan?.cifras?.costeNeto).toBe(24 * 8);
    expect(today!.plan?.gasMWh).toBe(12 * 10);
    expect(today!.plan?.horario[0]?.marcha).toEqual([...new Array(12).fill(1), ...new Array(12).fill(0)]);
    expect(today!.plan?.cambios).toEqual({
      anterior: expect.objectContaining({ id: ids.older, name: 'Ayer' }),
      unidades: [{
        unidad: 'Motor 1', arranca: [], para: [13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24],
        consignas: Array.from({ length: 12 }, (_, i) => ({ hora: i + 1, antes: 4, despues: 3 })),
      }],
      // 24 × 8 − 24 × 10.
      diferenciaCosteNeto: -48,
    });
    // Tomorrow is yesterday's plan's second day; nothing was in force before it.
    expect(tomorrow!.plan).toMatchObject({ id: ids.older, dia: 1, cambios: null });
    const codes = page.alertas.map((a) => a.codigo);
    expect(codes).toContain('preciosMananaFaltan');
    expect(page.alertas).toContainEqual({ codigo: 'ejecucionFallida', params: { id: ids.failed, name: 'Fallida' }, enlace: `/resultado-simulacion/${ids.failed}` });
  });

  it('gives the operator the plans to open without money and without the managers\' alerts', async () => {
    const page = await get(operator);
    expect(page.operador).toBe(true);
    expect(page.dias.map((d) => d.plan?.id)).toEqual([ids.newer, ids.older]);
    for (const d of page.dias) {
      expect(d.plan?.cifras).toBeNull();
      expect(d.plan?.cambios?.diferenciaCosteNeto ?? null).toBeNull();
    }
    expect(page.alertas.map((a) => a.codigo)).not.toContain('preciosMananaFaltan');
    expect(page.alertas.map((a) => a.codigo)).not.toContain('ejecucionFallida');
    // And what it names, it opens.
    expect((await app.inject({ method: 'GET', url: `/api/programa/${ids.older}`, headers: operator })).statusCode).toBe(200);
  });

  it('compares with the run whose validity the new plan took on the same day', async () => {
    const manager = demoCredentials.full.username;
    const first = await run('Primera', manager, payload('p1', onDays('15/01/2025', 2)), '2025-01-15T08:30:00Z', 0, results(2, 2, () => true, 5));
    const second = await run('Segunda', manager, payload('p2', onDays('15/01/2025', 2)), '2025-01-15T09:00:00Z', 0, results(2, 2, (h) => h !== 30, 5));
    await app.db.query('UPDATE simulations SET valid = 0 WHERE id = $1', [ids.newer]);
    const act = await app.inject({ method: "POST", url: `/api/simulacion/${first}/activar`, headers: full });
    expect(act.statusCode, act.body).toBe(200);
    expect((await app.inject({ method: 'POST', url: `/api/simulacion/${second}/activar`, headers: full })).statusCode).toBe(200);
    const page = await get(full);
    expect(page.dias.map((d) => d.plan?.id)).toEqual([second, second]);
    expect(page.dias[0]!.plan?.cambios).toMatchObject({ anterior: { id: first }, unidades: [], diferenciaCosteNeto: 0 });
    // H30 of the horizon is H6 of tomorrow.
    expect(page.dias[1]!.plan?.cambios).toMatchObject({ anterior: { id: first }, unidades: [{ unidad: 'Motor 1', arranca: [], para: [6], consignas: [] }] });
    await app.db.query('UPDATE simulations SET valid = 0, valid_ended = NULL WHERE id = ANY($1::int[])', [[first, second]]);
    await app.db.query('UPDATE simulations SET valid = 1 WHERE id = $1', [ids.newer]);
  });

  it('alerts the manager, not the operator, when the year so far is off the planning year\'s CO2 budget pro rata', async () => {
    const manager = demoCredentials.full.username;
    const base = createBaseCase({ date: '10/01/2025' });
    const engine = base.planta.motores[0]!;
    // 10/01/2025, the one day of the year so far with a plan in force: the first engine burns 12.5 MWh
    // of gas an hour making 5 MWh sold.
    const hours = Array.from({ length: 24 }, (_, t) => ({
      FECHA_HORA: `H${t + 1}`, DEMV: 0, [`PE_${engine.nombre}`]: 5, [`CG_${engine.nombre}`]: 12.5, [`PV_${engine.nombre}`]: 0, [`PF_${engine.nombre}`]: 0,
    }));
    const dayCo2 = 24 * 12.5 * engine.coeficiente_emisiones_CO2;
    await run('10 de enero', manager, { ...base, metadata: { ...base.metadata, simulation_name: 'd' } }, '2025-01-09T08:00:00Z', 1,
      { ...fakeResults, resultado_operacion: { columns: Object.keys(hours[0]!), rows: hours } });
    const planningYear = async (budget: number) => {
      const p = createBaseCase({ date: '01/01/2025', modoEjecucion: 4 });
      const anual = {
        aplicadas: true, ree: 0.6, ree_minimo: 0.1, ref_h: 0.9, horas: 4000, horas_minimas: null, horas_umbral: null, potencia_instalada: 32.6,
        co2_t: 1, co2_presupuesto_t: budget, electricidad_mwh: 1, combustible_mwh: 1, calor_util_mwh: 1, energia_vendida_mwh: 1,
        cumple: { ree: true, horas: true, co2: true }, factor_horas: 1, precio_punto_ree: null, precio_hora: null, precio_co2_t: 80, pasadas: 3,
      };
      return run(`Año ${budget}`, manager, { ...p, metadata: { ...p.metadata, simulation_name: 'y' } }, '2025-01-01T06:00:00Z', 1,
        { ...fakeResults, resultado_economico: { ...fakeResults.resultado_economico, anual } } as SimulationResults);
    };
    // A budget of 365 × dayCo2 / 2 t gives one day of the year half the CO2 the day emitted: off track.
    const tight = await planningYear((365 * dayCo2) / 2);
    const alert = (await get(full)).alertas.find((a) => a.codigo === 'presupuestoAnual');
    expect(alert).toEqual({
      codigo: 'presupuestoAnual',
      params: { limite: 'co2', acumulado: Math.round(dayCo2), objetivo: Math.round(dayCo2 / 2), dias: 1, id: tight },
      enlace: `/resultado-simulacion/${tight}`,
    });
    // The operator never gets the manager's planning year or its figures.
    expect((await get(operator)).alertas.map((a) => a.codigo)).not.toContain('presupuestoAnual');
    // A budget of 365 × dayCo2 t is the day's own pace: on track.
    await app.db.query('UPDATE simulations SET valid = 0 WHERE id = $1', [tight]);
    await planningYear(365 * dayCo2);
    expect((await get(full)).alertas.map((a) => a.codigo)).not.toContain('presupuestoAnual');
  });

  it('says when a day has no valid plan, and answers 401 without a session', async () => {
    await app.db.query('UPDATE simulations SET valid = 0 WHERE id = $1', [ids.older]);
    const page = await get(full);
    expect(page.dias[1]!.plan).toBeNull();
    expect(page.dias[0]!.plan?.cambios).toBeNull();
    expect((await app.inject({ method: 'GET', url: '/api/inicio' })).statusCode).toBe(401);
  });
});
