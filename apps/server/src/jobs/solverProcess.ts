/**
 * This process as a solve runner: a row in solver_processes with a heartbeat, so any live process can
 * tell that the runner of a simulation at 3 is gone (killed, machine lost) and recover the simulation
 * long before a pg-boss job would expire. A runner is judged dead only by a process that has itself
 * kept its heartbeat for the whole judging window: after a database outage every heartbeat is old, and
 * the first process back must not take the runs of the others, which are alive and about to beat again.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { RUNNING_STATUSES } from '@plantasim/domain';
import type { Db } from '../db/index.ts';

export interface SolverProcessTiming {
  /** How often the heartbeat is written (ms). */
  heartbeatMs: number;
  /** A runner whose heartbeat is older than this is dead, wherever it runs (s). */
  staleSeconds: number;
  /** A runner on this machine whose pid is gone is dead once its heartbeat is this old (s). */
  deadPidSeconds: number;
}

export const defaultTiming: SolverProcessTiming = { heartbeatMs: 10_000, staleSeconds: 60, deadPidSeconds: 20 };

export interface SolverProcess {
  readonly id: string;
  readonly timing: SolverProcessTiming;
  /** Milliseconds since start or since the last heartbeat that failed, whichever is later. */
  healthyForMs(): number;
  /** Stops the heartbeat and removes the row (its runs, if any, are then recovered by others). */
  close(): Promise<void>;
}

export async function registerSolverProcess(db: Db, timing: SolverProcessTiming = defaultTiming): Promise<SolverProcess> {
  const id = randomUUID();
  await db.query('INSERT INTO solver_processes (id, hostname, pid) VALUES ($1, $2, $3)', [id, hostname(), process.pid]);
  let healthySince = Date.now();
  const beat = () =>
    db.query('INSERT INTO solver_processes (id, hostname, pid) VALUES ($1, $2, $3) ON CONFLICT (id) DO UPDATE SET heartbeat_at = clock_timestamp()', [id, hostname(), process.pid])
      .catch(() => {
        healthySince = Date.now();
      });
  const timer = setInterval(() => void beat(), timing.heartbeatMs); // beat catches its own failures
  timer.unref();
  return {
    id,
    timing,
    healthyForMs: () => Date.now() - healthySince,
    async close() {
      clearInterval(timer);
      await db.query('DELETE FROM solver_processes WHERE id = $1', [id]).catch(() => {});
    },
  };
}

/** Records `runner` as the process running this simulation (only while it is at 3). */
export async function claimRun(db: Db, simulationId: number, runner: string): Promise<void> {
  await db.query('UPDATE simulations SET runner = $2 WHERE id = $1 AND status = ANY($3::smallint[])', [simulationId, runner, RUNNING_STATUSES]);
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'; // exists, owned by someone else
  }
}

export interface DeadRun {
  id: number;
  runner: string;
  /** The dead runner's last heartbeat (null: it stopped and removed its row). */
  lastBeat: Date | null;
}

/**
 * Simulations at 3 whose runner is dead: its row is gone (stopped) or its heartbeat is older than
 * staleSeconds, or it ran on this machine under a pid that no longer exists and missed two beats.
 * Empty while this process has not itself been healthy long enough to judge.
 */
export async function runsOfDeadRunners(db: Db, self: SolverProcess): Promise<DeadRun[]> {
  const { staleSeconds, deadPidSeconds } = self.timing;
  const healthy = self.healthyForMs() / 1000;
  if (healthy < deadPidSeconds) return [];
  const r = await db.query<{ id: number; runner: string; hostname: string | null; pid: number | null; age: number | null; beat: Date | null }>(
    `SELECT s.id, s.runner::text AS runner, p.hostname, p.pid, p.heartbeat_at AS beat,
            EXTRACT(EPOCH FROM clock_timestamp() - p.heartbeat_at)::float8 AS age
       FROM simulations s LEFT JOIN solver_processes p ON p.id = s.runner
      WHERE s.status = ANY($2::smallint[]) AND s.runner IS NOT NULL AND s.runner <> $1 ORDER BY s.id`,
    [self.id, RUNNING_STATUSES],
  );
  const here = hostname();
  return r.rows
    .filter((row) => {
      if (row.age === null) return true;
      if (row.age > staleSeconds && healthy >= staleSeconds) return true;
      return row.hostname === here && row.pid !== null && row.age > deadPidSeconds && !pidAlive(row.pid);
    })
    .map((row) => ({ id: row.id, runner: row.runner, lastBeat: row.beat === null ? null : new Date(row.beat) }));
}

/** Forgets a dead runner, unless another process claimed the simulation meanwhile (false then). */
export async function releaseRun(db: Db, run: DeadRun): Promise<boolean> {
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
