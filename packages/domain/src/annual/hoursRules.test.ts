// RD 917/2025's hours rules on hand-made figures: the zero-price exemption (runs of six hours or
// more) and the checks of the minimum and threshold at 3, 6 and 9 months (docs/annual-rules.md §2).
import { describe, expect, it } from 'vitest';
import { addFlows, annualAccount, annualRulesSchema, equivalentHours, hourFlows, NO_FLOWS, type AnnualFlows } from './rules.ts';
import { zeroPriceExemptHours } from './zeroPrice.ts';

/** A 10 MW plant that sells 10 MWh in every hour whose price is above zero and stops otherwise. */
function yearOf(prices: number[]): AnnualFlows {
  const exempt = zeroPriceExemptHours(prices);
  return prices.reduce((f, p, t) => {
    const sold = p > 0 ? 10 : 0;
    return addFlows(f, hourFlows({ engines: [{ power: sold, gas: sold * 2, steam: 0, cold: 0, co2PerMWhGas: 0, absorptionCop: 0 }], steamDemand: 0, coldDemand: 0, boilerCo2: 0, sold, exempt: exempt[t] }, 0));
  }, NO_FLOWS);
}

describe('the zero-price exemption (six consecutive hours or more)', () => {
  // 2 priced hours, a 6-hour zero run, 1 priced, a 5-hour zero run (one of them negative), 2 priced.
  const prices = [40, 50, 0, 0, 0, 0, 0, 0, 45, 0, 0, -3, 0, 0, 60, 70];

  it('marks the six hours of the first run only', () => {
    expect(zeroPriceExemptHours(prices)).toEqual([false, false, true, true, true, true, true, true, false, false, false, false, false, false, false, false]);
    expect(zeroPriceExemptHours([0, 0, 0, 0, 0, -1])).toEqual([true, true, true, true, true, true]); // a run to the end of the series
    expect(zeroPriceExemptHours([0, 0, 0, 0, 0, 0.01])).toEqual([false, false, false, false, false, false]);
    expect(zeroPriceExemptHours([])).toEqual([]);
  });

  it('a hand-made year: 5 priced hours sold (50 MWh / 10 MW) + 6 exempt = 11 equivalent hours; the 5-hour run counts nothing', () => {
    const f = yearOf(prices);
    expect(f.sold).toBe(50);
    expect(f.exemptHours).toBe(6);
    expect(equivalentHours(f, 10)).toBe(11);
    const rules = annualRulesSchema.parse({ horas_minimas: 11, horas_umbral: 5 });
    expect(annualAccount(f, rules, 10)).toMatchObject({ hours: 11, meets: { hours: true }, hoursFactor: 1 });
    // Were the 5-hour run exempt too the year would have 16 h; were neither, 5 h (factor 0).
    expect(annualAccount({ ...f, exemptHours: 0 }, rules, 10)).toMatchObject({ hours: 5, meets: { hours: false }, hoursFactor: 0 });
  });

  it('an exempt hour counts once whether the plant ran in it or not', () => {
    const ran = hourFlows({ engines: [{ power: 10, gas: 20, steam: 0, cold: 0, co2PerMWhGas: 0, absorptionCop: 0 }], steamDemand: 0, coldDemand: 0, boilerCo2: 0, sold: 10, exempt: true }, 0);
    expect(ran).toMatchObject({ electricity: 10, sold: 0, exemptHours: 1 });
    expect(equivalentHours(ran, 10)).toBe(1);
  });
});

describe('the 3-month check', () => {
  // Nh_min 4000 h, Uf 1200 h, 15 / 30 / 45 % at 3 / 6 / 9 months: 600 h and 180 h by the end of March.
  const rules = annualRulesSchema.parse({ horas_minimas: 4000, horas_umbral: 1200, porcentajes_3_6_9_meses: [15, 30, 45] });
  const march = (sold: number, exemptHours: number): AnnualFlows => ({ ...NO_FLOWS, sold, exemptHours });

  it('550 h sold + 60 h exempt = 610 h >= 600: met; without the exempt hours 550 < 600: missed, factor (550 − 180)/(600 − 180)', () => {
    const year = march(40_000, 60);
    const met = annualAccount(year, rules, 10, [{ months: 3, flows: march(5_500, 60) }]);
    expect(met.periods).toEqual([{ months: 3, hours: 610, minimum: 600, threshold: 180, meets: true, factor: 1 }]);
    const missed = annualAccount(year, rules, 10, [{ months: 3, flows: march(5_500, 0) }]).periods[0]!;
    expect(missed.meets).toBe(false);
    expect(missed.factor).toBeCloseTo((550 - 180) / (600 - 180), 12);
  });

  it('needs the percentages: without them no period limit, only the hours', () => {
    const a = annualAccount(march(0, 0), annualRulesSchema.parse({ horas_minimas: 4000 }), 10, [{ months: 3, flows: march(100, 0) }]);
    expect(a.periods).toEqual([{ months: 3, hours: 10, minimum: undefined, threshold: undefined, meets: true, factor: 1 }]);
  });

  it('refuses percentages out of 0..100 and a list that is not three', () => {
    expect(annualRulesSchema.safeParse({ porcentajes_3_6_9_meses: [15, 30, 145] }).success).toBe(false);
    expect(annualRulesSchema.safeParse({ porcentajes_3_6_9_meses: [15, 30] }).success).toBe(false);
    expect(annualRulesSchema.safeParse({ acumulado: { horas_exentas: -1 } }).success).toBe(false);
  });
});
