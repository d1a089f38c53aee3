import { describe, expect, it } from 'vitest';
import {
  economicFigures, figureTotals, hourCosts, hourFigures, hourIncome, referenceCost, type HourMoney, type ReferenceLines,
} from './figures.ts';
import { economicTotalsRow, type ResultRow } from './resultTables.ts';
import { planKpis } from './planKpis.ts';
import { runKpis } from '../compare/kpis.ts';
import { testPayload } from '../compare/testPayload.ts';

const money = (over: Partial<HourMoney> = {}): HourMoney => ({
  gasCog: 1000, gasBoiler: 200, co2: 300, fee: 50, starts: 0, elecClosed: 20, elecOpen: 30, compressors: 12,
  gasToll: 81.84, capacityToll: 140, ivpee: 40, elecSales: 900, ro: 70, swapElec: -45, swapGas: 12, ...over,
});
const reference = (over: Partial<ReferenceLines> = {}): ReferenceLines => ({
  steam: 1500, electricity: 400, gasToll: 81.84, capacityToll: 140, swapElec: -45, swapGas: 12, ...over,
});

/** A seeded table of hours whose lines follow figures.ts, as the optimizer writes them. */
function table(seed: number, hours: number): ResultRow[] {
  let s = seed;
  const r = () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
  return Array.from({ length: hours }, (_, t) => {
    const m = money({ gasCog: 2000 * r(), elecSales: 1500 * r(), capacityToll: 100 * r(), swapElec: 200 * r() - 100, swapGas: 50 * r() - 25 });
    const steam = r() < 0.2 ? 0 : 20 * r();
    const f = hourFigures(m, reference({ steam: 80 * steam, capacityToll: m.capacityToll, swapElec: m.swapElec, swapGas: m.swapGas }), steam);
    return {
      FECHA_HORA: `H${t + 1}`, DEMV: steam, COST_TOTAL: f.costs, ING_TOTAL: f.income, COST_REF: f.reference, AHORRO: f.savings,
      AHORRO_PCT: f.savingsShare ?? 0, CMED_VAPOR: f.steamCost ?? 0, BENEFICIO_BRUTO: f.grossMargin, ING_SWAP_ELEC: m.swapElec, COST_PEAJE_POT: m.capacityToll,
    };
  });
}

describe('the economic figures (docs/figures.md)', () => {
  it('counts the capacity toll and both swaps in the net cost, and the same lines in the reference', () => {
    const f = hourFigures(money(), reference(), 10);
    expect(f.costs).toBeCloseTo(1000 + 200 + 300 + 50 + 20 + 30 + 12 + 81.84 + 140 + 40, 10);
    expect(f.income).toBeCloseTo(900 + 70 - 45 + 12, 10);
    expect(f.netCost).toBeCloseTo(hourCosts(money()) - hourIncome(money()), 10);
    expect(f.reference).toBeCloseTo(1500 + 400 + 81.84 + 140 + 45 - 12, 10);
    // A line that does not depend on running the engines moves net cost and reference alike: savings do not move.
    const dearer = hourFigures(money({ capacityToll: 1140, swapElec: -1045 }), reference({ capacityToll: 1140, swapElec: -1045 }), 10);
    expect(dearer.netCost - f.netCost).toBeCloseTo(2000, 10);
    expect(dearer.savings).toBeCloseTo(f.savings!, 10);
    expect(referenceCost(reference())).toBeCloseTo(f.reference!, 10);
  });

  it('reference − net cost = savings, savings / reference = share, net / steam = steam cost, margin = −net', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const rows = table(seed, 24 + seed);
      const f = economicFigures(rows)!;
      expect(f.reference! - f.netCost).toBeCloseTo(f.savings!, 6);
      expect(f.savingsShare).toBeCloseTo(f.savings! / f.reference!, 12);
      expect(f.grossMargin).toBeCloseTo(-f.netCost, 6);
      const steam = rows.reduce((a, r) => a + Number(r.DEMV), 0);
      expect(f.steamCost).toBeCloseTo(f.netCost / steam, 9);
    }
  });

  it('cards = totals row = compare: one figure, whichever screen reads it', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const rows = table(seed, 48);
      const columns = Object.keys(rows[0]!);
      const totals = economicTotalsRow(columns, rows);
      const cards = planKpis({ columns, rows }, { motores: [] });
      const compare = runKpis(testPayload(), { resultado_economico: { columns, rows, totals } });
      const net = Number(totals.COST_TOTAL) - Number(totals.ING_TOTAL);
      expect(cards.netCost).toBeCloseTo(net, 6);
      expect(compare.netCost).toBeCloseTo(net, 6);
      // The totals row's AHORRO is the subtraction a manager checks, not a sum that misses a line.
      expect(Number(totals.COST_REF) - net).toBeCloseTo(Number(totals.AHORRO), 6);
      expect(cards.savings).toBeCloseTo(Number(totals.AHORRO), 6);
      expect(compare.savings).toBeCloseTo(Number(totals.AHORRO), 6);
      // The share and the steam cost: the card's weighted figures, in the totals row too.
      expect(Number(totals.AHORRO_PCT)).toBeCloseTo(cards.savingsShare!, 12);
      expect(Number(totals.CMED_VAPOR)).toBeCloseTo(cards.steamCost!, 9);
      expect(Number(totals.BENEFICIO_BRUTO)).toBeCloseTo(-net, 6);
    }
  });

  it('a table without COST_TOTAL or ING_TOTAL keeps its own totals (no figure made up)', () => {
    expect(figureTotals([{ COST_TOTAL: 5, BENEFICIO_BRUTO: -5 }])).toEqual({});
    expect(economicFigures([])).toBeNull();
    expect(economicFigures([{ BENEFICIO_BRUTO: 30 }])!.netCost).toBe(-30);
  });
});
