// Shared state passed to every define* function: the model, the input, the prepared per-hour
// data and the per-hour balance terms each component contributes to.
import type { OptimizerInput } from '../input.ts';
import type { LinearModel, Term } from '../lp/linearModel.ts';
import type { Prepared } from '../prepare.ts';

export interface Balances {
  /** MW steam supplied, per hour. */
  steam: Term[][];
  /** MW cold supplied, per hour. */
  cold: Term[][];
  /** MW electricity: supply positive, consumption negative, per hour. */
  elec: Term[][];
}

export interface BuildOptions {
  /** Leave the state before hour 0 free (used for valid lower bounds of decomposed horizons). */
  freeInitialState?: boolean;
  /** Leave the state after the last hour free: the last hour may be derated for a stop in the
   *  next hour (lower bounds of a block of a longer horizon). */
  freeFinalState?: boolean;
  /** Drop integrality (LP relaxation). */
  relax?: boolean;
  /** Leave out the symmetry-breaking rows: they never change the optimum, but they forbid forcing
   *  one of two identical units on alone (the explanations' counterfactuals do exactly that). */
  noSymmetry?: boolean;
  /** Upper limit on the total unmet demand (MWh over the model's hours): the lexicographic second
   *  phase, and lower bounds of a horizon whose schedule left this much unmet. */
  unmetLimit?: number;
  /** Leave out the cover cuts (coverCuts.ts). They only tighten the relaxation; with every on/off
   *  fixed they are redundant rows that may share a balance's dual, and the explanations read the
   *  balances' duals as the value of one more MWh. */
  noCuts?: boolean;
}

export interface Ctx {
  input: OptimizerInput;
  prep: Prepared;
  m: LinearModel;
  bal: Balances;
  opts: BuildOptions;
  /** Columns of electricity consumers (MWe), per hour: compressors and electric boilers. */
  consumers: number[][];
}

export function newBalances(T: number): Balances {
  const make = () => Array.from({ length: T }, () => [] as Term[]);
  return { steam: make(), cold: make(), elec: make() };
}

/** Binary column, or a [0,1] continuous one in an LP relaxation. */
export function onOff(ctx: Ctx, component: string, attr: string, unit: number, hour: number, cost = 0): number {
  return ctx.m.addVar({ component, attr, unit, hour }, 0, 1, cost, !ctx.opts.relax);
}
