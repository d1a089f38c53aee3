// RD 917/2025's hours rules in the planning year (docs/annual-rules.md §2), on a 10 MWe engine that
// loses money at every price below its 80 EUR/MWhe: the zero-price exemption (runs of six hours or
// more count one equivalent hour each, whatever is sold in them) and the minimum of the first 3
// months, as rows of a single MILP and as prices of rolling windows.
import { describe, expect, it } from 'vitest';
import { annualRulesSchema, type AnnualRulesInput } from '@plantasim/domain';
import { solve } from './solve.ts';
import { engine, tinyInput } from './testing/plants.ts';
import { checkSolution } from './testing/checker.ts';
import type { AnnualCheckpoint, OptimizerInput } from './input.ts';

function plant(prices: number[], r: AnnualRulesInput, checkpoints?: AnnualCheckpoint[]): OptimizerInput {
  const input = tinyInput(prices.length, { electricityPrice: prices, gasPrice: prices.map(() => 40), engines: [engine({ potencia_minima: 0 })] });
  return { ...input, annual: { rules: annualRulesSchema.parse(r), enforce: true, checkpoints } };
}

describe('the zero-price exemption in the planning year', () => {
  // H0-H5: a 6-hour zero run (exempt: 6 h credited); H6 at 50; H7-H11: a 5-hour zero run (not
  // exempt); H12 at 60, H13 at 70. Minimum 8 h: 6 credited, 2 to sell, cheapest H13 (10 EUR/MWh lost)
  // and H12 (20): 100 + 200 = 300 EUR. Without the exemption it would take H13, H12, H6 and five hours
  // at zero price (80 EUR/MWh each): 4,600 EUR; with the 5-hour run exempt too, nothing (11 h credited).
  const prices = [0, 0, 0, 0, 0, 0, 50, 0, 0, 0, 0, 0, 60, 70];

  it('sells only the two cheapest priced hours: 300 EUR, 8 equivalent hours of which 6 exempt', async () => {
    const r = await solve(plant(prices, { horas_minimas: 8, ree_minimo: 0 }));
    expect(r.stats.objective).toBeCloseTo(300, 4);
    expect(r.solution!.engines[0]!.power).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10, 10]);
    const a = r.economico!.anual!;
    expect(a.horas_exentas).toBe(6);
    expect(a.horas).toBeCloseTo(8, 9);
    expect(a.energia_vendida_mwh).toBeCloseTo(20, 9);
    expect(a.cumple.horas).toBe(true);
  });

  it('a year whose hours so far include exempt ones needs that many fewer', async () => {
    // 2 exempt hours already: 6 + 2 = 8 credited, nothing to sell.
    const r = await solve(plant(prices, { horas_minimas: 8, ree_minimo: 0, acumulado: { horas_exentas: 2 } }));
    expect(r.stats.objective).toBeCloseTo(0, 6);
    expect(r.economico!.anual!.horas).toBeCloseTo(8, 9);
  });
});

describe('the minimum of the first 3 months', () => {
  // H0-H3 are the first 3 months (the check at hour 4), H4-H5 the rest of the year at 100 EUR/MWh.
  // Year minimum 2 h: met by H4-H5, which pay (−400 EUR). 50 % at 3 months: 1 h before H4, the
  // cheapest H2 at 70 (100 EUR lost): −300 EUR.
  const prices = [50, 60, 70, 40, 100, 100];
  const rules = { horas_minimas: 2, ree_minimo: 0, porcentajes_3_6_9_meses: [50, 75, 90] as [number, number, number] };

  it('a single MILP holds it as a row: H2 runs, −300 EUR; the period is reported met', async () => {
    const r = await solve(plant(prices, rules, [{ months: 3, hour: 4 }]));
    expect(r.stats.objective).toBeCloseTo(-300, 4);
    expect(r.solution!.engines[0]!.power).toEqual([0, 0, 10, 0, 10, 10]);
    expect(r.economico!.anual!.periodos).toEqual([{ meses: 3, horas: 1, horas_minimas: 1, horas_umbral: null, cumple: true, factor_horas: 1 }]);
  });

  it('without the check inside the horizon only the year counts: −400 EUR', async () => {
    const r = await solve(plant(prices, rules));
    expect(r.stats.objective).toBeCloseTo(-400, 4);
    expect(r.economico!.anual!.periodos).toEqual([]);
  });

  it('rolling windows price it and meet it within 0.5 % of the single MILP', async () => {
    // First 24 h at 30, 32, … 76 EUR/MWh (no two alike: a price then picks whole hours), then 100.
    const long = Array.from({ length: 48 }, (_, t) => (t < 24 ? 30 + 2 * t : 100));
    const input = plant(long, { ...rules, horas_minimas: 10 }, [{ months: 3, hour: 24 }]);
    const single = await solve(input, { rollingAboveHours: Infinity });
    const rolled = await solve(input, { rollingAboveHours: 12, keepHours: 12, lookaheadHours: 6 });
    expect(rolled.stats.windows.length).toBeGreaterThan(1);
    expect(checkSolution(input, rolled.solution!).violations).toEqual([]);
    // 5 h in the first 24 (50 % of 10): the five dearest, 76 … 68, losing 4 + 6 + 8 + 10 + 12 EUR/MWh
    // over 10 MW = 400 EUR; 24 h at 100 after (−200 EUR each).
    expect(single.stats.objective).toBeCloseTo(-24 * 200 + 400, 4);
    expect(rolled.economico!.anual!.periodos![0]).toMatchObject({ meses: 3, cumple: true });
    const diff = (rolled.stats.objective - single.stats.objective) / Math.abs(single.stats.objective);
    expect(diff).toBeGreaterThanOrEqual(-1e-6);
    expect(diff).toBeLessThan(0.005);
    expect(rolled.stats.bound).toBeLessThanOrEqual(single.stats.objective + 1e-6);
  });
});
