// One day of measured hours laid out as the cost model reads an operation: a series of 24 values
// per unit, by the unit's position in its kind (motor.1 is the first engine of the plan), the grid
// meters and the steam and cold delivered. A value not measured reads as 0; a meter measured in no
// hour is absent, so the settlement falls back to the units.
import { formatDate, type CalendarDate } from '../calendar/dates.ts';
import { formatHourKey, HOURS_PER_DAY, parseHourKey } from '../calendar/keys.ts';
import { dayQuarterKeys, madridCivilHours, quarterHourRow } from '../calendar/quarterKeys.ts';
import { madridDayHours } from '../calendar/dst.ts';
import type { ActualHour } from './rows.ts';

export interface MeasuredSeries {
  engines: number[][];
  gasBoilers: number[][];
  electricBoilers: number[][];
  compressors: number[][];
  gridBuy?: number[];
  gridSell?: number[];
  steam: number[];
  cold: number[];
  /** Hours of the day (0–23) that have a measurement. */
  hours: number[];
}

const KIND_OF: Record<string, keyof Pick<MeasuredSeries, 'engines' | 'gasBoilers' | 'electricBoilers' | 'compressors'>> = {
  motor: 'engines', caldera_gas: 'gasBoilers', caldera_electrica: 'electricBoilers', compresor: 'compressors',
};

/** Puts the value a unit (units.ts key) measured at index t of its series in `out`, creating the
 *  series (`length` zeros) where the unit has none yet; a key of no series is left out. */
function setMeasured(out: MeasuredSeries, length: number, t: number, unit: string, value: number): void {
  const zeros = () => new Array<number>(length).fill(0);
  const [kind = '', n] = unit.split('.');
  const series = KIND_OF[kind];
  if (series) {
    const i = Number(n) - 1;
    while (out[series].length <= i) out[series].push(zeros());
    out[series][i]![t] = value;
  } else if (unit === 'red.compra') (out.gridBuy ??= zeros())[t] = value;
  else if (unit === 'red.venta') (out.gridSell ??= zeros())[t] = value;
  else if (unit === 'demanda.vapor') out.steam[t] = value;
  else if (unit === 'demanda.frio') out.cold[t] = value;
}

export function measuredDay(day: CalendarDate, hours: readonly ActualHour[]): MeasuredSeries {
  const zeros = () => new Array<number>(HOURS_PER_DAY).fill(0);
  const out: MeasuredSeries = { engines: [], gasBoilers: [], electricBoilers: [], compressors: [], steam: zeros(), cold: zeros(), hours: [] };
  const dayText = formatDate(day);
  const seen = new Set<number>();
  for (const h of hours) {
    const k = parseHourKey(h.horizonte);
    if (!k || formatDate(k) !== dayText) continue;
    seen.add(k.hour);
    for (const [unit, value] of Object.entries(h.valores)) setMeasured(out, HOURS_PER_DAY, k.hour, unit, value);
  }
  out.hours = [...seen].sort((a, b) => a - b);
  return out;
}

/** Hourly values on the periods of a run's clock: each period holds its hour's value. `hourPeriods`
 *  lists, for each hour of the values, its periods (0-based; none for the 23-hour day's 02:00). */
export function spreadHours(values: readonly number[], hourPeriods: readonly (readonly number[])[], count: number): number[] {
  const out = new Array<number>(count).fill(0);
  hourPeriods.forEach((ts, h) => ts.forEach((t) => { if (t >= 0 && t < count) out[t] = values[h] ?? 0; }));
  return out;
}

/**
 * A day measured per hour laid out on the periods of a run planned in quarter hours: a measured
 * hour (MW, the hour's mean) holds in each of its periods, so each quarter counts a quarter of the
 * hour's energy (power × 0.25 h) and the hour's four add up to its measurement. `hours` stays the
 * measured hours of the day.
 */
export function measuredOnPeriods(m: MeasuredSeries, hourPeriods: readonly (readonly number[])[], count: number): MeasuredSeries {
  const spread = (v: readonly number[]) => spreadHours(v, hourPeriods, count);
  return {
    engines: m.engines.map(spread), gasBoilers: m.gasBoilers.map(spread), electricBoilers: m.electricBoilers.map(spread), compressors: m.compressors.map(spread),
    ...(m.gridBuy ? { gridBuy: spread(m.gridBuy) } : {}), ...(m.gridSell ? { gridSell: spread(m.gridSell) } : {}),
    steam: spread(m.steam), cold: spread(m.cold), hours: [...m.hours],
  };
}

/**
 * A day's measured quarters (rows.ts, each with its `periodo`) as the hours every hourly reader
 * takes (the 24 rows of the hourly calendar): each hour the mean power of its quarters, so its
 * energy is theirs (the 25-hour day's folded 02:00 the mean of its eight), a unit left out of a
 * quarter counting 0 there; the 23-hour day's row 02:00, which has no quarter, copies 01:00 as the
 * hourly series do. Quarters of other days are left out.
 */
