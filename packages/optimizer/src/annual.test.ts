// Annual limits (docs/annual-rules.md) on tiny plants priced by hand: a single MILP holds them as
// rows; a rolling horizon prices them (annualPasses.ts) and must land within 0.5 % of the single MILP.
import { describe, expect, it } from 'vitest';
import { annualRulesSchema, type AnnualRules, type AnnualRulesInput } from '@plantasim/domain';
import { solve } from './solve.ts';
import { narrowedPrice } from './annualPasses.ts';
import { electricBoiler, engine, gasBoiler, tinyInput } from './testing/plants.ts';
import { baseCaseInput } from './testing/baseCase.ts';
import { checkSolution } from './testing/checker.ts';
import { NO_ANNUAL_PRICES, type AnnualPrices, type OptimizerInput } from './input.ts';
import { repairChain, rowSeries } from './annualRepair.ts';

const rules = (r: AnnualRulesInput): AnnualRules => annualRulesSchema.parse(r);
const enforce = (input: OptimizerInput, r: AnnualRulesInput): OptimizerInput => ({ ...input, annual: { rules: rules(r), enforce: true } });

/** 10 MWe engine at 80 EUR/MWhe (gas 40 EUR/MWh, ηe 0.5), no steam, Pmin 0, four hours. Without
 *  useful heat its REE is 0.5, below the default 55 %, so these tests ask for no REE minimum. */
function hoursPlant(prices: number[]): OptimizerInput {
  return tinyInput(prices.length, { electricityPrice: prices, gasPrice: prices.map(() => 40), engines: [engine({ potencia_minima: 0 })] });
}

describe('equivalent hours minimum', () => {
  it('binds: the engine runs the two least-losing hours, 300 EUR, priced at the next hour lost (300 EUR/h)', async () => {
    const free = await solve(hoursPlant([50, 60, 70, 40]));
    expect(free.stats.objective).toBeCloseTo(0, 6);
    const r = await solve(enforce(hoursPlant([50, 60, 70, 40]), { horas_minimas: 2, ree_minimo: 0 }));
    // H3 loses 10 EUR/MWh, H2 20: 10·10 + 10·20 = 300 EUR; the third hour would be H1 (30 EUR/MWh · 10 MW).
    expect(r.stats.objective).toBeCloseTo(300, 4);
    expect(r.solution!.engines[0]!.power).toEqual([0, 10, 10, 0]);
    const a = r.economico!.anual!;
    expect(a).toMatchObject({ aplicadas: true, horas_minimas: 2, potencia_instalada: 10, cumple: { horas: true } });
    expect(a.horas).toBeCloseTo(2, 9);
    expect(a.precio_hora).toBeCloseTo(300, 4);
  });

  it('does not bind when the plant runs anyway: same plan and cost as without it, price 0', async () => {
    const prices = [100, 100, 100, 100];
    const free = await solve(hoursPlant(prices));
    const r = await solve(enforce(hoursPlant(prices), { horas_minimas: 2, ree_minimo: 0 }));
    expect(free.stats.objective).toBeCloseTo(-800, 6);
    expect(r.stats.objective).toBeCloseTo(-800, 6);
    expect(r.economico!.anual!.horas).toBeCloseTo(4, 9);
    expect(r.economico!.anual!.precio_hora).toBeCloseTo(0, 9);
  });

  it('counts the year so far: 15 MWh already sold leave 5 to make, in H3 (50 EUR)', async () => {
    const r = await solve(enforce(hoursPlant([50, 60, 70, 40]), { horas_minimas: 2, ree_minimo: 0, acumulado: { energia_vendida_mwh: 15 } }));
    expect(r.stats.objective).toBeCloseTo(50, 4);
    expect(r.economico!.anual!.horas).toBeCloseTo(2, 9);
  });
});

