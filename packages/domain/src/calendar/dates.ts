// Plain calendar dates (no time zone): the plant works on Europe/Madrid civil days, and every
// horizon has 24 rows per day, so day arithmetic is done on y/m/d through UTC Date values,
// which never shift with the machine's time zone.

export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
}

export type DateResult = { ok: true; data: CalendarDate } | { ok: false; issues: string[] };

const pad2 = (n: number): string => String(n).padStart(2, '0');

export function isValidDate(d: CalendarDate): boolean {
  return Number.isInteger(d.year) && Number.isInteger(d.month) && Number.isInteger(d.day)
    && d.year >= 1900 && d.year <= 9999 && d.month >= 1 && d.month <= 12
    && d.day >= 1 && d.day <= daysInMonth(d.year, d.month);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 'dd/MM/yyyy' (the form's and the payload's date format, docs/rules/fields.md fechaActual). */
export function formatDate(d: CalendarDate): string {
  return `${pad2(d.day)}/${pad2(d.month)}/${String(d.year).padStart(4, '0')}`;
}

/** 'yyyy-MM-dd' (API query dates, Ro master DATE_RO). */
export function formatIsoDate(d: CalendarDate): string {
  return `${String(d.year).padStart(4, '0')}-${pad2(d.month)}-${pad2(d.day)}`;
}

function checked(year: number, month: number, day: number, text: string): DateResult {
  const d = { year, month, day };
  return isValidDate(d) ? { ok: true, data: d } : { ok: false, issues: [`Fecha no válida: ${text}`] };
}

/** Parses 'dd/MM/yyyy' (also d/M/yyyy). Never throws. */
export function parseDate(text: string): DateResult {
  const m = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(String(text ?? ''));
  if (!m) return { ok: false, issues: [`Fecha no válida: ${text}`] };
  return checked(Number(m[3]), Number(m[2]), Number(m[1]), text);
}

/** Parses 'yyyy-MM-dd'. Never throws. */
export function parseIsoDate(text: string): DateResult {
  const m = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/.exec(String(text ?? ''));
  if (!m) return { ok: false, issues: [`Fecha no válida: ${text}`] };
  return checked(Number(m[1]), Number(m[2]), Number(m[3]), text);
}

/**
 * The API's date: exactly 'yyyy-MM-dd' (two-digit month and day; surrounding spaces ignored) naming
 * a real day of years 1900–9999. Month 00 or 13, day 00 or 31 February are refused here, before any
 * Date is built from them. Never throws, whatever the value.
 */
export function parseIsoDay(value: unknown): DateResult {
  const text = typeof value === 'string' ? value.trim() : '';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return { ok: false, issues: [`Fecha no válida: ${String(value).slice(0, 40)}`] };
  return checked(Number(m[1]), Number(m[2]), Number(m[3]), text);
}

/**
 * The API's date written as the calendar writes it ('yyyy-MM-dd'), or null when the value is not
 * one (parseIsoDay). A text is a date exactly when it comes back unchanged.
 */
export function canonicalIsoDay(value: unknown): string | null {
  const day = parseIsoDay(value);
  return day.ok ? formatIsoDate(day.data) : null;
}

/** Parses 'dd/MM/yyyy' and throws on bad input: for trusted constants and tests only. */
export function mustParseDate(text: string): CalendarDate {
  const r = parseDate(text);
  if (!r.ok) throw new Error(r.issues[0]);
  return r.data;
}

export function toUtcMs(d: CalendarDate): number {
  return Date.UTC(d.year, d.month - 1, d.day);
}

export function fromUtcMs(ms: number): CalendarDate {
  const x = new Date(ms);
  return { year: x.getUTCFullYear(), month: x.getUTCMonth() + 1, day: x.getUTCDate() };
}

const DAY_MS = 86_400_000;

export function addDays(d: CalendarDate, days: number): CalendarDate {
  return fromUtcMs(toUtcMs(d) + days * DAY_MS);
}

/** Whole days from a to b (b − a). */
export function daysBetween(a: CalendarDate, b: CalendarDate): number {
  return Math.round((toUtcMs(b) - toUtcMs(a)) / DAY_MS);
}

/** Same day next year; 29 February goes to 28 February. */
export function addOneYear(d: CalendarDate): CalendarDate {
  const year = d.year + 1;
  return { year, month: d.month, day: Math.min(d.day, daysInMonth(year, d.month)) };
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(d: CalendarDate): number {
  return new Date(toUtcMs(d)).getUTCDay();
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return toUtcMs(a) - toUtcMs(b);
}

export function firstOfMonth(d: CalendarDate): CalendarDate {
  return { year: d.year, month: d.month, day: 1 };
}

/** The civil date in Europe/Madrid of an instant (the "today" of a new simulation). */
export function madridDate(instant: Date): CalendarDate {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit',
  }).formatToParts(instant);
  const get = (t: string): number => Number(parts.find((p) => p.type === t)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** Civil date and hour/minute in Europe/Madrid of an instant. */
export function madridDateTime(instant: Date): CalendarDate & { hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit',
    hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(instant);
  const get = (t: string): number => Number(parts.find((p) => p.type === t)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
}
