/** Storing a new simulation: launched (status 3, solve queued) or only saved (status 2). */
import { SIMULATION_STATUS, type SimulationPayload } from '@plantasim/domain';
import type { JobQueue } from '../jobs/types.ts';
import type { Repos } from '../repositories/index.ts';
import { solvePriority } from '../jobs/priority.ts';
import { failureReason } from '../jobs/reasons.ts';
import type { AuthUser } from '../types.ts';
import { normalizeForLaunch } from './validatePayload.ts';
import { preparedInputs, type PreparedInputs } from './preparedInputs.ts';
import { withStateBeforeHorizon } from './initialState.ts';
import { withAnnualShare } from './annualShare.ts';
import type { AnnualRepos } from './annualToDate.ts';

/** What a launch reads (the previous day's plan, the year so far) and writes (the simulations table). */
export type LaunchRepos = AnnualRepos;

export interface StoredSimulation {
  id: number;
  status: typeof SIMULATION_STATUS.Guardada | typeof SIMULATION_STATUS.EnEjecucion;
  name: string;
}

/**
 * Launch: normalises the payload (modes 3/4 as 2, operator title), stores it with status 3 and queues
 * the solve. If the queue refuses the job the simulation ends as 5 at once: never stuck at 3.
 * `child` links a sensitivity run to its parent (commands/sensitivity.ts); launchPrepared's also a
 * re-plan to its origin (commands/replan.ts). Other launches without hours in state take them from
 * the previous day's valid simulation (withStateBeforeHorizon).
 */
export async function launchSimulation(
  repos: LaunchRepos, jobs: JobQueue, payload: SimulationPayload, user: AuthUser, now = new Date(),
  child?: { parentId: number; shift: unknown },
): Promise<StoredSimulation> {
  return launchPrepared(repos, jobs, preparedInputs(normalizeForLaunch(payload, user, now)), user, child);
}

/** Launch of inputs already normalised and serialised (an upload checked off the request thread). */
export async function launchPrepared(
  repos: LaunchRepos, jobs: JobQueue, inputs: PreparedInputs, user: AuthUser,
  child?: { parentId: number; shift: unknown } | { replanOf: number; replan: unknown },
): Promise<StoredSimulation> {
  // A sensitivity child keeps its parent's state: it differs from it only in the shifted input.
  // So does its share of the year's limits; a fresh launch computes its own (commands/annualShare.ts).
  const stored = child ? inputs : await withAnnualShare(repos, await withStateBeforeHorizon(repos, inputs));
  const row = await repos.simulations.insertSimulation({
    name: stored.name, username: user.username, status: SIMULATION_STATUS.EnEjecucion, inputsJson: stored.json, mode: stored.mode, plan: stored.plan, ...child,
  });
  try {
    // A re-plan first, then short launches, then sensitivity children and long horizons.
    await jobs.enqueue(row.id, solvePriority({ replan: child !== undefined && 'replanOf' in child, child: child !== undefined && 'parentId' in child, horizonDays: row.horizon_days }));
  } catch (err) {
    await repos.simulations.transition(row.id, [SIMULATION_STATUS.EnEjecucion], SIMULATION_STATUS.EjecutadaNOK, { error: failureReason('crash', (err as Error).message) });
    throw err;
  }
  return { id: row.id, status: SIMULATION_STATUS.EnEjecucion, name: row.name };
}

/** Save without launching (status 2 'Guardada'): the payload as sent, modes untouched. */
export async function saveSimulation(repos: Repos<'simulations'>, inputs: PreparedInputs, user: AuthUser): Promise<StoredSimulation> {
  const row = await repos.simulations.insertSimulation({
    name: inputs.name, username: user.username, status: SIMULATION_STATUS.Guardada, inputsJson: inputs.json, mode: inputs.mode, plan: inputs.plan,
  });
  return { id: row.id, status: SIMULATION_STATUS.Guardada, name: row.name };
}
