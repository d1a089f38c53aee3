// The CPU priority of a solver thread (a solve worker, a rolling solve's lane).
import { getPriority, setPriority } from 'node:os';

/**
 * Solves yield the CPU to the threads that answer users: on Linux the nice value is per thread, so
 * this lowers only this worker thread (SOLVER_NICE, default 10; 0 keeps the normal priority).
 */
export function lowerSolverPriority(env: Record<string, string | undefined> = process.env): number | null {
  const n = Number(env.SOLVER_NICE ?? 10);
  const wanted = Number.isInteger(n) ? Math.min(19, Math.max(0, n)) : 10;
  try {
    // Never raise it: a thread may not lower its nice value without privileges.
    const nice = Math.max(getPriority(), wanted);
    setPriority(nice);
    return nice;
  } catch {
    return null; // not permitted on this platform: the solve still runs
  }
}
