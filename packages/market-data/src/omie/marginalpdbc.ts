// OMIE day-ahead marginal price file `marginalpdbc_YYYYMMDD.N` (as served by
// https://www.omie.es/es/file-download?parents=marginalpdbc&filename=...):
//   MARGINALPDBC;\r\n
//   2025;10;01;40;60.87;60;\r\n     year;month;day;period;Portugal;Spain;  (7 fields, last empty)
//   ...
//   *\r\n
// Decimals use a point with trailing zeros dropped ('60' = 60.00); prices may be negative.
import { fail, ok, type HourlyPrice, type Issue, type ParseResult } from '../types.ts';
import { isIsoDate, isoFromParts } from '../util/calendar.ts';
import { parsePointDecimal } from '../util/numbers.ts';
import { parseMarginalpdbcFileName } from './fileNames.ts';
import { expectedPeriodCount, periodsToHourly, POSSIBLE_PERIOD_COUNTS, resolutionForDate, type Resolution } from './periods.ts';

export interface MarginalpdbcPeriod {
  period: number;
  portugal: number;
  spain: number;
}

export interface MarginalpdbcDay {
  date: string; // yyyy-MM-dd delivery day
  resolution: Resolution;
  periods: MarginalpdbcPeriod[];
}

export interface MarginalpdbcOptions {
  /** The file name; in strict mode the rows' date must match it. */
  fileName?: string;
  /** Strict (default true): header exactly `MARGINALPDBC;`, `*` footer, 7 fields per row, date of
   *  the file name, and the exact period count of that delivery day. Lenient mode still requires
   *  the header, numeric fields, one date, periods 1..N without gaps and a possible count. */
  strict?: boolean;
}

const issue = (code: string, message: string, row?: number, params?: Record<string, unknown>): Issue =>
  ({ code, message, ...(row !== undefined ? { row } : {}), ...(params ? { params } : {}) });

export function parseMarginalpdbc(text: string, options: MarginalpdbcOptions = {}): ParseResult<MarginalpdbcDay> {
  const strict = options.strict ?? true;
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  while (lines.length > 0 && lines.at(-1)?.trim() === '') lines.pop();
  const first = lines[0];
  if (first === undefined) return fail(issue('empty', 'The file is empty.'));

  const header = first.trim();
  if (strict ? header !== 'MARGINALPDBC;' : !/^MARGINALPDBC;?$/i.test(header)) {
    return fail(issue('wrong_header', `Line 1 must be 'MARGINALPDBC;' but is '${header.slice(0, 40)}'.`, 1, { header }));
  }
  const hasFooter = lines.at(-1)?.trim() === '*';
  if (strict && !hasFooter) return fail(issue('missing_footer', "The file does not end with the '*' footer line.", lines.length));
  const body = hasFooter ? lines.slice(1, -1) : lines.slice(1);

  const issues: Issue[] = [];
  const periods: MarginalpdbcPeriod[] = [];
  let date: string | null = null;
  body.forEach((line, i) => {
    const row = i + 2;
    if (line.trim() === '') {
      if (strict) issues.push(issue('blank_line', 'Blank line inside the data.', row));
      return;
    }
    const f = line.split(';');
    const fieldsOk = strict ? f.length === 7 && f[6] === '' : f.length === 6 || (f.length === 7 && f[6]?.trim() === '');
    if (!fieldsOk) {
      issues.push(issue('bad_field_count', `Line ${row} has ${f.length} ';'-separated fields; expected 7 (the last one empty).`, row, { fields: f.length }));
      return;
    }
    // A field that is missing or not all digits reads as NaN, refused just below.
    const int = (s: string | undefined) => (s !== undefined && /^\d+$/.test(s.trim()) ? Number(s) : NaN);
    const [y, m, d, p] = [int(f[0]), int(f[1]), int(f[2]), int(f[3])];
    const rowDate = isoFromParts(y, m, d);
    if (![y, m, d, p].every(Number.isFinite) || !isIsoDate(rowDate)) {
      issues.push(issue('bad_date', `Line ${row}: '${f.slice(0, 4).join(';')}' is not a valid year;month;day;period.`, row));
      return;
    }
    if (date === null) date = rowDate;
    else if (rowDate !== date) {
      issues.push(issue('mixed_dates', `Line ${row} is for ${rowDate} but the file started with ${date}.`, row, { date: rowDate, expected: date }));
      return;
    }
    const portugal = parsePointDecimal((f[4] ?? '').trim()); // fieldsOk: both fields exist
    const spain = parsePointDecimal((f[5] ?? '').trim());
    if (portugal === null || spain === null) {
      issues.push(issue('bad_number', `Line ${row}: price '${portugal === null ? f[4] : f[5]}' is not a number.`, row, { column: portugal === null ? 5 : 6 }));
      return;
    }
    periods.push({ period: p, portugal, spain });
  });
  if (issues.length > 0) return fail(...issues.slice(0, 20));
  if (date === null || periods.length === 0) return fail(issue('no_rows', 'The file has no price rows.'));
  const day: string = date;

  if (strict && options.fileName !== undefined) {
    const named = parseMarginalpdbcFileName(options.fileName);
    if (!named) return fail(issue('bad_file_name', `'${options.fileName}' is not a marginalpdbc_YYYYMMDD.N name.`));
    if (named.date !== day) {
      return fail(issue('date_mismatch', `The rows are for ${day} but the file name says ${named.date}.`, 2, { date: day, fileDate: named.date }));
    }
  }
  for (const [i, { period }] of periods.entries()) {
    if (period !== i + 1) {
      return fail(issue('period_gap', `Periods must run 1..N without gaps: expected period ${i + 1}, found ${period}.`, i + 2, { expected: i + 1, found: period }));
    }
  }
  const count = periods.length;
  if (!(POSSIBLE_PERIOD_COUNTS as readonly number[]).includes(count)) {
    return fail(issue('impossible_period_count', `${count} periods is not a possible day (23/24/25 hours or 92/96/100 quarter-hours).`, undefined, { count }));
  }
  const expected = expectedPeriodCount(day);
  if (strict && count !== expected) {
    return fail(issue('impossible_period_count', `${day} must have ${expected} periods, the file has ${count}.`, undefined, { count, expected }));
  }
  const resolution: Resolution = count >= 92 ? 'quarter-hourly' : 'hourly';
  if (strict && resolution !== resolutionForDate(day)) {
    return fail(issue('impossible_period_count', `${day} must be ${resolutionForDate(day)}.`, undefined, { count }));
  }
  return ok({ date: day, resolution, periods });
}

/** The Spanish price of each period of a parsed day, as the file publishes it (23/24/25 hourly or
 *  92/96/100 quarter-hourly values). */
export function marginalpdbcSpainPeriods(day: MarginalpdbcDay): number[] {
  return day.periods.map((p) => p.spain);
}

/** The 24 hourly Spanish prices of the product for a parsed day (quarter-hours averaged, DST
 *  days mapped by the documented rule). */
export function marginalpdbcSpainHourly(day: MarginalpdbcDay): HourlyPrice[] {
  return periodsToHourly(day.date, marginalpdbcSpainPeriods(day)) ?? [];
}

/** Parse + Spanish hourly prices in one call. */
export function parseMarginalpdbcSpainHourly(text: string, options: MarginalpdbcOptions = {}): ParseResult<HourlyPrice[]> {
  const parsed = parseMarginalpdbc(text, options);
  return parsed.ok ? ok(marginalpdbcSpainHourly(parsed.data)) : parsed;
}
