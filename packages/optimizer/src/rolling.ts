// Long horizons as rolling windows: each window optimises `keep + lookahead` hours, keeps the
// first `keep`, and hands its final state (on/off, hours in state, rented days paid) to the next
// window (sliceInput.ts). The assembled schedule is priced with the objective's formulas and
// compared with a lower bound: the LP relaxation of the whole horizon, or, above
// `fullBoundMaxHours`, the sum of the LP relaxations of disjoint blocks whose initial state is
// left free (dropping the links between blocks only relaxes the problem, so it is still a bound).
import type { AnnualPrices, OptimizerInput } from './input.ts';
import { annualPasses, withPrices, blockPricesConstant } from './annualPasses.ts';
import { solveWindow, withSteamCovers, totalUnmet, UNMET_EPS, type WindowOptions } from './solveWindow.ts';
import { concatSolutions, sliceSolution, type PlantSolution } from './solution.ts';
import { sliceInput } from './sliceInput.ts';
import { prepare } from './prepare.ts';
import { totalCost } from './results/costs.ts';
import { relativeGap, type RunStatus } from './highsRunner.ts';
import type { LinearModel } from './lp/linearModel.ts';
import { at } from './at.ts';

export interface Progress {
  /** 'explain': the decision explanations after the solve (explain/), per window. */
  phase: 'window' | 'bound' | 'explain';
  window: number; // 1-based
  windows: number;
  hoursDone: number;
  hours: number;
  objective?: number;
  gap?: number;
}

export interface RollingOptions extends WindowOptions {
  keepHours?: number;
  lookaheadHours?: number;
  /** Compute the lower bound from the whole-horizon LP up to this many hours (default 1488). */
  fullBoundMaxHours?: number;
  /** Block length of the decomposed bound above fullBoundMaxHours (default 168: on a 2024 year the
   *  sum of weekly LPs took 7.5 s of CPU against 10.2 s for monthly ones, 2e-5 weaker). */
  boundBlockHours?: number;
  /** Most passes over the year to price its annual limits (default 6; annualPasses.ts). */
  annualPasses?: number;
  /** Bisection of a limit's price stops within this relative width (default 0.05). */
  annualPriceTolerance?: number;
  /** A pass meeting every priced limit with at most this relative spare stops the passes (default 0.002). */
  annualSlackTolerance?: number;
  /** Start every limit's price at 0 instead of the relaxation's (the former rule; benchmarks compare). */
  annualFromZero?: boolean;
  /** Skip the lower bound (faster; gap then unknown). */
  noBound?: boolean;
  onProgress?: (p: Progress) => void;
  /** Receives each window's model after it is solved (benchmarks write it as LP for CBC). */
  onWindowModel?: (m: LinearModel, from: number, to: number) => void;
}

export interface WindowStat {
  from: number;
  to: number;
  status: RunStatus;
  objective: number;
  gap: number;
  seconds: number;
  numCols: number;
  numRows: number;
}

export interface RollingResult {
  status: RunStatus;
  solution?: PlantSolution;
  objective: number;
  bound: number;
  /** Relative gap of the assembled objective to the bound: (objective - bound) / max(1, |objective|). */
  gap: number;
  boundKind: 'lp-full' | 'lp-blocks' | 'none';
  windows: WindowStat[];
  seconds: number;
  /** The annual limits' prices the windows saw, the passes that found them and whether the
   *  year met every limit (only when the input enforces them). */
  annual?: { prices: AnnualPrices; passes: number; met: boolean };
}

export async function solveRolling(input: OptimizerInput, opts: RollingOptions = {}): Promise<RollingResult> {
  const started = performance.now();
  const T = input.hours;
  let roll: Rolled;
  let annual: RollingResult['annual'];
  if (input.annual?.enforce) {
    const r = await annualPasses(input, opts, (prices) => rollWindows(withPrices(input, prices), opts));
    roll = r.roll;
    annual = { prices: r.prices, passes: r.passes, met: r.met };
  } else roll = await rollWindows(input, opts);
  const { done, windows, status } = roll;
  if (!done || done.hours !== T) {
    return { status: status === 'optimal' ? 'error' : status, objective: NaN, bound: NaN, gap: NaN, boundKind: 'none', windows, seconds: (performance.now() - started) / 1000, annual };
  }
  const objective = totalCost(input, prepare(input), done);
  let bound = NaN;
  let boundKind: RollingResult['boundKind'] = 'none';
  if (!opts.noBound) {
    // Windows leave demand unmet only where no schedule covers it (lexicographic). The
    // horizon's lexicographic optimum leaves at most what this schedule leaves, so limiting
    // the relaxation's unmet demand to that keeps it a valid bound of the problem solved.
    const unmet = totalUnmet(done);
    const boundInput = annual ? withPrices(input, annual.prices) : input;
    const boundOpts = unmet > UNMET_EPS ? { ...opts, unmetLimit: unmet + UNMET_EPS } : opts;
    const r = await lowerBound(boundInput, boundOpts, objective);
    bound = r.bound;
    boundKind = r.kind;
  }
  const gap = Number.isFinite(bound) ? relativeGap(objective, bound) : NaN;
  // A year that misses one of its annual limits is not the optimum of the problem asked (the
  // bound holds the limits): it is a feasible plan with a warning (ANNUAL_LIMIT_NOT_MET).
  const horizon = horizonStatus(status, gap, opts.mipRelGap ?? 1e-4);
  return {
    status: annual && !annual.met && horizon === 'optimal' ? 'feasible' : horizon, solution: done, objective, bound, gap, boundKind, windows,
    seconds: (performance.now() - started) / 1000, annual,
  };
}

