// Long horizons as rolling windows (windowChain.ts): each window optimises `keep + lookahead`
// hours, keeps the first `keep`, and hands its final state to the next. The assembled schedule is
// priced with the objective's formulas and compared with a lower bound (boundTasks.ts).
// On a machine with a second core, a second thread (a lane, worker/lane.ts) solves the later half
// of the windows from a predicted state while this thread solves the first half, then both share
// the bound's pieces. Each of the lane's windows is kept only when the state it started from proves
// equivalent to the true one (carry.ts), so the plan is one the windows in sequence could have
// produced; where the prediction missed, this thread solves that window again from the true state.
import { availableParallelism } from 'node:os';
import { NO_ANNUAL_PRICES, type AnnualPrices, type OptimizerInput } from './input.ts';
import { repairAnnual } from './annualRepair.ts';
import { annualPasses, withPrices } from './annualPasses.ts';
import { withSteamCovers, totalUnmet, UNMET_EPS } from './solveWindow.ts';
import { concatSolutions, type PlantSolution } from './solution.ts';
import { prepare } from './prepare.ts';
import { totalCost } from './results/costs.ts';
import { relativeGap, type RunStatus } from './highsRunner.ts';
import { joinLane, type LaneWindows } from './laneJoin.ts';
import { solveChain, windowCount, windowSpan, type ChainOptions, type Piece, type WindowStat } from './windowChain.ts';
import { blockCount, blocksBound, solveBlock, solveWholeLp, takeBlock, usesWholeLp, type BoundOptions, type WholeLp } from './boundTasks.ts';
import { Lane } from './worker/lane.ts';
import { hasShortPeriods } from './periods.ts';

export type { WindowStat, LaneWindows };

export interface Progress {
  /** 'explain': the decision explanations after the solve (explain/), per window. */
  phase: 'window' | 'bound' | 'explain';
  window: number; // 1-based
  windows: number;
  hoursDone: number;
  hours: number;
  objective?: number;
  gap?: number;
  /** With annual limits: the pass over the horizon (1-based) whose windows these are; each pass
   *  solves every window again with new prices for the limits. */
  pass?: number;
}

export interface RollingOptions extends ChainOptions, Omit<BoundOptions, 'timeLimit' | 'unmetLimit'> {
  /** Threads the windows and the bound are spread over: 1, or 2 (a lane; default 2 when the machine
   *  has two cores, SOLVER_LANES overrides). */
  lanes?: number;
  /** Horizons shorter than this many hours stay on one thread (default 500): starting a lane costs
   *  its thread 0.5-0.6 s from the TypeScript sources (0.2 s built), more than it saves below three weeks. */
  laneMinHours?: number;
  /** Most passes over the year to price its annual limits (default 6; annualPasses.ts). */
  annualPasses?: number;
  /** Bisection of a limit's price stops within this relative width (default 0.05). */
  annualPriceTolerance?: number;
  /** A pass meeting every priced limit with at most this relative spare stops the passes (default 0.002). */
  annualSlackTolerance?: number;
  /** The repair pass runs as soon as a priced pass misses only limits it holds, each by at most this
   *  relative share (default 0.02; 0: only after the priced passes, the former rule). */
  annualRepairReach?: number;
  /** The repair's later half on the second thread (annualRepair.ts). Off by default: on the 2024 limits
   *  year it saved no time and took 100 MB more memory than the repair on one thread (bench/docs/optimizer-diary.md). */
  annualRepairOnLane?: boolean;
  /** How much of its share a repaired window may leave to the later ones, as a share of its pro-rata
   *  part of each priced limit, at twice the limit's price (default 2e-3; 0: none, the former rule;
   *  annualRepair.ts). The last two windows of the year have none. */
  annualRepairLeeway?: number;
  /** Keep the last priced pass even when it misses a limit (no repair pass; benchmarks compare). */
  noAnnualRepair?: boolean;
  /** Start every limit's price at 0 instead of the relaxation's (the former rule; benchmarks compare). */
  annualFromZero?: boolean;
  /** Skip the lower bound (faster; gap then unknown). */
  noBound?: boolean;
  onProgress?: (p: Progress) => void;
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
  /** With a second thread: its windows kept, and those solved again (the last pass's, with annual limits). */
  lanes?: LaneWindows;
}

