/**
 * What the solve job of a re-plan reads besides its inputs: the trips in force (its own and those of
 * the re-plans its origin descends from: its inputs are the first plan's, which know of no trip),
 * the origin's stored operation table and its engines' states and marks (its schedule's columns),
 * per period for a run planned in quarter hours, and with `usarReales` the measured hours before H
 * (and the quarters measured on their own, which hold in their periods on a day planned in quarters).
 */
import { actualsBefore, addDays, quartersBefore, formatIsoDate, parseDate, replanRequestSchema, tripsInForce } from '@plantasim/domain';
import type { Repos } from '../repositories/index.ts';
import { userText } from '../errors.ts';
import type { ReplanSolve } from './types.ts';

/** The re-plan job's data, or a reason it cannot run (the origin lost its results meanwhile…). */
export async function replanSolveOf(
  repos: Repos<'replans' | 'simulationResults' | 'actuals'>, originId: number, stored: unknown, payload: { configuracion: { fechaActual: string }; planta: { motores: { nombre: string }[] } },
): Promise<ReplanSolve | string> {
  const request = replanRequestSchema.safeParse(stored);
  if (!request.success) return userText('replan.badRequest');
  const { hora, unidades, usarReales } = request.data;
  const earlier = (await repos.replans.replanRequestsUpFrom(originId)).map((r) => replanRequestSchema.safeParse(r));
  if (earlier.some((r) => !r.success)) return userText('replan.badRequest');
  const disparos = tripsInForce([...earlier.flatMap((r) => (r.success ? [r.data] : [])), request.data]);
  // The periods the origin was solved in: a quarter-hour run's tables per period (its hourly parts are
  // aggregates the optimizer cannot read back); the optimizer job puts H, the trips and the measured
  // hours on that clock (optimizerSolve.ts replanJobOf).
  const { operacion, engineStates, engineMarks } = await repos.simulationResults.readSolvedOperation(originId, payload.planta.motores);
  if (!operacion) return userText('replan.noOperation');
  let actuals: ReplanSolve['actuals'] = [];
  let actualQuarters: NonNullable<ReplanSolve['actualQuarters']> = [];
  const first = parseDate(payload.configuracion.fechaActual);
  // From H1 nothing is kept, so there are no measured hours to read.
  if (usarReales && first.ok && hora >= 2) {
    const last = addDays(first.data, Math.floor((hora - 2) / 24));
    const measured = await repos.actuals.currentActuals(formatIsoDate(first.data), formatIsoDate(last));
    actuals = [...actualsBefore(payload.configuracion.fechaActual, hora, measured.hours)];
    actualQuarters = quartersBefore(payload.configuracion.fechaActual, hora, measured.quarters).map(([day, periodo, values]) => [day, periodo, { ...values }]);
  }
  return { origen: originId, hora, unidades, usarReales, disparos, operacion, engineStates, engineMarks, actuals, actualQuarters };
}
