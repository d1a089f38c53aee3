// Compressors (table powers in kWe, loads in MWe): their load limits, coste_uso per hour on, and a
// rented one's coste_alquiler once per calendar day it runs (days start at 00 h; a first day
// already paid in a previous window costs nothing again).
import type { CompressorParams, OptimizerInput } from '../../input.ts';
import type { PlantSolution } from '../../solution.ts';
import { at } from '../../at.ts';
import type { CheckClock } from './clock.ts';
import { availability, type Findings } from './findings.ts';
import { unitLoadLimits } from './unitLoad.ts';

/** Compressor c's cost items, hour by hour: its use, then its rental on the first hour of a day. */
function compressorCosts(inp: OptimizerInput, c: CompressorParams, on: readonly number[], clock: CheckClock): number[] {
  const h0 = inp.firstHourOfDay ?? 0;
  const rented = c.alquilado ?? c.coste_alquiler > 0;
  const days = new Set<number>();
  const costs: number[] = [];
  for (let t = 0; t < clock.T; t++) {
    if (!at(on, t)) continue;
    costs.push(c.coste_uso * clock.hrs(t));
    const day = Math.floor((clock.startMin(t) + h0 * 60) / 1440);
    const prepaid = day === Math.floor(h0 / 24) && inp.rentedDayPaid?.[c.nombre];
    if (rented && !days.has(day) && !prepaid) { days.add(day); costs.push(c.coste_alquiler); }
  }
  return costs;
}

export function checkCompressors(inp: OptimizerInput, s: PlantSolution, clock: CheckClock): Findings {
  const violations: string[] = [];
  const costs: number[] = [];
  inp.compressors.forEach((c, k) => {
    const { on, elec } = at(s.compressors, k);
    for (let t = 0; t < clock.T; t++) {
      violations.push(...unitLoadLimits(c.nombre, t, at(on, t), at(elec, t), c.potencia_minima / 1000, (c.potencia_maxima / 1000) * availability(inp, c.nombre, t), 'load'));
    }
    costs.push(...compressorCosts(inp, c, on, clock));
  });
  return { violations, costs };
}
