// Daylight-saving days in Europe/Madrid and how they are folded into the 24 rows per day the
// product uses everywhere (docs/rules/constants.md: 24 hours per day).
//
// RULE (the single place it lives; market-data uses it too):
//  - 23-hour day (last Sunday of March, 02:00 → 03:00): the missing 02:00 hour is filled with a
//    copy of the 01:00 value, so values [h0, h1, h3, …, h23] become [h0, h1, h1, h3, …, h23].
//  - 25-hour day (last Sunday of October, 03:00 → 02:00): the two 02:00 hours (3rd and 4th values)
//    are averaged into one, so [h0, h1, h2a, h2b, h3, …, h23] become [h0, h1, (h2a+h2b)/2, h3, …].
//  - 24 values are returned unchanged (a copy).
import { daysInMonth, weekday, type CalendarDate } from './dates.ts';

/** Folds 23, 24 or 25 hourly values of one Madrid civil day into 24. Other lengths → null. */
export function mapDstDayToHours(values: number[]): number[] | null {
  if (values.length === 24) return values.slice();
  if (values.length === 23) return [values[0]!, values[1]!, values[1]!, ...values.slice(2)];
  if (values.length === 25) return [values[0]!, values[1]!, (values[2]! + values[3]!) / 2, ...values.slice(4)];
  return null;
}

/** Last Sunday of a month. */
function lastSunday(year: number, month: number): number {
  const last = daysInMonth(year, month);
  const wd = weekday({ year, month, day: last });
  return last - wd;
}

/** Hours of a Madrid civil day: 23 (spring forward), 25 (fall back) or 24. EU rule since 1996. */
export function madridDayHours(d: CalendarDate): 23 | 24 | 25 {
  if (d.month === 3 && d.day === lastSunday(d.year, 3)) return 23;
  if (d.month === 10 && d.day === lastSunday(d.year, 10)) return 25;
  return 24;
}

/**
 * Mean over the real hours of a Madrid day, from its 24 folded values (the rule above). A daily
 * mean of the 24 rows would count the copied 01:00 twice on a 23-hour day and the two 02:00 hours
 * once on a 25-hour day: here the copy is left out (23 hours) and the averaged 02:00 weighs two
 * hours (25 hours), which gives back the plain mean of the hours actually traded.
 * Null unless there are exactly 24 values.
 */
export function realHoursMean(folded: readonly number[], hours: 23 | 24 | 25): number | null {
  if (folded.length !== 24) return null;
  const sum = folded.reduce((a, b) => a + b, 0);
  if (hours === 23) return (sum - folded[2]!) / 23;
  if (hours === 25) return (sum + folded[2]!) / 25;
  return sum / 24;
}
