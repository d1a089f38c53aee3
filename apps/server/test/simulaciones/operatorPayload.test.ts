/**
 * An operator's screens edit only demand and availability (docs/rules/roles.md): whatever else a hand-made zip
 * says, what is stored and solved is the stored base case opened today, the Ro master and the prices
 * this server downloads. The clock is set to a day the shared market files cover.
 */
import { payloadFrom } from '../support/payloads.ts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createBaseCase, operatorStartingPayload, type MarketPriceRow, type SimulationPayload } from '@plantasim/domain';
import { tamperLockedSections } from '@plantasim/domain/testing';
import { repoRoot } from '../../src/config.ts';
import { setSolverForTests } from '../../src/jobs/solver.ts';
import type { SolveFn } from '../../src/jobs/types.ts';
import { storedPayload } from '../../src/repositories/simulations.ts';
import { authHeaders, buildTestApp, dbKinds } from '../helper.ts';
import { fakeResults, unzipJson, upload, waitForStatus } from './support.ts';

const SHARED = path.resolve(repoRoot, '../shared/market-data');
const NOW = new Date('2024-03-15T09:30:00Z');
const TODAY = { year: 2024, month: 3, day: 15 };

/** The base case a full user saved: OMIE prices, figures of its own, another date. */
function savedBase(): SimulationPayload {
  const b = createBaseCase({ date: '01/03/2024', precios: 'OMIE' });
  return {
    ...b,
    demanda_coef: 0.9,
    configuracion: { ...b.configuracion, otros: { ...b.configuracion.otros, precio_CO2: 81 } },
    gas_parametros: { ...b.gas_parametros, term_a: 3.1 },
  };
}

/** The operator's zip: today's form with every section the operator cannot edit tampered. */
function tamper(form: SimulationPayload): SimulationPayload {
  const t = tamperLockedSections(form);
  // the operator's own edits
  t.demanda_vapor = t.demanda_vapor.map((r, i) => ({ ...r, valor: 50 + i / 2 }));
  t.demanda_frio = t.demanda_frio.map((r) => ({ ...r, valor: 1.75 }));
  t.disponibilidad.calderas_gas = t.disponibilidad.calderas_gas.map((r, i) => ({ ...r, disponibilidad: { ...r.disponibilidad, 'Caldera de gas 7': i < 6 ? 0 : 1 } }));
  return t;
}

describe.each(dbKinds)('operator payload tampering on %s', (kind) => {
  let app: FastifyInstance;
  let full: Record<string, string>;
  let operator: Record<string, string>;
  const solved: SimulationPayload[] = [];
  const capture: SolveFn = async (p) => {
    solved.push(p);
    return { status: 'optimal', results: fakeResults, stats: { fake: true } };
  };
  let form: SimulationPayload;

  beforeAll(async () => {
    if (!existsSync(SHARED)) throw new Error(`Market-data samples not found at ${SHARED}`);
    vi.useFakeTimers({ toFake: ['Date'], now: NOW, shouldAdvanceTime: true });
    vi.stubEnv('MARKET_DATA_HTTP', 'off');
    setSolverForTests(capture);
    app = await buildTestApp(kind, { marketDataDir: SHARED });
    full = await authHeaders(app, 'full');
    operator = await authHeaders(app, 'operator');
    expect((await upload(app, '/api/cargar-caso-base/', full, savedBase(), 'file')).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/ro/', headers: full, payload: { DATE_RO: '2024-03-01', VALUE: 77 } })).statusCode).toBe(200);
    // The operator's form, built as the browser builds it from the same endpoints.
    const prices = async (kind: string) => (await app.inject({ method: 'GET', url: `/api/descargar-precios-${kind}?start_date=2024-03-15&end_date=2024-03-15`, headers: operator })).json() as MarketPriceRow[];
    const [omie, mibgas] = [await prices('omie'), await prices('mibgas')];
    expect(omie).toHaveLength(24);
    expect(mibgas).toHaveLength(24);
    form = operatorStartingPayload({ base: savedBase(), today: TODAY, roMaster: { 'mar 2024': 77 }, prices: { elec_precios_OMIE: omie, gas_precios_MIBGAS: mibgas } });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    setSolverForTests(undefined);
    vi.unstubAllEnvs();
    vi.useRealTimers();
  });

  it('stores and solves the base case with the server prices; only demand and availability come from the zip', async () => {
    const sent = tamper(form);
    const res = await upload(app, '/api/lanzar-simulacion/', operator, sent);
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json() as { id: number };
    expect((await waitForStatus(app, full, id)).status).toBe(4);
    const stored = await storedPayload(app.db, id);

    const { demanda_vapor, demanda_frio, disponibilidad, metadata, ...rest } = stored;
    const { demanda_vapor: _v, demanda_frio: _f, disponibilidad: _d, metadata: formMetadata, ...expected } = form;
    expect(rest).toEqual(expected);
    expect(stored.demanda_coef).toBe(0.9);
    expect(stored.planta.motores[0]!.potencia_maxima).toBe(savedBase().planta.motores[0]!.potencia_maxima);
    expect(stored.configuracion.otros.precio_CO2).toBe(81);
    expect(stored.ro_cogeneracion).toEqual({ 'mar 2024': 77 });
    expect(stored.elec_precios_OMIE.every((r) => r.valor !== 9999)).toBe(true);
    expect(metadata).toMatchObject({ ...formMetadata, simulation_name: expect.stringMatching(/^Viernes 15\/03\/2024 10:3\d$/), vista_operador: true, valid: 0 });

    expect(demanda_vapor.map((r) => r.valor)).toEqual(sent.demanda_vapor.map((r) => r.valor));
    expect(demanda_frio.map((r) => r.valor)).toEqual(sent.demanda_frio.map((r) => r.valor));
    expect(disponibilidad).toEqual(sent.disponibilidad);

    // The solver got exactly what was stored.
    expect(solved.at(-1)).toEqual(stored);
  });

  it('IN.zip of an operator holds the server\'s sections too', async () => {
    const res = await upload(app, '/api/descargar-in/', operator, tamper(form));
    expect(res.statusCode).toBe(200);
    const data = payloadFrom(unzipJson(res.rawPayload)['data.json']);
    expect(data.demanda_coef).toBe(0.9);
    expect(data.configuracion.otros.precio_CO2).toBe(81);
    expect(data.elec_precios_OMIE).toEqual(form.elec_precios_OMIE);
  });

  it('refuses tables of another day with a readable 601, storing nothing', async () => {
    const before = (await app.db.query('SELECT count(*)::int AS n FROM simulations')).rows[0] as { n: number };
    const stale = tamper(form);
    stale.demanda_frio = stale.demanda_frio.map((r) => ({ ...r, horizonte: r.horizonte.replace('15/03/2024', '14/03/2024') }));
    const res = await upload(app, '/api/lanzar-simulacion/', { ...operator, 'accept-language': 'es-ES,es;q=0.9' }, stale);
    expect(res.statusCode).toBe(601);
    expect((res.json() as { reasons: string[] }).reasons).toEqual([
      'Demanda › Frío: las horas no corresponden a la simulación de hoy (15/03/2024); vuelva a abrir una nueva simulación',
    ]);
    const after = (await app.db.query('SELECT count(*)::int AS n FROM simulations')).rows[0] as { n: number };
    expect(after.n).toBe(before.n);
  });
});
