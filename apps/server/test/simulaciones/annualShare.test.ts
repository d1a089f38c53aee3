/**
 * A short run's share of the year's limits, computed once at launch and stored with its inputs: the
 * year so far before its first day (each day from its plan in force) against the plant's CO2 budget,
 * spread over the days left in the year (domain annual/share.ts); the solver gets it with the run.
 */
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createBaseCase, type SimulationPayload } from '@plantasim/domain';
import { dbKinds } from '../helper.ts';
import type { SolveFn } from '../../src/jobs/types.ts';
import { storedPayload } from '../../src/repositories/simulations.ts';
import { fakeResults, upload, waitForStatus, withTestApp } from './support.ts';

const ENGINE = 'Motor cogeneración 1';
const BOILER = 'Caldera de gas 6';
const solved: SimulationPayload[] = [];

/** Every hour: engine 1 burning 12.5 MW of gas for 5 MWe, boiler 6 burning 10 MW. */
const solver: SolveFn = async (p) => {
  solved.push(p);
  const rows = Array.from({ length: p.configuracion.horizonte_horas }, (_, t) => ({
    FECHA_HORA: `H${t + 1}`, DEMV: 60, [`PE_${ENGINE}`]: 5, [`CG_${ENGINE}`]: 12.5, [`PV_${ENGINE}`]: 2.5, [`PF_${ENGINE}`]: 0, [`CG_${BOILER}`]: 10,
  }));
  return { status: 'optimal', stats: {}, results: { ...fakeResults, resultado_operacion: { columns: Object.keys(rows[0]!), rows } } };
};

describe.each(dbKinds)('a short run\'s share of the year on %s', (kind) => {
  let app: FastifyInstance;
  let full: Record<string, string>;
  withTestApp(kind, solver, (s) => ({ app, full } = s));

  async function launch(p: SimulationPayload): Promise<number> {
    const r = await upload(app, '/api/lanzar-simulacion/', full, p);
    expect(r.statusCode, r.body).toBe(200);
    const id = (r.json() as { id: number }).id;
    expect((await waitForStatus(app, full, id)).status).toBe(4);
    return id;
  }

  it('a 1-day run with a CO2 budget gets what is left of it over the days left, and the option to keep it', async () => {
    // 15/01/2030 has a plan in force: the year so far before the 20th is that one day.
    const before = await launch(createBaseCase({ date: '15/01/2030' }));
    await app.db.query('UPDATE simulations SET created = $2::timestamptz, valid = 1 WHERE id = $1', [before, '2030-01-15T06:00:00Z']);
    const day = createBaseCase({ date: '20/01/2030' });
    const p = day.planta;
    const dayCo2 = 24 * (12.5 * p.motores.find((m) => m.nombre === ENGINE)!.coeficiente_emisiones_CO2 + 10 * p.calderas_gas.find((b) => b.nombre === BOILER)!.coeficiente_emisiones_CO2);
    const budget = 365 * dayCo2;
    const id = await launch({ ...day, planta: { ...p, reglas_anuales: { ree_minimo: 0.55, ref_h: 0.9, co2_presupuesto_t: budget, ajustar_cuota: true } } });
    const cuota = solved.at(-1)!.planta.reglas_anuales?.cuota;
    // 19 days before the 20th, 346 left; one day counted, from its plan.
    expect(cuota).toMatchObject({ dias_medidos: 0, dias_planificados: 1, dias_restantes: 346 });
    expect(cuota!.usado.co2_t).toBeCloseTo(dayCo2, 9);
    expect(cuota!.parte.co2_t).toBeCloseTo((budget - dayCo2) / 346, 9);
    expect(solved.at(-1)!.planta.reglas_anuales?.ajustar_cuota).toBe(true);
    // Stored with the run's inputs: computed once, served as stored.
    expect((await storedPayload(app.db, id)).planta.reglas_anuales?.cuota).toEqual(cuota);
    // A plant without a CO2 budget or minimum hours has no share to take, even one sent with the
    // inputs (a copied run's): the share is the server's, never the caller's.
    const sent = { ...cuota!, parte: { co2_t: 1e6 } };
    const other = createBaseCase({ date: '21/01/2030' });
    await launch({ ...other, planta: { ...other.planta, reglas_anuales: { ree_minimo: 0.55, ref_h: 0.9, cuota: sent } } });
    expect(solved.at(-1)!.planta.reglas_anuales).toEqual({ ree_minimo: 0.55, ref_h: 0.9 });
  });
});
