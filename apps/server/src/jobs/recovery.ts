/**
 * "After a restart no simulation stays 'En ejecución' forever."
 * - In-process queue: nothing survives the process, so every simulation left at 3 ends as 5.
 * - pg-boss: a simulation at 3 whose job is gone, finished or failed for good (retries used up) ends
 *   as 5; one whose job is still queued, retrying or active is left to the queue.
 */
import type PgBoss from 'pg-boss';
import type { Db } from '../db/index.ts';
import { runningIds, transition } from '../repositories/simulations.ts';
import { failureReasons } from './reasons.ts';
import { jobIdOf, SOLVE_QUEUE } from './bossQueue.ts';

export async function failAllRunning(db: Db): Promise<number[]> {
  const ids = await runningIds(db);
  const failed: number[] = [];
  for (const id of ids) if (await transition(db, id, [3], 5, { error: failureReasons.restart })) failed.push(id);
  return failed;
}

/** Ids whose job is lost. `graceSeconds` protects launches between the insert and the send. */
export async function reapLostJobs(db: Db, boss: PgBoss, graceSeconds = 30): Promise<number[]> {
  const r = await db.query<{ id: number }>(
    `SELECT id FROM simulations WHERE status = 3 AND last_update < clock_timestamp() - make_interval(secs => $1) ORDER BY id`,
    [graceSeconds],
  );
  const failed: number[] = [];
  for (const { id } of r.rows) {
    const job = await boss.getJobById(SOLVE_QUEUE, jobIdOf(id), { includeArchive: true });
    const alive = job && (job.state === 'created' || job.state === 'retry' || job.state === 'active');
    if (alive) continue;
    if (await transition(db, id, [3], 5, { error: failureReasons.restart })) failed.push(id);
  }
  return failed;
}
