// The periods' clock, read from the input alone: 60 minutes each unless periodMinutes says
// otherwise. Energies are powers times the period's hours; time rules count real minutes.
import type { OptimizerInput } from '../../input.ts';
import { at } from '../../at.ts';

export interface CheckClock {
  /** Number of periods. */
  T: number;
  minutesOf(t: number): number;
  /** Minutes from the horizon's start to the start of period t. */
  startMin(t: number): number;
  /** Minutes from the horizon's start to the end of period t. */
  endMin(t: number): number;
  /** Period t's length in hours. */
  hrs(t: number): number;
  /** Every period lasts an hour or more (minimum times then count whole hours). */
  hourly: boolean;
}

export function clockOf(inp: Pick<OptimizerInput, 'hours' | 'periodMinutes'>): CheckClock {
  const T = inp.hours;
  const minutesOf = (t: number) => inp.periodMinutes?.[t] ?? 60;
  const starts: number[] = [];
  for (let t = 0, acc = 0; t < T; t++) { starts.push(acc); acc += minutesOf(t); }
  const startMin = (t: number) => at(starts, t);
  return {
    T, minutesOf, startMin,
    endMin: (t) => startMin(t) + minutesOf(t),
    hrs: (t) => minutesOf(t) / 60,
    hourly: Array.from({ length: T }, (_, t) => minutesOf(t)).every((m) => m >= 60),
  };
}
