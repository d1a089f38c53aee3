// The horizon's clock: how long each period lasts. The day-ahead market has cleared in 15-minute
// periods since 1 October 2025, so a horizon may be planned per quarter hour (or hourly, the
// default of docs/rules/fields.md, and later days of a horizon may stay hourly). Every time rule of the plant is written in
// minutes or hours of the real clock (minimum up and down times, start and stop minutes, ramps in
// MW/h, rentals per calendar day) and converted to periods here, once, so that a model in hourly
// periods is exactly the model docs/rules/fields.md describes and a quarter-hour one keeps the same physics.
import { at } from './at.ts';

export interface PeriodClock {
  T: number;
  /** Length of each period, minutes. */
  minutes: number[];
  /** Length of each period, hours (the factor that turns MW into MWh and EUR/h into EUR). */
  hours: number[];
  /** Minutes from the horizon's start to each period's start. */
  start: number[];
  /** Hours the whole horizon lasts. */
  totalHours: number;
}

/** The clock of T periods of the given lengths (minutes), 60 each when absent. */
export function periodClock(T: number, periodMinutes?: readonly number[]): PeriodClock {
  const minutes = Array.from({ length: T }, (_, t) => periodMinutes?.[t] ?? 60);
  const start: number[] = [];
  let acc = 0;
  for (const m of minutes) {
    if (!(m > 0)) throw new RangeError(`periodClock: a period of ${m} minutes`);
    start.push(acc);
    acc += m;
  }
  return { T, minutes, hours: minutes.map((m) => m / 60), start, totalHours: acc / 60 };
}

/** Hours of real time a horizon lasts (its periods' lengths summed). */
export function horizonHours(T: number, periodMinutes?: readonly number[]): number {
  return periodMinutes ? periodClock(T, periodMinutes).totalHours : T;
}

/** Whether a horizon is solved as one model: up to `rollingAboveHours` hours of real time (168 by
 *  default), whatever its periods. Rolling windows count hours (their keep and lookahead, the state
 *  carried between them), so a clock of shorter periods is only ever solved whole. */
export function solvedWhole(input: { hours: number; periodMinutes?: readonly number[] }, rollingAboveHours = 168): boolean {
  return horizonHours(input.hours, input.periodMinutes) <= rollingAboveHours;
}

/** Whether any period is not an hour. */
export const hasShortPeriods = (periodMinutes?: readonly number[]): boolean => periodMinutes?.some((m) => m !== 60) ?? false;

/** Share of period t an engine loses to a start at period s (s <= t) that loses `lost` minutes from
 *  its beginning: the part of those minutes inside period t, as a fraction of the period.
 *    loss = clamp((lost − (start[t] − start[s])) / minutes[t], 0, 1)
 *  Hourly with lost <= 60: lost/60 in the start hour and 0 after it (the rule of docs/rules/fields.md). */
export function startLoss(c: PeriodClock, s: number, t: number, lost: number): number {
  return clamp01((lost - (at(c.start, t) - at(c.start, s))) / at(c.minutes, t));
}

/** Share of period t an engine loses to a stop at period q (t < q; off from q's start) that runs down
 *  over the `lost` minutes before it:
 *    loss = clamp((lost − (start[q] − end[t])) / minutes[t], 0, 1),  end[t] = start[t] + minutes[t]
 *  q may be T (a stop right after the horizon). */
export function stopLoss(c: PeriodClock, q: number, t: number, lost: number): number {
  const stopAt = q < c.T ? at(c.start, q) : c.totalHours * 60;
  return clamp01((lost - (stopAt - (at(c.start, t) + at(c.minutes, t)))) / at(c.minutes, t));
}

/** The run of on periods around t (`on[t]` is 1): its first and last period. */
export function runAround(on: ArrayLike<number | undefined>, t: number): { first: number; last: number } {
  let first = t;
  while (first > 0 && on[first - 1] === 1) first--;
  let last = t;
  while (last + 1 < on.length && on[last + 1] === 1) last++;
  return { first, last };
}

/** runAround of every period at once, in one pass: a caller asking period by period walked each run
 *  once per period of it, quadratic in the run's length (a year's coupled engine on for months:
 *  0.6 s of the year's solve). Periods that are not on get their own index as first and last. */
export function runsAround(on: ArrayLike<number | undefined>): { first: Int32Array; last: Int32Array } {
  const n = on.length;
  const first = new Int32Array(n);
  const last = new Int32Array(n);
  for (let t = 0; t < n; t++) first[t] = on[t] === 1 && t > 0 && on[t - 1] === 1 ? at(first, t - 1) : t;
  for (let t = n - 1; t >= 0; t--) last[t] = on[t] === 1 && t + 1 < n && on[t + 1] === 1 ? at(last, t + 1) : t;
  return { first, last };
}

/** Share of period t that an engine runs in the run `first`..`last` around it: 1 minus the minutes
 *  its start takes (when it started at `first`, not before the horizon) and those its stop takes
 *  (when it stops right after `last`):
 *    share = max(0, 1 − startLoss(first, t, ta)·started − stopLoss(last + 1, t, tp)·stops)
 *  Whoever knows the run says whether it started and stops: a solution by its start and stop
 *  variables, a fixed on/off by its neighbours. */
export function runShare(c: PeriodClock, t: number, run: { first: number; last: number; started: boolean; stops: boolean }, ta: number, tp: number): number {
  const lost = (run.started ? startLoss(c, run.first, t, ta) : 0) + (run.stops ? stopLoss(c, run.last + 1, t, tp) : 0);
  return Math.max(0, 1 - lost);
}

/** The periods k <= t that started less than `minutes` before period t started (t itself included):
 *  a run begun in any of them has not yet lasted `minutes` at t. Hourly with a whole number of hours
 *  H: t − H + 1 .. t, the window of docs/rules/fields.md. */
export function windowBack(c: PeriodClock, t: number, minutes: number): number[] {
  const out: number[] = [];
  for (let k = t; k >= 0 && at(c.start, t) - at(c.start, k) < minutes - 1e-9; k--) out.push(k);
  return out.reverse();
}

/** The periods s (s <= t) whose start derates period t (startLoss > 0), with their losses. */
export function startsDerating(c: PeriodClock, t: number, lost: number): Array<{ s: number; loss: number }> {
  const out: Array<{ s: number; loss: number }> = [];
  if (!(lost > 0)) return out;
  for (let s = t; s >= 0; s--) {
    const loss = startLoss(c, s, t, lost);
    if (loss <= 0) break;
    out.push({ s, loss });
  }
  return out;
}

/** The stops q (t < q <= T) that derate period t (stopLoss > 0), with their losses. */
export function stopsDerating(c: PeriodClock, t: number, lost: number): Array<{ q: number; loss: number }> {
  const out: Array<{ q: number; loss: number }> = [];
  if (!(lost > 0)) return out;
  for (let q = t + 1; q <= c.T; q++) {
    const loss = stopLoss(c, q, t, lost);
    if (loss <= 0) break;
    out.push({ q, loss });
  }
  return out;
}

const clamp01 = (x: number) => (x <= 0 ? 0 : x >= 1 ? 1 : x);
