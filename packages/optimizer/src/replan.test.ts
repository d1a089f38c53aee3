// Re-planning the rest of a horizon from hour H on tiny plants whose optima are computed by hand.
// Engine: Pmax 10, Pmin 5, gas 2 MWh per MWhe at 20 EUR/MWh, so 40 EUR/MWhe; it earns the
// electricity price on every MWhe (no Ro, taxes or tolls).
import { describe, expect, it } from 'vitest';
import { solve } from './solve.ts';
import { replanFrom, spareCapacity, withTrips } from './replan.ts';
import { replanRun, withActuals } from './replanRun.ts';
import { buildModel } from './model.ts';
import { warmStartColumns } from './solveWindow.ts';
import { compressor, engine, flatTolls, gasBoiler, tinyInput } from './testing/plants.ts';
import { checkSolution } from './testing/checker.ts';
import { transitions, type EngineMarks } from './results/fromOperation.ts';
import type { OptimizerResult } from './solve.ts';
import { planKpis, type Programa } from '@plantasim/domain';
import { randomInput } from './testing/randomPlant.ts';

const twoEngines = (prices: number[]) => tinyInput(prices.length, {
  electricityPrice: prices, gasPrice: prices.map(() => 20),
  engines: [engine({ nombre: 'Motor cogeneración 1' }), engine({ nombre: 'Motor cogeneración 2' })],
});

