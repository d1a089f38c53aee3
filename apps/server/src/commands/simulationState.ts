/**
 * Validity, activation, deletion and cancellation of a stored simulation. The per-day validity rule
 * is the database's unique index (simulations_one_valid_per_day); these commands turn its refusal into
 * the refusal message of docs/rules/states.md ("Validity").
 */
import {
  DELETABLE_STATUSES, deletionRefusal, SIMULATION_STATUS, statusesWhere, isCancellableStatus, validityRefusal,
  type ActivateAnswer, type CancelAnswer, type DeleteAnswer, type ValidityAnswer,
} from '@plantasim/domain';
import { AppError, userText } from '../errors.ts';
import type { JobQueue } from '../jobs/types.ts';
import type { Repos } from '../repositories/index.ts';
import { isTransientConflict, isUniqueViolation, type SimulationRow } from '../repositories/simulations.ts';

function day(s: SimulationRow): string {
  return s.created.slice(0, 10);
}

/** 409 when this simulation may not be valid (only a run that ended OK may, and never a sensitivity child). */
function assertMayBeValid(s: SimulationRow): void {
  const refusal = validityRefusal(s.status, s.parent_id !== null);
  if (refusal) throw new AppError(409, userText(refusal.code), 'NOT_VALIDATABLE', { simulationStatus: s.status });
}

/** The day's last valid simulation stops being valid: the warning of docs/rules/states.md (unmarking or deleting). */
function lastValidWarning(s: SimulationRow): string {
  return userText('validity.lastUnmarked', { date: day(s) });
}

/**
 * GET /api/cambiar-estado: 409 with 'validity.alreadyActive' when another is valid that day, and
 * with 'lifecycle.notValidatable' when marking a simulation that did not run OK.
 */
export async function changeValidity(repos: Repos<'simulations'>, s: SimulationRow, valid: 0 | 1): Promise<ValidityAnswer> {
  if (valid === 1) assertMayBeValid(s);
  for (let attempt = 0; ; attempt++) {
    try {
      if (!(await repos.simulations.setValid(s.id, valid))) throw new AppError(409, userText('state.changedMeanwhile'), 'SIMULATION_CHANGED');
      break;
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw new AppError(409, userText('validity.alreadyActive', { date: day(s) }), 'VALIDITY_DAY_TAKEN', { date: day(s) });
      }
      if (!isTransientConflict(err) || attempt >= 4) throw err;
    }
  }
  const answer: ValidityAnswer = { status: 200, message: userText('state.validityChanged'), id: s.id, VALID: valid };
  if (valid === 0 && s.valid === 1) answer.warning = lastValidWarning(s);
  return answer;
}

/**
 * Activation (a request docs/rules/calls.md leaves unspecified): this simulation becomes the valid one of its day and the
 * others of that day stop being valid, in one transaction. A concurrent activation of the same day
 * can hit the unique index; it is retried so the last one wins cleanly. A simulation that did not run
 * OK is refused before anything changes (the day's valid one stays valid).
 */
export async function activateSimulation(repos: Repos<'simulations'>, s: SimulationRow): Promise<ActivateAnswer> {
  assertMayBeValid(s);
  for (let attempt = 0; ; attempt++) {
    try {
      const deactivated = await repos.simulations.setValidAlone(s.id);
      if (!deactivated) throw new AppError(409, userText('state.changedMeanwhile'), 'SIMULATION_CHANGED');
      return { status: 200, message: userText('state.activated'), id: s.id, VALID: 1, deactivated };
    } catch (err) {
      if (!isUniqueViolation(err) && !isTransientConflict(err)) throw err;
      if (attempt >= 4) throw new AppError(409, userText('validity.alreadyActive', { date: day(s) }), 'VALIDITY_DAY_TAKEN');
    }
  }
}

/**
 * DELETE /api/borrar-simulacion/:id: any status but a running one becomes deleted (and stops being
 * valid), and so do its sensitivity children (running ones are cancelled). Deleting the day's valid simulation answers the same warning as unmarking it.
 */
export async function deleteSimulation(repos: Repos<'simulations' | 'sensitivity'>, s: SimulationRow, jobs?: JobQueue): Promise<DeleteAnswer> {
  const refusal = deletionRefusal(s.status);
  if (refusal) throw new AppError(409, userText(refusal.code), 'NOT_DELETABLE', { simulationStatus: s.status });
  if (!(await repos.simulations.transition(s.id, DELETABLE_STATUSES, SIMULATION_STATUS.Borrada, { clearValid: true }))) {
    throw new AppError(409, userText('state.changedMeanwhile'), 'SIMULATION_CHANGED');
  }
  // Sensitivity children only mean something next to their parent: they go with it.
  const children = await repos.sensitivity.deleteChildren(s.id);
  for (const id of children.cancelled) jobs?.abortLocal(id);
  const answer: DeleteAnswer = { status: 200, message: userText('delete.success'), id: s.id };
  if (s.valid === 1) answer.warning = lastValidWarning(s);
  return answer;
}

/** Cancel: running -> cancelled; the running solve (here or, through its status check, in another process) stops. */
export async function cancelSimulation(repos: Repos<'simulations'>, jobs: JobQueue, s: SimulationRow): Promise<CancelAnswer> {
  if (!(await repos.simulations.transition(s.id, statusesWhere(isCancellableStatus), SIMULATION_STATUS.Cancelada, { error: null }))) {
    throw new AppError(409, userText('state.notRunning'), 'NOT_RUNNING');
  }
  jobs.abortLocal(s.id);
  return { status: 200, message: userText('run.cancel.done'), id: s.id };
}
