import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createBaseCase, dayQuarterKeys, type BridgeDayResponse, type ScheduleColumns, type ScheduleTransition } from '@plantasim/domain';
import type { DailyPrice, HourlyPrice, PriceService } from '@plantasim/market-data';
import { solutionFromOperation, type BridgeSolve, type Table } from '@plantasim/optimizer';
import { fakeRepos, type FakeRun } from '../../test/support/fakeRepositories.ts';
import { refusal } from '../../test/support/refusal.ts';
import { runRow } from '../../test/support/storedRuns.ts';
import type { SimulationRow } from '../repositories/simulations.ts';
import { bridgeOfDay, bridgeOfRange, type BridgeDeps } from './actualsBridge.ts';

type StoredRun = FakeRun;
/** What a day's bridge is kept under when computed from the first day of run `id`, import 5 and the
 *  realised prices every test answers (OMIE 60 €/MWh, MIBGAS 35 €/MWh). */
const PRICES = createHash('sha256').update(JSON.stringify({ electricity: new Array(24).fill(60), gas: new Array(24).fill(35) })).digest('hex').slice(0, 16);
const keyOf = (id: number) => `bridge-5:${id}:0:5:${PRICES}`;
const full = { username: 'tecnico', role: 'full' as const };
const operator = { username: 'operador', role: 'operator' as const };

/** A day's bridge as stored in actual_bridges (cents). */
const cachedBridge = (fecha: string, id: number, plan: number, total: number): BridgeDayResponse => {
  const lines = { gas: 0, co2: 0, compra: 0, venta: 0, ro: 0, otros: 0, total: plan };
  return {
    fecha, simulacion: { id, name: `Plan ${id}`, username: 'operador' }, columnas: { plan: lines, real: lines, posteriori: null },
    puente: { plan, real: plan + total, posteriori: null, precio: total, demanda: 0, indisponibilidad: 0, ejecucion: 0, total, prevision: null },
    banda: 'worse', horasDemanda: [], averias: [], avisos: [],
  };
};

interface World {
  /** The valid run of each day (dd/MM/yyyy). */
  runs?: Record<string, SimulationRow>;
  /** Hours of actuals of each day (yyyy-MM-dd), all of import 5; 24 unless told. */
  hours?: Record<string, number>;
  /** Days (yyyy-MM-dd) whose OMIE prices are published (all unless told). */
  priced?: string[];
  /** Bridges kept in actual_bridges, by day (yyyy-MM-dd), computed from its run's first day, import 5 and the prices answered. */
  cached?: Record<string, BridgeDayResponse>;
  /** Inputs and result parts of the runs a bridge is computed from. */
  stored?: StoredRun[];
  /** What the solver fails with, or the operation table its solution repeats (no solution otherwise). */
  solveError?: Error;
  solveAs?: Table;
}

/** The database, price service and solver of a bridge, recording what was asked of the last two. */
function deps(w: World): BridgeDeps & { priced: string[]; solved: number; db: ReturnType<typeof fakeRepos> } {
  // Each run of the world is the valid one of its own day; runs of the computed days are stored with their parts.
  const planned = Object.entries(w.runs ?? {}).map(([day, row]): StoredRun => {
    const run = w.stored?.find((r) => r.row.id === row.id);
    return { ...run, row: { ...row, valid: 1, first_day: day, horizon_days: 1 } };
  });
  const db = fakeRepos([...planned, ...(w.stored ?? []).filter((r) => !planned.some((p) => p.row.id === r.row.id))]);
  // Import 5 measured every hour of January 2025 but the days told otherwise.
  const values = Array.from({ length: 31 }, (_, d) => `2025-01-${String(d + 1).padStart(2, '0')}`)
    .flatMap((day) => Array.from({ length: w.hours?.[day] ?? 24 }, (_, hour) => ({ day, hour, unit: 'motor.1', value: 4 })));
  db.actuals.put(values, { id: 5 });
  for (const [day, body] of Object.entries(w.cached ?? {})) {
    db.actualBridges.bridges.push({ day, inputs: keyOf(body.simulacion.id), simulationId: body.simulacion.id, body });
  }
  const out = {
    db,
    repos: db,
    priced: [] as string[],
    solved: 0,
    solve: (async (input) => {
      out.solved++;
      if (w.solveError) throw w.solveError;
      return w.solveAs ? solutionFromOperation(input, w.solveAs) : undefined;
    }) as BridgeSolve,
    // Only the two reads a bridge makes; the rest of the service is never reached.
    prices: {
      omieHourly: async (start: string): Promise<HourlyPrice[]> => {
        out.priced.push(start);
        const published = w.priced ? w.priced.includes(start) : true;
        return Array.from({ length: published ? 24 : 23 }, (_, i) => ({ date: start, hour: i + 1, value: 60 }));
      },
      mibgasDaily: async (start: string): Promise<DailyPrice[]> => [{ date: start, value: 35 }],
    } as unknown as PriceService,
  };
  return out;
}