describe('re-plan from hour H', () => {
  it('of an untouched plan reproduces it', async () => {
    const input = twoEngines([60, 60, 30, 60]);
    const plan = await solve(input);
    const r = await replanFrom(input, plan.solution!, 2, []);
    expect(r.cost).toBeCloseTo(plan.stats.objective, 6);
    expect(r.solution!.engines.map((e) => e.power)).toEqual(plan.solution!.engines.map((e) => e.power));
    expect(r.changes).toEqual([]);
  });

  it('keeps the hours before H, keeps a tripped engine off from H and prices the trip', async () => {
    // Both engines earn 20 EUR/MWhe at 60: 2 x 10 MWe x 4 h = -1600. Engine 1 trips at H2: the two
    // hours it cannot run lose 2 x 200 = 400.
    const input = twoEngines([60, 60, 60, 60]);
    const plan = await solve(input);
    expect(plan.stats.objective).toBeCloseTo(-1600, 6);
    const r = await replanFrom(input, plan.solution!, 2, ['Motor cogeneración 1']);
    expect(r.solution!.engines[0]!.power).toEqual([10, 10, 0, 0]);
    expect(r.solution!.engines[0]!.on).toEqual([1, 1, 0, 0]);
    expect(r.solution!.engines[1]!.power).toEqual([10, 10, 10, 10]);
    expect(r.cost).toBeCloseTo(-1200, 6);
    expect(r.cost - r.planCost).toBeCloseTo(400, 6);
    expect(r.changes).toEqual([
      { unit: 'Motor cogeneración 1', hour: 2, before: 10, after: 0 },
      { unit: 'Motor cogeneración 1', hour: 3, before: 10, after: 0 },
    ]);
  });

  it('re-plans from H1 (a later day, nothing run yet): no hour kept, the tripped engine off throughout', async () => {
    // Engine 1 out for the whole horizon: only engine 2 earns, 4 x 200 = -800; the trip costs 800.
    const input = twoEngines([60, 60, 60, 60]);
    const plan = await solve(input);
    const r = await replanFrom(input, plan.solution!, 0, ['Motor cogeneración 1']);
    expect(r.solution!.engines[0]!.power).toEqual([0, 0, 0, 0]);
    expect(r.solution!.engines[1]!.power).toEqual([10, 10, 10, 10]);
    expect(r.cost).toBeCloseTo(-800, 6);
    expect(r.cost - r.planCost).toBeCloseTo(800, 6);
    expect(r.changes.map((c) => c.hour)).toEqual([0, 1, 2, 3]);
  });

  it('honours a minimum up time across H with the carried state', async () => {
    // Plan at [0, 0, 60, 60, 60, 60]: off while it loses, on from H3. The price then falls to 30 from
    // H4 (a loss of 10 EUR/MWhe): started one hour before H, with 3 h minimum up, the engine must stay
    // on H4 and H5 at Pmin (2 x 5 x 10 = 100) and may stop at H6.
    const plan = await solve(tinyInput(6, { electricityPrice: [0, 0, 60, 60, 60, 60], gasPrice: new Array(6).fill(20), engines: [engine({ tiempo_minimo_acoplamiento: 3 })] }));
    expect(plan.solution!.engines[0]!.on).toEqual([0, 0, 1, 1, 1, 1]);
    const newer = tinyInput(6, { electricityPrice: [0, 0, 60, 30, 30, 30], gasPrice: new Array(6).fill(20), engines: [engine({ tiempo_minimo_acoplamiento: 3 })] });
    const r = await replanFrom(newer, plan.solution!, 3, []);
    expect(r.solution!.engines[0]!.on).toEqual([0, 0, 1, 1, 1, 0]);
    expect(r.solution!.engines[0]!.power).toEqual([0, 0, 10, 5, 5, 0]);
    expect(r.cost).toBeCloseTo(-200 + 100, 6);
  });

  it('covers the lost steam with the boiler and says how much spare capacity is left', async () => {
    // Steam 4 MW: each engine gives 0.4 MW per MWe (4 MW at full load); a gas boiler of 5 MW of gas
    // is the reserve. With engine 1 tripped at H2 the boiler covers its steam (4 MWh of gas x 20).
    const input = tinyInput(4, {
      electricityPrice: [60, 60, 60, 60], gasPrice: [20, 20, 20, 20], steamDemand: [4, 4, 4, 4],
      engines: [engine({ nombre: 'Motor cogeneración 1' })], gasBoilers: [gasBoiler({ potencia_gas_maxima: 5 })],
    });
    const plan = await solve(input);
    const r = await replanFrom(input, plan.solution!, 2, ['Motor cogeneración 1']);
    expect(r.solution!.gasBoilers[0]!.gas.slice(2)).toEqual([4, 4]);
    expect(r.cost - r.planCost).toBeCloseTo(2 * (200 + 80), 6);
    // Spare from H2: only the boiler (5) for 4 of demand: 1 MW, and no N-1 margin.
    expect(r.spare).toEqual({ steam: [1, 1], cold: [0, 0], steamN1: [false, false] });
    expect(spareCapacity(input, 2).steam).toEqual([5, 5]);
  });

  it('counts the cold spare in MW from compressors rated in kWe', () => {
    // Two compressors of 1000 kWe at COP 4 (4 MW of cold each) for 3 MW of demand; the second trips at H1.
    const input = withTrips(tinyInput(2, {
      electricityPrice: [50, 50], gasPrice: [20, 20], coldDemand: [3, 3],
      compressors: [compressor(), compressor({ nombre: 'Compresor 2' })],
    }), ['Compresor 2'], 1);
    expect(spareCapacity(input, 0).cold).toEqual([5, 1]);
  });

  it('marks a tripped unit unavailable from H only', () => {
    const input = withTrips(twoEngines([1, 1, 1, 1]), ['Motor cogeneración 2'], 1);
    expect(input.availability).toEqual({ 'Motor cogeneración 2': [1, 0, 0, 0] });
  });
});

describe('re-plans on random plants pass the independent checker', () => {
  // Each seed trips the engine that runs in the hour before H (the kept hour keeps its planned full
  // output, not a stop's derating) at a different hour; the checker judges the whole horizon on the
  // tripped input and prices it as the re-plan does.
  for (let seed = 1; seed <= 8; seed++) {
    it(`seed ${seed}`, async () => {
      const T = 12;
      const input = randomInput(seed, T);
      const plan = await solve(input);
      expect(plan.solution).toBeDefined();
      const from = 3 + (seed % 7);
      const k = Math.max(0, plan.solution!.engines.findIndex((e) => e.on[from - 1] === 1 && e.on[from] === 1));
      const name = input.engines[k]!.nombre;
      const r = await replanFrom(input, plan.solution!, from, [name]);
      expect(r.solution).toBeDefined();
      const report = checkSolution(withTrips(input, [name], from), r.solution!);
      expect(report.violations).toEqual([]);
      expect(report.cost).toBeCloseTo(r.cost, 2);
    });
  }
});

