// Compressors (electric chillers). Symbols (compressor k, hour t, day d):
//   c[k,t] in {0,1} on/off; E[k,t] MWe consumed (table powers are kWe, divided by 1000);
//   Emin*c <= E <= Emax*a*c; cold = COP * E.
//   Every compressor pays coste_uso * c per hour on (times the period's hours h[t]). Rented ones also have y[k,d] in [0,1]
//   "used on day d" with y[k,d] >= c[k,t] for t in d, cost coste_alquiler * y (y is integral at
//   any optimum since it is minimised and c is binary). A first day already paid in a previous
//   window costs nothing again.
import type { CompressorParams } from '../input.ts';
import type { Ctx } from './context.ts';
import { onOff } from './context.ts';
import { at } from '../at.ts';
import { rowName } from '../rowFamilies.ts';

export interface CompressorHandles {
  c: number[][];
  E: number[][];
  /** Day flags of rented compressors: dayFlag[k] maps day index -> column. */
  dayFlag: Array<Map<number, number>>;
}

/** Rented when flagged, else when it has a daily rental fee. coste_uso applies to every
 *  compressor (the base case gives own units a small per-hour wear cost too). */
export function isRented(k: CompressorParams): boolean {
  return k.alquilado ?? k.coste_alquiler > 0;
}

export function defineCompressors(ctx: Ctx): CompressorHandles {
  const { input, prep, m } = ctx;
  const h: CompressorHandles = { c: [], E: [], dayFlag: [] };
  input.compressors.forEach((k, i) => {
    const rented = isRented(k);
    const max = k.potencia_maxima / 1000;
    const min = k.potencia_minima / 1000;
    const c: number[] = [], E: number[] = [];
    const days = new Map<number, number>();
    const firstDay = prep.dayOf(0);
    for (let t = 0; t < prep.T; t++) {
      const a = prep.avail(k.nombre, t);
      const jc = onOff(ctx, 'Compressor', 'c', i, t, k.coste_uso * at(prep.clock.hours, t));
      if (!a || max <= 0) m.fix(jc, 0);
      const je = m.addVar({ component: 'Compressor', attr: 'E', unit: i, hour: t }, 0, max * a);
      m.addRow(rowName('compressorMax', i, t), [[je, 1], [jc, -max * a]], -Infinity, 0);
      if (min > 0) m.addRow(rowName('compressorMin', i, t), [[je, 1], [jc, -min]], 0, Infinity);
      at(ctx.bal.cold, t).push([je, k.rendimiento_frio_electricidad]);
      at(ctx.bal.elec, t).push([je, -1]);
      at(ctx.consumers, t).push(je);
      c.push(jc); E.push(je);
      if (rented && k.coste_alquiler > 0) {
        const d = prep.dayOf(t);
        let jy = days.get(d);
        if (jy === undefined) {
          const paid = d === firstDay && (input.rentedDayPaid?.[k.nombre] ?? false);
          jy = m.addVar({ component: 'Compressor', attr: 'y', unit: i, hour: d }, 0, 1, paid ? 0 : k.coste_alquiler);
          days.set(d, jy);
        }
        m.addRow(rowName('compressorDay', i, t), [[jy, 1], [jc, -1]], 0, Infinity);
      }
    }
    h.c.push(c); h.E.push(E); h.dayFlag.push(days);
  });
  return h;
}
