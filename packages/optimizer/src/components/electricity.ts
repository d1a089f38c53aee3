// Electricity market, per hour t (tariff period p = p(t)); the settlement scheme
// (input.esquema_liquidacion, docs/settlement.md) decides how sales and purchases relate to the
// plant's own generation and consumption:
//   S[t] >= 0 sales (MWe) at the hour's price pi[t], earning the pool price and the Ro of the energy
//   sold, net of the IVPEE on that income: (1 - tax)*(pi[t] + Ro[t]) under both schemes (spilled
//   energy is never sold: no Ro, no IVPEE);
//   Bc[t] in [0, Kc[p]] purchases in the closed-price block at ai_fijo_cerrado[p]*precio_cerrado
//   + bi_fijo_cerrado[p]; Bo[t] >= 0 open purchases at ai_omie_abierto[p]*pi[t] + bi_omie_abierto[p];
//   unserved[t], spill[t] >= 0 penalised slacks (SLACK_PENALTY).
// Families (one define* each): export limit, import limit, then the settlement rows of the scheme
// (under autoconsumo_neto with the net meter's binary z[t]: an hour exports or imports, never both).
import { SLACK_PENALTY, settlementAt, type OptimizerInput } from '../input.ts';
import type { Term } from '../lp/linearModel.ts';
import type { Ctx } from './context.ts';
import type { EngineHandles } from './engines.ts';
import { at, at2 } from '../at.ts';
import { rowName } from '../rowFamilies.ts';

export interface MarketHandles {
  S: number[];
  Bc: number[];
  Bo: number[];
  /** Unserved electricity (MWe) and spilled surplus electricity (MWe), both penalised. */
  unserved: number[];
  spill: number[];
  /** autoconsumo_neto only: the net meter's direction binary z[t] (1 = exporting hour) and its hour,
   *  for the hours that need one (empty under venta_total). */
  exporting: Array<{ z: number; hour: number }>;
}

/** One market column of each kind in hour t. */
interface HourColumns { S: number; Bc: number; Bo: number; unserved: number; spill: number }

/** Every market family, hour by hour in a fixed order (columns, export limit, import limit,
 *  settlement rows); the columns join the electricity balance (+Bc + Bo + unserved - S - spill). */
export function defineElectricityMarket(ctx: Ctx, eng: EngineHandles): MarketHandles {
  const h: MarketHandles = { S: [], Bc: [], Bo: [], unserved: [], spill: [], exporting: [] };
  for (let t = 0; t < ctx.prep.T; t++) {
    const c = defineMarketVariables(ctx, t);
    defineExportLimit(ctx, eng, c, t);
    defineImportLimit(ctx, c, t);
    if (settlementAt(ctx.input, t) === 'autoconsumo_neto') {
      const z = defineNetSelfConsumption(ctx, eng, c, t);
      if (z !== undefined) h.exporting.push({ z, hour: t });
    } else defineSellAllBuyAll(ctx, eng, c, t);
    at(ctx.bal.elec, t).push([c.Bc, 1], [c.Bo, 1], [c.unserved, 1], [c.S, -1], [c.spill, -1]);
    h.S.push(c.S); h.Bc.push(c.Bc); h.Bo.push(c.Bo); h.unserved.push(c.unserved); h.spill.push(c.spill);
  }
  return h;
}

/** Columns S, Bc, Bo, unserved, spill of period t with their costs per MW, i.e. per MWh times the
 *  period's hours h[t] (shown per MWh):
 *    S:  -(1 - tax)*(pi[t] + Ro[t])  (Ro and IVPEE on the energy sold, whatever the scheme: under
 *        venta_total S = sum_e P - spill, so the spill above the export limit earns nothing)
 *    Bc: cC[t] in [0, Kc[t]];  Bo: cO[t];  unserved, spill: SLACK_PENALTY. */
