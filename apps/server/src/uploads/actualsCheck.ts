/**
 * The CPU-heavy part of an actuals import, run in the upload workers (uploadCheckPool.ts): the CSV
 * parsed, or the historian's rows checked, by the same domain rules, and the accepted hours laid out
 * as the columns the insert binds. A year of every unit is ~245,000 values: parsed, validated and
 * laid out on the request thread it held every other request for seconds.
 */
import {
  actualsCsv, actualsPlausibility, baseActualsPlant, checkActualHours, describeCsvResult, formatIsoDate, parseHourKey, renderCsvIssues,
  type ActualHour, type ActualsPush, type CsvIssue, type CsvParseResult, type MessageLang,
} from '@plantasim/domain';

export interface ActualsCheckRequest {
  task: 'actuals';
  lang: MessageLang;
  csv?: string;
  push?: ActualsPush;
}

/** The values of an import, one entry per hour and unit (repositories/actuals.ts inserts them as they are). */
export interface ActualColumns {
  days: string[];
  hours: number[];
  units: string[];
  values: number[];
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

function warningOf(issue: CsvIssue): ActualWarning {
  const hour = String(issue.params?.hour ?? '');
  const k = parseHourKey(hour);
  if (!k) throw new Error(`warning without its hour: ${issue.code}`);
  return { day: formatIsoDate(k), hour: k.hour, code: issue.code, params: { ...issue.params } };
}

function keyOrder(key: string): number {
  const k = parseHourKey(key)!;
  return Date.UTC(k.year, k.month - 1, k.day, k.hour);
}

export function columnsOf(hours: readonly ActualHour[]): ActualColumns {
  const columns: ActualColumns = { days: [], hours: [], units: [], values: [] };
  for (const h of hours) {
    const k = parseHourKey(h.horizonte);
    if (!k) throw new Error(`unchecked hour key ${h.horizonte}`);
    const day = formatIsoDate(k);
    for (const [unit, value] of Object.entries(h.valores)) {
      columns.days.push(day);
      columns.hours.push(k.hour);
      columns.units.push(unit);
      columns.values.push(value);
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
  return {
    kind: 'checked', count: checked.data.length, desde: first, hasta: last, columns: columnsOf(checked.data),
    warnings: suspicious.map(warningOf), warningLines: renderCsvIssues(checked.warnings ?? [], req.lang),
  };
}