describe('re-plan as the server runs it (from the stored operation table)', () => {
  it('states its cost as the Results net cost of the re-plan it stores (swaps in, penalties out)', async () => {
    for (const seed of [2, 5]) {
      const random = randomInput(seed, 12);
      const input = { ...random, elecSwaps: [{ cantidad: 24, precio: 40 + seed }], gasSwaps: [{ cantidad: 12, precio: 30 }] };
      const plan = await solve(input);
      const k = Math.max(0, plan.solution!.engines.findIndex((e) => e.on[4] === 1));
      const r = await replanRun(input, { from: 4, trips: [input.engines[k]!.nombre], operacion: plan.operacion!, engineStates: plan.solution!.engines.map((e) => e.on) });
      expect(r.replan!.cost).toBeCloseTo(planKpis(r.economico!, { motores: [] }).netCost!, 6);
      // The plan it is compared with: the same figure as the origin's Results (nothing measured, nothing kept differently before H).
      const origin = planKpis(plan.economico!, { motores: [] }).netCost!;
      expect(Math.abs(r.replan!.planCost - origin)).toBeLessThan(1e-6 * Math.max(1, Math.abs(origin)));
    }
  });

  it('reads the plan back, keeps the hours before H, trips from H and builds the tables', async () => {
    const input = twoEngines([60, 60, 60, 60]);
    const plan = await solve(input);
    const r = await replanRun(input, { from: 2, trips: ['Motor cogeneración 1'], operacion: plan.operacion!, engineStates: plan.solution!.engines.map((e) => e.on) });
    expect(r.replan!.cost - r.replan!.planCost).toBeCloseTo(400, 6);
    expect(r.replan!.actualHours).toBe(0);
    expect(r.operacion!.rows.map((row) => row['PE_Motor cogeneración 1'])).toEqual([10, 10, 0, 0]);
    expect(r.operacion!.rows.map((row) => row['PE_Motor cogeneración 2'])).toEqual([10, 10, 10, 10]);
    expect(r.stats.objective).toBeCloseTo(-1200, 6);
    expect(r.programa!.motores.length).toBeGreaterThan(0);
  });

  it('burns the full gas of the planned output in the kept hour before the trip (part-load curve)', async () => {
    // Curve 15 MW of gas at 5 MWe, 25 at 10 (50 EUR/MWhe at full load and gas 20): at 80 the engine
    // runs flat out all day. It trips at H3: H2 ran its planned full hour, 25 MW of gas (a stop
    // derating there would read half an hour at twice the load: 12.5). The trip costs H3 and H4's
    // 10 x 30 each, nothing more.
    const input = tinyInput(4, {
      electricityPrice: [80, 80, 80, 80], gasPrice: [20, 20, 20, 20],
      engines: [engine({ estado: true, tiempo_parada: 30, curva_carga: [{ potencia: 5, gas: 15 }, { potencia: 10, gas: 25 }] })],
    });
    const plan = await solve(input);
    const r = await replanRun(input, { from: 2, trips: ['Motor cogeneración 1'], operacion: plan.operacion!, engineStates: plan.solution!.engines.map((e) => e.on) });
    expect(r.operacion!.rows.map((row) => row['CG_Motor cogeneración 1'])).toEqual([25, 25, 0, 0]);
    expect(r.replan!.cost - r.replan!.planCost).toBeCloseTo(600, 6);
  });

  it('re-planning a re-plan keeps the first trip\'s kept hour a full, unmarked hour (the stored marks read back)', async () => {
    // Two curve engines (as above, 30 min lost before a stop) run flat out at 80 all day. M1 trips at
    // H3; that re-plan, read back from its stored tables, is re-planned at H5 for a trip of M2. M1's
    // H2 ran its full planned hour: no 'parada' mark and its 25 MW of gas, as in the first re-plan
    // (read from the states alone, the trip at H3 would pass for a planned stop). M1's trip stays in
    // force from H3 (the origin's inputs know of no trip); M2's H4 before its own trip is a full hour too.
    const curve = { estado: true, tiempo_parada: 30, curva_carga: [{ potencia: 5, gas: 15 }, { potencia: 10, gas: 25 }] };
    const input = tinyInput(6, { electricityPrice: new Array(6).fill(80), gasPrice: new Array(6).fill(20), engines: [engine({ ...curve, nombre: 'M1' }), engine({ ...curve, nombre: 'M2' })] });
    const stored = (p: Programa, f: (m: Programa['motores'][number]) => unknown) => input.engines.map((e) => p.motores.filter((m) => m.concepto === e.nombre).map(f));
    const jobOf = (r: OptimizerResult) => ({
      operacion: r.operacion!, engineStates: stored(r.programa!, (m) => m.estado ?? null) as number[][], engineMarks: stored(r.programa!, (m) => m.transicion ?? null) as EngineMarks[],
    });
    const plan = await solve(input);
    const first = await replanRun(input, { from: 2, trips: ['M1'], ...jobOf(plan) });
    const second = await replanRun(input, { from: 4, trips: [{ unit: 'M1', from: 2 }, 'M2'], ...jobOf(first) });
    for (const r of [first, second]) expect(stored(r.programa!, (m) => m.transicion ?? '')).toEqual([new Array(6).fill(''), new Array(6).fill('')]);
    expect(first.operacion!.rows.map((row) => [row.CG_M1, row.CG_M2])).toEqual([[25, 25], [25, 25], [0, 25], [0, 25], [0, 25], [0, 25]]);
    expect(second.operacion!.rows.map((row) => [row.CG_M1, row.CG_M2])).toEqual([[25, 25], [25, 25], [0, 25], [0, 25], [0, 0], [0, 0]]);
  });

  it('re-planning a re-plan keeps the earlier trip in force from its own hour', async () => {
    // Engine 1 trips at H3; that re-plan is re-planned at H6 for a trip of engine 2, its job carrying
    // engine 1's trip too. Both engines earn 20 EUR per MWhe all day, so an available engine runs:
    // engine 1 stays off from H3 and engine 2 from H6. The second trip costs engine 2's H6-H8 alone.
    const input = twoEngines(new Array(8).fill(60));
    const plan = await solve(input);
    const jobOf = (r: OptimizerResult) => ({ operacion: r.operacion!, engineStates: r.solution!.engines.map((e) => e.on) });
    const first = await replanRun(input, { from: 2, trips: ['Motor cogeneración 1'], ...jobOf(plan) });
    const second = await replanRun(input, { from: 5, trips: [{ unit: 'Motor cogeneración 1', from: 2 }, 'Motor cogeneración 2'], ...jobOf(first) });
    const power = (r: OptimizerResult) => input.engines.map((e) => r.operacion!.rows.map((row) => row[`PE_${e.nombre}`]));
    expect(power(first)).toEqual([[10, 10, 0, 0, 0, 0, 0, 0], new Array(8).fill(10)]);
    expect(power(second)).toEqual([[10, 10, 0, 0, 0, 0, 0, 0], [10, 10, 10, 10, 10, 0, 0, 0]]);
    expect(second.replan!.cost).toBeCloseTo(-1400, 6);
    expect(second.replan!.cost - second.replan!.planCost).toBeCloseTo(600, 6);
    expect(second.replan!.changes.map((c) => [c.unit, c.hour])).toEqual([5, 6, 7].map((t) => ['Motor cogeneración 2', t]));
    // The spare capacity from H6 counts neither engine.
    expect(second.replan!.spare).toEqual(spareCapacity(withTrips(input, ['Motor cogeneración 1', 'Motor cogeneración 2'], 5), 5));
    expect(second.replan!.spare).not.toEqual(spareCapacity(withTrips(input, ['Motor cogeneración 2'], 5), 5));
  });

  it('keeps measured hours instead of the plan\'s, and prices the trip against the plan with the same kept hours', async () => {
    // Engine 1 measured at 5 MWe in H1 (the plan said 10): the kept hour costs 100 more in both the
    // re-plan and the plan it is compared with, so the trip still costs 400.
    const input = twoEngines([60, 60, 60, 60]);
    const plan = await solve(input);
    const r = await replanRun(input, {
      from: 2, trips: ['Motor cogeneración 1'], operacion: plan.operacion!,
      actuals: [[0, { 'motor.1': 5 }], [3, { 'motor.1': 7 }]],
    });
    expect(r.replan!.actualHours).toBe(1);
    expect(r.operacion!.rows.map((row) => row['PE_Motor cogeneración 1'])).toEqual([5, 10, 0, 0]);
    expect(r.replan!.cost).toBeCloseTo(-1100, 6);
    expect(r.replan!.cost - r.replan!.planCost).toBeCloseTo(400, 6);
  });

  it('keeps the plan\'s stop derating where the measured states are the plan\'s (an earlier trip stays a full hour)', () => {
    // The plan (a re-plan) has engine 1 tripped at H3 after a full H2 (stopNext 0 there); measured
    // H1-H3 say the same states: H2 keeps no derating. Engine 2, measured off at H2, stops there:
    // its H1 reads as run down for that stop.
    const input = twoEngines([60, 60, 60, 60]);
    const series = (on: number[], stopNext: number[]) => ({ on, ...transitions(on, false), power: on.map((u) => 10 * u), stopNext });
    const plan = {
      hours: 4, engines: [series([1, 1, 0, 0], [0, 0, 0, 0]), series([1, 1, 1, 1], [0, 0, 0, 0])], gasBoilers: [], electricBoilers: [], compressors: [],
      market: { sell: [20, 20, 10, 10], buyClosed: [0, 0, 0, 0], buyOpen: [0, 0, 0, 0], unserved: [0, 0, 0, 0], spill: [0, 0, 0, 0] }, slack: { steam: [0, 0, 0, 0], cold: [0, 0, 0, 0] },
    };
    const done = withActuals(input, plan, [0, 1, 2].map((t) => [t, { 'motor.1': [10, 10, 0][t]!, 'motor.2': [10, 0, 10][t]! }] as const));
    expect(done.engines.map((e) => e.stopNext)).toEqual([[0, 0, 0, 0], [1, 0, 0, 0]]);
  });

  it('turns a measured stop into the engine\'s state, with its start and stop', () => {
    const input = twoEngines([60, 60, 60]);
    const on = { on: [1, 1, 1], start: [1, 0, 0], stop: [0, 0, 0], power: [10, 10, 10], stopNext: [0, 0, 0] };
    const plan = {
      hours: 3, engines: [on, structuredClone(on)], gasBoilers: [], electricBoilers: [], compressors: [],
      market: { sell: [0, 0, 0], buyClosed: [0, 0, 0], buyOpen: [0, 0, 0], unserved: [0, 0, 0], spill: [0, 0, 0] }, slack: { steam: [0, 0, 0], cold: [0, 0, 0] },
    };
    const done = withActuals(input, plan, [[1, { 'motor.2': 0, 'red.compra': 3 }]]);
    expect(done.engines[1]).toEqual({ on: [1, 0, 1], start: [1, 0, 1], stop: [0, 1, 0], power: [10, 0, 10], stopNext: [1, 0, 0] });
    expect(done.engines[0]).toEqual(on);
    // venta_total (the default): the measured hour sells its generation and buys its consumption; the meter is not the settlement.
    expect(done.market.sell).toEqual([0, 10, 0]);
    expect(done.market.buyOpen).toEqual([0, 0, 0]);
    // autoconsumo_neto: the grid meters are the settlement.
    const net = withActuals({ ...input, esquema_liquidacion: 'autoconsumo_neto' }, plan, [[1, { 'motor.2': 0, 'red.compra': 3 }]]);
    expect(net.market.buyOpen).toEqual([0, 3, 0]);
    expect(plan.engines[1]!.power).toEqual([10, 10, 10]);
  });
});