function defineMarketVariables(ctx: Ctx, t: number): HourColumns {
  const { input, prep, m } = ctx;
  const tax = input.impuesto_generacion;
  const maxExport = input.engines.reduce((s, e) => s + e.potencia_exportacion, 0);
  const price = at(input.electricityPrice, t);
  const saleValue = price + at(input.ro, t);
  const h = at(prep.clock.hours, t);
  return {
    S: m.addVar({ component: 'Market', attr: 'S', unit: 0, hour: t }, 0, maxExport, -(1 - tax) * saleValue * h),
    Bc: m.addVar({ component: 'Market', attr: 'Bc', unit: 0, hour: t }, 0, at(prep.closedCap, t), at(prep.priceClosed, t) * h),
    Bo: m.addVar({ component: 'Market', attr: 'Bo', unit: 0, hour: t }, 0, Infinity, at(prep.priceOpen, t) * h),
    unserved: m.addVar({ component: 'Market', attr: 'unserved', unit: 0, hour: t }, 0, Infinity, SLACK_PENALTY * h),
    spill: m.addVar({ component: 'Market', attr: 'spill', unit: 0, hour: t }, 0, Infinity, SLACK_PENALTY * h),
  };
}

/** Export only through running engines: S[t] <= sum_e potencia_exportacion[e] * u[e,t]. */
function defineExportLimit(ctx: Ctx, eng: EngineHandles, c: HourColumns, t: number): void {
  const exp: Term[] = [[c.S, 1]];
  ctx.input.engines.forEach((e, k) => exp.push([at2(eng.u, k, t), -e.potencia_exportacion]));
  ctx.m.addRow(rowName('marketExport', t), exp, -Infinity, 0);
}

/** Contracted import power: Bc[t] + Bo[t] <= pot_contratada[p] + pot_contratada_calderas[p]
 *  (no row when that sum is not positive). */
function defineImportLimit(ctx: Ctx, c: HourColumns, t: number): void {
  const importCap = at(ctx.prep.importCap, t);
  if (importCap < Infinity) ctx.m.addRow(rowName('marketImport', t), [[c.Bc, 1], [c.Bo, 1]], -Infinity, importCap);
}

/** venta_total: everything generated is sold and everything consumed is bought, no netting:
 *    S[t] + spill[t] = sum_e P[e,t]                                    (mkt_sellgen)
 *    Bc[t] + Bo[t] + unserved[t] = sum_k E[k,t] + sum_b X[b,t] + De[t] (mkt_buyuse)
 *  (the electricity balance then holds by construction). */
function defineSellAllBuyAll(ctx: Ctx, eng: EngineHandles, c: HourColumns, t: number): void {
  const use: Term[] = [[c.Bc, 1], [c.Bo, 1], [c.unserved, 1]];
  for (const col of at(ctx.consumers, t)) use.push([col, -1]);
  const demand = at(ctx.prep.elecDemand, t);
  ctx.m.addRow(rowName('marketBuyUse', t), use, demand, demand);
  ctx.m.addRow(rowName('marketSellGen', t), [[c.S, 1], [c.spill, 1], ...eng.P.map((p): Term => [at(p, t), -1])], 0, 0);
}

/** autoconsumo_neto (hourly net metering): generation is netted against own consumption within
 *  the hour and the meter sees only the net flow, so an hour either exports or imports, never both.
 *  With g[t] = sum_e P[e,t], c[t] = sum_k E[k,t] + sum_b X[b,t] + De[t] and z[t] binary (1 = exporting):
 *    Bc[t] + Bo[t] <= c[t]                        (mkt_buyuse: never buys power to resell it)
 *    S[t] + De[t] * z[t] <= g[t]                  (mkt_sellgen: an exporting hour sells what is left
 *                                                   of its generation after the fixed load)
 *    S[t] <= MS[t] * z[t]                         (mkt_netexp)
 *    Bc[t] + Bo[t] <= MB[t] * (1 - z[t])          (mkt_netimp)
 *    Bc[t] + Bo[t] + Gmin[t] * (1 - z[t]) <= c[t] (mkt_netuse, only when Gmin[t] > 0: an importing
 *                                                   hour buys at most its load net of the output the
 *                                                   coupling table fixes)
 *  Without z the LP sells the whole generation and buys the whole load whenever (1 - tax)*(pi + Ro)
 *  exceeds the purchase price, earning Ro on self-consumed energy. The big-Ms are the hour's tightest
 *  bounds: MS[t] = min(sum_e min(potencia_exportacion_e, Pmax_e), sum_e Pmax_e - De[t]) over the
 *  engines that can run in t (the most an hour can export net of its fixed load), MB[t] = min(Kimp[t],
 *  De[t] + the consumers' upper bounds - Gmin[t]), Gmin[t] = sum_e of the engines' lower bounds on
 *  P[e,t] (the coupled engines' fixed output; 0 for free engines). Projected on (S, B) the pair is S/MS + B/MB <= 1, the convex
 *  hull of {S = 0 or B = 0} in that box; with a fixed load only (no boilers or compressors) the LP
 *  relaxation is then exact. An hour with MS <= 0 cannot export (S = 0) and one with MB <= 0 cannot
 *  import (mkt_buyuse already holds B at 0): neither needs z (returns undefined). The slacks stay out
 *  of the pair: an exporting hour short of power is unserved, an importing hour's surplus spilled,
 *  and S = B = 0 satisfies every row whatever z, so the model is never infeasible. */
