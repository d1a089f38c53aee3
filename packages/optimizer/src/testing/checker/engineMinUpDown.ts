// Minimum up and down times: a run that ends must have lasted long enough (unless availability cut
// it), counting the state before H1 (engineInitial's hours in that state).
import { mustRunWhenAvailable } from '@plantasim/domain';
import type { OptimizerInput } from '../../input.ts';
import type { PlantSolution } from '../../solution.ts';
import { at } from '../../at.ts';
import type { CheckClock } from './clock.ts';
import { availability } from './findings.ts';
import { isCoupled } from './engineLimits.ts';

/** Engine k's minimum up/down violations, per hour (none when the mode fixes its on/off). */
export function engineMinUpDown(inp: OptimizerInput, s: PlantSolution, k: number, clock: CheckClock): string[][] {
  const e = at(inp.engines, k);
  const { on } = at(s.engines, k);
  // Minimum times in hours: whole hours (rounded up) on an hourly clock, to the minute otherwise.
  const minimum = (h: number) => (clock.hourly ? Math.ceil(h) : Math.ceil(h * 60) / 60);
  const UT = minimum(e.tiempo_minimo_acoplamiento);
  const DT = minimum(e.tiempo_minimo_parada);
  const judged = !isCoupled(inp, k) && !mustRunWhenAvailable(inp.mode);
  let runState = e.estado ? 1 : 0;
  let runLen = inp.engineInitial?.[k]?.hoursInState ?? Infinity;
  const perHour: string[][] = [];
  for (let t = 0; t < clock.T; t++) {
    const v: string[] = [];
    const name = `${e.nombre} h${t}`;
    if (at(on, t) !== runState) {
      if (judged) {
        if (runState === 1 && runLen < UT && availability(inp, e.nombre, t)) v.push(`${name}: stopped after ${runLen} h < ${UT} h up`);
        if (runState === 0 && runLen < DT) v.push(`${name}: started after ${runLen} h < ${DT} h down`);
      }
      runState = at(on, t);
      runLen = clock.hrs(t);
    } else runLen += clock.hrs(t);
    perHour.push(v);
  }
  return perHour;
}
