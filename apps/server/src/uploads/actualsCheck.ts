/**
 * The CPU-heavy part of an actuals import, run in the upload workers (uploadCheckPool.ts): the CSV
 * parsed, or the historian's rows checked, by the same domain rules, and the accepted hours laid out
 * as the columns the insert binds. A year of every unit is ~245,000 values: parsed, validated and
 * laid out on the request thread it held every other request for seconds.
 */
import {
  actualsCsv, actualsPlausibility, baseActualsPlant, checkActualHours, describeCsvResult, formatIsoDate, parseHourKey, quarterHourRow, renderCsvIssues,
  type ActualHour, type ActualsPush, type CsvIssue, type CsvParseResult, type MessageLang,
} from '@plantasim/domain';

export interface ActualsCheckRequest {
  task: 'actuals';
  lang: MessageLang;
  csv?: string;
  push?: ActualsPush;
}

/**
 * The values of an import, one entry per hour and unit, laid out to cross from the worker cheaply: the
 * numbers in typed arrays whose memory is moved, not copied (actualsColumnBuffers), and the days and
 * units named once each. As arrays of strings and numbers a year (~245,000 values, ~1 million strings
 * and numbers) took ~120 ms to rebuild on the request thread, and four imports ending together held
 * every other request for ~0.5 s.
 */
export interface ActualColumns {
  /** The distinct days ('YYYY-MM-DD') and units of the import; `day` and `unit` index them. */
  dayNames: string[];
  unitNames: string[];
  day: Uint16Array;
  hour: Uint8Array;
  /** 0 for an hour's value, else the quarter's period number in its day (migrations/037). */
  quarter: Uint8Array;
  unit: Uint16Array;
  values: Float64Array;
}

/** The memory of an import's columns, handed over with the result instead of copied. */
export function actualsColumnBuffers(columns: ActualColumns): ArrayBuffer[] {
  return [columns.day.buffer, columns.hour.buffer, columns.quarter.buffer, columns.unit.buffer, columns.values.buffer] as ArrayBuffer[];
}

/** The rows [from, to) of an import's columns as the insert binds them. */
export function columnRows(columns: ActualColumns, from: number, to: number): { days: string[]; hours: number[]; quarters: number[]; units: string[]; values: number[] } {
  const end = Math.min(to, columns.values.length);
  const rows = { days: [] as string[], hours: [] as number[], quarters: [] as number[], units: [] as string[], values: [] as number[] };
  for (let i = from; i < end; i++) {
    rows.days.push(columns.dayNames[columns.day[i]!]!);
    rows.hours.push(columns.hour[i]!);
    rows.quarters.push(columns.quarter[i]!);
    rows.units.push(columns.unitNames[columns.unit[i]!]!);
    rows.values.push(columns.values[i]!);
  }
  return rows;
}

/** A suspicious hour of an import, stored with its day so every use of the day shows it in the reader's language. */
export interface ActualWarning {
  /** 'YYYY-MM-DD'. */
  day: string;
  hour: number;
  code: CsvIssue['code'];
  params: Record<string, string | number>;
}

export type ActualsCheckResult =
  | { kind: 'refused'; title: string; lines: string[] }
  | { kind: 'checked'; count: number; desde: string; hasta: string; columns: ActualColumns; warnings: ActualWarning[]; warningLines: string[] };

/** An hour's or a quarter's key as its day and hour row (a quarter's warning belongs to its hour). */
function hourOfKey(key: string) {
  return parseHourKey(key) ?? parseHourKey(`${key.slice(0, 13)}:00`);
}

function warningOf(issue: CsvIssue): ActualWarning {
  const hour = String(issue.params?.hour ?? '');
  const k = hourOfKey(hour);
  if (!k) throw new Error(`warning without its hour: ${issue.code}`);
  return { day: formatIsoDate(k), hour: k.hour, code: issue.code, params: { ...issue.params } };
}

function keyOrder(key: string): number {
  const k = hourOfKey(key)!;
  return Date.UTC(k.year, k.month - 1, k.day, k.hour, Number(key.slice(14, 16)));
}

export function columnsOf(hours: readonly ActualHour[]): ActualColumns {
  let count = 0;
  for (const h of hours) count += Object.keys(h.valores).length;
  const columns: ActualColumns = {
    dayNames: [], unitNames: [], day: new Uint16Array(count), hour: new Uint8Array(count), quarter: new Uint8Array(count), unit: new Uint16Array(count),
    values: new Float64Array(count),
  };
  const dayIndex = new Map<string, number>();
  const unitIndex = new Map<string, number>();
  const indexOf = (names: string[], index: Map<string, number>, name: string) => {
    let i = index.get(name);
    if (i === undefined) {
      i = names.push(name) - 1;
      index.set(name, i);
    }
    return i;
  };
  let at = 0;
  for (const h of hours) {
    const k = hourOfKey(h.horizonte);
    if (!k) throw new Error(`unchecked hour key ${h.horizonte}`);
    const day = indexOf(columns.dayNames, dayIndex, formatIsoDate(k));
    // A quarter is stored in the hour row it falls in (the 25-hour day's two 02:00 share row 2).
    const hour = h.periodo === undefined ? k.hour : quarterHourRow(k, h.periodo);
    for (const [unit, value] of Object.entries(h.valores)) {
      columns.day[at] = day;
      columns.hour[at] = hour;
      columns.quarter[at] = h.periodo ?? 0;
      columns.unit[at] = indexOf(columns.unitNames, unitIndex, unit);
      columns.values[at] = value;
      at++;
    }
  }
  return columns;
}

export function checkActuals(req: ActualsCheckRequest): ActualsCheckResult {
  const checked: CsvParseResult<readonly ActualHour[]> = req.csv !== undefined
    ? actualsCsv.parse(req.csv, undefined)
    : checkActualHours((req.push?.filas ?? []).map((f, i) => ({ ...f, row: i + 1 })));
  if (!checked.ok) {
    const dialog = describeCsvResult(checked, req.lang);
    return { kind: 'refused', title: dialog.title, lines: dialog.lines };
  }
  let first = checked.data[0]!.horizonte;
  let last = first;
  for (const h of checked.data) {
    if (keyOrder(h.horizonte) < keyOrder(first)) first = h.horizonte;
    if (keyOrder(h.horizonte) > keyOrder(last)) last = h.horizonte;
  }
  // The result's warnings are the dialog's (cut at its limit); every suspicious hour is stored with its day.
  const suspicious = actualsPlausibility(checked.data, baseActualsPlant(), () => undefined).suspicious;
  // Hours measured: a quarter day's hours come whole, four quarters each (rows.ts).
  const quarterRows = checked.data.filter((h) => h.periodo !== undefined).length;
  return {
    kind: 'checked', count: checked.data.length - quarterRows + Math.ceil(quarterRows / 4), desde: first, hasta: last, columns: columnsOf(checked.data),
    warnings: suspicious.map(warningOf), warningLines: renderCsvIssues(checked.warnings ?? [], req.lang),
  };
}