const own = runRow({ id: 7, username: 'operador' });
const others = runRow({ id: 9, username: 'otro' });

describe('bridgeOfDay', () => {
  it('answers a day already computed from the same inputs as stored, without solving or storing again', async () => {
    const cached = cachedBridge('15/01/2025', 7, 100_000, 5_000);
    const d = deps({ runs: { '15/01/2025': own }, cached: { '2025-01-15': cached } });
    expect(await bridgeOfDay(d, operator, '15/01/2025', 'es')).toEqual(cached);
    expect(d.solved).toBe(0);
    expect(d.priced).toEqual(['2025-01-15']);
    const key = d.db.calls.find((c) => c.fn === 'readBridge')!.args;
    // Keyed by the method, the plan and the day's place in it, the newest import and the prices: a newer import or price is computed again.
    expect(key[0]).toBe('2025-01-15');
    expect(key[1]).toMatch(/^bridge-5:7:0:5:[0-9a-f]{16}$/);
    expect(key[1]).toBe(keyOf(7));
    // The plan in force, the day's actuals, the stored bridge and the day's warnings: nothing stored.
    expect(d.db.calls.map((c) => c.fn)).toEqual(['findValidRunsPlanning', 'currentActuals', 'readBridge', 'currentActualWarnings']);
    expect(d.db.actualBridges.bridges).toHaveLength(1);
  });

  it("answers an operator's request for a day planned by someone else like a day without a plan, reading nothing else", async () => {
    const d = deps({ runs: { '15/01/2025': others } });
    const err = await refusal(bridgeOfDay(d, operator, '15/01/2025', 'es'));
    expect([err.status, err.code, err.message]).toEqual([404, 'BRIDGE_NO_PLAN', 'El 15/01/2025 no tiene una simulación válida ejecutada que pueda consultar.']);
    expect(d.db.calls.map((c) => c.fn)).toEqual(['findValidRunsPlanning']);
    expect([d.priced, d.solved]).toEqual([[], 0]);
  });

  it('lets a full user see the day planned by anyone', async () => {
    const cached = cachedBridge('15/01/2025', 9, 100_000, -2_000);
    const d = deps({ runs: { '15/01/2025': others }, cached: { '2025-01-15': cached } });
    expect((await bridgeOfDay(d, full, '15/01/2025', 'en')).simulacion.id).toBe(9);
  });

  it('refuses a day without a valid plan in English, never asking prices or the solver', async () => {
    const d = deps({});
    const err = await refusal(bridgeOfDay(d, full, '15/01/2025', 'en'));
    expect([err.status, err.code, err.message]).toEqual([404, 'BRIDGE_NO_PLAN', 'On 15/01/2025 there is no valid executed simulation you can see.']);
    expect([d.priced, d.solved]).toEqual([[], 0]);
  });

  it('refuses with 409 a day with actuals for part of its hours, saying how many, before asking prices', async () => {
    const d = deps({ runs: { '15/01/2025': own }, hours: { '2025-01-15': 20 } });
    const err = await refusal(bridgeOfDay(d, operator, '15/01/2025', 'en'));
    expect([err.status, err.code, err.message]).toEqual([409, 'BRIDGE_NO_ACTUALS', 'On 15/01/2025 there are actuals for 20 of its 24 hours: import them all to compare the day.']);
    expect([d.priced, d.solved]).toEqual([[], 0]);
  });

  it('refuses with 409 a day whose prices are not all published, before reading or storing a bridge', async () => {
    const d = deps({ runs: { '15/01/2025': own }, priced: [] });
    const err = await refusal(bridgeOfDay(d, operator, '15/01/2025', 'es'));
    expect([err.status, err.code, err.message]).toEqual([409, 'BRIDGE_NO_PRICES', 'No hay precios reales de OMIE y MIBGAS del 15/01/2025.']);
    expect(d.db.calls.some((c) => c.repo === 'actualBridges')).toBe(false);
    expect(d.solved).toBe(0);
  });
});