describe('a limit no schedule meets', () => {
  it('is reported as a shortfall with a warning (es/en), never an infeasible model', async () => {
    const r = await solve(enforce(hoursPlant([50, 60, 70, 40]), { horas_minimas: 10, ree_minimo: 0 }));
    expect(r.solution!.engines[0]!.power).toEqual([10, 10, 10, 10]);
    expect(r.economico!.anual!.cumple.horas).toBe(false);
    const w = r.warnings.find((x) => x.code === 'ANNUAL_LIMIT_NOT_MET');
    expect(w?.es).toBe('El año no alcanza las horas equivalentes mínimas: 4 h frente a 10 h. Cumplirlo exige vender 60 MWh más (6,0 h equivalentes).');
    expect(w?.en).toBe('The year does not reach the minimum equivalent operating hours: 4 h against 10 h. Meeting it takes 60 MWh more sold (6.0 equivalent hours).');
  });

  it('says what meeting a CO2 budget the year so far already broke would take: the t over it', async () => {
    const r = await solve(enforce(hoursPlant([50, 60, 70, 40]), { co2_presupuesto_t: 10, ree_minimo: 0, acumulado: { co2_t: 12.5 } }));
    const w = r.warnings.find((x) => x.code === 'ANNUAL_LIMIT_NOT_MET');
    expect(w?.es).toBe('El año supera el presupuesto de CO2: 13 t frente a 10 t. Cumplirlo exige emitir 2,5 t menos.');
    expect(w?.en).toBe('The year exceeds the CO2 budget: 13 t against 10 t. Meeting it takes 2.5 t less emitted.');
  });
});

/** One hour: engine 10 MWe at 80 EUR/MWhe, 0.6 MW steam per MWe, pool 100 EUR/MWh, 3 MW of steam
 *  demand that a gas boiler (40 EUR/MWh steam) could also cover. */
function reePlant(): OptimizerInput {
  return tinyInput(1, {
    electricityPrice: [100], gasPrice: [40], steamDemand: [3],
    engines: [engine({ potencia_minima: 0, rendimiento_vapor_gas: 0.3 })], gasBoilers: [gasBoiler()],
  });
}

describe('minimum REE', () => {
  it('binds at 70 %: output limited to P = 3·(0.7/0.9)/0.4 = 5.833 MWe, cost −116.67 EUR instead of −200', async () => {
    const free = await solve(reePlant());
    expect(free.stats.objective).toBeCloseTo(-200, 6);
    const r = await solve(enforce(reePlant(), { ree_minimo: 0.7, ref_h: 0.9 }));
    // Row: (1 − 0.7·2)·P + (0.7/0.9)·Vs >= 0 with Vs = min(0.6·P, 3) = 3 → P <= 5.8333.
    expect(r.solution!.engines[0]!.power[0]).toBeCloseTo(35 / 6, 6);
    expect(r.stats.objective).toBeCloseTo(-(35 / 6) * 20, 4);
    const a = r.economico!.anual!;
    expect(a.ree).toBeCloseTo(0.7, 6); // 5.833 / (11.667 − 3/0.9)
    expect(a.calor_util_mwh).toBeCloseTo(3, 6);
    expect(a.cumple.ree).toBe(true);
    // Lowering the row by one MWh lets 1/0.4 MWe more run at 20 EUR/MWh margin: 50 EUR per MWh of row.
    expect(a.precio_punto_ree).toBeCloseTo(50 * 0.01 * (70 / 6 - 3 / 0.9), 4);
  });

  it('does not bind at 55 %: the engine runs flat out, as without the rule', async () => {
    const r = await solve(enforce(reePlant(), { ree_minimo: 0.55 }));
    expect(r.stats.objective).toBeCloseTo(-200, 6);
    expect(r.economico!.anual!.ree).toBeCloseTo(10 / (20 - 3 / 0.9), 9);
    expect(r.economico!.anual!.precio_punto_ree).toBeCloseTo(0, 9);
  });
});

describe('CO2 budget', () => {
  it('binds at 2 t: 0.4 t per MWhe allows 5 MWh, cost −100 EUR', async () => {
    const input = tinyInput(1, { electricityPrice: [100], gasPrice: [40], engines: [engine({ potencia_minima: 0, coeficiente_emisiones_CO2: 0.2 })] });
    const r = await solve(enforce(input, { co2_presupuesto_t: 2, ree_minimo: 0 }));
    expect(r.stats.objective).toBeCloseTo(-100, 4);
    expect(r.economico!.anual!.co2_t).toBeCloseTo(2, 6);
    expect(r.economico!.anual!.precio_co2_t).toBeCloseTo(50, 4); // 20 EUR/MWh / 0.4 t/MWh
  });
});

/** Three days of hourly prices around the engine's 80 EUR/MWhe, a steam demand that makes REE
 *  matter, and the hours limit asking for more running than the prices pay for. */
