// Each engine hour's running fraction: the start minutes lost when the on/off series starts it
// there, the stop minutes lost when the solution says the hour ran down for a stop after it
// (stopNext: a re-plan's kept hour before a trip ran its full output). Such a claim must have a
// stop after it; the last hour's stop lies beyond the horizon and cannot be judged here.
import type { EngineParams, OptimizerInput } from '../../input.ts';
import type { EngineSeries, PlantSolution } from '../../solution.ts';
import { at } from '../../at.ts';
import type { CheckClock } from './clock.ts';
import { availability, share } from './findings.ts';

/** The stop claims of engine e's hour t that the on/off series contradicts. */
function stopClaimViolations(inp: OptimizerInput, e: EngineParams, { on, stopNext }: EngineSeries, t: number, T: number): string[] {
  if (!at(on, t)) return at(stopNext, t) ? [`${e.nombre} h${t}: derated for a stop while off`] : [];
  const v: string[] = [];
  const stops = at(stopNext, t) === 1;
  if (stops && t + 1 < T && at(on, t + 1) === 1) v.push(`${e.nombre} h${t}: derated for a stop that does not follow`);
  // A stop the plan chooses ran the hour before it down: only an outage (the engine unavailable
  // next hour: a trip) may follow a full hour. A rolling window's last kept hour is judged so too.
  if (!stops && e.tiempo_parada > 0 && t + 1 < T && at(on, t + 1) === 0 && availability(inp, e.nombre, t + 1)) {
    v.push(`${e.nombre} h${t}: stops at h${t + 1} without the derating of a planned stop`);
  }
  return v;
}

/** The share of hour t engine e runs: the start of this run (t or earlier) takes tiempo_arranque
 *  minutes from its beginning; the planned stop that ends it (the run's last period carries
 *  stopNext) tiempo_parada before it. */
function runningFraction(e: EngineParams, { on, stopNext }: EngineSeries, t: number, clock: CheckClock): number {
  if (!at(on, t)) return 0;
  let first = t;
  while (first > 0 && at(on, first - 1) === 1) first--;
  const runStarted = first > 0 || !e.estado;
  const startLost = runStarted ? share((e.tiempo_arranque - (clock.startMin(t) - clock.startMin(first))) / clock.minutesOf(t)) : 0;
  let last = t;
  while (last + 1 < clock.T && at(on, last + 1) === 1) last++;
  const stopLost = at(stopNext, last) === 1 ? share((e.tiempo_parada - (clock.endMin(last) - clock.endMin(t))) / clock.minutesOf(t)) : 0;
  return Math.max(0, 1 - startLost - stopLost);
}

/** Per engine and hour, the running fraction; and the stop claims that do not hold. */
export function engineRunning(inp: OptimizerInput, s: PlantSolution, clock: CheckClock): { fractions: number[][]; violations: string[] } {
  const violations: string[] = [];
  const fractions = inp.engines.map((e, k) => {
    const series = at(s.engines, k);
    return series.on.map((_, t) => {
      violations.push(...stopClaimViolations(inp, e, series, t, clock.T));
      return runningFraction(e, series, t, clock);
    });
  });
  return { fractions, violations };
}
