// An engine hour's output limits: available when on, no power while off, between the minimum and
// the maximum scaled by the running fraction, on whenever available in mode 1, and the coupling
// table's output exactly when the mode fixes it.
import { mustRunWhenAvailable, usesCouplingTable } from '@plantasim/domain';
import type { OptimizerInput } from '../../input.ts';
import type { PlantSolution } from '../../solution.ts';
import { at } from '../../at.ts';
import { availability, exceeds, TOL } from './findings.ts';

/** Whether engine k's output is fixed by the coupling table (no minimum load, minimum times or ramps apply). */
export function isCoupled(inp: OptimizerInput, k: number): boolean {
  return usesCouplingTable(inp.mode) && (inp.couplingFixed?.[k] ?? false);
}

/** Engine k's hour t, run for the fraction d of it. */
function outputLimitsAt(inp: OptimizerInput, s: PlantSolution, k: number, t: number, d: number): string[] {
  const e = at(inp.engines, k);
  const { on, power } = at(s.engines, k);
  const coupled = isCoupled(inp, k);
  const a = availability(inp, e.nombre, t);
  const name = `${e.nombre} h${t}`;
  const v: string[] = [];
  if (!a && at(on, t)) v.push(`${name}: on while unavailable`);
  if (!at(on, t) && at(power, t) > TOL) v.push(`${name}: power while off`);
  if (at(on, t)) {
    v.push(...exceeds(at(power, t), e.potencia_maxima * d, `${name} max`));
    if (!coupled) v.push(...exceeds(e.potencia_minima * d, at(power, t), `${name} min`));
  }
  if (mustRunWhenAvailable(inp.mode) && at(on, t) !== a) v.push(`${name}: mode 1 must run when available`);
  if (coupled) {
    const f = inp.coupling?.[e.nombre]?.[t] ?? 0;
    const want = f > 0 && a ? f * e.potencia_maxima * d : 0;
    if (Math.abs(at(power, t) - want) > TOL) v.push(`${name}: coupling wants ${want}, got ${at(power, t)}`);
  }
  return v;
}

/** Engine k's output-limit violations, per hour. */
export function engineOutputLimits(inp: OptimizerInput, s: PlantSolution, k: number, fractions: number[]): string[][] {
  return fractions.map((d, t) => outputLimitsAt(inp, s, k, t, d));
}
