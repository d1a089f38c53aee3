import { hoursInMadridDay } from '../util/calendar.ts';
import { averageGroups, mapDstDayToHours } from '../util/dst.ts';
import type { HourlyPrice } from '../types.ts';

/** OMIE moved the day-ahead market to 15-minute periods from this delivery day on. */
export const QUARTER_HOUR_START = '2025-10-01';

export type Resolution = 'hourly' | 'quarter-hourly';

/** Period counts a day can have: 23/24/25 hours, or 4x that in quarter-hours. */
export const POSSIBLE_PERIOD_COUNTS = [23, 24, 25, 92, 96, 100] as const;

export function resolutionForDate(date: string): Resolution {
  return date >= QUARTER_HOUR_START ? 'quarter-hourly' : 'hourly';
}

/** The exact number of periods OMIE publishes for a delivery day. */
export function expectedPeriodCount(date: string): number {
  return hoursInMadridDay(date) * (resolutionForDate(date) === 'quarter-hourly' ? 4 : 1);
}

/** Turns one day's period values (23/24/25 hourly or 92/96/100 quarter-hourly) into the 24
 *  hourly rows of the product: quarter-hours are averaged into hours, then the DST rule of
 *  util/dst.ts maps 23/25 hours onto 24. Null when the count is impossible. */
export function periodsToHourly(date: string, values: readonly number[]): HourlyPrice[] | null {
  const quarter = values.length === 92 || values.length === 96 || values.length === 100;
  const hours = quarter ? averageGroups(values, 4) : [...values];
  const mapped = mapDstDayToHours(hours);
  return mapped ? mapped.map((value, i) => ({ date, hour: i + 1, value })) : null;
}