function rollingPlant(): OptimizerInput {
  const T = 72;
  const price = Array.from({ length: T }, (_, t) => 62 + 25 * Math.sin((t * 2 * Math.PI) / 24) + (t % 7) * 1.5 + Math.floor(t / 24) * 3);
  return tinyInput(T, {
    electricityPrice: price, gasPrice: price.map(() => 40), steamDemand: price.map((_, t) => 2 + (t % 5) * 0.5),
    engines: [engine({ potencia_minima: 4, rendimiento_vapor_gas: 0.3, tiempo_minimo_acoplamiento: 3 })], gasBoilers: [gasBoiler()],
  });
}

describe('rolling windows with the annual limits priced', () => {
  it('meets the hours and REE limits and lands within 0.5 % of the single MILP that holds them as rows', async () => {
    const limits = { horas_minimas: 40, ree_minimo: 0.6 };
    const single = await solve(enforce(rollingPlant(), limits), { rollingAboveHours: 1000 });
    const progress: string[] = [];
    const rolled = await solve(enforce(rollingPlant(), limits), {
      rollingAboveHours: 24, keepHours: 24, lookaheadHours: 12, onProgress: (p) => progress.push(`${p.phase} ${p.pass ?? '-'} ${p.window}/${p.windows}`),
    });
    // Each pass's windows are reported with the pass (the windows count from 1 again), then the bound.
    const passes = rolled.economico!.anual!.pasadas;
    expect(passes).toBeGreaterThan(1);
    expect(progress).toEqual([
      ...Array.from({ length: passes }, (_, k) => [1, 2, 3].map((w) => `window ${k + 1} ${w}/3`)).flat(),
      'bound - 1/1',
    ]);
    const free = await solve(rollingPlant(), { rollingAboveHours: 24, keepHours: 24, lookaheadHours: 12 });
    expect(free.economico!.anual!.horas).toBeLessThan(40); // the limit binds
    expect(single.economico!.anual!.cumple).toMatchObject({ horas: true, ree: true });
    expect(rolled.economico!.anual!.cumple).toMatchObject({ horas: true, ree: true });
    expect(rolled.economico!.anual!.precio_hora).toBeGreaterThan(0);
    // Started from the relaxation's price, the passes are no more than from 0 (which needs one pass
    // to see the limit fail before it reaches the same price), and the plan is as good; both are
    // given room (10 passes) so neither stops at the cap. Between a price that missed and one that
    // met the limit the next is interpolated on the spare: 4 passes here, where bisection took 6
    // from the relaxation's price and 7 from 0.
    const roomy = { rollingAboveHours: 24, keepHours: 24, lookaheadHours: 12, annualPasses: 10 };
    const fromRelaxation = await solve(enforce(rollingPlant(), limits), roomy);
    const fromZero = await solve(enforce(rollingPlant(), limits), { ...roomy, annualFromZero: true });
    expect(fromZero.economico!.anual!.cumple).toMatchObject({ horas: true, ree: true });
    expect(fromRelaxation.economico!.anual!.pasadas).toBeLessThanOrEqual(fromZero.economico!.anual!.pasadas);
    expect(fromRelaxation.economico!.anual!.pasadas).toBeLessThanOrEqual(4);
    expect(fromZero.economico!.anual!.pasadas).toBeLessThanOrEqual(4);
    expect(fromRelaxation.stats.objective - fromZero.stats.objective).toBeLessThanOrEqual(0.005 * Math.abs(fromZero.stats.objective));
    const diff = (rolled.stats.objective - single.stats.objective) / Math.abs(single.stats.objective);
    expect(diff).toBeGreaterThanOrEqual(-1e-6);
    expect(diff).toBeLessThan(0.005);
    // The rolling horizon's bound is a bound of the year with its limits.
    expect(rolled.stats.bound).toBeLessThanOrEqual(single.stats.objective + 1e-6);
  });
});

