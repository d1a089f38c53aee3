// A chain of rolling windows: each window optimises `keep + lookahead` hours, keeps the first
// `keep`, and hands the plant state at its end (carry.ts) to the next. The chain can start from the
// horizon's own initial state or from any carried one, which is what lets a second thread solve the
// later windows of a horizon from a predicted state while the first solves the earlier ones.
import type { OptimizerInput } from './input.ts';
import { solveWindow, type WindowOptions } from './solveWindow.ts';
import { sliceSolution, type PlantSolution } from './solution.ts';
import { sliceInput } from './sliceInput.ts';
import { carryOf, withCarry, type Carry } from './carry.ts';
import type { RunStatus } from './highsRunner.ts';
import type { LinearModel } from './lp/linearModel.ts';

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

export interface ChainOptions extends WindowOptions {
  keepHours?: number;
  lookaheadHours?: number;
  /** Receives each window's model after it is solved (benchmarks write it as LP for CBC). */
  onWindowModel?: (m: LinearModel, from: number, to: number) => void;
}

/** One solved window: the hours it keeps and the states it started from and ends in. */
export interface Piece {
  w: number;
  /** The state it was solved from (undefined: the horizon's own initial state). */
  carryIn?: Carry;
  /** Its kept hours [w·keep, w·keep + kept). */
  solution: PlantSolution;
  stat: WindowStat;
}

export interface Chain {
  pieces: Piece[];
  /** The status of the first window without a solution ('optimal' when every window has one). */
  failed?: RunStatus;
}

export function windowCount(input: OptimizerInput, opts: ChainOptions): number {
  return Math.ceil(input.hours / (opts.keepHours ?? 168));
}

/** Hours [from, to) window w optimises and how many of them it keeps. */
export function windowSpan(input: OptimizerInput, opts: ChainOptions, w: number): { from: number; to: number; kept: number } {
  const keep = opts.keepHours ?? 168;
  const from = w * keep;
  return { from, to: Math.min(input.hours, from + keep + (opts.lookaheadHours ?? 24)), kept: Math.min(keep, input.hours - from) };
}

/** Window w of `input` as its own input, from `carry` (its own initial state when undefined). */
export function windowInput(input: OptimizerInput, opts: ChainOptions, w: number, carry: Carry | undefined): OptimizerInput {
  const { from, to } = windowSpan(input, opts, w);
  const sub = sliceInput(input, from, to);
  return carry ? withCarry(sub, carry) : sub;
}

/** The state after piece `p`, solved from `carry` (undefined at the horizon's end). */
export function carryAfter(input: OptimizerInput, opts: ChainOptions, p: Piece, carry: Carry | undefined): Carry | undefined {
  const { from, kept } = windowSpan(input, opts, p.w);
  return from + kept < input.hours ? carryOf(windowInput(input, opts, p.w, carry), kept, p.solution) : undefined;
}

/** Lets messages from another thread (a lane's progress and pieces) in between two windows. */
const yieldToEvents = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Windows [first, last) solved one after the other from `carry`; stops at a window without a solution. */
export async function solveChain(
  input: OptimizerInput, opts: ChainOptions, first: number, last: number, carry: Carry | undefined, onPiece?: (p: Piece) => void,
): Promise<Chain & { carryOut?: Carry }> {
  const pieces: Piece[] = [];
  let state = carry;
  for (let w = first; w < last; w++) {
    const { from, to, kept } = windowSpan(input, opts, w);
    const sub = windowInput(input, opts, w, state);
    const r = await solveWindow(sub, opts);
    opts.onWindowModel?.(r.model.m, from, to);
    const stat: WindowStat = { from, to, status: r.run.status, objective: r.run.objective, gap: r.run.gap, seconds: r.run.seconds, numCols: r.numCols, numRows: r.numRows };
    if (!r.solution) return { pieces, failed: r.run.status };
    const piece: Piece = { w, carryIn: state, solution: sliceSolution(r.solution, 0, kept), stat };
    pieces.push(piece);
    onPiece?.(piece);
    state = from + kept < input.hours ? carryOf(sub, kept, r.solution) : undefined;
    await yieldToEvents();
  }
  return { pieces, carryOut: state };
}

/** `p` with its engines renamed: engine k of the result is engine perm[k] of `p` (carry.ts, matchCarry). */
export function relabelEngines(p: Piece, perm: readonly number[]): Piece {
  if (perm.every((j, k) => j === k)) return p;
  return {
    ...p,
    carryIn: p.carryIn && { ...p.carryIn, engines: perm.map((j) => p.carryIn!.engines[j]!) },
    solution: { ...p.solution, engines: perm.map((j) => p.solution.engines[j]!) },
  };
}
