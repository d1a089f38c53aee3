// A re-plan on the clock its origin was solved in. The request, the trips and the measured hours
// name hour positions (H14; 'dd/MM/yyyy HH:00' keys, 24 a day, DST days folded), the optimizer works
// in the run's periods (quarters on the days planned in quarters, 92/96/100 a day), and the re-plan
// reports its changes and spare capacity by hour again, as for an hourly run.
//
// THE RULE:
//  - An hour position's periods are those that start in that hour (results/hourlyFromPeriods.ts
//    hourGroups): four quarters, one hourly period, the 25-hour day's eight quarters of its folded
//    02:00, none for the 23-hour day's 02:00.
//  - H and every trip start at the first period of their hour (a trip at the 23-hour day's 02:00, an
//    hour that does not exist, starts at 03:00).
//  - A measured hour (MW, the hour's mean) holds in each of its periods before H, so its energy is
//    the hour's: power × 0.25 h in each of four quarters. A quarter measured on its own (actuals per
//    quarter) holds in its period instead, on a day the run planned in quarters; on a day it planned
//    by hour, the hour's mean of its quarters is what holds.
//  - Changes by hour: the hour changed when any of its periods changed; before and after are the
//    hour's means weighted by the periods' minutes (the hourly tables' rule for power).
//  - Spare capacity by hour: the least of its periods (the hour is covered when every quarter is),
//    N-1 held when it holds in every period.
import { hourGroups, type ResultPeriod } from '../results/hourlyFromPeriods.ts';
import { HOURS_PER_DAY } from '../calendar/keys.ts';
import type { MeasuredQuarter } from './replan.ts';

/** The periods of a run from its optimizer labels and period lengths (60 minutes when absent). */
export function runPeriods(count: number, labels?: readonly string[], minutes?: readonly number[]): ResultPeriod[] {
  return Array.from({ length: count }, (_, t) => ({ label: labels?.[t] ?? `H${t + 1}`, minutes: minutes?.[t] ?? 60 }));
}

/** The periods (0-based) of each hour position (0-based: day × 24 + folded hour). */
export function periodsByHour(periods: readonly ResultPeriod[]): number[][] {
  return hourGroups(periods).map((g) => g.periods);
}

/** The first period of hour position `hour` (0-based), or of the next hour that has periods; the
 *  number of periods past the end. */
export function firstPeriodOfHour(byHour: readonly (readonly number[])[], hour: number): number {
  for (let h = Math.max(0, hour); h < byHour.length; h++) {
    const first = byHour[h]?.[0];
    if (first !== undefined) return first;
  }
  return byHour.reduce((n, ps) => n + ps.length, 0);
}

export interface ReplanOnClock<T> {
  /** First re-planned period, 0-based. */
  from: number;
  /** Each trip in force from the first period of its hour. */
  trips: { unit: string; from: number }[];
  /** Each measured hour before H in each of its periods: [period, values]. */
  actuals: [number, T][];
}

/**
 * A re-plan request on the run's clock: `hora` and the trips' hours are 1-based positions (H14),
 * `actuals` measured hours by 0-based position (rules/replan.ts actualsBefore).
 */
export function replanOnClock<T>(
  periods: readonly ResultPeriod[],
  request: { hora: number; disparos: readonly { unidad: string; hora: number }[] },
  actuals: Iterable<readonly [number, T]> = [],
  quarters: Iterable<MeasuredQuarter<T>> = [],
): ReplanOnClock<T> {
  const byHour = periodsByHour(periods);
  const from = firstPeriodOfHour(byHour, request.hora - 1);
  const trips = request.disparos.map((d) => ({ unit: d.unidad, from: firstPeriodOfHour(byHour, d.hora - 1) }));
  const measured = new Map<number, T>();
  for (const [hour, values] of actuals) {
    for (const t of byHour[hour] ?? []) if (t < from) measured.set(t, values);
  }
  for (const [day, periodo, values] of quarters) {
    const t = quarterPeriodOfDay(byHour, day, periodo);
    if (t !== undefined && t < from) measured.set(t, values);
  }
  return { from, trips, actuals: [...measured].sort((a, b) => a[0] - b[0]) };
}