describe('a month of the base plant with an equivalent-hours minimum', () => {
  it('rolling windows meet it within 0.5 % of the single MILP that holds it as a row, with a bound below that optimum', async () => {
    // April 2024's calendar, mode 0, prices around the engines' cost with a daily and a weekly swing:
    // the free month runs 521 h, and the limit asks 3 % more.
    const T = 30 * 24;
    const price = Array.from({ length: T }, (_, t) => 55 + 35 * Math.sin((((t % 24) - 6) / 24) * 2 * Math.PI) + 10 * Math.sin((t / 168) * 2 * Math.PI));
    const plain = baseCaseInput({ hours: T, mode: 0, start: new Date(Date.UTC(2024, 3, 1)), electricityPrice: price });
    const free = (await solve(plain)).economico!.anual!;
    const limits = { ree_minimo: Math.min(0.55, Math.floor(free.ree! * 1000) / 1000), horas_minimas: Math.ceil(free.horas * 1.03) };
    expect(free.horas).toBeLessThan(limits.horas_minimas); // the limit binds
    const rolled = await solve(enforce(plain, limits));
    const single = await solve(enforce(plain, limits), { rollingAboveHours: Infinity });
    expect(rolled.stats.windows.length).toBeGreaterThan(1);
    expect(single.stats.windows).toHaveLength(1);
    expect(single.stats.status).toBe('optimal');
    expect(rolled.economico!.anual!.cumple).toMatchObject({ horas: true, ree: true });
    expect(single.economico!.anual!.cumple).toMatchObject({ horas: true, ree: true });
    const diff = (rolled.stats.objective - single.stats.objective) / Math.abs(single.stats.objective);
    expect(diff).toBeGreaterThanOrEqual(-1e-4); // the single MILP is optimal within its 1e-4 gap
    expect(diff).toBeLessThan(0.005);
    expect(rolled.stats.bound).toBeLessThanOrEqual(single.stats.objective + 1e-6);
    // Every hour of both, the window borders included, passes the independent checker.
    expect(checkSolution(plain, rolled.solution!).violations).toEqual([]);
    expect(checkSolution(plain, single.solution!).violations).toEqual([]);
  });
});

describe('the next price between one that missed a limit and one that met it', () => {
  it('is read off the line through both passes, aimed inside the limit', () => {
    // 0.65 % short at 180, 1.75 % spare at 360: zero spare at 180 + 0.65/2.4·180 = 228.75; aimed at
    // 0.1 % spare, 180 + 0.75/2.4·180 = 236.25.
    expect(narrowedPrice(180, 360, -0.0065, 0.0175, 0)).toBeCloseTo(228.75, 9);
    expect(narrowedPrice(180, 360, -0.0065, 0.0175, 0.001)).toBeCloseTo(236.25, 9);
  });
  it('is the middle while the price that missed was never run (0) or the spares do not rise with the price', () => {
    expect(narrowedPrice(0, 360, undefined, 0.0175, 0)).toBe(180);
    expect(narrowedPrice(180, 360, -0.0065, undefined, 0)).toBe(270);
    expect(narrowedPrice(180, 360, 0.001, -0.002, 0)).toBe(270);
  });
  it('stays a tenth of the interval away from either end, so each pass narrows it', () => {
    expect(narrowedPrice(100, 200, -0.0001, 0.05, 0)).toBeCloseTo(110, 9);
    expect(narrowedPrice(100, 200, -0.05, 0.00001, 0)).toBeCloseTo(190, 9);
  });
});

