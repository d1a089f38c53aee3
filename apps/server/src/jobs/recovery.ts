/**
 * Every run reaches an end on its own. A run at 3 (En ejecución) that no live process holds — its
 * process was killed, its job was fetched by a worker that died before claiming it, its outcome could
 * not be stored during a database outage, its job was never sent — is an orphan. An orphan is
 * re-queued when its solve never started or the solves started so far are within the retry limit
 * (SOLVE_RETRY_LIMIT), and failed with the reason in words otherwise (orphanAction). Solves that start
 * are counted in simulations.attempts (jobs/runSolve.ts).
 *
 * Who holds a run:
 * - this process, when its queue has it queued or solving (JobQueue.holds);
 * - on PostgreSQL, another process whose heartbeat is alive (solverProcess.ts), or pg-boss while the
 *   job waits (created, retry) or is active under a live worker.
 * PGlite is opened by one process: at start nothing is held, so every run at 3 is an orphan.
 */
import type PgBoss from 'pg-boss';
import { RUNNING_STATUSES, SIMULATION_STATUS } from '@plantasim/domain';
import type { Db } from '../db/index.ts';
import { runsAtThreeSettled, takeRunForRequeue, type RunAtThree } from '../repositories/runners.ts';
import { transition } from '../repositories/simulations.ts';
import { failureReasons } from './reasons.ts';
import { jobIdOf, SOLVE_QUEUES } from './bossQueue.ts';
import { storedSolvePriority } from './priority.ts';
import { runsOfDeadRunners, type DeadRun, type SolverProcess } from './solverProcess.ts';
import type { JobQueue } from './types.ts';

export type OrphanAction = 'requeue' | 'fail';

/** 0 solves started: re-queued; up to `retryLimit` started: retried; more: failed. */
export function orphanAction(attempts: number, retryLimit: number): OrphanAction {
  return attempts <= retryLimit ? 'requeue' : 'fail';
}

export interface RecoveryContext {
  queue: JobQueue;
  /** pg-boss, when the queue is pg-boss. */
  boss?: PgBoss;
  /** This process as a runner (PostgreSQL). Absent on PGlite, where no other process exists. */
  self?: SolverProcess;
  retryLimit: number;
  /**
   * A run changed this recently, or a job fetched this recently, is left alone: it covers a launch
   * between its insert and its enqueue, and a worker between its fetch and its claim (s).
   */
  graceSeconds: number;
}

export interface RecoveryOutcome {
  requeued: number[];
  failed: number[];
}

export async function recoverOrphans(db: Db, ctx: RecoveryContext): Promise<RecoveryOutcome> {
  const runs = await runsAtThreeSettled(db, ctx.graceSeconds);
  const outcome: RecoveryOutcome = { requeued: [], failed: [] };
  if (runs.length === 0) return outcome;
  const dead = ctx.self ? new Map((await runsOfDeadRunners(db, ctx.self)).map((run) => [run.id, run])) : new Map<number, DeadRun>();
  for (const run of runs) {
    if (!(await isOrphan(ctx, run, dead.get(run.id)))) continue;
    if (orphanAction(run.attempts, ctx.retryLimit) === 'fail') {
      if (await transition(db, run.id, RUNNING_STATUSES, SIMULATION_STATUS.EjecutadaNOK, { error: failureReasons.restart })) {
        outcome.failed.push(run.id);
        await deleteSolveJob(ctx.boss, run.id);
      }
      continue;
    }
    // Compare-and-set on what was read: two processes recovering at once re-queue it once.
    if (!(await takeRunForRequeue(db, run))) continue;
    // The old job (active under a dead worker, failed, cancelled) goes: the job id is the simulation's.
    await deleteSolveJob(ctx.boss, run.id);
    await ctx.queue.enqueue(run.id, await storedSolvePriority(db, run.id));
    outcome.requeued.push(run.id);
  }
  return outcome;
}

/** The simulation's solve job, in whichever queue its priority sent it to. */
async function solveJobOf(boss: PgBoss, id: number) {
  for (const name of SOLVE_QUEUES) {
    const job = await boss.getJobById(name, jobIdOf(id), { includeArchive: true });
    if (job) return job;
  }
  return null;
}

async function deleteSolveJob(boss: PgBoss | undefined, id: number): Promise<void> {
  for (const name of SOLVE_QUEUES) await boss?.deleteJob(name, jobIdOf(id));
}

async function isOrphan(ctx: RecoveryContext, run: RunAtThree, deadRun: DeadRun | undefined): Promise<boolean> {
  if (ctx.queue.holds(run.id)) return false;
  if (!ctx.self) return true;
  const own = run.runner === ctx.self.id;
  if (run.runner !== null && !own && !deadRun) return false; // a live process holds it
  if (!ctx.boss) return true;
  const job = await solveJobOf(ctx.boss, run.id);
  if (job?.state === 'created' || job?.state === 'retry') return false; // queued: a live worker takes it
  if (job?.state !== 'active') return true; // never sent, or ended without storing an outcome
  const fetchedLongAgo = job.startedOn.getTime() <= Date.now() - ctx.graceSeconds * 1000;
  // Active under a dead runner: only if the dead runner started it (a live worker may have taken a retry).
  if (deadRun?.lastBeat) return job.startedOn.getTime() <= deadRun.lastBeat.getTime() + ctx.self.timing.heartbeatMs;
  // Ours but not solving here (an acknowledgement lost to an outage), or fetched and never claimed.
  return fetchedLongAgo;
}