function defineNetSelfConsumption(ctx: Ctx, eng: EngineHandles, c: HourColumns, t: number): number | undefined {
  const { m, input, prep } = ctx;
  const fixedLoad = Math.max(0, at(prep.elecDemand, t));
  const buy: Term[] = [[c.Bc, 1], [c.Bo, 1]];
  const use: Term[] = [...buy];
  let maxUse = fixedLoad;
  for (const col of at(ctx.consumers, t)) {
    use.push([col, -1]);
    maxUse += at(m.colUpper, col);
  }
  m.addRow(rowName('marketBuyUse', t), use, -Infinity, at(prep.elecDemand, t));
  const gen = eng.P.map((p): Term => [at(p, t), -1]);
  let maxExport = 0, maxGen = 0, minGen = 0;
  input.engines.forEach((e, k) => {
    const running = at(m.colUpper, at2(eng.u, k, t)), pmax = at(m.colUpper, at2(eng.P, k, t));
    maxExport += Math.min(e.potencia_exportacion, pmax) * running;
    maxGen += pmax * running;
    minGen += Math.max(0, at(m.colLower, at2(eng.P, k, t)));
  });
  const maxSell = Math.min(maxExport, maxGen - fixedLoad);
  const maxBuy = Math.min(at(prep.importCap, t), maxUse - minGen);
  if (!(maxSell > 0 && maxBuy > 0)) {
    m.addRow(rowName('marketSellGen', t), [[c.S, 1], ...gen], -Infinity, 0);
    if (!(maxSell > 0)) m.addRow(rowName('marketNetExport', t), [[c.S, 1]], -Infinity, 0);
    return undefined;
  }
  if (!Number.isFinite(maxBuy)) throw new Error(`autoconsumo_neto: no finite import bound in hour ${t}`);
  const z = m.addBinary({ component: 'Market', attr: 'z', unit: 0, hour: t });
  m.addRow(rowName('marketSellGen', t), [[c.S, 1], [z, fixedLoad], ...gen], -Infinity, 0);
  m.addRow(rowName('marketNetExport', t), [[c.S, 1], [z, -maxSell]], -Infinity, 0);
  m.addRow(rowName('marketNetImport', t), [...buy, [z, maxBuy]], -Infinity, maxBuy);
  if (minGen > 0) m.addRow(rowName('marketNetUse', t), [...use, [z, -minGen]], -Infinity, at(prep.elecDemand, t) - minGen);
  return z;
}

/** The capacity toll of one hour (docs/tolls.md): every contracted power of the 6.1TD contract is
 *  billed at its period's power term, whatever the hour, so the boilers' contracted power too:
 *    K = sum_p peaje_pot[p] · (pot_contratada[p] + pot_contratada_calderas[p]) / 8760   (EUR/h) */
export function capacityTollPerHour(input: Pick<OptimizerInput, 'tolls'>): number {
  return input.tolls.reduce((s, r) => s + r.peaje_pot * (r.pot_contratada + r.pot_contratada_calderas), 0) / 8760;
}

/** The capacity toll is a constant (contracted powers are plant data, not decisions): it enters the
 *  objective as an offset, K times the horizon's hours, so the objective is the plant's whole cost; it cannot change the
 *  dispatch. */
export function defineCapacityToll(ctx: Ctx): void {
  ctx.m.objectiveOffset += capacityTollPerHour(ctx.input) * ctx.prep.clock.totalHours;
}
