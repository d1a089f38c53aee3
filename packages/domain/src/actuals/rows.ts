// The checks every set of measured hours passes, whether it arrives as a CSV or from a plant
// historian over HTTP: each hour a real 'dd/MM/yyyy HH:00' key of the plans' calendar (24 per day,
// as every grid of the app), no hour twice, only known units, no negative measurement, nothing the
// plant cannot produce (plausibility.ts); hours that do not balance pass with a warning. A refusal
// lists every finding so one correction fixes the file.
// A day may instead be measured in quarter hours ('dd/MM/yyyy HH:mm', mm 00/15/30/45): a day with
// any row at :15, :30 or :45 is a quarter day, whose rows are the market's periods of that day
// (calendar/quarterKeys.ts: 92 on the 23-hour day, 100 on the 25-hour day, where the second
// 02:00–02:45 are told apart by their order). Each of its hours comes whole (its four quarters): an
// hour is the unit a later import replaces, so a quarter day with an hour given only at :00 mixes
// hourly and quarter rows and is refused, as is an hour missing some quarters.
import { parseHourKey } from '../calendar/keys.ts';
import { dayQuarterKeys, QUARTERS_PER_HOUR } from '../calendar/quarterKeys.ts';
import { parseDate } from '../calendar/dates.ts';
import { canonicalDateHour, canonicalQuarterKey, parseDateHour } from '../csv/dateHour.ts';
import { fail, formatNumber } from '../csv/engine.ts';
import { limitIssues, LIMITS } from '../csv/issues.ts';
import type { CsvMessageCode } from '../messages/csv.ts';
import type { CsvIssue, CsvParseResult } from '../csv/types.ts';
import { ACTUAL_METER_UNITS, ACTUAL_UNITS, isActualUnitKey, QUARTER_HOURS } from './units.ts';
import { actualsPlausibility, baseActualsPlant, type ActualsPlant, type UnavailableUnits } from './plausibility.ts';

export interface ActualHour {
  /** 'dd/MM/yyyy HH:00', or a quarter's 'dd/MM/yyyy HH:mm' when `periodo` is given. */
  readonly horizonte: string;
  /** Measured value by unit key (units.ts); a unit left out was not measured that hour. Every value
   *  is a mean power (MW) over its period: a quarter's grid meters, given in the file as the
   *  quarter's MWh, are read as MW (× 4), as an hour's MWh are its mean MW. */
  readonly valores: Readonly<Record<string, number>>;
  /** A quarter's period number in its day (1-based, the market's numbering: dayQuarterKeys); absent for an hour. */
  readonly periodo?: number;
}


