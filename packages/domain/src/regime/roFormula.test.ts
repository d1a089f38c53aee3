import { describe, expect, it } from 'vitest';
import { gasAccessTerm, roFromPrices } from './roFormula.ts';
import { PUBLISHED_RO, RO_GAS_TOLLS_RL11, RO_OWN_VALUES, roMethodFor } from './roReference.ts';

describe('Ro of a quarter by the method of Orden TED/526/2024', () => {
  // IT-01144, 2026-T3, local network RL11, prices as the resolution (BOE-A-2026-14552) states them:
  // P_m 78.714, P_PVB 42.433, P_CO2 75.48; IVPEE 4.9 %.
  const tolls = RO_GAS_TOLLS_RL11['2026-T3']!;
  const own = RO_OWN_VALUES['IT-01144']![2026]!;

  it('gas access costs by hand: s = 1.01494, storage 0.000156 EUR/kWh, capacity 0.000930 EUR/kWh -> 1.13226 EUR/MWh', () => {
    // s = 1 + (0.14 + 1.354)/100
    // storage = 20.6/365 · (0.002525·s + 0 + 0.3·(0.141516·s + 0.101405·s)/365) = 0.00015607
    // capacity = s · (0.091488 − 0.01016 + 0.00614 + 0.139655)/248 = 0.00092950
    // P_e = 1000 · (0.00092950 + 0 + s·0.000046 + 0.00015607) = 1.13226
    expect(gasAccessTerm(tolls)).toBeCloseTo(1.13226, 5);
  });

  it('the quarter by hand: 52.66416 / (1 − 0.049) = 55.3777', () => {
    // P_comb = 42.433 + 1.13226 = 43.56526
    // fuel   = 43.56526/0.9 · 2.606 = 126.14563
    // CO2    = 75.48 · 0.406 = 30.64488
    // tax    = 0.049 · (78.714 + 15520/5158) = 4.00442
    // heat   = 43.56526/0.9 · 1.0289 + 0.611 = 50.41577
    // 126.14563 + 20.999 + 30.64488 + 4.00442 − 78.714 − 0 − 50.41577 − 0 = 52.66416
    const r = roFromPrices({ electricity: 78.714, gas: 42.433, co2: 75.48 }, own, gasAccessTerm(tolls), 4.9);
    expect(r.fuelCost).toBeCloseTo(126.14563, 4);
    expect(r.co2Cost).toBeCloseTo(30.64488, 5);
    expect(r.taxOnMarketAndRinv).toBeCloseTo(4.00442, 4);
    expect(r.heatIncome).toBeCloseTo(50.41577, 4);
    expect(r.ro).toBeCloseTo(55.3777, 4);
  });

  it('reproduces the Ro the BOE published for 2026-T3 within 0.001 EUR/MWhE (its inputs are rounded to 3 decimals)', () => {
    const checked = PUBLISHED_RO.filter((pub) => pub.prices !== null);
    expect(checked.map((pub) => pub.quarter)).toEqual(['2026-T3']);
    for (const pub of checked) {
      const m = roMethodFor(pub.itCode, pub.quarter);
      if (!m.ok) throw new Error(m.reason);
      const r = roFromPrices(pub.prices!, m.data.own, gasAccessTerm(m.data.tolls), m.data.ivpeePct);
      // Error stated in docs/annual-rules.md §8: +0.0007 EUR/MWhE.
      expect(r.ro - pub.ro).toBeCloseTo(0.0007, 4);
    }
  });

  it('2026-T1 (52.963) and 2026-T2 (89.486) are published but not recomputed: their prices and gas tolls were not read', () => {
    const unchecked = PUBLISHED_RO.filter((pub) => pub.prices === null);
    expect(unchecked.map((pub) => [pub.quarter, pub.ro, pub.source])).toEqual([
      ['2026-T1', 52.963, 'BOE-A-2026-226'],
      ['2026-T2', 89.486, 'BOE-A-2026-7426'],
    ]);
    // Without the quarter's tolls the method gives no estimate rather than borrowing a later quarter's.
    for (const pub of unchecked) expect(roMethodFor(pub.itCode, pub.quarter)).toEqual({ ok: false, reason: 'no_tolls' });
  });

  it('prices are rounded to 3 decimals as the BOE does, and a negative result pays nothing', () => {
    const a = roFromPrices({ electricity: 78.7144, gas: 42.4331, co2: 75.4801 }, own, 1.13226, 4.9);
    expect(a.prices).toEqual({ electricity: 78.714, gas: 42.433, co2: 75.48 });
    const high = roFromPrices({ electricity: 400, gas: 10, co2: 0 }, own, 1.13226, 4.9);
    expect(high.roFormula).toBeLessThan(0);
    expect(high.ro).toBe(0);
  });
});

describe('the method values of a code and quarter', () => {
  it('a code or quarter that is not well formed, or a code without read values, gives no method', () => {
    expect(roMethodFor('01144', '2026-T3')).toEqual({ ok: false, reason: 'bad_code' });
    expect(roMethodFor('IT-01144', '2026-Q3')).toEqual({ ok: false, reason: 'bad_code' });
    expect(roMethodFor('IT-99999', '2026-T3')).toEqual({ ok: false, reason: 'unknown_code' });
    expect(roMethodFor('IT-01144', '2025-T4')).toEqual({ ok: false, reason: 'no_values_for_year' });
  });

  it('a later quarter takes the latest values read before it and its own IVPEE rate', () => {
    const m = roMethodFor('IT-01144', '2027-T2');
    expect(m.ok && { ownYear: m.data.ownYear, tollsQuarter: m.data.tollsQuarter, ivpee: m.data.ivpeePct }).toEqual({ ownYear: 2026, tollsQuarter: '2026-T3', ivpee: 3.5 });
    const q4 = roMethodFor('IT-01144', '2026-T4');
    expect(q4.ok && q4.data.ivpeePct).toBe(4.2);
  });
});

describe('the estimate of a quarter', () => {
  it('needs the plant\'s code and the three prices', async () => {
    const { estimateQuarterRo } = await import('./roEstimate.ts');
    const prices = { electricity: 78.714, gas: 42.433, co2: 75.48 };
    expect(estimateQuarterRo(undefined, '2026-T3', prices)).toEqual({ ok: false, reason: 'no_code' });
    expect(estimateQuarterRo('IT-01144', '2026-T3', { ...prices, co2: null })).toEqual({ ok: false, reason: 'no_prices' });
    const e = estimateQuarterRo('IT-01144', '2026-T3', prices);
    expect(e.ok && e.ro.ro).toBeCloseTo(55.3777, 4);
    expect(e.ok && e.method.gasAccess).toBeCloseTo(1.13226, 5);
  });
});
