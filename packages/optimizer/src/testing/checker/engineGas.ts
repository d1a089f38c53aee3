// The gas an engine burns, from its own data: P / etaE, or with a part-load curve the fraction of
// the hour it runs times the curve's gas at the load it runs at.
import type { EngineParams, OptimizerInput } from '../../input.ts';
import type { PlantSolution } from '../../solution.ts';
import { at } from '../../at.ts';

/** Gas of an engine hour: P / etaE, or with a part-load curve the fraction d of the hour the
 *  engine runs (start and stop minutes lost) times the curve's gas at the load P / d. */
export function engineHourGas(e: EngineParams, power: number, d: number): number {
  const pts = e.curva_carga;
  if (!pts || pts.length < 2) return power / e.rendimiento_electricidad_gas;
  if (d <= 0) return 0;
  const load = power / d;
  let k = 0;
  while (k < pts.length - 2 && load > at(pts, k + 1).potencia) k++;
  const a = at(pts, k), b = at(pts, k + 1);
  return d * (a.gas + ((b.gas - a.gas) / (b.potencia - a.potencia)) * (load - a.potencia));
}

/** Each engine's gas per hour at its running fractions. */
export function engineGasSeries(inp: OptimizerInput, s: PlantSolution, fractions: number[][]): number[][] {
  return inp.engines.map((e, k) => at(s.engines, k).power.map((p, t) => engineHourGas(e, p, at(at(fractions, k), t))));
}
