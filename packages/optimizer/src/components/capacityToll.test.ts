// The capacity toll (docs/tolls.md): every contracted power of each 6.1TD period, the electric
// boilers' included, billed at that period's annual power term, spread evenly over the hours.
import { describe, expect, it } from 'vitest';
import { solve } from '../solve.ts';
import { checkSolution } from '../testing/checker.ts';
import { flatTolls, gasBoiler, tinyInput } from '../testing/plants.ts';
import type { TollPeriod } from '../input.ts';
import { capacityTollPerHour } from './electricity.ts';

/** p1 at 17,520 EUR/MW·year (2 EUR/MW·h), p2 at 8,760 (1 EUR/MW·h), p3..p6 free; 1 MW contracted
 *  in each period plus 4 MW for the electric boilers: (2 + 1)·(1 + 4) = 15 EUR every hour. */
const tolls = (calderas: number): TollPeriod[] => flatTolls({ pot_contratada: 1, pot_contratada_calderas: calderas })
  .map((r) => ({ ...r, peaje_pot: r.periodo === 1 ? 17_520 : r.periodo === 2 ? 8_760 : 0 }));

describe('capacity toll', () => {
  it('bills the boilers\' contracted power too: 15 EUR/h with it, 3 without', () => {
    expect(capacityTollPerHour({ tolls: tolls(4) })).toBeCloseTo(15, 12);
    expect(capacityTollPerHour({ tolls: tolls(0) })).toBeCloseTo(3, 12);
  });

  it('is in every hour whatever its period, in the economics and as a constant of the objective', async () => {
    // Hours in p6 (no power term of their own) still carry 15 EUR: the power is contracted all day.
    // Steam 5 MW from a boiler at 20 EUR/MWh gas: 100 EUR/h; 4 hours: 400 + 4·15 = 460.
    const input = tinyInput(4, { tariffPeriod: [6, 6, 1, 2], gasPrice: [20, 20, 20, 20], steamDemand: [5, 5, 5, 5], gasBoilers: [gasBoiler()], tolls: tolls(4) });
    const r = await solve(input);
    expect(r.economico!.rows.map((row) => row.COST_PEAJE_POT)).toEqual([15, 15, 15, 15].map((x) => expect.closeTo(x, 9)));
    expect(r.economico!.totals.COST_PEAJE_POT).toBeCloseTo(60, 9);
    expect(r.stats.objective).toBeCloseTo(460, 6);
    expect(checkSolution(input, r.solution!).cost).toBeCloseTo(460, 6);
    // The toll cannot change the plan: the same boiler schedule without it, 60 EUR less.
    const free = await solve({ ...input, tolls: flatTolls() });
    expect(free.stats.objective).toBeCloseTo(400, 6);
    expect(free.solution!.gasBoilers).toEqual(r.solution!.gasBoilers);
  });
});
