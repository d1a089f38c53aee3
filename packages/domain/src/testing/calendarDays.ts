// Generators of the calendar days where date code goes wrong (the two daylight-saving days of
// each year, year ends, leap days), for the property tests of every workspace that handles
// dates, and the clock's own count of a Madrid day's hours to check the DST rule against.
import fc from 'fast-check';
import type { CalendarDate } from '../calendar/dates.ts';

const utcDay = (year: number, month: number, day: number): CalendarDate => {
  const d = new Date(Date.UTC(year, month - 1, day));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};

/** Last Sunday of a month, by walking back from the month's last day with Date (the oracle). */
const lastSundayByDate = (year: number, month: number): number => {
  const last = new Date(Date.UTC(year, month, 0));
  return last.getUTCDate() - last.getUTCDay();
};

/** Years of the EU daylight-saving rule (1996 on) that the time-zone data covers. */
const ruleYear = fc.integer({ min: 1996, max: 2099 });

/** A DST day (last Sunday of March or October) or one of the days beside it. */
export const dstNeighbourhood: fc.Arbitrary<CalendarDate> = fc
  .tuple(ruleYear, fc.constantFrom(3, 10), fc.integer({ min: -1, max: 1 }))
  .map(([year, month, shift]) => utcDay(year, month, lastSundayByDate(year, month) + shift));

/** 30 and 31 December, 1 and 2 January. */
export const yearEnd: fc.Arbitrary<CalendarDate> = fc
  .tuple(fc.integer({ min: 1900, max: 9998 }), fc.integer({ min: -1, max: 2 }))
  .map(([year, shift]) => utcDay(year + 1, 1, shift));

/** 28 and 29 February and 1 March, of leap years (2000, 2024), century years (1900, 2100) and others. */
export const leapDay: fc.Arbitrary<CalendarDate> = fc
  .tuple(fc.oneof(fc.integer({ min: 1900, max: 9999 }), fc.constantFrom(1900, 2000, 2023, 2024, 2100, 2400)), fc.integer({ min: 28, max: 30 }))
  .map(([year, day]) => utcDay(year, 2, day));

/** Any real day of years 1900–9999. */
export const anyDay: fc.Arbitrary<CalendarDate> = fc
  .integer({ min: Date.UTC(1900, 0, 1) / 86_400_000, max: Date.UTC(9999, 11, 31) / 86_400_000 })
  .map((n) => { const d = new Date(n * 86_400_000); return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }; });

/** The days above, mixed: the tricky ones most of the time. */
export const calendarDay: fc.Arbitrary<CalendarDate> = fc.oneof(dstNeighbourhood, yearEnd, leapDay, anyDay);

/** A day of the DST rule's years (for checks against the time-zone data). */
export const ruleDay: fc.Arbitrary<CalendarDate> = fc.oneof(
  dstNeighbourhood,
  anyDay.filter((d) => d.year >= 1996 && d.year <= 2099),
  yearEnd.filter((d) => d.year >= 1996 && d.year <= 2099),
  leapDay.filter((d) => d.year >= 1996 && d.year <= 2099),
);

const madridDayText = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * How many hours the clock of Europe/Madrid spends in a day, from the time-zone data (not from
 * the calendar's rule): the whole UTC hours whose Madrid date is that day.
 */
export function madridHoursByClock(d: CalendarDate): number {
  const text = `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
  const from = Date.UTC(d.year, d.month - 1, d.day) - 4 * 3_600_000;
  let hours = 0;
  for (let h = 0; h < 32; h++) if (madridDayText.format(new Date(from + h * 3_600_000)) === text) hours += 1;
  return hours;
}
