// Marginal values: the plan's binaries fixed at their values, the remaining LP solved with HiGHS,
// and the duals of the balance and limit rows read back. With every commitment fixed the LP is
// what the plant still decides (loads, purchases, sales), so its duals are the EUR value of one
// more MWh in each hour given the schedule: e.g. a gas boiler on the margin prices steam at its
// gas cost / efficiency. The LP solution is also the full column vector the counterfactuals start from.
import type { OptimizerInput } from '../input.ts';
import { buildModel, type PlantModel } from '../model.ts';
import { runHighs } from '../highsRunner.ts';
import type { PlantSolution } from '../solution.ts';
import type { MarginalValues } from './types.ts';
import { at } from '../at.ts';
import { rowName } from '../rowFamilies.ts';

export interface FixedPlan {
  pm: PlantModel;
  /** Full column vector of the plan (binaries as planned, the rest the LP's optimum). */
  x: Float64Array;
  objective: number;
  marginal: MarginalValues;
}

/** The integer columns set to the plan's on/off values (and, under autoconsumo_neto, its hours'
 *  direction through the net meter). */
export function planBinaries(pm: PlantModel, s: PlantSolution): Float64Array {
  const fix = new Float64Array(pm.m.numCols);
  const set = (cols: number[][], on: Array<{ on: number[] }>) => cols.forEach((c, k) => {
    const unitOn = at(on, k).on;
    c.forEach((j, t) => { fix[j] = at(unitOn, t); });
  });
  set(pm.engines.u, s.engines);
  set(pm.gasBoilers.b, s.gasBoilers);
  set(pm.electricBoilers.b, s.electricBoilers);
  set(pm.compressors.c, s.compressors);
  // The net meter's direction (autoconsumo_neto): an hour that sells exports, one that buys imports.
  for (const { z, hour } of pm.market.exporting) fix[z] = at(s.market.sell, hour) > at(s.market.buyClosed, hour) + at(s.market.buyOpen, hour) ? 1 : 0;
  return fix;
}

export async function fixPlan(input: OptimizerInput, s: PlantSolution): Promise<FixedPlan> {
  const pm = buildModel(input, { noSymmetry: true, noCuts: true });
  const fixed = planBinaries(pm, s);
  const plan = await runHighs(pm.m, { fixIntegers: fixed });
  if (plan.status !== 'optimal') throw new Error(`the plan's fixed LP ended ${plan.status}`);
  const T = pm.prep.T;
  const rowOf = new Map<string, number>();
  pm.m.rowNames.forEach((name, i) => rowOf.set(name, i));
  const r = await perturbedDuals(pm, fixed, rowOf);
  // HiGHS' row dual is d objective / d row bound: the cost of one more MWh of demand; a limit row
  // "<= cap" has a dual <= 0 when binding, so one more MW of limit is worth minus its dual.
  const dual = (name: string, sign: number) => {
    const i = rowOf.get(name);
    return i === undefined ? 0 : clean(sign * at(r.rowDual, i));
  };
  const hours = Array.from({ length: T }, (_, t) => t);
  // The sales column's upper bound is the sum of every engine's export limit: when all engines
  // run it states the same limit as the export row, so one more MW of limit relaxes both.
  const exportValue = (t: number) => {
    const row = rowOf.get(rowName('marketExport', t));
    return clean(-(row === undefined ? NaN : at(r.rowDual, row)) - at(r.colDual, at(pm.market.S, t))) || 0;
  };
  // Purchases are also capped by own consumption, whose bound is the same demand De[t].
  const elecValue = (t: number) => clean(dual(rowName('elecBalance', t), 1) + dual(rowName('marketBuyUse', t), 1));
  return {
    pm, x: Float64Array.from(plan.colValue), objective: plan.objective,
    marginal: {
      steam: hours.map((t) => dual(rowName('steamBalance', t), 1)),
      cold: hours.map((t) => dual(rowName('coldBalance', t), 1)),
      elec: hours.map(elecValue),
      exportLimit: hours.map(exportValue),
      importLimit: hours.map((t) => dual(rowName('marketImport', t), -1)),
    },
  };
}

/** Row index of a row every plant model has (the balances, the purchase limit). */
function rowIndex(rowOf: Map<string, number>, name: string): number {
  const i = rowOf.get(name);
  if (i === undefined) throw new RangeError(`row ${name} is not in the model`);
  return i;
}

/** Demand added to every balance before reading the duals (MWh). */
const NUDGE = 1e-3;

/**
 * The duals of the LP with every demand nudged up by NUDGE. At the plan itself rows often
 * coincide (a plant that sells all it makes with no own demand has "balance" and "sell no more
 * than you make" both tight), and a degenerate LP may return any of several duals, e.g. 0 for the
 * electricity that one more MWh of demand would cost. After the nudge the next MWh is what is
 * priced: the duals are the value of one more MWh, as wanted.
 */
async function perturbedDuals(pm: PlantModel, fixed: Float64Array, rowOf: Map<string, number>) {
  const { m } = pm;
  const saved = { lower: m.rowLower.slice(), upper: m.rowUpper.slice() };
  for (let t = 0; t < pm.prep.T; t++) {
    for (const name of [rowName('steamBalance', t), rowName('coldBalance', t), rowName('elecBalance', t)]) {
      const i = rowIndex(rowOf, name);
      m.rowLower[i] = at(m.rowLower, i) + NUDGE;
      const upper = at(m.rowUpper, i);
      if (Number.isFinite(upper)) m.rowUpper[i] = upper + NUDGE;
    }
    // Purchases follow own consumption: at most it (autoconsumo_neto), exactly it (venta_total).
    const buy = rowIndex(rowOf, rowName('marketBuyUse', t));
    m.rowUpper[buy] = at(m.rowUpper, buy) + NUDGE;
    const buyLower = at(m.rowLower, buy);
    if (Number.isFinite(buyLower)) m.rowLower[buy] = buyLower + NUDGE;
  }
  try {
    const r = await runHighs(m, { fixIntegers: fixed, duals: true });
    if (r.status !== 'optimal') throw new Error(`the plan's nudged LP ended ${r.status}`);
    return r;
  } finally {
    saved.lower.forEach((v, i) => { m.rowLower[i] = v; });
    saved.upper.forEach((v, i) => { m.rowUpper[i] = v; });
  }
}

/** Solver noise (1e-12) and negative zero read as 0. */
function clean(x: number): number {
  return Math.abs(x) < 1e-9 ? 0 : x;
}
