/**
 * The engines' state before H1 of a run starting on a given day, carried from the previous day's
 * valid simulation (its state and hours in state at the end of that day), so minimum up/down times
 * hold across the two plans. None when that day has no valid simulation: the user enters it.
 */
import {
  addDays, carriedFromPreviousRun, formatDate, mustParseDate, withCarriedState, type InitialStateResponse,
} from '@plantasim/domain';
import { AppError } from '../errors.ts';
import { loadExecutedSchedule, type RunRepos } from './compareSimulations.ts';
import { payloadOf, preparedInputs, type PreparedInputs } from './preparedInputs.ts';

export async function initialStateFor(repos: RunRepos, fecha: string): Promise<InitialStateResponse> {
  const previousDay = formatDate(addDays(mustParseDate(fecha), -1));
  const row = await repos.simulations.findValidRunStarting(previousDay);
  if (!row) return { simulacion: null, motores: [] };
  const { payload, columns } = await loadExecutedSchedule(repos, row);
  return {
    simulacion: { id: row.id, name: row.name, fechaActual: payload.configuracion.fechaActual },
    motores: carriedFromPreviousRun(payload, columns.motores),
  };
}

/**
 * The inputs a launch stores: as they are when they carry the engines' hours in state (typed by the
 * user or taken in the form); else with the state and hours carried from the previous day's valid
 * simulation, recorded as its (origin, id and day); else as they are (long enough for any minimum
 * time). A previous run whose schedule cannot be read leaves them as they are: the launch goes on.
 */
export async function withStateBeforeHorizon(repos: RunRepos, inputs: PreparedInputs): Promise<PreparedInputs> {
  if (inputs.stateFrom === null) return inputs;
  let previous: InitialStateResponse;
  try {
    previous = await initialStateFor(repos, inputs.stateFrom);
  } catch (err) {
    if (err instanceof AppError && err.status === 409) return inputs;
    throw err;
  }
  // Parsed only when there is a state to carry: a planning year's inputs are 10 MB of JSON.
  if (!previous.simulacion) return inputs;
  const payload = payloadOf(inputs);
  const names = new Set(payload.planta.motores.map((m) => m.nombre));
  if (!previous.motores.some((c) => c !== null && names.has(c.nombre))) return inputs;
  return preparedInputs(withCarriedState(payload, previous.motores, previous.simulacion));
}
