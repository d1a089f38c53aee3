/**
 * The year so far (GET /api/anual/acumulado) on every database engine: flows summed over the days of
 * the year before the day, each read from its measured actuals when all its hours were measured, else
 * from its plan in force (that day's hours of the run's stored operation table); the annual limits' prices of the planning year in force; validity per creation
 * day and kind of run; refusals of bad dates and callers.
 */
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { annualToDateResponseSchema, createBaseCase, type SimulationPayload } from '@plantasim/domain';
import { dbKinds } from '../helper.ts';
import type { SolveFn } from '../../src/jobs/types.ts';
import { fakeResults, upload, waitForStatus, withTestApp } from './support.ts';

const ENGINE = 'Motor cogeneración 1';
const BOILER = 'Caldera de gas 6';
const anual = {
  aplicadas: true, ree: 0.6, ree_minimo: 0.55, ref_h: 0.9, horas: 4000, horas_minimas: 3600, horas_umbral: null, potencia_instalada: 32.6,
  co2_t: 1, co2_presupuesto_t: null, electricidad_mwh: 1, combustible_mwh: 1, calor_util_mwh: 1, energia_vendida_mwh: 1,
  cumple: { ree: true, horas: true, co2: true }, factor_horas: 1, precio_punto_ree: 1234.5, precio_hora: 250, precio_co2_t: null, pasadas: 3,
};

/** Every hour: engine 1 at 5 MWe on 12.5 MW of gas with 2.5 MW of steam (all useful against 60 MW
 *  of demand), boiler 6 burning 10 MW; a planning run also reports its annual prices. A run named
 *  'escalonada' runs engine 1 at 1 MWe more each day of its horizon (5, 6, 7… MWe), so a day read
 *  from the wrong hours of its plan shows. */
const solver: SolveFn = async (p) => {
  const hours = p.configuracion.horizonte_horas;
  const stepped = p.metadata.simulation_name === 'escalonada';
  const rows = Array.from({ length: hours }, (_, t) => ({
    FECHA_HORA: `H${t + 1}`, DEMV: 60, [`PE_${ENGINE}`]: stepped ? 5 + Math.floor(t / 24) : 5, [`CG_${ENGINE}`]: 12.5, [`PV_${ENGINE}`]: 2.5, [`PF_${ENGINE}`]: 0,
    [`CG_${BOILER}`]: 10,
  }));
  return {
    status: 'optimal', stats: {},
    results: { ...fakeResults, resultado_operacion: { columns: Object.keys(rows[0]!), rows }, resultado_economico: { ...fakeResults.resultado_economico, anual } },
  };
};

