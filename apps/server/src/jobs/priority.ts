/**
 * Which job goes first. A user waits on a re-plan and on a short launch; a sensitivity batch, a long
 * horizon and an explanation can wait. Higher runs first (pg-boss's own order); equal ones run in
 * the order queued. Urgent jobs (re-plans: a plant event being handled) may also take one slot
 * beyond the queue's concurrency, so a re-plan starts at once even when every slot solves a long run.
 */
import type { Db } from '../db/index.ts';
import { solveOrderFacts } from '../repositories/simulations.ts';

export const JOB_PRIORITY = {
  replan: 40,
  interactive: 30,
  batch: 20,
  long: 10,
  /** A run's day-ahead offers: several solves of a day, asked for before the market's gate closes. */
  offers: 8,
  /** "Recalcular exacto" on an explanation's block: asked for, but a refinement of a figure shown. */
  exact: 5,
  explanation: 0,
} as const;

export const URGENT_PRIORITY = JOB_PRIORITY.replan;

/** Days above which a launch is long work (the optimizer solves beyond a week as rolling windows). */
export const LONG_HORIZON_DAYS = 7;

export interface QueuedRun {
  /** A re-plan of a stored plan. */
  replan: boolean;
  /** A sensitivity child. */
  child: boolean;
  /** Days planned (null: unknown). */
  horizonDays: number | null;
}

export function solvePriority(run: QueuedRun): number {
  if (run.replan) return JOB_PRIORITY.replan;
  if (run.child) return JOB_PRIORITY.batch;
  if ((run.horizonDays ?? 1) > LONG_HORIZON_DAYS) return JOB_PRIORITY.long;
  return JOB_PRIORITY.interactive;
}

export function isUrgent(priority: number): boolean {
  return priority >= URGENT_PRIORITY;
}

/** The priority of a stored run's solve (a run re-queued by the recovery). */
export async function storedSolvePriority(db: Db, id: number): Promise<number> {
  const facts = await solveOrderFacts(db, id);
  return solvePriority({ replan: facts?.replanOf != null, child: facts?.parentId != null, horizonDays: facts?.horizonDays ?? null });
}