describe('measured hours priced like planned hours', () => {
  // Two engines sell at 60 less 7 % tax; the compressor's 1 MWe is bought at 60 plus a 5 EUR/MWh toll:
  // netting the sale against the purchase (what the grid meters see) would be worth 1 x (65 - 55,8).
  const input = tinyInput(6, {
    electricityPrice: new Array(6).fill(60), gasPrice: new Array(6).fill(20), coldDemand: new Array(6).fill(4),
    engines: [engine({ nombre: 'Motor cogeneración 1' }), engine({ nombre: 'Motor cogeneración 2' })],
    compressors: [compressor()], impuesto_generacion: 0.07, tolls: flatTolls({ bi_omie_abierto: 5 }),
  });
  const cents = (x: number) => Math.round(x * 100);
  /** The plan's hours before `from` as a plant's meters read them: the grid meters see the net flow. */
  const measuredAsPlanned = (plan: OptimizerResult, from: number) => Array.from({ length: from }, (_, t) => {
    const s = plan.solution!;
    const gen = s.engines.reduce((a, e) => a + e.power[t]!, 0);
    const use = s.compressors.reduce((a, c) => a + c.elec[t]!, 0);
    const valores: Record<string, number> = { 'red.venta': Math.max(0, gen - use), 'red.compra': Math.max(0, use - gen) };
    s.engines.forEach((e, k) => { valores[`motor.${k + 1}`] = e.power[t]!; });
    s.compressors.forEach((c, k) => { valores[`compresor.${k + 1}`] = c.elec[t]!; });
    return [t, valores] as const;
  });

  it('re-planning an untouched plan with actuals equal to it reproduces its cost to the cent (venta_total)', async () => {
    const plan = await solve(input);
    expect(plan.solution!.compressors[0]!.elec[0]).toBeCloseTo(1, 9);
    const untouched = await replanRun(input, { from: 3, trips: [], operacion: plan.operacion! });
    const measured = await replanRun(input, { from: 3, trips: [], operacion: plan.operacion!, actuals: measuredAsPlanned(plan, 3) });
    expect(measured.replan!.actualHours).toBe(3);
    expect(cents(measured.replan!.planCost)).toBe(cents(untouched.replan!.planCost));
    expect(cents(measured.replan!.cost)).toBe(cents(untouched.replan!.planCost));
  });

  it('with an engine lost costs more than the plan', async () => {
    const plan = await solve(input);
    const untouched = await replanRun(input, { from: 3, trips: [], operacion: plan.operacion! });
    const lost = await replanRun(input, { from: 3, trips: ['Motor cogeneración 1'], operacion: plan.operacion!, actuals: measuredAsPlanned(plan, 3) });
    expect(lost.replan!.cost).toBeGreaterThan(untouched.replan!.planCost);
    expect(cents(lost.replan!.planCost)).toBe(cents(untouched.replan!.planCost));
  });
});