export async function solveRolling(input: OptimizerInput, opts: RollingOptions = {}): Promise<RollingResult> {
  // The windows' keep, lookahead and carried state count hours: a clock of shorter periods is solved
  // whole (solve.ts solvedWhole), never cut into windows that would misread it.
  if (hasShortPeriods(input.periodMinutes)) throw new RangeError('solveRolling: rolling windows count hours; a horizon of shorter periods is solved as one model');
  const started = performance.now();
  const T = input.hours;
  const lane = lanesFor(input, opts) > 1 ? Lane.open() : undefined;
  try {
    let roll: Rolled;
    let annual: RollingResult['annual'];
    if (input.annual?.enforce) {
      const repairInput = withPrices(input, NO_ANNUAL_PRICES);
      const r = await annualPasses(
        input, opts, (prices, pass) => rollWindows(withPrices(input, prices), withPass(opts, pass), lane, false),
        (old, pass, prices) => repairAnnual(repairInput, withPass(opts, pass), old, lane && opts.annualRepairOnLane ? ((first, last, carry, before, keptBefore, onPiece) => lane.repair(repairInput, plain(opts), first, last, carry, before, keptBefore, onPiece, prices)) : undefined, prices),
      );
      roll = r.roll;
      annual = { prices: r.prices, passes: r.passes, met: r.met };
    } else roll = await rollWindows(input, opts, lane, !opts.noBound);
    const { done, windows, status } = roll;
    if (!done || done.hours !== T) {
      return { status: status === 'optimal' ? 'error' : status, objective: NaN, bound: NaN, gap: NaN, boundKind: 'none', windows, seconds: (performance.now() - started) / 1000, annual, lanes: roll.lanes };
    }
    const objective = totalCost(input, prepare(input), done);
    let bound = NaN;
    let boundKind: RollingResult['boundKind'] = 'none';
    if (!opts.noBound) {
      // Windows leave demand unmet only where no schedule covers it (lexicographic). The
      // horizon's lexicographic optimum leaves at most what this schedule leaves, so limiting
      // the relaxation's unmet demand to that keeps it a valid bound of the problem solved
      // (and the bound computed alongside the windows, without that limit, is not used).
      const unmet = totalUnmet(done);
      const boundInput = annual ? withPrices(input, annual.prices) : input;
      const limited = unmet > UNMET_EPS;
      const boundOpts = limited ? { ...opts, unmetLimit: unmet + UNMET_EPS } : opts;
      const r = await lowerBound(boundInput, boundOpts, objective, lane, limited ? undefined : roll.boundValues, limited ? undefined : roll.wholeLp);
      bound = r.bound;
      boundKind = r.kind;
    }
    const gap = Number.isFinite(bound) ? relativeGap(objective, bound) : NaN;
    // A year that misses one of its annual limits is not the optimum of the problem asked (the
    // bound holds the limits): it is a feasible plan with a warning (ANNUAL_LIMIT_NOT_MET).
    const horizon = horizonStatus(status, gap, opts.mipRelGap ?? 1e-4);
    return {
      status: annual && !annual.met && horizon === 'optimal' ? 'feasible' : horizon, solution: done, objective, bound, gap, boundKind, windows,
      seconds: (performance.now() - started) / 1000, annual, lanes: roll.lanes,
    };
  } finally {
    lane?.close();
  }
}

/** Threads for this horizon: a lane only pays on long horizons, and not when every window's model
 *  must be seen by the caller (onWindowModel runs on this thread). */
export function lanesFor(input: OptimizerInput, opts: RollingOptions): number {
  const wanted = opts.lanes ?? (Number(process.env.SOLVER_LANES) || (availableParallelism() >= 2 ? 2 : 1));
  if (wanted < 2 || opts.onWindowModel || input.hours < (opts.laneMinHours ?? 500) || windowCount(input, opts) < 3) return 1;
  return 2;
}

