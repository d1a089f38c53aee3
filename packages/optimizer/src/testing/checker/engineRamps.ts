// Ramp limits between two running hours (rampa MW per hour, over the two periods' mean length); a
// start hour, the hour after it, a stop and the hour before it are exempt.
import type { OptimizerInput } from '../../input.ts';
import type { PlantSolution } from '../../solution.ts';
import { at } from '../../at.ts';
import type { CheckClock } from './clock.ts';
import { exceeds } from './findings.ts';
import { isCoupled } from './engineLimits.ts';

/** Engine k's ramp violations, per hour (none without a rampa or when the mode fixes its output). */
export function engineRamps(inp: OptimizerInput, s: PlantSolution, k: number, clock: CheckClock): string[][] {
  const e = at(inp.engines, k);
  const { on, power } = at(s.engines, k);
  const T = clock.T;
  const started = (t: number) => t >= 0 && at(on, t) === 1 && (t === 0 ? !e.estado : at(on, t - 1) === 0);
  const stopped = (t: number) => t < T && t >= 1 && at(on, t) === 0 && at(on, t - 1) === 1;
  const rampa = e.rampa;
  return Array.from({ length: T }, (_, t) => {
    if (rampa === undefined || t === 0 || isCoupled(inp, k)) return [];
    const name = `${e.nombre} h${t}`;
    const step = at(power, t) - at(power, t - 1);
    const allowed = (rampa * (clock.hrs(t - 1) + clock.hrs(t))) / 2;
    if (step > 0 && !started(t) && !started(t - 1)) return exceeds(step, allowed, `${name} ramp up`);
    if (step < 0 && !stopped(t) && !stopped(t + 1)) return exceeds(-step, allowed, `${name} ramp down`);
    return [];
  });
}