describe('warm start from the plan', () => {
  it('finds the same re-plan as a cold solve', async () => {
    const input = twoEngines([60, 60, 30, 60, 60, 20]);
    const plan = await solve(input);
    const warm = await replanFrom(input, plan.solution!, 2, ['Motor cogeneración 2']);
    const cold = await replanFrom(input, plan.solution!, 2, ['Motor cogeneración 2'], { cold: true });
    expect(warm.cost).toBeCloseTo(cold.cost, 6);
    expect(warm.solution!.engines.map((e) => e.on)).toEqual(cold.solution!.engines.map((e) => e.on));
  });

  it('lays the plan\'s states over the start, a tripped unit off, with its stop where it was on before', () => {
    // Engine 1 on in hours 0-2 of the plan, tripped from hour 1 (its columns bounded to 0 there).
    const input = withTrips(twoEngines([60, 60, 60]), ['Motor cogeneración 1'], 1);
    const pm = buildModel(input);
    const on = (u: number[]) => ({ on: u, start: [0, 0, 0], stop: [0, 0, 0], power: [0, 0, 0], stopNext: [0, 0, 0] });
    const plan = {
      hours: 3, engines: [on([1, 1, 1]), on([0, 1, 1])], gasBoilers: [], electricBoilers: [], compressors: [],
      market: { sell: [0, 0, 0], buyClosed: [0, 0, 0], buyOpen: [0, 0, 0], unserved: [0, 0, 0], spill: [0, 0, 0] }, slack: { steam: [0, 0, 0], cold: [0, 0, 0] },
    };
    const x = warmStartColumns(pm, plan, new Float64Array(pm.m.numCols), [true, false]);
    const read = (cols: number[]) => cols.map((j) => x[j]);
    expect(read(pm.engines.u[0]!)).toEqual([1, 0, 0]);
    expect(read(pm.engines.w[0]!)).toEqual([0, 1, 0]);
    expect(read(pm.engines.v[1]!)).toEqual([0, 1, 0]);
  });
});
