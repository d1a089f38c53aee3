// Quarter-hour keys of the day-ahead market's 15-minute periods (delivery days from 1 October 2025).
//
// KEY FORMAT: 'dd/MM/yyyy HH:mm' with mm = 00, 15, 30 or 45, the period starting at that Europe/Madrid
// civil time. Unlike the hourly keys, a day keeps its real periods: 92 on the 23-hour day (no 02:xx),
// 100 on the 25-hour day (02:00–02:45 twice: the period number of the day tells the two apart).
import { formatDate, isValidDate, type CalendarDate } from './dates.ts';
import { madridDayHours } from './dst.ts';

/** Length of a quarter-hour period. */
export const QUARTER_MINUTES = 15;
export const QUARTERS_PER_HOUR = 4;

export interface QuarterKey extends CalendarDate {
  hour: number;
  /** 0, 15, 30 or 45 */
  minute: number;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Parses 'dd/MM/yyyy HH:mm' with a quarter's minute (exact format). Null on anything else. */
export function parseQuarterKey(key: string): QuarterKey | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(00|15|30|45)$/.exec(key);
  if (!m) return null;
  const k = { year: Number(m[3]), month: Number(m[2]), day: Number(m[1]), hour: Number(m[4]), minute: Number(m[5]) };
  return isValidDate(k) && k.hour <= 23 ? k : null;
}

/** The civil hours (0–23) a Madrid day actually has, in order: 02 missing on the 23-hour day,
 *  02 twice on the 25-hour day. */
export function madridCivilHours(d: CalendarDate): number[] {
  const all = Array.from({ length: 24 }, (_, h) => h);
  const hours = madridDayHours(d);
  if (hours === 23) return all.filter((h) => h !== 2);
  if (hours === 25) return [0, 1, 2, 2, ...all.slice(3)];
  return all;
}

/** The keys of a Madrid day's quarter-hour periods in the market's order (92, 96 or 100). */
export function dayQuarterKeys(d: CalendarDate): string[] {
  const day = formatDate(d);
  return madridCivilHours(d).flatMap((h) => [0, 15, 30, 45].map((m) => `${day} ${pad2(h)}:${pad2(m)}`));
}

/** The folded hour row (0–23, the hourly series' row of the day) a quarter period of the day falls in,
 *  `period` 1-based as the market numbers it. The 25-hour day's two 02:00 hours share row 2; the
 *  23-hour day has no period in row 2 (the hourly series copies 01:00 there). */
export function quarterHourRow(d: CalendarDate, period: number): number {
  const hours = madridCivilHours(d);
  const h = hours[Math.floor((period - 1) / QUARTERS_PER_HOUR)];
  if (h === undefined || period < 1) throw new RangeError(`period ${period} is not in ${formatDate(d)}`);
  return h;
}

/** A period of a run as a reader names it by its clock: its start and end times ('14:15', '14:30'),
 *  each preceded by its day ('15/11 14:15') when the run spans more than one day, and the span of
 *  both ('14:15–14:30', '15/11 14:15–14:30'). */
export interface PeriodClockLabel {
  from: string;
  to: string;
  span: string;
}

const minutesOfDay = (key: string): number => Number(key.slice(11, 13)) * 60 + Number(key.slice(14, 16));
const clockText = (minutes: number): string => `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;

/**
 * The clock labels of a run's periods from their keys ('dd/MM/yyyy HH:mm', an hour's or a quarter's)
 * and lengths (minutes). A period ends where the next one starts (the 23-hour day's 01:45 ends at
 * 03:00, the 25-hour day's first 02:45 at the second 02:00); the last one, and any period before a
 * new day, ends at its start plus its length, midnight read as '24:00'. Null when a key is not a
 * period key (a run labelled by position only keeps its H labels).
 */
export function periodClockLabels(keys: readonly string[], minutes: readonly number[]): PeriodClockLabel[] | null {
  if (!keys.every((k) => /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/.test(k))) return null;
  const manyDays = new Set(keys.map((k) => k.slice(0, 10))).size > 1;
  return keys.map((key, t) => {
    const day = manyDays ? `${key.slice(0, 5)} ` : '';
    const next = keys[t + 1];
    const start = minutesOfDay(key);
    const end = next !== undefined && next.slice(0, 10) === key.slice(0, 10)
      ? minutesOfDay(next)
      : Math.min(24 * 60, start + (minutes[t] ?? 60));
    const from = clockText(start);
    const to = clockText(end);
    return { from: `${day}${from}`, to: `${day}${to}`, span: `${day}${from}–${to}` };
  });
}