describe('bridgeOfDay computing a day', () => {
  const inputs = createBaseCase({ date: '15/01/2025', simulationName: 'Plan 7' });

  it('refuses with 409 a plan without a stored operation table, never calling the solver nor storing', async () => {
    const d = deps({ runs: { '15/01/2025': own }, stored: [{ row: own, inputs }] });
    const err = await refusal(bridgeOfDay(d, operator, '15/01/2025', 'en'));
    expect([err.status, err.code, err.message]).toEqual([409, 'BRIDGE_NO_OPERATION', 'The valid simulation of 15/01/2025 has no operation result stored.']);
    expect(d.solved).toBe(0);
  });

  it('computes a day not yet kept, stores it under the key it read and answers what it stored', async () => {
    const engine = inputs.planta.motores[0]!.nombre;
    const table = { columns: [`PE_${engine}`], rows: Array.from({ length: 24 }, () => ({ [`PE_${engine}`]: 0 })) };
    const d = deps({ runs: { '15/01/2025': own }, stored: [{ row: own, inputs, parts: { resultado_operacion: table } }], solveAs: table });
    const r = await bridgeOfDay(d, operator, '15/01/2025', 'es');
    expect([r.fecha, r.simulacion]).toEqual(['15/01/2025', { id: 7, name: 'Plan', username: 'operador' }]);
    expect(d.solved).toBeGreaterThan(0);
    // The plan kept the engine off; the actuals measured it at 4 MWe for 24 h, sold at the realised 60 €/MWh.
    expect([r.columnas.plan.venta, r.columnas.real.venta]).toEqual([0, 24 * 4 * 60 * 100]);
    expect(r.puente.total).toBe(r.puente.real - r.puente.plan);
    const read = d.db.calls.find((c) => c.fn === 'readBridge')!.args;
    const stores = d.db.calls.filter((c) => c.fn === 'storeBridge');
    expect(stores.map((c) => c.args.slice(0, 3))).toEqual([['2025-01-15', read[1], 7]]);
    expect(stores[0]!.args[3]).toEqual(r);
    expect(d.db.actualBridges.bridges.map((b) => b.body)).toEqual([r]);
  });

  it("prices the plan's hour before a re-plan's trip as a full hour, from its stored engine marks (part-load curve)", async () => {
    // Engine 1 on a part-load curve loses 30 minutes before a planned stop; it starts the day on, at
    // full load, and the gas price is flat. The valid plan is a re-plan that tripped it at H3 (H2 kept
    // in full, no mark there), or one that tripped it at H2: two full hours burn twice one's gas.
    // Read from the states alone, each last hour would be priced as run down for a stop.
    const curved: typeof inputs = {
      ...inputs,
      planta: {
        ...inputs.planta,
        motores: inputs.planta.motores.map((m, k) => (k === 0 ? { ...m, estado: 'Encendido', tiempo_parada: 30 } : m)),
        curva_carga_motores: inputs.planta.motores.map((m, k) => (k === 0 ? [{ potencia: m.potencia_minima, gas: 5 }, { potencia: m.potencia_maxima, gas: 8.5 }] : [])),
      },
      gas_precios_manual: inputs.gas_precios_manual.map((r) => ({ ...r, valor: 30 })),
    };
    const { nombre: engine, potencia_maxima: pmax } = inputs.planta.motores[0]!;
    const planGas = async (hours: number, mark?: [number, ScheduleTransition]) => {
      const on = Array.from({ length: 24 }, (_, t) => (t < hours ? 1 : 0));
      const table = { columns: [`PE_${engine}`], rows: on.map((u) => ({ [`PE_${engine}`]: u * pmax })) };
      const transicion = on.map((_, t): ScheduleTransition | null => (mark && mark[0] === t ? mark[1] : null));
      const columns: ScheduleColumns = { columns: 1, motores: [{ concepto: engine, valor: on.map((u) => u * pmax), estado: on, transicion }], calderas: [], conceptos: [], sums: {} };
      const d = deps({ runs: { '15/01/2025': own }, stored: [{ row: own, inputs: curved, parts: { resultado_operacion: table, programa_columnas: columns } }], solveAs: table });
      return (await bridgeOfDay(d, operator, '15/01/2025', 'es')).columnas.plan.gas;
    };
    const two = await planGas(2);
    const one = await planGas(1);
    expect(one).toBeGreaterThan(0);
    expect(Math.abs(two - 2 * one)).toBeLessThanOrEqual(1);
    // A stop the plan itself made at H3 (H2 marked 'parada') is priced run down: less gas than in full.
    expect(await planGas(2, [1, 'parada'])).toBeLessThan(two - 1);
  });

  it('compares a run planned in quarter hours on its quarters, the actuals per hour held in each quarter of their hour', async () => {
    // The plan runs engine 1 at 8 MWe in the first half of every hour (forecast 150 €/MWh), off in the
    // second (20 €/MWh): its stored hourly table says 4 MWe, the mean. The actuals measure 4 MWe in
    // every hour, sold at the realised 60 €/MWh: 24 h × 4 MWe, the same energy as the plan's.
    const quarters = dayQuarterKeys({ year: 2025, month: 1, day: 15 }).map((fecha_hora, i) => ({ fecha_hora, periodo: i + 1, valor: i % 4 < 2 ? 150 : 20 }));
    const quarterInputs = { ...inputs, configuracion: { ...inputs.configuracion, resolucion: 'cuartohoraria' as const }, elec_precios_manual_cuartos: quarters };
    const column = `PE_${inputs.planta.motores[0]!.nombre}`;
    const perQuarter = { columns: [column, 'VENTA_RED'], rows: quarters.map((_, i) => ({ [column]: i % 4 < 2 ? 8 : 0, VENTA_RED: i % 4 < 2 ? 8 : 0 })) };
    const hourly = { columns: [column, 'VENTA_RED'], rows: Array.from({ length: 24 }, () => ({ [column]: 4, VENTA_RED: 4 })) };
    const d = deps({
      runs: { '15/01/2025': own }, solveAs: perQuarter,
      stored: [{ row: own, inputs: quarterInputs, parts: { resultado_operacion: hourly, resultado_operacion_cuartos: perQuarter } }],
    });
    const r = await bridgeOfDay(d, operator, '15/01/2025', 'es');
    // Plan: 8 MWe × 0.25 h × 2 quarters × 24 h at 150 €/MWh; actual: 4 MWe × 24 h at 60 €/MWh (cents).
    expect(r.columnas.plan.venta).toBe(8 * 0.25 * 2 * 24 * 150 * 100);
    expect(r.columnas.real.venta).toBe(24 * 4 * 60 * 100);
    // The plan at the realised prices sells what the actuals sold: the difference is the prices'.
    expect(r.puente.plan + r.puente.precio).toBe(r.puente.real - r.puente.demanda - r.puente.indisponibilidad - r.puente.ejecucion);
    // The demand measured (none) differs from the plan's in every hour, named once by its hour.
    expect(r.horasDemanda).toEqual(Array.from({ length: 24 }, (_, h) => h + 1));
    expect(r.averias).toEqual([]);
  });

  it("answers a solver failure as a 500 naming the day and the solver's reason, storing nothing", async () => {
    const engine = inputs.planta.motores[0]!.nombre;
    const table = { columns: [`PE_${engine}`], rows: Array.from({ length: 24 }, () => ({ [`PE_${engine}`]: 0 })) };
    const d = deps({ runs: { '15/01/2025': own }, stored: [{ row: own, inputs, parts: { resultado_operacion: table } }], solveError: new Error('worker gone') });
    const err = await refusal(bridgeOfDay(d, operator, '15/01/2025', 'es'));
    expect([err.status, err.code, err.message]).toEqual([500, 'BRIDGE_SOLVE_FAILED', 'No se pudo recalcular el día 15/01/2025: worker gone']);
    expect(d.solved).toBeGreaterThan(0);
    expect(d.db.calls.some((c) => c.fn === 'storeBridge')).toBe(false);
  });
});

