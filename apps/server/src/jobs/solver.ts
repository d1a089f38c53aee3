/**
 * Which SolveFn and ExplainFn the jobs use: the optimizer (in its worker pool) unless a test
 * installed others. A test that installs only a solver gets no explanation step (its runs have none).
 * The optimizer is loaded lazily so the server starts even while it is being built.
 */
import type { ExplainFn, SolveFn } from './types.ts';
import { optimizerExplain, optimizerSolve } from './optimizerSolve.ts';

let override: SolveFn | undefined;
let explainOverride: ExplainFn | undefined;

/** Tests only: replaces the solver of apps built after this call (undefined restores the optimizer),
 *  and the explainer with it (none unless given). */
export function setSolverForTests(fn: SolveFn | undefined, explain?: ExplainFn): void {
  override = fn;
  explainOverride = explain;
}

export function currentSolver(): SolveFn {
  return override ?? optimizerSolve;
}

/** The explainer, or undefined when runs get no explanation (SOLVE_EXPLAIN=off, or a test's solver). */
export function currentExplainer(env: NodeJS.ProcessEnv = process.env): ExplainFn | undefined {
  if (env.SOLVE_EXPLAIN === 'off') return undefined;
  if (override) return explainOverride;
  return optimizerExplain;
}
