/**
 * Validity, activation, deletion and cancellation of a stored simulation. The per-day validity rule
 * is the database's unique index (simulations_one_valid_per_day); these commands turn its refusal into
 * the spec's message.
 */
import { formatMessage } from '@plantasim/domain';
import type { Db } from '../db/index.ts';
import { AppError } from '../errors.ts';
import type { JobQueue } from '../jobs/types.ts';
import {
  clearOtherValidSameDay, isTransientConflict, isUniqueViolation, lockDayOf, setValid, transition, type SimulationRow,
} from '../repositories/simulations.ts';

export const stateMessages = {
  validityChanged: 'Validez actualizada', // validity updated
  activated: 'Simulación activada', // simulation activated
  deleted: 'Simulación borrada', // SPEC §8 success
  onlyExecutedDeletable: 'Solo se pueden borrar simulaciones ejecutadas correctamente (estado Ejecutada OK)',
  cancelled: 'Simulación cancelada', // cancelled
  notRunning: 'La simulación no está en ejecución', // only status 3 can be cancelled
  badNewStatus: 'new_status debe ser 0 o 1', // invalid new_status
  changedMeanwhile: 'La simulación ha cambiado de estado; recargue la lista', // concurrent change
} as const;

function day(s: SimulationRow): string {
  return s.created.slice(0, 10);
}

export interface ValidityAnswer {
  status: 200;
  message: string;
  id: number;
  VALID: 0 | 1;
  /** 'validity.lastUnmarked' text when the day is left with no valid simulation. */
  warning?: string;
}

/** GET /api/cambiar-estado: 409 with 'validity.alreadyActive' when another is valid that day. */
export async function changeValidity(db: Db, s: SimulationRow, valid: 0 | 1): Promise<ValidityAnswer> {
  for (let attempt = 0; ; attempt++) {
    try {
      if (!(await setValid(db, s.id, valid))) throw new AppError(409, stateMessages.changedMeanwhile, 'SIMULATION_CHANGED');
      break;
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw new AppError(409, formatMessage('validity.alreadyActive', { date: day(s) }), 'VALIDITY_DAY_TAKEN', { date: day(s) });
      }
      if (!isTransientConflict(err) || attempt >= 4) throw err;
    }
  }
  const answer: ValidityAnswer = { status: 200, message: stateMessages.validityChanged, id: s.id, VALID: valid };
  if (valid === 0 && s.valid === 1) answer.warning = formatMessage('validity.lastUnmarked', { date: day(s) });
  return answer;
}

/**
 * Activation (the spec's unshown request): this simulation becomes the valid one of its day and the
 * others of that day stop being valid, in one transaction. A concurrent activation of the same day
 * can hit the unique index; it is retried so the last one wins cleanly.
 */
export async function activateSimulation(db: Db, s: SimulationRow): Promise<{ status: 200; message: string; id: number; VALID: 1; deactivated: number[] }> {
  for (let attempt = 0; ; attempt++) {
    try {
      const deactivated = await db.transaction(async (tx) => {
        await lockDayOf(tx, s.id);
        const others = await clearOtherValidSameDay(tx, s.id);
        if (!(await setValid(tx, s.id, 1))) throw new AppError(409, stateMessages.changedMeanwhile, 'SIMULATION_CHANGED');
        return others;
      });
      return { status: 200, message: stateMessages.activated, id: s.id, VALID: 1, deactivated };
    } catch (err) {
      if (!isUniqueViolation(err) && !isTransientConflict(err)) throw err;
      if (attempt >= 4) throw new AppError(409, formatMessage('validity.alreadyActive', { date: day(s) }), 'VALIDITY_DAY_TAKEN');
    }
  }
}

/** DELETE /api/borrar-simulacion/:id: only status 4, becomes 7 (and stops being valid). */
export async function deleteSimulation(db: Db, s: SimulationRow): Promise<{ status: 200; message: string; id: number }> {
  if (s.status !== 4 || !(await transition(db, s.id, [4], 7, { clearValid: true }))) {
    throw new AppError(409, stateMessages.onlyExecutedDeletable, 'NOT_DELETABLE');
  }
  return { status: 200, message: stateMessages.deleted, id: s.id };
}

/** Cancel: status 3 -> 6; the running solve (here or, through its status check, in another process) stops. */
export async function cancelSimulation(db: Db, jobs: JobQueue, s: SimulationRow): Promise<{ status: 200; message: string; id: number }> {
  if (!(await transition(db, s.id, [3], 6, { error: null }))) throw new AppError(409, stateMessages.notRunning, 'NOT_RUNNING');
  jobs.abortLocal(s.id);
  return { status: 200, message: stateMessages.cancelled, id: s.id };
}
