/**
 * The answers of the price and futures routes to a refused date range (the ranges themselves are
 * checked by the contract's schemas, @plantasim/domain contract/prices.ts).
 */
import { MAX_RANGE_DAYS, dateRangeRefusal, type DateRangeRefusal } from '@plantasim/domain';
import { AppError } from '../../../errors.ts';
import type { BadRequest } from '../../../plugins/contract.ts';

export { MAX_RANGE_DAYS };

/** Spanish answers of the date checks (English beside). */
export const dateMessages = {
  missing: 'Faltan las fechas: indique start_date y end_date (yyyy-MM-dd)', // dates missing
  invalid: 'Fecha no válida: start_date y end_date deben tener el formato yyyy-MM-dd', // bad date
  reversed: 'La fecha de inicio no puede ser posterior a la fecha de fin', // start after end
  tooLong: `El rango de fechas no puede superar ${MAX_RANGE_DAYS} días`, // range too long
  resolution: "resolucion debe ser 'dia' u 'hora'", // bad resolution
} as const;

const refusals: Record<DateRangeRefusal, string> = {
  MISSING_DATES: dateMessages.missing,
  INVALID_DATE: dateMessages.invalid,
  DATE_RANGE_REVERSED: dateMessages.reversed,
  DATE_RANGE_TOO_LONG: dateMessages.tooLong,
  INVALID_RESOLUTION: dateMessages.resolution,
};

/** `config.badRequest` of every route taking a date range. */
export const badDateRange: BadRequest = (issues) => {
  const refusal = dateRangeRefusal(issues);
  return new AppError(400, refusals[refusal], refusal);
};

/** Longest range of a forced OMIE refresh (every day is asked of OMIE again). */
export const MAX_REFRESH_DAYS = 62;
export const refreshTooLong = `El rango a actualizar no puede superar ${MAX_REFRESH_DAYS} días`; // refresh range too long
