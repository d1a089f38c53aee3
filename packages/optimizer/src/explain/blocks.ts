// The blocks of a plan: per unit, maximal runs of hours with the same on/off state; off runs are
// also split where availability changes, so an unavailable stretch is a block of its own.
import type { OptimizerInput } from '../input.ts';
import type { Prepared } from '../prepare.ts';
import type { PlantSolution } from '../solution.ts';
import type { Block, UnitFamily } from './types.ts';
import { at } from '../at.ts';

interface Unit {
  family: UnitFamily;
  unit: number;
  name: string;
  on: number[];
  capacity: number;
}

export function planUnits(input: OptimizerInput, s: PlantSolution): Unit[] {
  return [
    ...input.engines.map((e, k): Unit => ({ family: 'engine', unit: k, name: e.nombre, on: at(s.engines, k).on, capacity: e.potencia_maxima })),
    ...input.gasBoilers.map((b, k): Unit => ({ family: 'gasBoiler', unit: k, name: b.nombre, on: at(s.gasBoilers, k).on, capacity: b.potencia_gas_maxima })),
    ...input.electricBoilers.map((b, k): Unit => ({ family: 'electricBoiler', unit: k, name: b.nombre, on: at(s.electricBoilers, k).on, capacity: b.potencia_electrica_maxima })),
    ...input.compressors.map((c, k): Unit => ({ family: 'compressor', unit: k, name: c.nombre, on: at(s.compressors, k).on, capacity: c.potencia_maxima })),
  ];
}

export function planBlocks(input: OptimizerInput, prep: Prepared, s: PlantSolution): Block[] {
  const out: Block[] = [];
  for (const u of planUnits(input, s)) {
    const state = (t: number) => (u.on[t] ? 'on' : prep.avail(u.name, t) && u.capacity > 0 ? 'off' : 'na');
    let from = 0;
    for (let t = 1; t <= s.hours; t++) {
      if (t < s.hours && state(t) === state(from)) continue;
      const st = state(from);
      out.push({ family: u.family, unit: u.unit, name: u.name, on: st === 'on', from, to: t, available: st !== 'na' });
      from = t;
    }
  }
  return out;
}
