// Calendar helpers for delivery days. Dates are plain 'yyyy-MM-dd' strings of the Europe/Madrid
// calendar; arithmetic is done in UTC so the host time zone never matters.
import { madridDayHours } from '@plantasim/domain';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True for a real calendar date written yyyy-MM-dd (rejects 2024-02-30). */
export function isIsoDate(s: string): boolean {
  if (!ISO_DATE.test(s)) return false;
  const y = +s.slice(0, 4);
  const m = +s.slice(5, 7);
  const day = +s.slice(8, 10);
  const d = new Date(Date.UTC(y, m - 1, day));
  return d.getUTCFullYear() === y && d.getUTCMonth() === m - 1 && d.getUTCDate() === day;
}

export function isoFromParts(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** isoFromParts of the year, month and day texts of a pattern's match; '' (which isIsoDate
 *  refuses) when a part is missing: no match, or a group that took no part in it. */
export function isoFromTexts(y: string | undefined, m: string | undefined, d: string | undefined): string {
  return y === undefined || m === undefined || d === undefined ? '' : isoFromParts(+y, +m, +d);
}

const toUtcMs = (date: string): number => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10));
const fromUtcMs = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export function addDays(date: string, n: number): string {
  return fromUtcMs(toUtcMs(date) + n * DAY_MS);
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((toUtcMs(b) - toUtcMs(a)) / DAY_MS);
}

/** Every day from start to end inclusive; empty when end < start. */
export function eachDay(start: string, end: string): string[] {
  const out: string[] = [];
  for (let ms = toUtcMs(start), last = toUtcMs(end); ms <= last; ms += DAY_MS) out.push(fromUtcMs(ms));
  return out;
}

/** Hours in a Europe/Madrid (peninsular) day: 23 on the last Sunday of March, 25 on the last
 *  Sunday of October, 24 otherwise (the rule lives in @plantasim/domain's calendar). */
export function hoursInMadridDay(date: string): 23 | 24 | 25 {
  return madridDayHours({ year: +date.slice(0, 4), month: +date.slice(5, 7), day: +date.slice(8, 10) });
}

/** Excel serial day number (1900 date system, as MIBGAS and OMIP workbooks store dates) to yyyy-MM-dd. */
export function excelSerialToIsoDate(serial: number): string {
  return fromUtcMs(Date.UTC(1899, 11, 30) + Math.floor(serial) * DAY_MS);
}

/** yyyyMMdd -> yyyy-MM-dd (null when not a real date). */
export function compactToIsoDate(s: string): string | null {
  if (!/^\d{8}$/.test(s)) return null;
  const iso = `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`;
  return isIsoDate(iso) ? iso : null;
}

/** dd/MM/yyyy -> yyyy-MM-dd (null when not a real date). */
export function dmyToIsoDate(s: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s.trim());
  const iso = isoFromTexts(m?.[3], m?.[2], m?.[1]);
  return isIsoDate(iso) ? iso : null;
}

/** Europe/Madrid wall-clock date and hour (0..23) of an instant. */
export function madridDateHour(instant: Date): { date: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23',
  }).formatToParts(instant);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, hour: Number(get('hour')) };
}
