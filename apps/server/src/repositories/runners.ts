/**
 * Who runs a simulation at 3 (migrations: solver_processes, simulations.runner and .attempts): the
 * rows of live solver processes with their heartbeat, the runner a simulation records, and the count
 * of solves started. The rules that judge a runner dead or a run an orphan are in jobs/solverProcess.ts
 * and jobs/recovery.ts; the statements they run are here.
 */
import { RUNNING_STATUSES, SIMULATION_STATUS } from '@plantasim/domain';
import type { Db } from '../db/index.ts';

/** Adds this process as a runner (its heartbeat starts now). */
export async function insertSolverProcess(db: Db, id: string, hostname: string, pid: number): Promise<void> {
  await db.query('INSERT INTO solver_processes (id, hostname, pid) VALUES ($1, $2, $3)', [id, hostname, pid]);
}

/** A heartbeat; it adds the row back when another process pruned or removed it meanwhile. */
export async function beatSolverProcess(db: Db, id: string, hostname: string, pid: number): Promise<void> {
  await db.query('INSERT INTO solver_processes (id, hostname, pid) VALUES ($1, $2, $3) ON CONFLICT (id) DO UPDATE SET heartbeat_at = clock_timestamp()', [id, hostname, pid]);
}

export async function deleteSolverProcess(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM solver_processes WHERE id = $1', [id]);
}

/** Records `runner` as the process running this simulation (only while it is at 3). */
export async function claimRun(db: Db, simulationId: number, runner: string): Promise<void> {
  await db.query('UPDATE simulations SET runner = $2 WHERE id = $1 AND status = ANY($3::smallint[])', [simulationId, runner, RUNNING_STATUSES]);
}

export interface OtherRunnerRun {
  id: number;
  runner: string;
  /** The runner's row, when it still has one (null: it stopped and removed it). */
  hostname: string | null;
  pid: number | null;
  /** Seconds since its last heartbeat, by the database's clock. */
  age: number | null;
  beat: Date | null;
}

/** Simulations at 3 held by a runner other than `selfId`, with that runner's row if any. */
export async function runsOfOtherRunners(db: Db, selfId: string): Promise<OtherRunnerRun[]> {
  const r = await db.query<OtherRunnerRun>(
    `SELECT s.id, s.runner::text AS runner, p.hostname, p.pid, p.heartbeat_at AS beat,
            EXTRACT(EPOCH FROM clock_timestamp() - p.heartbeat_at)::float8 AS age
       FROM simulations s LEFT JOIN solver_processes p ON p.id = s.runner
      WHERE s.status = ANY($2::smallint[]) AND s.runner IS NOT NULL AND s.runner <> $1 ORDER BY s.id`,
    [selfId, RUNNING_STATUSES],
  );
  return r.rows;
}

/** Forgets a dead runner, unless another process claimed the simulation meanwhile (false then). */
export async function releaseRun(db: Db, run: { id: number; runner: string }): Promise<boolean> {
  const r = await db.query(
    'UPDATE simulations SET runner = NULL WHERE id = $1 AND status = ANY($3::smallint[]) AND runner = $2 RETURNING id',
    [run.id, run.runner, RUNNING_STATUSES],
  );
  return r.rows.length > 0;
}

/** Rows of processes silent for a day and running nothing (killed processes never remove theirs). */
export async function pruneSolverProcesses(db: Db): Promise<void> {
  await db.query(
    `DELETE FROM solver_processes p WHERE p.heartbeat_at < clock_timestamp() - interval '1 day'
        AND NOT EXISTS (SELECT 1 FROM simulations s WHERE s.status = ANY($1::smallint[]) AND s.runner = p.id)`,
    [RUNNING_STATUSES],
  );
}

/** Counts a solve that starts; returns the count, or undefined when the run is no longer at 3. */
export async function countAttempt(db: Db, id: number): Promise<number | undefined> {
  const r = await db.query<{ attempts: number }>(
    'UPDATE simulations SET attempts = attempts + 1 WHERE id = $1 AND status = $2 RETURNING attempts', [id, SIMULATION_STATUS.EnEjecucion],
  );
  return r.rows[0]?.attempts;
}

/** A simulation at 3 as the recovery reads it; `stamp` is its last_update as text, for the compare-and-set. */
export interface RunAtThree {
  id: number;
  attempts: number;
  runner: string | null;
  stamp: string;
}

/** Simulations at 3 unchanged for `graceSeconds` (a launch between insert and enqueue is left alone). */
export async function runsAtThreeSettled(db: Db, graceSeconds: number): Promise<RunAtThree[]> {
  const r = await db.query<RunAtThree>(
    `SELECT id, attempts, runner::text AS runner, last_update::text AS stamp FROM simulations
      WHERE status = ANY($1::smallint[]) AND last_update <= clock_timestamp() - make_interval(secs => $2) ORDER BY id`,
    [RUNNING_STATUSES, graceSeconds],
  );
  return r.rows;
}

/**
 * Takes a run for re-queueing: its runner is forgotten only if it is still at 3 as it was read (runner
 * and stamp), so two processes recovering at once re-queue it once. False when another took it.
 */
export async function takeRunForRequeue(db: Db, run: RunAtThree): Promise<boolean> {
  const taken = await db.query(
    `UPDATE simulations SET runner = NULL, last_update = clock_timestamp()
        WHERE id = $1 AND status = ANY($2::smallint[]) AND runner IS NOT DISTINCT FROM $3::uuid AND last_update::text = $4 RETURNING id`,
    [run.id, RUNNING_STATUSES, run.runner, run.stamp],
  );
  return taken.rows.length > 0;
}