export function hoursOfQuarters(day: CalendarDate, quarters: readonly ActualHour[]): ActualHour[] {
  const dayText = formatDate(day);
  const periods = dayQuarterKeys(day).length;
  const rows = new Map<number, { n: number; sums: Record<string, number> }>();
  for (const q of quarters) {
    if (q.periodo === undefined || q.periodo > periods || q.horizonte.slice(0, 10) !== dayText) continue;
    const row = quarterHourRow(day, q.periodo);
    let r = rows.get(row);
    if (!r) rows.set(row, (r = { n: 0, sums: {} }));
    r.n++;
    for (const [unit, v] of Object.entries(q.valores)) r.sums[unit] = (r.sums[unit] ?? 0) + v;
  }
  // Each row is the mean over all its periods (4, or 8 for the 25-hour day's 02:00).
  const perRow = new Map<number, number>();
  for (const h of madridCivilHours(day)) perRow.set(h, (perRow.get(h) ?? 0) + 4);
  const out = new Map<number, Record<string, number>>();
  for (const [row, r] of rows) {
    const n = Math.max(r.n, perRow.get(row) ?? r.n);
    out.set(row, Object.fromEntries(Object.entries(r.sums).map(([u, s]) => [u, s / n])));
  }
  const one = out.get(1);
  if (madridDayHours(day) === 23 && !out.has(2) && one) out.set(2, { ...one });
  return [...out].sort(([a], [b]) => a - b).map(([row, valores]) => ({ horizonte: formatHourKey(day, row), valores }));
}

/**
 * A day measured per hour and, where it has them, per quarter, on the periods of a run planned in
 * quarters: each period holds its hour's value (measuredOnPeriods), and a period whose quarter was
 * measured (rows.ts `periodo`, the day's period number) holds that quarter's values instead, its
 * hour measured whole (a unit left out reads 0). The run's periods of the day must be the market's
 * (dayQuarterKeys: 92, 96 or 100); otherwise the quarters are not placed and each hour holds its
 * mean (`m` is the day's hourly view, hoursOfQuarters).
 */
export function measuredQuartersOnPeriods(
  m: MeasuredSeries, hourPeriods: readonly (readonly number[])[], count: number, day: CalendarDate, quarters: readonly ActualHour[],
): MeasuredSeries {
  const out = measuredOnPeriods(m, hourPeriods, count);
  if (count !== dayQuarterKeys(day).length) return out;
  const dayText = formatDate(day);
  for (const q of quarters) {
    if (q.periodo === undefined || q.periodo > count || q.horizonte.slice(0, 10) !== dayText) continue;
    const t = q.periodo - 1;
    // The quarter is measured whole: a unit it leaves out reads 0 there, not its hour's mean.
    for (const series of [...out.engines, ...out.gasBoilers, ...out.electricBoilers, ...out.compressors, out.gridBuy, out.gridSell, out.steam, out.cold]) {
      if (series) series[t] = 0;
    }
    for (const [unit, value] of Object.entries(q.valores)) setMeasured(out, count, t, unit, value);
  }
  return out;
}

/**
 * Values per hour and, where they exist, per period on a run's periods: each period holds its hour's
 * value, a period of `byPeriod` its own (realised prices: an hourly price in each of its quarters,
 * the market's quarter price where it has one). `byPeriod` must have the run's periods of the day.
 */
export function valuesOnPeriods(
  hourly: readonly number[], hourPeriods: readonly (readonly number[])[], count: number, byPeriod?: readonly number[],
): number[] {
  return byPeriod && byPeriod.length === count ? [...byPeriod] : spreadHours(hourly, hourPeriods, count);
}

/** A stored value of a day (server table actual_values): quarter 0 for an hour, else the quarter's period number in its day. */
export interface StoredActualValue { hour: number; quarter: number; unit: string; value: number }

/**
 * A day's current stored values (each hour from its latest import) as its readers take them: `hours`
 * the 24-row hourly view (an hour measured per quarter as the mean of its quarters,
 * hoursOfQuarters), `quarters` the quarters of the hours measured per quarter (keys dayQuarterKeys,
 * with their `periodo`), both in order.
 */
export function actualsOfStoredDay(day: CalendarDate, rows: readonly StoredActualValue[]): { hours: ActualHour[]; quarters: ActualHour[] } {
  const keys = dayQuarterKeys(day);
  const byHour = new Map<number, Record<string, number>>();
  const byQuarter = new Map<number, Record<string, number>>();
  for (const r of rows) {
    const into = r.quarter > 0 ? byQuarter : byHour;
    const at = r.quarter > 0 ? r.quarter : r.hour;
    let v = into.get(at);
    if (!v) into.set(at, (v = {}));
    v[r.unit] = r.value;
  }
  const quarters = [...byQuarter].filter(([p]) => p <= keys.length).sort(([a], [b]) => a - b)
    .map(([periodo, valores]) => ({ horizonte: keys[periodo - 1]!, valores, periodo }));
  const hours = new Map<number, ActualHour>();
  for (const h of hoursOfQuarters(day, quarters)) hours.set(parseHourKey(h.horizonte)!.hour, h);
  for (const [hour, valores] of byHour) hours.set(hour, { horizonte: formatHourKey(day, hour), valores });
  return { hours: [...hours].sort(([a], [b]) => a - b).map(([, h]) => h), quarters };
}
