/**
 * Which SolveFn and ExplainFn the jobs use: the optimizer (in its worker pool) unless a test
 * installed others. A test that installs only a solver gets no explanation step (its runs have none).
 * The optimizer is loaded lazily so the server starts even while it is being built.
 */
import type { ExactFn, ExplainFn, OffersFns, SolveFn } from './types.ts';
import { optimizerExact, optimizerExplain, optimizerOffers, optimizerSolve, prewarmOptimizer } from './optimizerSolve.ts';

let override: SolveFn | undefined;
let explainOverride: ExplainFn | undefined;
let exactOverride: ExactFn | undefined;
let offersOverride: OffersFns | undefined;

/** Tests only: replaces the solver of apps built after this call (undefined restores the optimizer),
 *  and the explainer, exact counterfactuals and offers' parts with it (none unless given). */
export function setSolverForTests(fn: SolveFn | undefined, explain?: ExplainFn, exact?: ExactFn, offers?: OffersFns): void {
  override = fn;
  explainOverride = explain;
  exactOverride = exact;
  offersOverride = offers;
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

/** The exact counterfactuals of explanations' blocks ("recalcular exacto"), or undefined where runs
 *  get no explanation (or a test's solver came without one). */
export function currentExact(env: NodeJS.ProcessEnv = process.env): ExactFn | undefined {
  if (env.SOLVE_EXPLAIN === 'off') return undefined;
  if (override) return exactOverride;
  return optimizerExact;
}

/** The parts of executed runs' day-ahead offers, or undefined where a test's solver came without them. */
export function currentOffers(): OffersFns | undefined {
  if (override) return offersOverride;
  return optimizerOffers;
}

/** Everything a process that works the solve queue computes besides solves: the web server's queue and
 *  every `npm run worker` process take them from here, so a worker never fetches an explanation, an
 *  exact counterfactual or offers it has no function for (such a job would end skipped, never done). */
export function jobFunctions(env: NodeJS.ProcessEnv = process.env): { explain?: ExplainFn; exact?: ExactFn; offers?: OffersFns } {
  return { explain: currentExplainer(env), exact: currentExact(env), offers: currentOffers() };
}

/** Readies the solver for the first urgent job (the optimizer only: a test's solver needs nothing). */
export function prewarmSolver(): void {
  if (!override) prewarmOptimizer();
}
