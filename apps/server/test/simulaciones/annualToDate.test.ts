/**
 * The year so far (GET /api/anual/acumulado) on every database engine: flows summed over the year's
 * valid simulations before the day, each by its first day read from its stored operation table; the
 * annual limits' prices of the year's valid planning simulation; refusals of bad dates and callers.
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
 *  of demand), boiler 6 burning 10 MW; a planning run also reports its annual prices. */
const solver: SolveFn = async (p) => {
  const hours = p.configuracion.horizonte_horas;
  const rows = Array.from({ length: hours }, (_, t) => ({
    FECHA_HORA: `H${t + 1}`, DEMV: 60, [`PE_${ENGINE}`]: 5, [`CG_${ENGINE}`]: 12.5, [`PV_${ENGINE}`]: 2.5, [`PF_${ENGINE}`]: 0, [`CG_${BOILER}`]: 10,
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

  async function run(p: SimulationPayload, valid: boolean): Promise<number> {
    const r = await upload(app, '/api/lanzar-simulacion/', full, p);
    expect(r.statusCode, r.body).toBe(200);
    const id = (r.json() as { id: number }).id;
    expect((await waitForStatus(app, full, id)).status).toBe(4);
    // A plan is created on the day it starts (validity is one per creation day): these runs are all
    // created now, so the test dates them and marks them valid in the table itself.
    const [d, m, y] = p.configuracion.fechaActual.split('/');
    await app.db.query('UPDATE simulations SET created = $2::timestamptz, valid = $3 WHERE id = $1', [id, `${y}-${m}-${d}T06:00:00Z`, valid ? 1 : 0]);
    return id;
  }

  it('answers an empty year before any valid simulation', async () => {
    const r = annualToDateResponseSchema.parse((await ask('20/01/2031')).json());
    expect(r).toMatchObject({ anio: 2031, dias: 0, dias_transcurridos: 19, planificacion: null });
    expect(r.acumulado.electricidad_mwh).toBe(0);
  });

  it('sums the first day of each valid run before the day and takes the planning prices', async () => {
    const day = (date: string, days = 1) => createBaseCase({ date, horizonDays: days });
    const week = day('16/01/2030', 2);
    await run(day('15/01/2030'), true);
    await run(week, true); // two days: only its first counts
    await run(day('17/01/2030'), false); // not valid
    await run(day('25/01/2030'), true); // after the day asked
    await run(createBaseCase({ date: '01/01/2029' }), true); // another year
    const planId = await run(createBaseCase({ date: '02/01/2030', modoEjecucion: 4 }), true);

    const r = annualToDateResponseSchema.parse((await ask('20/01/2030')).json());
    const p = week.planta;
    const co2Engine = p.motores.find((m) => m.nombre === ENGINE)!.coeficiente_emisiones_CO2;
    const co2Boiler = p.calderas_gas.find((b) => b.nombre === BOILER)!.coeficiente_emisiones_CO2;
    expect(r.anio).toBe(2030);
    expect(r.dias).toBe(2);
    expect(r.dias_transcurridos).toBe(19);
    expect(r.acumulado.electricidad_mwh).toBeCloseTo(2 * 24 * 5, 9);
    expect(r.acumulado.combustible_mwh).toBeCloseTo(2 * 24 * 12.5, 9);
    expect(r.acumulado.calor_util_mwh).toBeCloseTo(2 * 24 * 2.5, 9);
    expect(r.acumulado.energia_vendida_mwh).toBeCloseTo(2 * 24 * 5, 9);
    expect(r.acumulado.co2_t).toBeCloseTo(2 * 24 * (12.5 * co2Engine + 10 * co2Boiler), 9);
    expect(r.planificacion).toEqual({ id: planId, fechaActual: '02/01/2030', precio_punto_ree: 1234.5, precio_hora: 250, precio_co2_t: null });
    // An operator gets 404 on the manager's plan: the year so far never names or prices it to them.
    expect((await app.inject({ method: 'GET', url: `/api/simulacion/${planId}`, headers: operator })).statusCode).toBe(404);
    const asOperator = annualToDateResponseSchema.parse((await ask('20/01/2030', operator)).json());
    expect(asOperator).toEqual({ ...r, planificacion: null });
  });

  it('refuses a bad date (400) and anonymous callers (401); operators may read it', async () => {
    for (const fecha of ['', '2030-01-20', '32/01/2030']) expect((await ask(fecha)).statusCode, fecha).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/anual/acumulado?fecha=20/01/2030&x=1', headers: full })).statusCode).toBe(400);
    expect((await ask('20/01/2030', operator)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/anual/acumulado?fecha=20/01/2030' })).statusCode).toBe(401);
  });
});
