// Date-hour keys and hour labels of the hourly series.
//
// KEY FORMAT (used by every series of the payload, `horizonte` / `fecha_hora`): 'dd/MM/yyyy HH:00'
// with HH = 00..23, the hour starting at HH:00 Europe/Madrid civil time. Every day has exactly 24
// keys (docs/rules/constants.md: 24 hours per day); DST days are folded to 24 values with mapDstDayToHours.
import { addDays, formatDate, isValidDate, type CalendarDate } from './dates.ts';

/** Hours per day (docs/rules/constants.md). */
export const HOURS_PER_DAY = 24;
/** Longest horizon: 366 days (planning over a leap year). */
export const MAX_HORIZON_DAYS = 366;
export const MAX_HORIZON_HOURS = MAX_HORIZON_DAYS * HOURS_PER_DAY; // 8,784
export const MIN_HORIZON_HOURS = HOURS_PER_DAY;

/** Horizon in hours of a horizon in days (horizonte_horas). */
export function horizonHours(days: number): number {
  return days * HOURS_PER_DAY;
}

export interface HourKey extends CalendarDate {
  /** 0–23 */
  hour: number;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** 'dd/MM/yyyy HH:00'. */
export function formatHourKey(d: CalendarDate, hour: number): string {
  return `${formatDate(d)} ${pad2(hour)}:00`;
}

/** Parses 'dd/MM/yyyy HH:00' (exact format). Returns null on anything else. */
export function parseHourKey(key: string): HourKey | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):00$/.exec(key);
  if (!m) return null;
  const k = { year: Number(m[3]), month: Number(m[2]), day: Number(m[1]), hour: Number(m[4]) };
  return isValidDate(k) && k.hour <= 23 ? k : null;
}

/** The keys of a horizon: `days` × 24 keys from `start` 00:00. */
export function horizonKeys(start: CalendarDate, days: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < days; i++) {
    const d = addDays(start, i);
    const day = formatDate(d);
    for (let h = 0; h < HOURS_PER_DAY; h++) out.push(`${day} ${pad2(h)}:00`);
  }
  return out;
}

/** Position label of the n-th row, 1-based: 'H1', 'H2', … */
export function hourLabel(position: number): string {
  return `H${position}`;
}

/** 'H1'..'Hn'. */
export function hourLabels(n: number): string[] {
  return Array.from({ length: n }, (_, i) => `H${i + 1}`);
}

/** Parses 'H7' → 7; null when not an H label. */
export function parseHourLabel(label: string): number | null {
  const m = /^H(\d+)$/.exec(String(label).trim());
  return m ? Number(m[1]) : null;
}

/**
 * The clock hours of hour position `position` (1-based, 24 per day from 00:00): 'H1' is '00–01',
 * 'H24' '23–24', 'H25' the next day's '00–01'. What a control room reads beside the H labels.
 */
export function clockSpan(position: number): string {
  const hour = (((position - 1) % HOURS_PER_DAY) + HOURS_PER_DAY) % HOURS_PER_DAY;
  return `${pad2(hour)}–${pad2(hour + 1)}`;
}
