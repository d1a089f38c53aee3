// Electricity market, per hour t (tariff period p = p(t)); the settlement scheme
// (input.esquema_liquidacion, docs/settlement.md) decides how sales and purchases relate to the
// plant's own generation and consumption:
//   S[t] >= 0 sales (MWe) at the hour's price pi[t], earning (1 - tax)*pi[t] (IVPEE on income), and
//   under autoconsumo_neto also the Ro of the exported energy: (1 - tax)*(pi[t] + Ro[t]);
//   Bc[t] in [0, Kc[p]] purchases in the closed-price block at ai_fijo_cerrado[p]*precio_cerrado
//   + bi_fijo_cerrado[p]; Bo[t] >= 0 open purchases at ai_omie_abierto[p]*pi[t] + bi_omie_abierto[p];
//   unserved[t], spill[t] >= 0 penalised slacks (SLACK_PENALTY).
// Families (one define* each): export limit, import limit, then the settlement rows of the scheme.
import { SLACK_PENALTY, settlementOf, type OptimizerInput } from '../input.ts';
import type { Term } from '../lp/linearModel.ts';
import type { Ctx } from './context.ts';
import type { EngineHandles } from './engines.ts';
import { at, at2 } from '../at.ts';

export interface MarketHandles {
  S: number[];
  Bc: number[];
  Bo: number[];
  /** Unserved electricity (MWe) and spilled surplus electricity (MWe), both penalised. */
  unserved: number[];
  spill: number[];
}

/** One market column of each kind in hour t. */
interface HourColumns { S: number; Bc: number; Bo: number; unserved: number; spill: number }

/** Every market family, hour by hour in a fixed order (columns, export limit, import limit,
 *  settlement rows); the columns join the electricity balance (+Bc + Bo + unserved - S - spill). */
export function defineElectricityMarket(ctx: Ctx, eng: EngineHandles): MarketHandles {
  const h: MarketHandles = { S: [], Bc: [], Bo: [], unserved: [], spill: [] };
  const settle = settlementOf(ctx.input) === 'venta_total' ? defineSellAllBuyAll : defineNetSelfConsumption;
  for (let t = 0; t < ctx.prep.T; t++) {
    const c = defineMarketVariables(ctx, t);
    defineExportLimit(ctx, eng, c, t);
    defineImportLimit(ctx, c, t);
    settle(ctx, eng, c, t);
    at(ctx.bal.elec, t).push([c.Bc, 1], [c.Bo, 1], [c.unserved, 1], [c.S, -1], [c.spill, -1]);
    h.S.push(c.S); h.Bc.push(c.Bc); h.Bo.push(c.Bo); h.unserved.push(c.unserved); h.spill.push(c.spill);
  }
  return h;
}

/** Columns S, Bc, Bo, unserved, spill of hour t with their costs:
 *    S:  -(1 - tax)*pi[t]            (venta_total: Ro is earned on generation, engines.ts)
 *        -(1 - tax)*(pi[t] + Ro[t])  (autoconsumo_neto: Ro on exported energy only)
 *    Bc: cC[t] in [0, Kc[t]];  Bo: cO[t];  unserved, spill: SLACK_PENALTY. */
function defineMarketVariables(ctx: Ctx, t: number): HourColumns {
  const { input, prep, m } = ctx;
  const tax = input.impuesto_generacion;
  const maxExport = input.engines.reduce((s, e) => s + e.potencia_exportacion, 0);
  const price = at(input.electricityPrice, t);
  const saleValue = settlementOf(input) === 'autoconsumo_neto' ? price + at(input.ro, t) : price;
  return {
    S: m.addVar({ component: 'Market', attr: 'S', unit: 0, hour: t }, 0, maxExport, -(1 - tax) * saleValue),
    Bc: m.addVar({ component: 'Market', attr: 'Bc', unit: 0, hour: t }, 0, at(prep.closedCap, t), at(prep.priceClosed, t)),
    Bo: m.addVar({ component: 'Market', attr: 'Bo', unit: 0, hour: t }, 0, Infinity, at(prep.priceOpen, t)),
    unserved: m.addVar({ component: 'Market', attr: 'unserved', unit: 0, hour: t }, 0, Infinity, SLACK_PENALTY),
    spill: m.addVar({ component: 'Market', attr: 'spill', unit: 0, hour: t }, 0, Infinity, SLACK_PENALTY),
  };
}

