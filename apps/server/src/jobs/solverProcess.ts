/**
 * This process as a solve runner: a row in solver_processes with a heartbeat, so any live process can
 * tell that the runner of a simulation at 3 is gone (killed, machine lost) and recover the simulation
 * long before a pg-boss job would expire. A runner is judged dead only by a process that has itself
 * kept its heartbeat for the whole judging window: after a database outage every heartbeat is old, and
 * the first process back must not take the runs of the others, which are alive and about to beat again.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../db/index.ts';
import { beatSolverProcess, deleteSolverProcess, insertSolverProcess, runsOfOtherRunners } from '../repositories/runners.ts';

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
  await insertSolverProcess(db, id, hostname(), process.pid);
  let healthySince = Date.now();
  const beat = () =>
    beatSolverProcess(db, id, hostname(), process.pid)
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
      await deleteSolverProcess(db, id).catch(() => {});
    },
  };
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
  const rows = await runsOfOtherRunners(db, self.id);
  const here = hostname();
  return rows
    .filter((row) => {
      if (row.age === null) return true;
      if (row.age > staleSeconds && healthy >= staleSeconds) return true;
      return row.hostname === here && row.pid !== null && row.age > deadPidSeconds && !pidAlive(row.pid);
    })
    .map((row) => ({ id: row.id, runner: row.runner, lastBeat: row.beat === null ? null : new Date(row.beat) }));
}