export interface Rolled {
  status: RunStatus;
  done?: PlantSolution;
  windows: WindowStat[];
}

/** The windows of one pass: each keeps `keep` hours and hands its final state to the next. */
async function rollWindows(input: OptimizerInput, opts: RollingOptions): Promise<Rolled> {
  const keep = opts.keepHours ?? 168;
  const look = opts.lookaheadHours ?? 24;
  const T = input.hours;
  const nWin = Math.ceil(T / keep);
  const parts: PlantSolution[] = [];
  const windows: WindowStat[] = [];
  let done: PlantSolution | undefined;
  let status: RunStatus = 'optimal';
  for (let w = 0; w < nWin; w++) {
    const from = w * keep;
    const to = Math.min(T, from + keep + look);
    const sub = sliceInput(input, from, to, done);
    const r = await solveWindow(sub, opts);
    opts.onWindowModel?.(r.model.m, from, to);
    windows.push({ from, to, status: r.run.status, objective: r.run.objective, gap: r.run.gap, seconds: r.run.seconds, numCols: r.numCols, numRows: r.numRows });
    if (!r.solution) {
      status = r.run.status;
      break;
    }
    if (r.run.status !== 'optimal') status = r.run.status;
    parts.push(sliceSolution(r.solution, 0, Math.min(keep, T - from)));
    done = concatSolutions(parts);
    opts.onProgress?.({ phase: 'window', window: w + 1, windows: nWin, hoursDone: Math.min(T, from + keep), hours: T, objective: r.run.objective, gap: r.run.gap });
  }
  return { status, done: done && done.hours === T ? done : undefined, windows };
}

/** Status of a whole horizon: a window that did not end optimal (time limit...) decides it;
 *  otherwise the schedule is called optimal only when its gap to a valid bound of the whole
 *  horizon is within the tolerance (windows optimal one by one prove nothing about the horizon). */
export function horizonStatus(windows: RunStatus, gap: number, tolerance: number): RunStatus {
  if (windows !== 'optimal') return windows;
  return Number.isFinite(gap) && gap <= tolerance ? 'optimal' : 'feasible';
}

export interface HorizonBound {
  bound: number;
  kind: 'lp-full' | 'lp-blocks';
}

/** `target`: the schedule's cost; a relaxation short of it by more than the tolerance is tightened
 *  with the steam cover rows (per block: every block again when the sum of the blocks is short). */
export async function lowerBound(input: OptimizerInput, opts: RollingOptions = {}, target?: number): Promise<HorizonBound> {
  const T = input.hours;
  const short = (bound: number) => target !== undefined && !(relativeGap(target, bound) <= (opts.mipRelGap ?? 1e-4));
  if (T <= (opts.fullBoundMaxHours ?? 1488)) {
    // The whole horizon's LP holds the annual rows themselves (when enforced): no prices needed.
    if (input.annual?.prices) input = { ...input, annual: { ...input.annual, prices: undefined } };
    const r = await solveWindow(input, { relax: true, timeLimit: opts.timeLimit, unmetLimit: opts.unmetLimit });
    // Short of the schedule by more than the tolerance: the same LP again with the steam cover rows
    // it violates (steamCovers.ts; valid rows, so still a bound), only then since it costs a second LP.
    const run = r.run.status === 'optimal' && short(r.run.objective) ? await withSteamCovers(r.model, r.run, opts.timeLimit) : r.run;
    opts.onProgress?.({ phase: 'bound', window: 1, windows: 1, hoursDone: T, hours: T });
    return { bound: run.status === 'optimal' ? run.objective : NaN, kind: 'lp-full' };
  }
  const blocks = await blockBound(input, opts, false);
  if (!Number.isFinite(blocks.bound) || !short(blocks.bound)) return blocks;
  const covered = await blockBound(input, opts, true);
  return covered.bound > blocks.bound ? covered : blocks;
}

async function blockBound(input: OptimizerInput, opts: RollingOptions, covers: boolean): Promise<HorizonBound> {
  const T = input.hours;
  const block = opts.boundBlockHours ?? 168;
  const n = Math.ceil(T / block);
  let sum = 0;
  const fixing = prepare(input).engineFixing;
  for (let b = 0; b < n; b++) {
    const from = b * block;
    const to = Math.min(T, from + block);
    const sub = sliceInput(input, from, to);
    if (from > 0) {
      // Free start: no inherited minimum times, first rental day free (both only relax).
      sub.engineInitial = input.engines.map(() => ({ hoursInState: Infinity }));
      sub.rentedDayPaid = Object.fromEntries(input.compressors.map((c) => [c.nombre, true]));
      // Engines whose state the mode fixes keep their true state before the block.
      sub.engines = sub.engines.map((e, k) => {
        const u = at(fixing, k).u[from - 1];
        return u === undefined ? e : { ...e, estado: u === 1 };
      });
    }
    const r = await solveWindow(sub, { relax: true, steamCoverBound: covers, freeInitialState: from > 0, freeFinalState: to < T, timeLimit: opts.timeLimit, unmetLimit: opts.unmetLimit });
    if (r.run.status !== 'optimal') return { bound: NaN, kind: 'lp-blocks' };
    sum += r.run.objective;
    opts.onProgress?.({ phase: 'bound', window: b + 1, windows: n, hoursDone: to, hours: T });
  }
  // Blocks priced by the annual limits (Lagrangian terms): adding λ·(right-hand side) makes the
  // sum a lower bound of the year with its limits, for any prices λ >= 0.
  return { bound: sum + blockPricesConstant(input), kind: 'lp-blocks' };
}