/** Export only through running engines: S[t] <= sum_e potencia_exportacion[e] * u[e,t]. */
function defineExportLimit(ctx: Ctx, eng: EngineHandles, c: HourColumns, t: number): void {
  const exp: Term[] = [[c.S, 1]];
  ctx.input.engines.forEach((e, k) => exp.push([at2(eng.u, k, t), -e.potencia_exportacion]));
  ctx.m.addRow(`mkt_export_${t}`, exp, -Infinity, 0);
}

/** Contracted import power: Bc[t] + Bo[t] <= pot_contratada[p] + pot_contratada_calderas[p]
 *  (no row when that sum is not positive). */
function defineImportLimit(ctx: Ctx, c: HourColumns, t: number): void {
  const importCap = at(ctx.prep.importCap, t);
  if (importCap < Infinity) ctx.m.addRow(`mkt_import_${t}`, [[c.Bc, 1], [c.Bo, 1]], -Infinity, importCap);
}

/** venta_total: everything generated is sold and everything consumed is bought, no netting:
 *    S[t] + spill[t] = sum_e P[e,t]                                    (mkt_sellgen)
 *    Bc[t] + Bo[t] + unserved[t] = sum_k E[k,t] + sum_b X[b,t] + De[t] (mkt_buyuse)
 *  (the electricity balance then holds by construction). */
function defineSellAllBuyAll(ctx: Ctx, eng: EngineHandles, c: HourColumns, t: number): void {
  const use: Term[] = [[c.Bc, 1], [c.Bo, 1], [c.unserved, 1]];
  for (const col of at(ctx.consumers, t)) use.push([col, -1]);
  const demand = at(ctx.prep.elecDemand, t);
  ctx.m.addRow(`mkt_buyuse_${t}`, use, demand, demand);
  ctx.m.addRow(`mkt_sellgen_${t}`, [[c.S, 1], [c.spill, 1], ...eng.P.map((p): Term => [at(p, t), -1])], 0, 0);
}

/** autoconsumo_neto: generation is netted against own consumption within the hour; the plant
 *  sells only from its own generation and buys only for its own consumption (never buys power
 *  to resell it), both LP rows, no binary:
 *    Bc[t] + Bo[t] <= sum_k E[k,t] + sum_b X[b,t] + De[t]   (mkt_buyuse)
 *    S[t] <= sum_e P[e,t]                                   (mkt_sellgen) */
function defineNetSelfConsumption(ctx: Ctx, eng: EngineHandles, c: HourColumns, t: number): void {
  const use: Term[] = [[c.Bc, 1], [c.Bo, 1]];
  for (const col of at(ctx.consumers, t)) use.push([col, -1]);
  ctx.m.addRow(`mkt_buyuse_${t}`, use, -Infinity, at(ctx.prep.elecDemand, t));
  ctx.m.addRow(`mkt_sellgen_${t}`, [[c.S, 1], ...eng.P.map((p): Term => [at(p, t), -1])], -Infinity, 0);
}

/** The capacity toll of one hour (docs/tolls.md): every contracted power of the 6.1TD contract is
 *  billed at its period's power term, whatever the hour, so the boilers' contracted power too:
 *    K = sum_p peaje_pot[p] · (pot_contratada[p] + pot_contratada_calderas[p]) / 8760   (EUR/h) */
export function capacityTollPerHour(input: Pick<OptimizerInput, 'tolls'>): number {
  return input.tolls.reduce((s, r) => s + r.peaje_pot * (r.pot_contratada + r.pot_contratada_calderas), 0) / 8760;
}

/** The capacity toll is a constant (contracted powers are plant data, not decisions): it enters the
 *  objective as an offset, K·T, so the objective is the plant's whole cost; it cannot change the
 *  dispatch. */
export function defineCapacityToll(ctx: Ctx): void {
  ctx.m.objectiveOffset += capacityTollPerHour(ctx.input) * ctx.prep.T;
}
