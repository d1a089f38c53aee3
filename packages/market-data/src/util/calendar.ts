// Delivery days as market files and the price service name them: 'yyyy-MM-dd' texts of the
// Europe/Madrid calendar. Every rule (which dates exist, day arithmetic, the hours of a DST day,
// the Madrid date of an instant) is the domain calendar's; here they are only read and written
// as these texts.
import {
  addDays as addCalendarDays, canonicalIsoDay, daysBetween as calendarDaysBetween, formatIsoDate, madridDateTime, madridDayHours,
  parseDate, type CalendarDate,
} from '@plantasim/domain';

/** The calendar date of a 'yyyy-MM-dd' text (checked by the caller with isIsoDate). */
export const dayOf = (date: string): CalendarDate => ({ year: +date.slice(0, 4), month: +date.slice(5, 7), day: +date.slice(8, 10) });

/** True for a real calendar date written yyyy-MM-dd (rejects 2024-02-30, padding and spaces). */
export function isIsoDate(s: string): boolean {
  return canonicalIsoDay(s) === s;
}

export function isoFromParts(y: number, m: number, d: number): string {
  return formatIsoDate({ year: y, month: m, day: d });
}

/** isoFromParts of the year, month and day texts of a pattern's match; '' (which isIsoDate
 *  refuses) when a part is missing: no match, or a group that took no part in it. */
export function isoFromTexts(y: string | undefined, m: string | undefined, d: string | undefined): string {
  return y === undefined || m === undefined || d === undefined ? '' : isoFromParts(+y, +m, +d);
}

export function addDays(date: string, n: number): string {
  return formatIsoDate(addCalendarDays(dayOf(date), n));
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: string, b: string): number {
  return calendarDaysBetween(dayOf(a), dayOf(b));
}

/** Every day from start to end inclusive; empty when end < start. */
export function eachDay(start: string, end: string): string[] {
  const first = dayOf(start);
  const count = calendarDaysBetween(first, dayOf(end)) + 1;
  return count > 0 ? Array.from({ length: count }, (_, i) => formatIsoDate(addCalendarDays(first, i))) : [];
}

/** Hours in a Europe/Madrid (peninsular) day: 23 on the last Sunday of March, 25 on the last
 *  Sunday of October, 24 otherwise (the domain calendar's rule). */
export function hoursInMadridDay(date: string): 23 | 24 | 25 {
  return madridDayHours(dayOf(date));
}

/** Day 0 of the 1900 date system as MIBGAS and OMIP workbooks count it: 30 December 1899, right for
 *  every serial from 61 (1 March 1900) on, which covers every date a market workbook holds. */
const EXCEL_DAY_ZERO: CalendarDate = { year: 1899, month: 12, day: 30 };

/** Excel serial day number (1900 date system) to yyyy-MM-dd. */
export function excelSerialToIsoDate(serial: number): string {
  return formatIsoDate(addCalendarDays(EXCEL_DAY_ZERO, Math.floor(serial)));
}

/** yyyyMMdd -> yyyy-MM-dd (null when not a real date). */
export function compactToIsoDate(s: string): string | null {
  return /^\d{8}$/.test(s) ? canonicalIsoDay(`${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`) : null;
}

/** dd/MM/yyyy (also d/M/yyyy) -> yyyy-MM-dd (null when not a real date). */
export function dmyToIsoDate(s: string): string | null {
  const day = parseDate(s);
  return day.ok ? formatIsoDate(day.data) : null;
}

/** Europe/Madrid wall-clock date and hour (0..23) of an instant. */
export function madridDateHour(instant: Date): { date: string; hour: number } {
  const t = madridDateTime(instant);
  return { date: formatIsoDate(t), hour: t.hour };
}
