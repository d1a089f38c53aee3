// The checks every set of measured hours passes, whether it arrives as a CSV or from a plant
// historian over HTTP: each hour a real 'dd/MM/yyyy HH:00' key of the plans' calendar (24 per day,
// as every grid of the app), no hour twice, only known units, no negative measurement, nothing the
// plant cannot produce (plausibility.ts); hours that do not balance pass with a warning. A refusal
// lists every finding so one correction fixes the file.
import { parseHourKey } from '../calendar/keys.ts';
import { canonicalDateHour } from '../csv/dateHour.ts';
import { fail, formatNumber } from '../csv/engine.ts';
import { limitIssues, LIMITS } from '../csv/issues.ts';
import type { CsvMessageCode } from '../messages/csv.ts';
import type { CsvIssue, CsvParseResult } from '../csv/types.ts';
import { ACTUAL_UNITS, isActualUnitKey } from './units.ts';
import { actualsPlausibility, baseActualsPlant, type ActualsPlant, type UnavailableUnits } from './plausibility.ts';

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

/** Findings a reader of the file made before the hours are checked (empty cells, non-numbers, short rows). */
export interface EarlierFindings {
  readonly required?: readonly CsvIssue[];
  readonly invalid?: readonly CsvIssue[];
}

/** The plant the hours are checked against: its units (the base plant's by default) and the hours its plan had units unavailable. */
export interface ActualsCheckPlant {
  readonly plant?: ActualsPlant;
  readonly unavailable?: UnavailableUnits;
}

/**
 * The received hours, checked; keys in the stored form. Every kind of finding is reported at once:
 * one kind keeps its own title, several come under 'Errores en datos' with one section each (the
 * rule of every import of the app). Never throws.
 */
export function checkActualHours(
  received: readonly ReceivedHour[], earlier: EarlierFindings = {}, against: ActualsCheckPlant = {},
): CsvParseResult<ActualHour[]> {
  const hourIssues: CsvIssue[] = [];
  const invalid: CsvIssue[] = [...(earlier.invalid ?? [])];
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
      const column = headerOf.get(unit) ?? unit;
      if (!isActualUnitKey(unit)) invalid.push({ code: 'actuals.unknownUnit', row: r.row, params: { row: r.row, value: unit } });
      else if (!Number.isFinite(value)) invalid.push({ code: 'grid.notNumeric', row: r.row, column, params: { row: r.row, column } });
      else if (value < 0) negatives.push({ code: 'actuals.negative', row: r.row, column, params: { row: r.row, column, value: formatNumber(value, 3) } });
    }
    data.push({ horizonte: key, valores: r.valores });
  }
  const plausibility = actualsPlausibility(data, against.plant ?? baseActualsPlant(), (hour) => firstRow.get(hour), against.unavailable);
  const kinds: [CsvMessageCode, readonly CsvIssue[]][] = [
    ['csv.required.title', earlier.required ?? []],
    ['csv.invalidValues.title', invalid],
    ['actuals.hours.title', hourIssues],
    ['csv.negative.title', negatives],
    ['actuals.limits.title', plausibility.impossible],
  ];
  const found = kinds.filter(([, issues]) => issues.length > 0).map(([title, issues]) => [title, limitIssues(issues, LIMITS.gridLines)] as const);
  const [only] = found;
  if (found.length === 1 && only) return fail(only[0], only[1]);
  if (found.length > 1) return fail('csv.dataErrors.title', found.flatMap(([section, issues]) => issues.map((i) => ({ ...i, section }))));
  // The dialog lists the first ones; the server stores every one with its day (actualsPlausibility).
  const warnings = limitIssues(plausibility.suspicious, LIMITS.gridLines);
  return { ok: true, data, count: data.length, success: 'csv.success.rows', ...(warnings.length > 0 ? { warnings } : {}) };
}