describe("the year's REE, hours and CO2 recomputed from the stored operation table", () => {
  it('match what the economic result reports (no model code: the table, the plant data and the demands)', async () => {
    const T = 72;
    const base = rollingPlant();
    const input: OptimizerInput = enforce({
      ...base,
      coldDemand: Array.from({ length: T }, (_, t) => 0.5 + (t % 3) * 0.4),
      engines: [
        engine({ nombre: 'Motor cogeneración 1', potencia_minima: 4, rendimiento_vapor_gas: 0.3, porcentaje_agua_caliente: 20, rendimiento_agua_fria_agua_caliente: 0.7, coeficiente_emisiones_CO2: 0.2 }),
        engine({ nombre: 'Motor cogeneración 2', potencia_maxima: 6, potencia_minima: 3, rendimiento_electricidad_gas: 0.4, rendimiento_vapor_gas: 0.25, porcentaje_agua_caliente: 25, rendimiento_agua_fria_agua_caliente: 0.6, coeficiente_emisiones_CO2: 0.2 }),
      ],
      gasBoilers: [gasBoiler({ coeficiente_emisiones_CO2: 0.2, rendimiento_vapor_gas: 0.9 })],
    }, { horas_minimas: 30, ree_minimo: 0.6, co2_presupuesto_t: 1e6, acumulado: { electricidad_mwh: 100, combustible_mwh: 230, calor_util_mwh: 60, energia_vendida_mwh: 100, co2_t: 46 } });
    const r = await solve(input, { rollingAboveHours: 24, keepHours: 24, lookaheadHours: 12 });
    const rows = r.operacion!.rows;
    const n = (row: Record<string, string | number>, col: string) => Number(row[col] ?? 0);
    const names = ['Motor cogeneración 1', 'Motor cogeneración 2'];
    const cops = [0.7, 0.6];
    let E = 100, Q = 230, V = 60, C = 46;
    rows.forEach((row, t) => {
      const e = names.reduce((s, m) => s + n(row, `PE_${m}`), 0);
      const q = names.reduce((s, m) => s + n(row, `CG_${m}`), 0);
      const steam = names.reduce((s, m) => s + n(row, `PV_${m}`), 0);
      const hot = names.reduce((s, m, k) => s + n(row, `PF_${m}`) / cops[k]!, 0);
      E += e;
      Q += q;
      V += Math.min(steam, n(row, 'DEMV')) + Math.min(hot, input.coldDemand[t]! / 0.7);
      C += 0.2 * q + 0.2 * n(row, 'CG_Caldera de gas 6');
    });
    const a = r.economico!.anual!;
    expect(rows).toHaveLength(T);
    expect(a.electricidad_mwh).toBeCloseTo(E, 6);
    expect(a.combustible_mwh).toBeCloseTo(Q, 6);
    expect(a.calor_util_mwh).toBeCloseTo(V, 6);
    expect(a.co2_t).toBeCloseTo(C, 6);
    expect(a.ree).toBeCloseTo(E / (Q - V / 0.9), 9);
    expect(a.horas).toBeCloseTo(E / 16, 9); // installed power 10 + 6 MW, everything sold (venta_total)
    expect(a.cumple).toEqual({ ree: E / (Q - V / 0.9) >= 0.6 - 1e-9, horas: E / 16 >= 30 - 1e-9, co2: true });
    expect(a.cumple.ree && a.cumple.horas).toBe(true);
  });
});

describe('two annual limits that pull against each other', () => {
  /** 48 alike hours, 6 MW of steam each. Engine 10 MWe that runs only at full load (ηe 0.5, steam
   *  0.3 per MWh of gas: 6 MW), 0.2 t CO2 per MWh of gas; gas boiler (η 1, 0.2 t/MWh); electric
   *  boiler (η 1, 6 MWe). Pool 40, gas 30 EUR/MWh. Per hour the steam costs 180 EUR from the gas
   *  boiler (1.2 t), 240 from the electric one (0 t), or the engine runs for 200 (600 of gas, 400
   *  sold; 4 t). Asked 12 equivalent hours and at most 70 t, the year needs 12 engine hours (48 t)
   *  and 21.2 t less from the other 36: 17.67 hours' steam on the electric boiler, 12·20 + 17.67·60
   *  = 1,300 EUR over the free plan. Every hour being alike, a price answers with all hours the same way, so
   *  no pair of prices alone gives that mix: only the joint plan meets both. */
  const plant = () => enforce(tinyInput(48, {
    electricityPrice: new Array(48).fill(40), gasPrice: new Array(48).fill(30), steamDemand: new Array(48).fill(6),
    engines: [engine({ potencia_minima: 10, rendimiento_vapor_gas: 0.3, coeficiente_emisiones_CO2: 0.2 })],
    gasBoilers: [gasBoiler({ coeficiente_emisiones_CO2: 0.2 })],
    electricBoilers: [electricBoiler({ potencia_electrica_maxima: 6 })],
  }), { horas_minimas: 12, co2_presupuesto_t: 70, ree_minimo: 0 });
  const rolling = { rollingAboveHours: 24, keepHours: 24, lookaheadHours: 12 };

  it('the rolling year meets both, close to the single MILP that holds both rows, with a bound below it', async () => {
    const single = await solve(plant(), { rollingAboveHours: Infinity });
    expect(single.stats.objective - (await solve({ ...plant(), annual: undefined })).stats.objective).toBeCloseTo(1300, 4);
    const r = await solve(plant(), rolling);
    const a = r.economico!.anual!;
    expect(a.cumple).toEqual({ ree: true, horas: true, co2: true });
    expect(a.horas).toBeGreaterThanOrEqual(12 - 1e-9);
    expect(a.co2_t).toBeLessThanOrEqual(70 + 1e-9);
    expect(r.warnings.map((w) => w.code)).not.toContain('ANNUAL_LIMIT_NOT_MET');
    expect((r.stats.objective - single.stats.objective) / Math.abs(single.stats.objective)).toBeLessThan(0.005);
    expect(r.stats.bound).toBeLessThanOrEqual(single.stats.objective + 1e-6);
    expect(checkSolution(plant(), r.solution!).violations).toEqual([]);
  });

  it('repaired as soon as the first priced pass misses within reach, on one thread or two: 2 passes, both limits met, the borders checked', async () => {
    const single = await solve(plant(), { rollingAboveHours: Infinity });
    // The first pass, at the relaxation's prices, misses the CO2 budget by 10 % (the hours with a
    // third to spare): a reach of 100 % sends it to the repair at once (the default 2 % would not). Four windows of 12 h: on two threads the later two are
    // repaired by the second thread from the first pass's state at hour 24.
    for (const lanes of [1, 2]) {
      const r = await solve(plant(), { rollingAboveHours: 12, keepHours: 12, lookaheadHours: 6, annualRepairReach: 1, lanes, laneMinHours: 0, annualRepairOnLane: true });
      const a = r.economico!.anual!;
      expect(a.pasadas).toBe(2);
      expect(a.cumple).toEqual({ ree: true, horas: true, co2: true });
      expect((r.stats.objective - single.stats.objective) / Math.abs(single.stats.objective)).toBeLessThan(0.005);
      expect(r.stats.bound).toBeLessThanOrEqual(single.stats.objective + 1e-6);
      expect(checkSolution(plant(), r.solution!).violations).toEqual([]);
    }
  });
});

