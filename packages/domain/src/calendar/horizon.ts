// Horizon lengths per execution mode (docs/rules/states.md, docs/rules/constants.md).
import { addOneYear, daysBetween, daysInMonth, firstOfMonth, type CalendarDate } from './dates.ts';

/** Planning: days from the date to the same date one year later (365 or 366). */
export function planningHorizonDays(date: CalendarDate): number {
  return daysBetween(date, addOneYear(date));
}

/** Backtesting: the date moves to the first of its month. */
export function backtestingStartDate(date: CalendarDate): CalendarDate {
  return firstOfMonth(date);
}

/** Backtesting: the horizon is the number of days of the date's month. */
export function backtestingHorizonDays(date: CalendarDate): number {
  return daysInMonth(date.year, date.month);
}

/** Horizon options (days) for the OMIE source. */
export const OMIE_HORIZON_OPTIONS: readonly number[] = [1];
/** Horizon options (days) for the Prevision and Manual sources (and modes 0–2). */
export const DEFAULT_HORIZON_OPTIONS: readonly number[] = [1, 2, 3, 4, 5, 6, 7];