export interface Rolled {
  status: RunStatus;
  done?: PlantSolution;
  windows: WindowStat[];
  /** The lane's windows kept and those solved again from the true state (when a lane ran). */
  lanes?: LaneWindows;
  /** Values of the bound's blocks (boundTasks.ts, no steam covers), computed alongside the windows. */
  boundValues?: number[];
  /** The whole horizon's relaxation, solved by this thread while the lane finished its windows,
   *  with its model kept for the steam cover rows should it fall short of the schedule. */
  wholeLp?: WholeLp;
}

/** `opts` whose progress reports name the annual pass. */
function withPass(opts: RollingOptions, pass: number): RollingOptions {
  const report = opts.onProgress;
  return report ? { ...opts, onProgress: (p) => report({ ...p, pass }) } : opts;
}

/** Without the functions, which cannot cross to another thread. */
function plain<T extends { onProgress?: unknown; onWindowModel?: unknown }>(opts: T): Omit<T, 'onProgress' | 'onWindowModel'> {
  const { onProgress: _p, onWindowModel: _m, ...rest } = opts;
  return rest;
}

function boundOptions(opts: BoundOptions): BoundOptions {
  return { timeLimit: opts.timeLimit, unmetLimit: opts.unmetLimit, fullBoundMaxHours: opts.fullBoundMaxHours, boundBlockHours: opts.boundBlockHours };
}

/**
 * The windows of one pass. With a lane: this thread solves windows [0, k), the lane [k, W) from a
 * predicted state (k = W / 2, the lane having its start-up and prediction to do); then each of the
 * lane's windows is kept when its starting state is equivalent to the true one, else solved again
 * here. `alongside`: the bound's tasks start as soon as either thread is free.
 */
async function rollWindows(input: OptimizerInput, opts: RollingOptions, lane: Lane | undefined, alongside: boolean): Promise<Rolled> {
  const T = input.hours;
  const W = windowCount(input, opts);
  let hoursDone = 0;
  let reported = 0;
  const report = (p: Piece) => {
    hoursDone = Math.min(T, hoursDone + windowSpan(input, opts, p.w).kept);
    opts.onProgress?.({ phase: 'window', window: ++reported, windows: W, hoursDone, hours: T, objective: p.stat.objective, gap: p.stat.gap });
  };
  if (!lane) {
    const chain = await solveChain(input, opts, 0, W, undefined, report);
    return rolled(chain.pieces, chain.failed);
  }
  const k = Math.floor(W / 2);
  let laneFinished = false;
  const theirs = lane.chain(input, plain(opts), k, W, report).then((p) => { laneFinished = true; return p; });
  // The whole horizon's LP is one task: this thread solves it once its windows are done and keeps its
  // model, so that the steam cover rows, needed only when it falls short of the schedule's cost (known
  // after the join), reuse it rather than build and solve it again on whichever thread took it.
  const whole = alongside && usesWholeLp(input, opts);
  const bound = alongside && !whole ? spreadBlocks(input, opts, false, lane) : undefined;
  const mine = await solveChain(input, opts, 0, k, undefined, report);
  if (mine.failed) return rolled(mine.pieces, mine.failed);
  const wholeLp = whole ? await solveWholeLp(input, opts) : undefined;
  // Waiting for the lane's windows: take the bound's pieces meanwhile.
  if (bound) while (!laneFinished && (await bound.step())) { /* one task per turn */ }
  const joined = await joinLane(input, opts, k, W, mine.carryOut, await theirs, (w, carry, missing) => solveChain(input, opts, w, w + 1, carry, missing ? report : undefined));
  const pieces = [...mine.pieces, ...joined.pieces];
  const failed = joined.failed;
  const lanes = joined.lanes;
  const result = rolled(pieces, failed);
  // The bound's parts done alongside are reported once every window is: until then the windows are
  // what the progress counts.
  if (bound && !failed) bound.followProgress();
  return { ...result, lanes, boundValues: bound && !failed ? await bound.finish() : undefined, wholeLp };
}