/** The run's period of quarter `periodo` (1-based) of day `day` (0-based), when the run planned that
 *  day in quarters (more periods than hours); undefined on a day planned by hour or out of the run. */
function quarterPeriodOfDay(byHour: readonly (readonly number[])[], day: number, periodo: number): number | undefined {
  const ofDay = byHour.slice(day * HOURS_PER_DAY, (day + 1) * HOURS_PER_DAY).flat();
  const hoursWithPeriods = byHour.slice(day * HOURS_PER_DAY, (day + 1) * HOURS_PER_DAY).filter((ps) => ps.length > 0).length;
  if (ofDay.length <= hoursWithPeriods + 1) return undefined;
  return ofDay[periodo - 1];
}

/** The hour positions (0-based, in order) holding at least one of `periodIndices`. */
export function hoursOfPeriods(periods: readonly ResultPeriod[], periodIndices: Iterable<number>): number[] {
  return hoursHolding(periodsByHour(periods), periodIndices);
}

/** The hours (indices of `byHour`, in order) holding at least one of `periodIndices`. */
export function hoursHolding(byHour: readonly (readonly number[])[], periodIndices: Iterable<number>): number[] {
  const hourOf = new Map<number, number>();
  byHour.forEach((ps, h) => ps.forEach((t) => hourOf.set(t, h)));
  const hours = new Set<number>();
  for (const t of periodIndices) {
    const h = hourOf.get(t);
    if (h !== undefined) hours.add(h);
  }
  return [...hours].sort((a, b) => a - b);
}

/** A unit's setpoint in one hour before and after a re-plan (hour: 0-based position). */
export interface HourChange {
  unit: string;
  hour: number;
  before: number;
  after: number;
}

/** The hours from period `from` on whose setpoints changed (see THE RULE), per unit in the order given. */
export function changesByHour(
  periods: readonly ResultPeriod[], from: number,
  series: readonly { unit: string; before?: readonly number[]; after?: readonly number[] }[], tolerance: number,
): HourChange[] {
  const byHour = periodsByHour(periods);
  const mean = (values: readonly number[] | undefined, ts: readonly number[]) => {
    const minutes = ts.reduce((a, t) => a + (periods[t]?.minutes ?? 60), 0);
    return ts.reduce((a, t) => a + (values?.[t] ?? 0) * (periods[t]?.minutes ?? 60), 0) / minutes;
  };
  const out: HourChange[] = [];
  for (const { unit, before, after } of series) {
    byHour.forEach((ts, hour) => {
      const rest = ts.filter((t) => t >= from);
      if (rest.length === 0) return;
      if (rest.some((t) => Math.abs((before?.[t] ?? 0) - (after?.[t] ?? 0)) > tolerance)) {
        out.push({ unit, hour, before: mean(before, ts), after: mean(after, ts) });
      }
    });
  }
  return out;
}

/** Spare capacity by hour: `spare` per period from period `from` (index i is period from + i). */
export function spareByHour(
  periods: readonly ResultPeriod[], from: number, spare: { steam: readonly number[]; cold: readonly number[]; steamN1: readonly boolean[] },
): { hours: number[]; steam: number[]; cold: number[]; steamN1: boolean[] } {
  const out = { hours: [] as number[], steam: [] as number[], cold: [] as number[], steamN1: [] as boolean[] };
  periodsByHour(periods).forEach((ts, hour) => {
    const rest = ts.filter((t) => t >= from).map((t) => t - from);
    if (rest.length === 0) return;
    out.hours.push(hour);
    out.steam.push(Math.min(...rest.map((i) => spare.steam[i] ?? 0)));
    out.cold.push(Math.min(...rest.map((i) => spare.cold[i] ?? 0)));
    out.steamN1.push(rest.every((i) => spare.steamN1[i] ?? false));
  });
  return out;
}