describe('bridgeOfRange', () => {
  it('sums the days it can answer and lists the others with their reason; an operator gets only their own days', async () => {
    const d = deps({
      runs: { '15/01/2025': own, '16/01/2025': others, '18/01/2025': runRow({ id: 8, username: 'operador' }) },
      hours: { '2025-01-18': 0 },
      cached: { '2025-01-15': cachedBridge('15/01/2025', 7, 100_000, 5_000), '2025-01-16': cachedBridge('16/01/2025', 9, 80_000, -1_000), '2025-01-17': cachedBridge('17/01/2025', 3, 1, 1) },
    });
    const r = await bridgeOfRange(d, operator, '15/01/2025', '18/01/2025', 'es');
    if (r === 'badRange') throw new Error('the range is valid');
    expect(r.dias).toEqual([{ fecha: '15/01/2025', simulacion: 7, plan: 100_000, total: 5_000, banda: 'worse', avisos: 0 }]);
    expect([r.puente.plan, r.puente.total]).toEqual([100_000, 5_000]);
    expect(r.omitidos).toEqual([{ fecha: '16/01/2025', motivo: 'sinPlan' }, { fecha: '17/01/2025', motivo: 'sinPlan' }, { fecha: '18/01/2025', motivo: 'sinDatos' }]);
    expect(d.solved).toBe(0);

    const asFull = deps({
      runs: { '15/01/2025': own, '16/01/2025': others },
      cached: { '2025-01-15': cachedBridge('15/01/2025', 7, 100_000, 5_000), '2025-01-16': cachedBridge('16/01/2025', 9, 80_000, -1_000) },
    });
    const all = await bridgeOfRange(asFull, full, '15/01/2025', '16/01/2025', 'es');
    if (all === 'badRange') throw new Error('the range is valid');
    expect([all.dias.length, all.puente.plan, all.puente.total]).toEqual([2, 180_000, 4_000]);
  });

  it('answers badRange to a reversed period or one longer than 31 days without any query', async () => {
    const d = deps({});
    expect(await bridgeOfRange(d, full, '16/01/2025', '15/01/2025', 'es')).toBe('badRange');
    expect(await bridgeOfRange(d, full, '01/01/2025', '01/02/2025', 'es')).toBe('badRange');
    expect(d.db.calls).toEqual([]);
  });

  it('refuses with 404 a period where no day can be answered, in the request language', async () => {
    const d = deps({ runs: { '15/01/2025': others } });
    const err = await refusal(bridgeOfRange(d, operator, '14/01/2025', '15/01/2025', 'en'));
    expect([err.status, err.code, err.message]).toEqual([404, 'BRIDGE_NO_DAYS', 'No day between 14/01/2025 and 15/01/2025 has a valid simulation and complete actuals.']);
    expect(d.solved).toBe(0);
  });
});
