// The simulation lifecycle (docs/rules/states.md status numbers): the statuses, the moves between them and what
// each status allows. Server SQL, repositories, jobs and the web read these instead of bare numbers,
// so a rule changes in one place.
import { GENERAL_MESSAGES, type MessageText } from '../messages/general.ts';

/** Status numbers (docs/rules/states.md). */
export const SIMULATION_STATUS = {
  Creada: 1, Guardada: 2, EnEjecucion: 3, EjecutadaOK: 4, EjecutadaNOK: 5, Cancelada: 6, Borrada: 7,
} as const;
export type SimulationStatus = (typeof SIMULATION_STATUS)[keyof typeof SIMULATION_STATUS];

const S = SIMULATION_STATUS;

export const ALL_SIMULATION_STATUSES: readonly SimulationStatus[] = [S.Creada, S.Guardada, S.EnEjecucion, S.EjecutadaOK, S.EjecutadaNOK, S.Cancelada, S.Borrada];

/**
 * Every move a simulation can make. A new simulation (1, never stored) is saved (2) or launched (3);
 * a stored one is never relaunched (a launch stores a new row). A run ends OK (4), failed (5, also
 * when a restart finds its job lost) or cancelled (6). Deletion (7) takes anything but a run still
 * going, whose job would otherwise keep writing to a deleted row.
 */
export const SIMULATION_TRANSITIONS: Readonly<Record<SimulationStatus, readonly SimulationStatus[]>> = {
  [S.Creada]: [S.Guardada, S.EnEjecucion, S.Borrada],
  [S.Guardada]: [S.Borrada],
  [S.EnEjecucion]: [S.EjecutadaOK, S.EjecutadaNOK, S.Cancelada],
  [S.EjecutadaOK]: [S.Borrada],
  [S.EjecutadaNOK]: [S.Borrada],
  [S.Cancelada]: [S.Borrada],
  [S.Borrada]: [],
};

/** Each status's name, from the message catalogue. */
export const SIMULATION_STATUS_TEXT: Readonly<Record<SimulationStatus, MessageText>> = {
  1: GENERAL_MESSAGES['status.1'], 2: GENERAL_MESSAGES['status.2'], 3: GENERAL_MESSAGES['status.3'], 4: GENERAL_MESSAGES['status.4'],
  5: GENERAL_MESSAGES['status.5'], 6: GENERAL_MESSAGES['status.6'], 7: GENERAL_MESSAGES['status.7'],
};

export function isSimulationStatus(value: unknown): value is SimulationStatus {
  return typeof value === 'number' && (ALL_SIMULATION_STATUSES as readonly number[]).includes(value);
}

export function canTransition(from: number, to: number): boolean {
  return isSimulationStatus(from) && (SIMULATION_TRANSITIONS[from] as readonly number[]).includes(to);
}

/** The statuses from which `to` can be reached (the compare-and-set list of a stored move). */
export function statusesLeadingTo(to: SimulationStatus): SimulationStatus[] {
  return ALL_SIMULATION_STATUSES.filter((from) => canTransition(from, to));
}

/** Shown in the history list: everything but deleted. */
export function isListedStatus(status: number): boolean {
  return isSimulationStatus(status) && status !== S.Borrada;
}

/** A full user may delete it: every listed status but a run still going. */
export function isDeletableStatus(status: number): boolean {
  return canTransition(status, S.Borrada);
}

/** Only a run that ended OK may be the day's valid simulation (unmarking is always allowed). */
export function mayBeValidStatus(status: number): boolean {
  return status === S.EjecutadaOK;
}

/** Results (programme, operation, economics) exist only for a run that ended OK. */
export function hasResultsStatus(status: number): boolean {
  return status === S.EjecutadaOK;
}

/** A solve in progress: it may be cancelled, and a restart must settle it. */
export function isRunningStatus(status: number): boolean {
  return status === S.EnEjecucion;
}

/** A run that ended failed: shown as an error, with the reason it failed. */
export function isFailedStatus(status: number): boolean {
  return status === S.EjecutadaNOK;
}

/** A launched run that will not move any more: ended OK, failed, cancelled or since deleted (what a
 *  caller waiting for a run's end waits for). */
export function isSettledStatus(status: number): boolean {
  return status === S.EjecutadaOK || status === S.EjecutadaNOK || status === S.Cancelada || status === S.Borrada;
}

export function isCancellableStatus(status: number): boolean {
  return canTransition(status, S.Cancelada);
}

/** The statuses for which `predicate` holds, for SQL lists (`status = ANY($n)`). */
export function statusesWhere(predicate: (status: number) => boolean): SimulationStatus[] {
  return ALL_SIMULATION_STATUSES.filter(predicate);
}

export const LISTED_STATUSES: readonly SimulationStatus[] = statusesWhere(isListedStatus);
export const DELETABLE_STATUSES: readonly SimulationStatus[] = statusesWhere(isDeletableStatus);
export const VALIDATABLE_STATUSES: readonly SimulationStatus[] = statusesWhere(mayBeValidStatus);
export const RUNNING_STATUSES: readonly SimulationStatus[] = statusesWhere(isRunningStatus);

/**
 * Why a simulation cannot be marked valid (catalogue code), or null when it may. A sensitivity child
 * (a run with a parent) is a what-if on shifted inputs, never the day's plan, whatever its status.
 */
export function validityRefusal(
  status: number, isChild = false,
): { code: 'lifecycle.notValidatable' | 'lifecycle.childNotValidatable'; params: Record<string, never> } | null {
  if (isChild) return { code: 'lifecycle.childNotValidatable', params: {} };
  return mayBeValidStatus(status) ? null : { code: 'lifecycle.notValidatable', params: {} };
}

/** Why a simulation of this status cannot be deleted (catalogue code), or null when it may. */
export function deletionRefusal(status: number): { code: 'lifecycle.notDeletable'; params: Record<string, never> } | null {
  return isDeletableStatus(status) ? null : { code: 'lifecycle.notDeletable', params: {} };
}