function rolled(pieces: Piece[], failed: RunStatus | undefined): Rolled {
  const windows = pieces.map((p) => p.stat);
  const late = windows.find((w) => w.status !== 'optimal')?.status;
  const done = pieces.length ? concatSolutions(pieces.map((p) => p.solution)) : undefined;
  return { status: failed ?? late ?? 'optimal', done: failed ? undefined : done, windows };
}

interface Spread {
  /** Solves one block on this thread; false when none was left. */
  step(): Promise<boolean>;
  /** Reports the bound's progress now (the blocks either thread has computed so far) and after each
   *  block computed from then on. */
  followProgress(): void;
  /** Every block's value: the rest solved here, the lane's collected, and any it took but never
   *  finished (it failed) solved here too. */
  finish(): Promise<number[]>;
}

/** The bound's blocks taken by this thread and the lane from one shared counter; with `following`,
 *  each block computed is reported from the first. */
function spreadBlocks(input: OptimizerInput, opts: RollingOptions, covers: boolean, lane: Lane | undefined, following = false): Spread {
  const counter = new SharedArrayBuffer(4);
  const next = new Int32Array(counter);
  const bo = boundOptions(opts);
  const values = new Map<number, number>();
  const n = blockCount(input, bo);
  const T = input.hours;
  let computed = 0;
  const report = () => opts.onProgress?.({ phase: 'bound', window: Math.min(computed, n), windows: n, hoursDone: Math.round((T * Math.min(computed, n)) / n), hours: T });
  const counted = () => { computed++; if (following) report(); };
  const fromLane = lane ? lane.bound(input, bo, covers, counter, counted) : Promise.resolve(new Map<number, number>());
  const step = async () => {
    const b = await takeBlock(input, bo, next, covers);
    if (!b) return false;
    values.set(b.index, b.value);
    counted();
    // Lets the lane's messages in (its windows finishing ends the caller's wait).
    await new Promise<void>((resolve) => setImmediate(resolve));
    return true;
  };
  return {
    step,
    followProgress() { following = true; report(); },
    async finish() {
      while (await step()) { /* until the counter runs out */ }
      for (const [i, v] of await fromLane) values.set(i, v);
      for (let i = 0; i < n; i++) {
        if (values.has(i)) continue;
        values.set(i, await solveBlock(input, bo, i, covers));
        counted();
      }
      return Array.from({ length: n }, (_, i) => values.get(i)!);
    },
  };
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
 *  with the steam cover rows (every block again). `lane`: a second thread shares the blocks;
 *  `values`: the blocks' values, `wholeLp`: the whole horizon's LP, already computed (alongside the windows). */
export async function lowerBound(input: OptimizerInput, opts: RollingOptions = {}, target?: number, lane?: Lane, values?: number[], wholeLp?: WholeLp): Promise<HorizonBound> {
  const T = input.hours;
  const short = (bound: number) => target !== undefined && !(relativeGap(target, bound) <= (opts.mipRelGap ?? 1e-4));
  if (usesWholeLp(input, opts)) {
    // One LP on this thread; short of the schedule by more than the tolerance: the same LP again
    // with the steam cover rows it violates, reusing its model (only then, since it costs a second LP).
    const r = wholeLp ?? await solveWholeLp(input, opts);
    const run = r.run.status === 'optimal' && short(r.run.objective) ? await withSteamCovers(r.model, r.run, opts.timeLimit) : r.run;
    opts.onProgress?.({ phase: 'bound', window: 1, windows: 1, hoursDone: T, hours: T });
    return { bound: run.status === 'optimal' ? run.objective : NaN, kind: 'lp-full' };
  }
  const bound = blocksBound(input, values ?? await spreadBlocks(input, opts, false, lane, true).finish());
  if (!Number.isFinite(bound) || !short(bound)) return { bound, kind: 'lp-blocks' };
  const covered = blocksBound(input, await spreadBlocks(input, opts, true, lane, true).finish());
  return { bound: covered > bound ? covered : bound, kind: 'lp-blocks' };
}
