// The hour's electricity: the balance, what may be sold and bought, and the settlement scheme
// (docs/settlement.md): venta_total sells all generation and buys all consumption; autoconsumo_neto
// nets within the hour (never sells and buys in the same hour). The scheme may change by quarter
// (esquema_liquidacion_horas).
import type { OptimizerInput } from '../../input.ts';
import type { PlantSolution } from '../../solution.ts';
import { at } from '../../at.ts';
import { exceeds, TOL } from './findings.ts';
import { tariffRow } from './prices.ts';

/** The hour's generation, own consumption and purchases (MWe). */
export function electricityFlows(inp: OptimizerInput, s: PlantSolution, t: number): { gen: number; use: number; buy: number } {
  const gen = s.engines.reduce((a, e) => a + at(e.power, t), 0);
  const use = s.compressors.reduce((a, c) => a + at(c.elec, t), 0) + s.electricBoilers.reduce((a, b) => a + at(b.elec, t), 0)
    + (inp.electricityDemand?.[t] ?? 0);
  return { gen, use, buy: at(s.market.buyClosed, t) + at(s.market.buyOpen, t) };
}

function ventaTotalAt(inp: OptimizerInput, t: number): boolean {
  return (inp.esquema_liquidacion_horas?.[t] ?? inp.esquema_liquidacion ?? 'venta_total') === 'venta_total';
}

/** The settlement scheme's rules of hour t. */
function settlementAt(inp: OptimizerInput, s: PlantSolution, t: number, { gen, use, buy }: { gen: number; use: number; buy: number }): string[] {
  const m = s.market;
  const v: string[] = [];
  if (ventaTotalAt(inp, t)) {
    if (Math.abs(at(m.sell, t) + at(m.spill, t) - gen) > 1e-5) v.push(`h${t}: venta_total must sell all it generates`);
    if (Math.abs(buy + at(m.unserved, t) - use) > 1e-5) v.push(`h${t}: venta_total must buy all it uses`);
  } else if (at(m.sell, t) > TOL && buy > TOL) {
    // Hourly net metering: the meter sees the net flow only, so an hour exports or imports.
    v.push(`h${t}: autoconsumo_neto sells and buys in the same hour (${at(m.sell, t)} sold, ${buy} bought)`);
  }
  return v;
}

/** Hour t's electricity balance, export, purchase and contracted-power limits, and settlement rules. */
export function checkElectricityHour(inp: OptimizerInput, s: PlantSolution, t: number): string[] {
  const m = s.market;
  const p = tariffRow(inp, t);
  const flows = electricityFlows(inp, s, t);
  const { gen, use, buy } = flows;
  const v: string[] = [];
  if (Math.abs(gen + buy + at(m.unserved, t) - at(m.sell, t) - at(m.spill, t) - use) > 1e-5) v.push(`h${t}: electricity balance off`);
  v.push(...exceeds(at(m.sell, t), inp.engines.reduce((a, e, k) => a + e.potencia_exportacion * at(at(s.engines, k).on, t), 0), `h${t} export`));
  v.push(...exceeds(at(m.sell, t), gen, `h${t} sells more than it generates`));
  v.push(...exceeds(buy, use, `h${t} buys more than it uses`));
  v.push(...settlementAt(inp, s, t, flows));
  const closedCap = p && p.pot_elec_precio_cerrado > 0 ? p.pot_elec_precio_cerrado : inp.potencia_precio_electricidad_cerrado;
  v.push(...exceeds(at(m.buyClosed, t), closedCap, `h${t} closed block`));
  const cap = p ? p.pot_contratada + p.pot_contratada_calderas : 0;
  if (cap > 0) v.push(...exceeds(buy, cap, `h${t} contracted power`));
  return v;
}
