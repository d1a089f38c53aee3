// The pieces of a horizon's lower bound: the whole horizon's LP relaxation up to `fullBoundMaxHours`,
// else one LP relaxation per block of `boundBlockHours` with a free initial state (dropping the links
// between blocks only relaxes the problem, so their sum is still a bound), each solvable on its own
// on either thread of a rolling solve.
import type { OptimizerInput } from './input.ts';
import { solveWindow } from './solveWindow.ts';
import { blockPricesConstant } from './annualPasses.ts';
import { sliceInput } from './sliceInput.ts';
import { prepare } from './prepare.ts';
import type { BuildOptions } from './components/context.ts';
import type { PlantModel } from './model.ts';
import type { RunResult } from './highsRunner.ts';
import { at } from './at.ts';

export interface BoundOptions extends Pick<BuildOptions, 'unmetLimit'> {
  timeLimit?: number;
  /** The whole horizon's LP up to this many hours (default 1488), blocks above. */
  fullBoundMaxHours?: number;
  /** Block length of the decomposed bound (default 168: on a 2024 year the sum of weekly LPs took
   *  7.5 s of CPU against 10.2 s for monthly ones, 2e-5 weaker). */
  boundBlockHours?: number;
}

/** Whether the horizon's bound is its whole LP (up to `fullBoundMaxHours`) rather than blocks. */
export function usesWholeLp(input: OptimizerInput, opts: BoundOptions): boolean {
  return input.hours <= (opts.fullBoundMaxHours ?? 1488);
}

export interface WholeLp {
  model: PlantModel;
  run: RunResult;
}

/** The whole horizon's LP, its model kept for the steam cover rows. It holds the annual rows
 *  themselves (when enforced): no prices needed. */
export async function solveWholeLp(input: OptimizerInput, opts: BoundOptions): Promise<WholeLp> {
  const whole = input.annual?.prices ? { ...input, annual: { ...input.annual, prices: undefined } } : input;
  const r = await solveWindow(whole, { relax: true, timeLimit: opts.timeLimit, unmetLimit: opts.unmetLimit });
  return { model: r.model, run: r.run };
}

export function blockCount(input: OptimizerInput, opts: BoundOptions): number {
  return Math.ceil(input.hours / (opts.boundBlockHours ?? 168));
}

/** The engines' fixing of a whole horizon, computed once for all its blocks. */
const fixings = new WeakMap<OptimizerInput, ReturnType<typeof prepare>['engineFixing']>();
function engineFixingOf(input: OptimizerInput): ReturnType<typeof prepare>['engineFixing'] {
  let f = fixings.get(input);
  if (!f) fixings.set(input, (f = prepare(input).engineFixing));
  return f;
}

/** The input of bound block b: a free start (no inherited minimum times, first rental day free,
 *  both only relax), except for engines whose state the mode fixes, which keep their true state. */
export function blockInput(input: OptimizerInput, opts: BoundOptions, b: number): { sub: OptimizerInput; free: { start: boolean; end: boolean } } {
  const T = input.hours;
  const block = opts.boundBlockHours ?? 168;
  const from = b * block;
  const to = Math.min(T, from + block);
  const sub = sliceInput(input, from, to);
  if (from > 0) {
    const fixing = engineFixingOf(input);
    sub.engineInitial = input.engines.map(() => ({ hoursInState: Infinity }));
    sub.rentedDayPaid = Object.fromEntries(input.compressors.map((c) => [c.nombre, true]));
    sub.engines = sub.engines.map((e, k) => {
      const u = at(fixing, k).u[from - 1];
      return u === undefined ? e : { ...e, estado: u === 1 };
    });
  }
  return { sub, free: { start: from > 0, end: to < T } };
}

/** The value of block b's LP (NaN when it did not solve to optimality); with `covers`, the LP again
 *  with the steam cover rows it violates (steamCovers.ts), valid rows, so still a bound. */
export async function solveBlock(input: OptimizerInput, opts: BoundOptions, b: number, covers: boolean): Promise<number> {
  const { sub, free } = blockInput(input, opts, b);
  const r = await solveWindow(sub, { relax: true, steamCoverBound: covers, freeInitialState: free.start, freeFinalState: free.end, timeLimit: opts.timeLimit, unmetLimit: opts.unmetLimit });
  return r.run.status === 'optimal' ? r.run.objective : NaN;
}

/** The next block from `next` (a counter both threads of a rolling solve share) and its value, or
 *  undefined when none is left. */
export async function takeBlock(input: OptimizerInput, opts: BoundOptions, next: Int32Array, covers: boolean): Promise<{ index: number; value: number } | undefined> {
  const index = Atomics.add(next, 0, 1);
  return index < blockCount(input, opts) ? { index, value: await solveBlock(input, opts, index, covers) } : undefined;
}

/** The bound from the blocks' values: their sum plus the annual prices' constant (adding
 *  λ·(right-hand side) makes the sum a lower bound of the year with its limits, for any prices
 *  λ >= 0). NaN when a block failed. */
export function blocksBound(input: OptimizerInput, values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0) + blockPricesConstant(input);
}