describe("a repaired window's leeway on the year's rows", () => {
  /** Six hours at 60 EUR/MWh; the 10 MWe engine (Pmin 0) makes at 80 EUR/MWh, so each MWh sold
   *  costs 20 EUR. 3 equivalent hours asked = 30 MWh sold (the free plan sells none). Three windows
   *  of 2 h: window 0 is asked 1/3 of 30 MWh + 1e-4 aimed inside = 10.001 MWh; with a leeway of 10 %
   *  of its part of the limit (1 MWh) at twice the pass's price, it leaves that 1 MWh when the price
   *  is below 20 EUR/MWh, and the windows after it, reading the deficit again, give it. */
  const input = () => enforce(hoursPlant([60, 60, 60, 60, 60, 60]), { horas_minimas: 3, ree_minimo: 0 });
  const opts = { keepHours: 2, lookaheadHours: 0, annualRepairLeeway: 0.1 };
  const soldBy = async (prices: AnnualPrices | undefined) => {
    const free = (await solve({ ...input(), annual: undefined })).solution!;
    const chain = await repairChain(input(), opts, 0, 3, undefined, rowSeries(input(), free), { ree: 0, sold: 0, co2: 0 }, undefined, prices);
    return chain.pieces.map((p) => p.solution.engines[0]!.power.reduce((a, b) => a + b, 0));
  };

  it('leaves a little of the share when giving it costs more than the leeway: the later windows, the last without leeway, close the year', async () => {
    // 50 EUR/h = 5 EUR/MWh, the leeway at 10 EUR/MWh < 20: window 0 sells 9.001; window 1 (one of
    // the last two: no leeway) half of 30 − 9.001 + 0.003 = 10.501; window 2 the rest, 10.501.
    const sold = await soldBy({ ...NO_ANNUAL_PRICES, hours: 50 });
    expect(sold[0]).toBeCloseTo(9.001, 6);
    expect(sold[1]).toBeCloseTo(10.501, 6);
    expect(sold[2]).toBeCloseTo(10.501, 6);
    expect(sold.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(30);
  });

  it('is left unused when the leeway costs more than giving the share (150 EUR/h: 30 EUR/MWh), as without prices', async () => {
    for (const prices of [{ ...NO_ANNUAL_PRICES, hours: 150 }, undefined]) {
      const sold = await soldBy(prices);
      for (const s of sold) expect(s).toBeCloseTo(10.001, 6);
    }
  });
});
