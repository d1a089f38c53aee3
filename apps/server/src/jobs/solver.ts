/**
 * Which SolveFn the jobs use: the optimizer (in its worker pool) unless a test installed another.
 * The optimizer is loaded lazily so the server starts even while it is being built.
 */
import type { SolveFn } from './types.ts';
import { optimizerSolve } from './optimizerSolve.ts';

let override: SolveFn | undefined;

/** Tests only: replaces the solver of apps built after this call (undefined restores the optimizer). */
export function setSolverForTests(fn: SolveFn | undefined): void {
  override = fn;
}

export function currentSolver(): SolveFn {
  return override ?? optimizerSolve;
}