describe.each(dbKinds)('the year so far on %s', (kind) => {
  let app: FastifyInstance;
  let full: Record<string, string>;
  let operator: Record<string, string>;
  withTestApp(kind, solver, (s) => ({ app, full, operator } = s));
  const ask = (fecha: string, headers = full) => app.inject({ method: 'GET', url: `/api/anual/acumulado?fecha=${encodeURIComponent(fecha)}`, headers });

  async function run(p: SimulationPayload, valid: boolean, created?: string): Promise<number> {
    const r = await upload(app, '/api/lanzar-simulacion/', full, p);
    expect(r.statusCode, r.body).toBe(200);
    const id = (r.json() as { id: number }).id;
    expect((await waitForStatus(app, full, id)).status).toBe(4);
    // A plan is created on the day it starts unless told (validity is one per creation day and kind):
    // these runs are all created now, so the test dates them and marks them valid in the table itself.
    const [d, m, y] = p.configuracion.fechaActual.split('/');
    await app.db.query('UPDATE simulations SET created = $2::timestamptz, valid = $3 WHERE id = $1', [id, created ?? `${y}-${m}-${d}T06:00:00Z`, valid ? 1 : 0]);
    return id;
  }
  const named = (p: SimulationPayload, name: string): SimulationPayload => ({ ...p, metadata: { ...p.metadata, simulation_name: name } });
  const validity = (id: number, valid: 0 | 1) => app.inject({ method: 'GET', url: `/api/cambiar-estado?simulation_id=${id}&new_status=${valid}`, headers: full });
  const electricity = async (fecha: string) => annualToDateResponseSchema.parse((await ask(fecha)).json());

  it('answers an empty year before any valid simulation', async () => {
    const r = annualToDateResponseSchema.parse((await ask('20/01/2031')).json());
    expect(r).toMatchObject({ anio: 2031, dias: 0, dias_transcurridos: 19, planificacion: null });
    expect(r.acumulado.electricidad_mwh).toBe(0);
  });

  it('sums each day before the day from its plan in force and takes the planning prices', async () => {
    const day = (date: string, days = 1) => createBaseCase({ date, horizonDays: days });
    const week = day('16/01/2030', 2);
    await run(day('15/01/2030'), true);
    await run(week, true); // two days: both count (nothing newer plans the 17th)
    await run(day('17/01/2030'), false); // not valid
    await run(day('25/01/2030'), true); // after the day asked
    await run(createBaseCase({ date: '01/01/2029' }), true); // another year
    const planId = await run(createBaseCase({ date: '02/01/2030', modoEjecucion: 4 }), true);

    const r = annualToDateResponseSchema.parse((await ask('20/01/2030')).json());
    const p = week.planta;
    const co2Engine = p.motores.find((m) => m.nombre === ENGINE)!.coeficiente_emisiones_CO2;
    const co2Boiler = p.calderas_gas.find((b) => b.nombre === BOILER)!.coeficiente_emisiones_CO2;
    expect(r.anio).toBe(2030);
    expect(r.dias).toBe(3);
    expect(r.dias_transcurridos).toBe(19);
    expect(r.acumulado.electricidad_mwh).toBeCloseTo(3 * 24 * 5, 9);
    expect(r.acumulado.combustible_mwh).toBeCloseTo(3 * 24 * 12.5, 9);
    expect(r.acumulado.calor_util_mwh).toBeCloseTo(3 * 24 * 2.5, 9);
    expect(r.acumulado.energia_vendida_mwh).toBeCloseTo(3 * 24 * 5, 9);
    expect(r.acumulado.co2_t).toBeCloseTo(3 * 24 * (12.5 * co2Engine + 10 * co2Boiler), 9);
    expect(r.planificacion).toEqual({ id: planId, fechaActual: '02/01/2030', precio_punto_ree: 1234.5, precio_hora: 250, precio_co2_t: null });
    // An operator gets 404 on the manager's plan: the year so far never names or prices it to them.
    expect((await app.inject({ method: 'GET', url: `/api/simulacion/${planId}`, headers: operator })).statusCode).toBe(404);
    const asOperator = annualToDateResponseSchema.parse((await ask('20/01/2030', operator)).json());
    expect(asOperator).toEqual({ ...r, planificacion: null });
  });

  it('a 3-day run created on Friday counts Saturday to Monday, each from its own hours; activating another run takes its days over', async () => {
    // Friday 10/01/2031 plans Saturday 11 to Monday 13 at 5, 6 and 7 MWe.
    const friday = await run(named(createBaseCase({ date: '11/01/2031', horizonDays: 3 }), 'escalonada'), true, '2031-01-10T15:00:00Z');
    const before = await electricity('14/01/2031');
    expect(before.dias).toBe(3);
    expect(before.acumulado.electricidad_mwh).toBeCloseTo(24 * (5 + 6 + 7), 9);
    expect((await electricity('12/01/2031')).acumulado.electricidad_mwh).toBeCloseTo(24 * 5, 9);

    // Made on Saturday for Sunday, not valid yet: Sunday stays Friday's. Activated, it takes Sunday (5 MWe, its first day).
    const saturday = await run(named(createBaseCase({ date: '12/01/2031', horizonDays: 1 }), 'escalonada'), false, '2031-01-11T09:00:00Z');
    expect((await electricity('14/01/2031')).acumulado.electricidad_mwh).toBeCloseTo(24 * (5 + 6 + 7), 9);
    const activated = await app.inject({ method: 'POST', url: `/api/simulacion/${saturday}/activar`, headers: full });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json().deactivated).toEqual([]);
    const after = await electricity('14/01/2031');
    expect(after.dias).toBe(3);
    expect(after.acumulado.electricidad_mwh).toBeCloseTo(24 * (5 + 5 + 7), 9);

    // Unmarking it gives Sunday back to Friday's plan.
    expect((await validity(saturday, 0)).statusCode).toBe(200);
    expect((await electricity('14/01/2031')).acumulado.electricidad_mwh).toBeCloseTo(24 * (5 + 6 + 7), 9);
    expect(friday).toBeGreaterThan(0);
  });

  it('the planning year and a daily plan are valid on the same creation day: neither removes the other', async () => {
    const daily = await run(createBaseCase({ date: '05/02/2032' }), false, '2032-02-05T06:00:00Z');
    const year = await run(createBaseCase({ date: '05/02/2032', modoEjecucion: 4 }), false, '2032-02-05T07:00:00Z');
    expect((await validity(daily, 1)).statusCode).toBe(200);
    const marked = await validity(year, 1);
    expect(marked.statusCode, marked.body).toBe(200);
    // Activating the planning year leaves the daily plan valid, and activating the daily plan the year.
    expect((await app.inject({ method: 'POST', url: `/api/simulacion/${year}/activar`, headers: full })).json().deactivated).toEqual([]);
    expect((await app.inject({ method: 'POST', url: `/api/simulacion/${daily}/activar`, headers: full })).json().deactivated).toEqual([]);
    const listed = (await app.inject({ method: 'GET', url: '/api/simulacion', headers: full })).json() as Array<{ id: number; VALID: number; tipo: string; fechaActual: string; horizonte: number }>;
    expect(listed.find((s) => s.id === daily)).toMatchObject({ VALID: 1, tipo: 'operativa', fechaActual: '05/02/2032', horizonte: 1 });
    expect(listed.find((s) => s.id === year)).toMatchObject({ VALID: 1, tipo: 'planificacion', fechaActual: '05/02/2032' });
    const r = await electricity('06/02/2032');
    expect(r.dias).toBe(1);
    expect(r.acumulado.electricidad_mwh).toBeCloseTo(24 * 5, 9);
    expect(r.planificacion?.id).toBe(year);
    // A second daily plan of that creation day is still refused.
    const second = await run(createBaseCase({ date: '06/02/2032' }), false, '2032-02-05T08:00:00Z');
    expect((await validity(second, 1)).statusCode).toBe(409);
  });

  it('a day with all its hours measured counts its measurements instead of its plan; a day measured in part keeps its plan', async () => {
    const p = createBaseCase({ date: '15/01/2033', horizonDays: 2 });
    await run(p, true); // plans the 15th and 16th at 5 MWe on 12.5 MW of gas, boiler 6 at 10 MW
    const engine = p.planta.motores[0]!;
    expect(engine.nombre).toBe(ENGINE);
    // The plant ran engine 1 at 2 MWe the whole 15th and sold it all; on the 16th only 12 hours came.
    const hour = (d: string, t: number) => ({ horizonte: `${d} ${String(t).padStart(2, '0')}:00`, valores: { 'motor.1': 2, 'red.venta': 2 } });
    const filas = [...Array.from({ length: 24 }, (_, t) => hour('15/01/2033', t)), ...Array.from({ length: 12 }, (_, t) => hour('16/01/2033', t))];
    const imported = await app.inject({ method: 'POST', url: '/api/datos-reales', headers: full, payload: { filas } });
    expect(imported.statusCode, imported.body).toBe(200);

    const r = await electricity('17/01/2033');
    const co2Boiler = p.planta.calderas_gas.find((b) => b.nombre === BOILER)!.coeficiente_emisiones_CO2;
    const gas = 2 / engine.rendimiento_electricidad_gas;
    expect([r.dias, r.dias_medidos, r.dias_planificados]).toEqual([2, 1, 1]);
    expect(r.origen_dias).toEqual([{ fecha: '15/01/2033', origen: 'medido' }, { fecha: '16/01/2033', origen: 'planificado' }]);
    // The 15th as measured (2 MWe, its gas, no boiler measured), the 16th as planned.
    expect(r.acumulado.electricidad_mwh).toBeCloseTo(24 * 2 + 24 * 5, 9);
    expect(r.acumulado.combustible_mwh).toBeCloseTo(24 * gas + 24 * 12.5, 9);
    expect(r.acumulado.energia_vendida_mwh).toBeCloseTo(24 * 2 + 24 * 5, 9);
    expect(r.acumulado.co2_t).toBeCloseTo(24 * gas * engine.coeficiente_emisiones_CO2 + 24 * (12.5 * engine.coeficiente_emisiones_CO2 + 10 * co2Boiler), 9);
    // The warnings the measured day was stored with come with it.
    expect(r.avisos).toEqual((imported.json() as { avisos: string[] }).avisos.filter((a) => a.startsWith('15/01/2033')));
    // Before the measured day nothing changes.
    expect((await electricity('15/01/2033')).dias).toBe(0);
  });

  it('refuses a bad date (400) and anonymous callers (401); operators may read it', async () => {
    for (const fecha of ['', '2030-01-20', '32/01/2030']) expect((await ask(fecha)).statusCode, fecha).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/anual/acumulado?fecha=20/01/2030&x=1', headers: full })).statusCode).toBe(400);
    expect((await ask('20/01/2030', operator)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/anual/acumulado?fecha=20/01/2030' })).statusCode).toBe(401);
  });
});
