// What every family of the checker returns, and the comparisons they share.
import type { OptimizerInput } from '../../input.ts';
import { at } from '../../at.ts';

export const TOL = 1e-5;

/** A family's verdict: its violations, and its cost items in the order the report adds them (one
 *  running total over all families, so the checker's cost is the same sum to the last bit). */
export interface Findings {
  violations: string[];
  costs: number[];
}

/** `what: a > b` when a exceeds b beyond the tolerance (relative to b when |b| > 1). */
export function exceeds(a: number, b: number, what: string): string[] {
  return a > b + TOL * Math.max(1, Math.abs(b)) ? [`${what}: ${a} > ${b}`] : [];
}

/** A unit's availability at hour t (1 when the input gives no series for it). */
export function availability(inp: Pick<OptimizerInput, 'availability'>, name: string, t: number): number {
  const a = inp.availability?.[name];
  return a ? at(a, t) : 1;
}

/** x clamped to [0, 1]. */
export function share(x: number): number {
  return Math.min(1, Math.max(0, x));
}

/** Per-hour violation lists of several families, joined hour by hour in the families' order. */
export function byHour(T: number, ...families: string[][][]): string[] {
  const out: string[] = [];
  for (let t = 0; t < T; t++) for (const f of families) out.push(...at(f, t));
  return out;
}