/** A row's values as the file gives them: a quarter's meters back to the quarter's MWh. */
export function valuesAsGiven(h: ActualHour): Readonly<Record<string, number>> {
  if (h.periodo === undefined) return h.valores;
  const out = { ...h.valores };
  for (const m of ACTUAL_METER_UNITS) if (out[m] !== undefined) out[m] *= QUARTER_HOURS;
  return out;
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
  const rowOf = new Map<ActualHour, number>();
  const data: ActualHour[] = [];
  const quarters = quarterDays(received);
  const checkValues = (r: ReceivedHour) => {
    for (const [unit, value] of Object.entries(r.valores)) {
      const column = headerOf.get(unit) ?? unit;
      if (!isActualUnitKey(unit)) invalid.push({ code: 'actuals.unknownUnit', row: r.row, params: { row: r.row, value: unit } });
      else if (!Number.isFinite(value)) invalid.push({ code: 'grid.notNumeric', row: r.row, column, params: { row: r.row, column } });
      else if (value < 0) negatives.push({ code: 'actuals.negative', row: r.row, column, params: { row: r.row, column, value: formatNumber(value, 3) } });
    }
  };
  for (const r of received) {
    const date = parseDateHour(r.horizonte)?.date;
    const quarterDay = date === undefined ? undefined : quarters.get(date);
    if (quarterDay) {
      const h = quarterRow(r, quarterDay, hourIssues);
      if (!h) continue;
      checkValues(r);
      data.push(h);
      rowOf.set(h, r.row);
      continue;
    }
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
    checkValues(r);
    const h = { horizonte: key, valores: r.valores };
    data.push(h);
    rowOf.set(h, r.row);
  }
  for (const q of quarters.values()) hourIssues.push(...wholeHourIssues(q));
  const plausibility = actualsPlausibility(data, against.plant ?? baseActualsPlant(), (h) => rowOf.get(h), against.unavailable);
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

/** A day measured in quarters as its rows arrive: each quarter key's periods (two for the 25-hour
 *  day's 02:xx, none for the 23-hour day's), how many of them are taken, and the row of each period. */
interface QuarterDay {
  readonly date: string;
  readonly keys: readonly string[];
  readonly periodsOf: Map<string, number[]>;
  readonly taken: Map<string, number>;
  readonly rowOfPeriod: Map<number, number>;
}

/** The days (dd/MM/yyyy) of the received rows that have a row at :15, :30 or :45. */
function quarterDays(received: readonly ReceivedHour[]): Map<string, QuarterDay> {
  const out = new Map<string, QuarterDay>();
  for (const r of received) {
    const key = canonicalQuarterKey(r.horizonte);
    if (key === null || key.endsWith(':00')) continue;
    const date = key.slice(0, 10);
    const day = parseDate(date);
    if (out.has(date) || !day.ok) continue;
    const keys = dayQuarterKeys(day.data);
    const periodsOf = new Map<string, number[]>();
    keys.forEach((k, i) => periodsOf.set(k, [...(periodsOf.get(k) ?? []), i + 1]));
    out.set(date, { date, keys, periodsOf, taken: new Map(), rowOfPeriod: new Map() });
  }
  return out;
}

/** A row of a quarter day as its period (the next free one of its key), or null with the finding. */
function quarterRow(r: ReceivedHour, day: QuarterDay, issues: CsvIssue[]): ActualHour | null {
  const key = canonicalQuarterKey(r.horizonte);
  const periods = key === null ? [] : day.periodsOf.get(key) ?? [];
  if (key === null || periods.length === 0) {
    issues.push({ code: 'actuals.badQuarter', row: r.row, params: { row: r.row, value: r.horizonte } });
    return null;
  }
  const taken = day.taken.get(key) ?? 0;
  const periodo = periods[taken];
  if (periodo === undefined) {
    const first = day.rowOfPeriod.get(periods[0]!) ?? r.row;
    issues.push({ code: 'actuals.duplicateQuarter', row: r.row, params: { row: r.row, value: key, first } });
    return null;
  }
  day.taken.set(key, taken + 1);
  day.rowOfPeriod.set(periodo, r.row);
  const valores: Record<string, number> = { ...r.valores };
  // The meters give the quarter's MWh; as every other value, they are kept as the period's mean MW.
  for (const m of ACTUAL_METER_UNITS) if (valores[m] !== undefined) valores[m] /= QUARTER_HOURS;
  return { horizonte: key, valores, periodo };
}

/** A quarter day's hours that are not whole: given only at :00 (an hourly row in a quarter day), or missing quarters. */
function wholeHourIssues(day: QuarterDay): CsvIssue[] {
  const issues: CsvIssue[] = [];
  const onlyHour: string[] = [];
  let firstHourRow: number | undefined;
  for (let start = 1; start <= day.keys.length; start += QUARTERS_PER_HOUR) {
    const periods = Array.from({ length: QUARTERS_PER_HOUR }, (_, i) => start + i);
    const present = periods.filter((p) => day.rowOfPeriod.has(p));
    if (present.length === 0 || present.length === QUARTERS_PER_HOUR) continue;
    const hour = day.keys[start - 1]!.slice(11);
    if (present.length === 1 && present[0] === start) {
      onlyHour.push(hour);
      firstHourRow ??= day.rowOfPeriod.get(start);
      continue;
    }
    const missing = periods.filter((p) => !day.rowOfPeriod.has(p)).map((p) => day.keys[p - 1]!.slice(11)).join(', ');
    const row = day.rowOfPeriod.get(present[0]!);
    issues.push({ code: 'actuals.incompleteHour', row, params: { date: day.date, hour, missing } });
  }
  if (onlyHour.length > 0) {
    issues.unshift({ code: 'actuals.mixedDay', row: firstHourRow, params: { date: day.date, hours: onlyHour.join(', ') } });
  }
  return issues;
}
