// Date-hour matching for CSV imports. A CSV edited in a spreadsheet often comes back with its dates
// rewritten ('2025-01-15 00:00' → '15/01/2025 0:00'), so rows are matched on a normalised key built
// the same way from the stored row and from the CSV row, whatever text format the series uses.
// Private to csv/: the calendar module owns how series keys are generated.

export interface DateHour {
  /** dd/MM/yyyy, the date part of the stored keys (calendar/keys.ts). */
  readonly date: string;
  /** 0..23 when the text carries a time. */
  readonly hour?: number;
}

const DMY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?:[ T]+(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?)?/;
const YMD = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})(?:[ T]+(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?)?/;

const pad = (n: number): string => String(n).padStart(2, '0');

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** Days of month m (1–12) of year y; undefined for a month that does not exist. */
function daysInMonth(y: number, m: number): number | undefined {
  return m === 2 && ((y % 4 === 0 && y % 100 !== 0) || y % 400 === 0) ? 29 : DAYS[m - 1];
}

function build(y: number, m: number, d: number, h: string | undefined, min: string | undefined): DateHour | null {
  const days = daysInMonth(y, m);
  if (m < 1 || m > 12 || days === undefined || d < 1 || d > days) return null;
  const date = `${pad(d)}/${pad(m)}/${y}`;
  if (h === undefined) return { date };
  const hour = Number(h);
  if (hour > 23 || (min !== undefined && Number(min) > 59)) return null;
  return { date, hour };
}

/** Parses 'dd/mm/yyyy[ hh[:mm[:ss]]]' or 'yyyy-mm-dd[ T]hh[:mm[:ss]]' (a trailing zone is ignored). */
export function parseDateHour(text: string): DateHour | null {
  const s = text.trim();
  // dd/mm/yyyy first: the stored keys' own format.
  const dmy = DMY.exec(s);
  if (dmy) {
    const [, d = '', mo = '', y = '', h, min] = dmy; // the first three groups always match
    return build(y.length === 2 ? 2000 + Number(y) : Number(y), Number(mo), Number(d), h, min);
  }
  const ymd = YMD.exec(s);
  if (!ymd) return null;
  const [, y = '', mo = '', d = '', h, min] = ymd;
  return build(Number(y), Number(mo), Number(d), h, min);
}

/** Hour column: 'H1'..'H24' → 0..23 (hour minus 1), 'hh:mm' or 'hh' → hh. Null otherwise. */
export function parseHourCell(text: string): number | null {
  const s = text.trim();
  let m = /^[Hh](\d{1,2})$/.exec(s);
  if (m) {
    const n = Number(m[1]);
    return n >= 1 && n <= 24 ? n - 1 : null;
  }
  m = /^(\d{1,2})(?::(\d{2})(?::\d{2})?)?$/.exec(s);
  if (m) {
    const n = Number(m[1]);
    return n <= 23 && (m[2] === undefined || Number(m[2]) <= 59) ? n : null;
  }
  return null;
}

/** The stored key format 'dd/MM/yyyy HH:00': such texts are their own key (fast path). */
const CANONICAL = /^\d{2}\/\d{2}\/\d{4} \d{2}:00$/;

/** Day and month of a 'dd/MM/yyyy …' text form a real date. */
function validCanonicalDate(s: string): boolean {
  const d = Number(s.slice(0, 2));
  const m = Number(s.slice(3, 5));
  const days = daysInMonth(Number(s.slice(6, 10)), m);
  return m >= 1 && m <= 12 && days !== undefined && d >= 1 && d <= days;
}

const keyOf = (date: string, hour: number): string => `${date} ${pad(hour)}:00`;

/**
 * The matching key of a (horizon, hour) pair, in the stored key format 'dd/MM/yyyy HH:00' when a
 * date and an hour can be read (the time inside the horizon text wins over the hour column), else
 * the trimmed texts joined with '|', so any consistent format still round-trips.
 */
export function matchKey(horizon: string, hour: string | number | undefined): string {
  const h = String(horizon ?? '').trim();
  if (CANONICAL.test(h)) return h;
  const hourText = hour === undefined || hour === null ? '' : String(hour).trim();
  const dh = parseDateHour(h);
  if (dh) {
    if (dh.hour !== undefined) return keyOf(dh.date, dh.hour);
    const fromColumn = parseHourCell(hourText);
    if (fromColumn !== null) return keyOf(dh.date, fromColumn);
    return `${dh.date}|${hourText.toUpperCase()}`;
  }
  return `${h}|${hourText.toUpperCase()}`;
}

/** The hour (0–23) inside a date-hour text, or null when it has none. */
export function hourOfDateHour(text: string): number | null {
  if (CANONICAL.test(text)) return Number(text.slice(11, 13));
  return parseDateHour(text)?.hour ?? null;
}

/** A date-hour text in the stored key format when it reads as one; null otherwise. */
export function canonicalDateHour(text: string): string | null {
  const t = text.trim();
  if (CANONICAL.test(t)) return t;
  const dh = parseDateHour(t);
  return dh && dh.hour !== undefined ? keyOf(dh.date, dh.hour) : null;
}

/**
 * Estimated-price key: date from the horizon text, hour from the hour column when it parses
 * ('H1' → 0, '05:00' → 5, '5' → 5), else from the time inside the horizon text. Null when no
 * date-hour can be formed.
 */
export function dateHourKey(horizon: string, hour: string | undefined): string | null {
  // Fast path: a stored key with an 'H1'..'H24' label (the stored rows and this codec's export).
  if (CANONICAL.test(horizon) && validCanonicalDate(horizon)) {
    if (hour === undefined || hour === '') return horizon;
    const h = parseHourCell(hour);
    return h === null ? null : keyOf(horizon.slice(0, 10), h);
  }
  const dh = parseDateHour(horizon);
  if (!dh) return null;
  const hasColumn = hour !== undefined && hour.trim() !== '';
  const fromColumn = hasColumn ? parseHourCell(hour) : null;
  if (hasColumn && fromColumn === null) return null;
  const h = fromColumn ?? dh.hour;
  return h === undefined ? null : keyOf(dh.date, h);
}

/** The stored quarter key format 'dd/MM/yyyy HH:mm' (calendar/quarterKeys.ts). */
const CANONICAL_QUARTER = /^\d{2}\/\d{2}\/\d{4} \d{2}:(00|15|30|45)$/;

/**
 * A quarter-hour date-time in the stored format 'dd/MM/yyyy HH:mm' (minute 00, 15, 30 or 45), also
 * read from the forms a spreadsheet rewrites it to ('15/1/2025 0:15', '2025-01-15 00:15:00'). Null
 * when the text has no time, or a minute that starts no quarter.
 */
export function canonicalQuarterKey(text: string): string | null {
  const t = text.trim();
  if (CANONICAL_QUARTER.test(t)) return validCanonicalDate(t) && Number(t.slice(11, 13)) <= 23 ? t : null;
  const m = DMY.exec(t) ?? YMD.exec(t);
  const dh = parseDateHour(t);
  if (!m || !dh || dh.hour === undefined) return null;
  const minute = Number(m[5] ?? '0');
  const seconds = Number(m[6] ?? '0');
  return minute % 15 === 0 && seconds === 0 ? `${dh.date} ${pad(dh.hour)}:${pad(minute)}` : null;
}
