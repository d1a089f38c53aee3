// The checks every set of measured hours passes, whether it arrives as a CSV or from a plant
// historian over HTTP: each hour a real 'dd/MM/yyyy HH:00' key of the plans' calendar (24 per day,
// as every grid of the app), no hour twice, only known units, no negative measurement. A refusal
// lists every finding so one correction fixes the file.
import { parseHourKey } from '../calendar/keys.ts';
import { canonicalDateHour } from '../csv/dateHour.ts';
import { fail, formatNumber } from '../csv/engine.ts';
import { limitIssues, LIMITS } from '../csv/issues.ts';
import type { CsvIssue, CsvParseResult } from '../csv/types.ts';
import { ACTUAL_UNITS, isActualUnitKey } from './units.ts';

export interface ActualHour {
  /** 'dd/MM/yyyy HH:00'. */
  readonly horizonte: string;
  /** Measured value by unit key (units.ts); a unit left out was not measured that hour. */
  readonly valores: Readonly<Record<string, number>>;
}

/** One hour as received, with the line or position it came from (for the messages). */
export interface ReceivedHour extends ActualHour {
  readonly row: number;
}

const headerOf = new Map(ACTUAL_UNITS.map((u) => [u.key, u.header]));

/** The received hours, checked; keys in the stored form. Never throws. */
export function checkActualHours(received: readonly ReceivedHour[]): CsvParseResult<ActualHour[]> {
  const hourIssues: CsvIssue[] = [];
  const unitIssues: CsvIssue[] = [];
  const negatives: CsvIssue[] = [];
  const firstRow = new Map<string, number>();
  const data: ActualHour[] = [];
  for (const r of received) {
    const key = canonicalDateHour(r.horizonte);
    if (key === null || parseHourKey(key) === null) {
      hourIssues.push({ code: 'actuals.badHour', row: r.row, params: { row: r.row, value: r.horizonte } });
      continue;
    }
    const first = firstRow.get(key);
    if (first !== undefined) {
      hourIssues.push({ code: 'actuals.duplicateHour', row: r.row, params: { row: r.row, value: key, first } });
      continue;
    }
    firstRow.set(key, r.row);
    for (const [unit, value] of Object.entries(r.valores)) {
      if (!isActualUnitKey(unit)) unitIssues.push({ code: 'actuals.unknownUnit', row: r.row, params: { row: r.row, value: unit } });
      else if (!Number.isFinite(value)) unitIssues.push({ code: 'grid.notNumeric', row: r.row, params: { row: r.row, column: headerOf.get(unit) ?? unit } });
      else if (value < 0) {
        const column = headerOf.get(unit) ?? unit;
        negatives.push({ code: 'actuals.negative', row: r.row, column, params: { row: r.row, column, value: formatNumber(value, 3) } });
      }
    }
    data.push({ horizonte: key, valores: r.valores });
  }
  if (hourIssues.length > 0) return fail('actuals.hours.title', limitIssues(hourIssues, LIMITS.gridLines));
  if (unitIssues.length > 0) return fail('csv.dataErrors.title', limitIssues(unitIssues, LIMITS.gridLines));
  if (negatives.length > 0) return fail('csv.negative.title', limitIssues(negatives, LIMITS.gridLines));
  return { ok: true, data, count: data.length, success: 'csv.success.rows' };
}
