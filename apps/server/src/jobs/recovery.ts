/**
 * "After a restart no simulation stays 'En ejecución' forever."
 * - In-process queue: nothing survives the process, so every simulation left running (3) ends failed (5).
 * - pg-boss: a running simulation whose job is gone, finished or failed for good (retries used up) ends
 *   as 5; one whose job is still queued, retrying or active is left to the queue.
 * - Any queue on PostgreSQL: a simulation whose runner process stopped beating is recovered at once
 *   (recoverDeadRuns), so a killed process does not hold its runs until the job expires.
 */
import type PgBoss from 'pg-boss';
import { RUNNING_STATUSES, SIMULATION_STATUS } from '@plantasim/domain';
import type { Db } from '../db/index.ts';
import { runningIds, transition } from '../repositories/simulations.ts';
import { failureReasons } from './reasons.ts';
import { jobIdOf, SOLVE_QUEUE } from './bossQueue.ts';
import { releaseRun, runsOfDeadRunners, type SolverProcess } from './solverProcess.ts';

export async function failAllRunning(db: Db): Promise<number[]> {
  const ids = await runningIds(db);
  const failed: number[] = [];
  for (const id of ids) if (await transition(db, id, RUNNING_STATUSES, SIMULATION_STATUS.EjecutadaNOK, { error: failureReasons.restart })) failed.push(id);
  return failed;
}

/** Ids whose job is lost. `graceSeconds` protects launches between the insert and the send. */
export async function reapLostJobs(db: Db, boss: PgBoss, graceSeconds = 30): Promise<number[]> {
  const r = await db.query<{ id: number }>(
    `SELECT id FROM simulations WHERE status = ANY($2::smallint[]) AND last_update < clock_timestamp() - make_interval(secs => $1) ORDER BY id`,
    [graceSeconds, RUNNING_STATUSES],
  );
  const failed: number[] = [];
  for (const { id } of r.rows) {
    const job = await boss.getJobById(SOLVE_QUEUE, jobIdOf(id), { includeArchive: true });
    const alive = job && (job.state === 'created' || job.state === 'retry' || job.state === 'active');
    if (alive) continue;
    if (await transition(db, id, RUNNING_STATUSES, SIMULATION_STATUS.EjecutadaNOK, { error: failureReasons.restart })) failed.push(id);
  }
  return failed;
}

/**
 * Simulations whose runner process died (killed, machine lost), found by its heartbeat. Without pg-boss
 * they end as 5. With pg-boss the dead runner's active job is failed at once instead of waiting for
 * it to expire: pg-boss retries it if retries are left, else the simulation ends as 5. A job started
 * after the runner died belongs to another process and is left alone.
 */
export async function recoverDeadRuns(db: Db, self: SolverProcess, boss?: PgBoss): Promise<number[]> {
  const failed: number[] = [];
  if (!boss) {
    // In-process queues claim at enqueue: unclaimed after the grace means it never reached a queue.
    const r = await db.query<{ id: number }>(
      `SELECT id FROM simulations WHERE status = ANY($1::smallint[]) AND runner IS NULL AND last_update < clock_timestamp() - interval '30 seconds'`,
      [RUNNING_STATUSES],
    );
    for (const { id } of r.rows) if (await transition(db, id, RUNNING_STATUSES, SIMULATION_STATUS.EjecutadaNOK, { error: failureReasons.restart })) failed.push(id);
  }
  for (const run of await runsOfDeadRunners(db, self)) {
    if (!boss) {
      if (await transition(db, run.id, RUNNING_STATUSES, SIMULATION_STATUS.EjecutadaNOK, { error: failureReasons.restart })) failed.push(run.id);
      continue;
    }
    const job = await boss.getJobById(SOLVE_QUEUE, jobIdOf(run.id), { includeArchive: true });
    if (job?.state === 'created' || job?.state === 'retry') continue; // queued: a live worker takes it
    if (job?.state === 'active') {
      const startedByDead = run.lastBeat !== null && job.startedOn.getTime() <= run.lastBeat.getTime() + self.timing.heartbeatMs;
      if (!startedByDead || !(await releaseRun(db, run))) continue;
      await boss.fail(SOLVE_QUEUE, job.id, { message: 'proceso del trabajo perdido' });
      const after = await boss.getJobById(SOLVE_QUEUE, job.id, { includeArchive: true });
      if (after?.state !== 'failed') continue; // retried by pg-boss
    }
    if (await transition(db, run.id, RUNNING_STATUSES, SIMULATION_STATUS.EjecutadaNOK, { error: failureReasons.restart })) failed.push(run.id);
  }
  return failed;
}
