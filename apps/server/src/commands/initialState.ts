/**
 * The engines' state before H1 of a run starting on a given day, carried from the previous day's
 * valid simulation (its state and hours in state at the end of that day), so minimum up/down times
 * hold across the two plans. None when that day has no valid simulation: the user enters it.
 */
import {
  addDays, carriedFromPreviousRun, formatDate, mustParseDate, type InitialStateResponse,
} from '@plantasim/domain';
import type { Db } from '../db/index.ts';
import { findValidRunStarting } from '../repositories/simulations.ts';
import { loadExecutedSchedule } from './compareSimulations.ts';

export async function initialStateFor(db: Db, fecha: string): Promise<InitialStateResponse> {
  const previousDay = formatDate(addDays(mustParseDate(fecha), -1));
  const row = await findValidRunStarting(db, previousDay);
  if (!row) return { simulacion: null, motores: [] };
  const { payload, columns } = await loadExecutedSchedule(db, row);
  return {
    simulacion: { id: row.id, name: row.name, fechaActual: payload.configuracion.fechaActual },
    motores: carriedFromPreviousRun(payload, columns.motores),
  };
}
