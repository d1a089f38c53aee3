// Symmetry breaking for identical units without inter-temporal constraints of their own
// (boilers, compressors): on[k,t] >= on[k+1,t] within each group of identical units.
// Valid because such units can be relabelled hour by hour at equal cost; for rented compressors
// the ordered labelling bills max_t n[t] unit-days per day, the least any schedule can.
import type { Ctx } from './context.ts';
import { at } from '../at.ts';
import { rowName, type RowFamily } from '../rowFamilies.ts';

export function defineUnitOrdering(
  ctx: Ctx, family: Extract<RowFamily, 'gasBoilerOrder' | 'elecBoilerOrder' | 'compressorOrder'>, units: Array<{ nombre: string }>, on: number[][], extra: (k: number) => string = () => '',
): void {
  const { prep, m } = ctx;
  const groups = new Map<string, number[]>();
  units.forEach((u, k) => {
    const { nombre: _n, estado_inicial_equipo: _s, ...params } = u as Record<string, unknown>;
    const avail = Array.from({ length: prep.T }, (_, t) => prep.avail(u.nombre, t)).join('');
    const key = JSON.stringify(params) + avail + extra(k);
    groups.set(key, [...(groups.get(key) ?? []), k]);
  });
  for (const g of groups.values()) {
    for (let i = 1; i < g.length; i++) {
      const k = at(g, i);
      const before = at(on, at(g, i - 1)), after = at(on, k);
      for (let t = 0; t < prep.T; t++) {
        m.addRow(rowName(family, k, t), [[at(before, t), 1], [at(after, t), -1]], 0, Infinity);
      }
    }
  }
}
