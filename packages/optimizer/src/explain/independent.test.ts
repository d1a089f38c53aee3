// Independent check of the counterfactuals on real prices: for a sample of blocks of a week
// (OMIE day-ahead prices of Spain, 15-21 January 2024; gas at 30 EUR/MWh, about MIBGAS's price of
// that week — the optimizer may not depend on the market-data package), the cost reported for the
// flipped block equals the objective of a fresh solve of the whole week's model with that block
// flipped and the same commitments kept, to 1e-6 relative. The fresh solve neither restricts the
// model nor fixes any continuous decision: it checks that the re-solve over the block's hours is
// the whole model's answer.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseCaseInput } from '../testing/baseCase.ts';
import { solveWindow } from '../solveWindow.ts';
import { buildModel } from '../model.ts';
import { runHighs } from '../highsRunner.ts';
import { fixPlan, planBinaries } from './lpFix.ts';
import { planBlocks } from './blocks.ts';
import { flipBlock, flipContext, onColumns } from './counterfactual.ts';
import type { Block } from './types.ts';
import type { OptimizerInput } from '../input.ts';
import type { PlantSolution } from '../solution.ts';
import { at } from '../at.ts';

const MARKET = resolve(import.meta.dirname, '../../../../../shared/market-data');
const DAYS = ['2024-01-15', '2024-01-16', '2024-01-17', '2024-01-18', '2024-01-19', '2024-01-20', '2024-01-21'];

/** The Spanish hourly prices of an OMIE marginalpdbc file ("2024;01;15;1;77.7;77.7;" lines:
 *  year, month, day, hour, Portugal, Spain). */
function omieDay(day: string): number[] {
  const text = readFileSync(join(MARKET, 'omie', 'marginalpdbc', `marginalpdbc_${day.replaceAll('-', '')}.1`), 'latin1');
  const prices = text.split(/\r?\n/).map((l) => l.split(';')).filter((f) => f.length >= 6 && /^\d{4}$/.test(at(f, 0))).map((f) => Number(at(f, 5)));
  if (prices.length !== 24 || prices.some((p) => !Number.isFinite(p))) throw new Error(`OMIE ${day}: ${prices.length} prices`);
  return prices;
}

function weekInput(): OptimizerInput {
  const electricity = DAYS.flatMap(omieDay);
  return baseCaseInput({ hours: 168, mode: 0, start: new Date(Date.UTC(2024, 0, 15)), electricityPrice: electricity, gasPrice: new Array(168).fill(30) });
}

/** The whole week's model with the plan's commitments, the block flipped (or not), the hourly
 *  units free in the block's hours and the hour on each side, every continuous decision free. */
async function freshSolve(input: OptimizerInput, plan: PlantSolution, b: Block, flip: boolean): Promise<number | 'infeasible'> {
  const pm = buildModel(input, { noSymmetry: true });
  const fixed = planBinaries(pm, plan);
  const own = new Set(onColumns(pm, b));
  const hourly = new Set(['GasBoiler', 'ElecBoiler', 'Compressor']);
  const m = pm.m;
  for (let j = 0; j < m.numCols; j++) {
    if (!m.colInteger[j]) continue;
    const k = at(m.colKeys, j);
    if (flip && own.has(j)) m.fix(j, b.on ? 0 : 1);
    else if (!(hourly.has(k.component) && k.hour >= b.from - 1 && k.hour <= b.to)) m.fix(j, at(fixed, j));
  }
  const r = await runHighs(m, { mipRelGap: 1e-9, highsOptions: { mip_abs_gap: 1e-4 } });
  if (r.status === 'infeasible') return 'infeasible';
  expect(r.status).toBe('optimal');
  return r.objective;
}

describe('counterfactuals against fresh whole-week solves (real 2024 prices)', () => {
  it('reports for a sample of blocks the cost difference a fresh solve finds, to 1e-6 relative', async () => {
    const input = weekInput();
    const solved = await solveWindow(input);
    const plan = solved.solution!;
    const fixedPlan = await fixPlan(input, plan);
    const ctx = flipContext(input, fixedPlan.pm, fixedPlan.x);
    const blocks = planBlocks(input, fixedPlan.pm.prep, plan).filter((b) => b.available);
    // The shortest on and off block of each family: the ones whose neighbours matter most.
    const sample: Block[] = [];
    for (const family of ['engine', 'gasBoiler', 'electricBoiler', 'compressor'] as const) {
      for (const on of [true, false]) {
        const pick = blocks.filter((b) => b.family === family && b.on === on).sort((a, c) => a.to - a.from - (c.to - c.from))[0];
        if (pick) sample.push(pick);
      }
    }
    expect(sample.length).toBeGreaterThanOrEqual(5);
    let checked = 0;
    for (const b of sample) {
      const r = await flipBlock(ctx, b);
      const fresh = await freshSolve(input, plan, b, true);
      // A flip reported impossible is impossible for the whole model too, and vice versa.
      expect(r.status === 'ok').toBe(fresh !== 'infeasible');
      if (r.status !== 'ok' || fresh === 'infeasible') continue;
      const freshBase = await freshSolve(input, plan, b, false);
      if (freshBase === 'infeasible') throw new Error('the plan itself must be feasible');
      expect(Math.abs(r.objective - fresh) / Math.abs(fresh)).toBeLessThan(1e-6);
      expect(Math.abs(r.objective - r.baseObjective - (fresh - freshBase))).toBeLessThan(1e-6 * Math.abs(fresh));
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(5);
  });
});
