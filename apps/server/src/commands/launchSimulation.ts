/** Storing a new simulation: launched (status 3, solve queued) or only saved (status 2). */
import { DEFAULT_SIMULATION_NAME, SIMULATION_STATUS, type SimulationPayload } from '@plantasim/domain';
import type { Db } from '../db/index.ts';
import type { JobQueue } from '../jobs/types.ts';
import { insertSimulation, transition } from '../repositories/simulations.ts';
import { failureReason } from '../jobs/reasons.ts';
import type { AuthUser } from '../types.ts';
import { normalizeForLaunch } from './validatePayload.ts';

export interface StoredSimulation {
  id: number;
  status: typeof SIMULATION_STATUS.Guardada | typeof SIMULATION_STATUS.EnEjecucion;
  name: string;
}

function nameOf(p: SimulationPayload): string {
  return p.metadata.simulation_name.trim() || DEFAULT_SIMULATION_NAME;
}

/**
 * Launch: normalises the payload (modes 3/4 as 2, operator title), stores it with status 3 and queues
 * the solve. If the queue refuses the job the simulation ends as 5 at once: never stuck at 3.
 * `child` links a sensitivity run to its parent (commands/sensitivity.ts).
 */
export async function launchSimulation(
  db: Db, jobs: JobQueue, payload: SimulationPayload, user: AuthUser, now = new Date(),
  child?: { parentId: number; shift: unknown },
): Promise<StoredSimulation> {
  const inputs = normalizeForLaunch(payload, user, now);
  const row = await insertSimulation(db, {
    name: nameOf(inputs), username: user.username, status: SIMULATION_STATUS.EnEjecucion, inputs, mode: inputs.configuracion.modoEjecucionTexto, ...child,
  });
  try {
    await jobs.enqueue(row.id);
  } catch (err) {
    await transition(db, row.id, [SIMULATION_STATUS.EnEjecucion], SIMULATION_STATUS.EjecutadaNOK, { error: failureReason('crash', (err as Error).message) });
    throw err;
  }
  return { id: row.id, status: SIMULATION_STATUS.EnEjecucion, name: row.name };
}

/** Save without launching (status 2 'Guardada'): the payload as sent, modes untouched. */
export async function saveSimulation(db: Db, payload: SimulationPayload, user: AuthUser): Promise<StoredSimulation> {
  const row = await insertSimulation(db, {
    name: nameOf(payload), username: user.username, status: SIMULATION_STATUS.Guardada, inputs: payload, mode: payload.configuracion.modoEjecucionTexto,
  });
  return { id: row.id, status: SIMULATION_STATUS.Guardada, name: row.name };
}
