// Electricity market, per hour t (tariff period p = p(t)):
//   S[t] >= 0 sales (MWe) at the hour's price pi[t], earning (1 - tax)*pi[t] (IVPEE on income);
//   Bc[t] in [0, Kc[p]] purchases in the closed-price block at ai_fijo_cerrado[p]*precio_cerrado
//   + bi_fijo_cerrado[p]; Bo[t] >= 0 open purchases at ai_omie_abierto[p]*pi[t] + bi_omie_abierto[p];
//   Bc + Bo <= pot_contratada[p] + pot_contratada_calderas[p] (when that sum is positive);
//   S[t] <= sum_e potencia_exportacion[e] * u[e,t] (export only through running engines).
//   Bc + Bo <= own consumption (compressors + electric boilers + De[t]) and S <= sum_e P[e,t]:
//   the plant may sell its whole generation and buy its whole consumption (the usual Spanish
//   cogeneration settlement) but never buys power to resell it. Both are LP rows: no binary.
import { SLACK_PENALTY } from '../input.ts';
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

export function defineElectricityMarket(ctx: Ctx, eng: EngineHandles): MarketHandles {
  const { input, prep, m } = ctx;
  const h: MarketHandles = { S: [], Bc: [], Bo: [], unserved: [], spill: [] };
  const tax = input.impuesto_generacion;
  const maxExport = input.engines.reduce((s, e) => s + e.potencia_exportacion, 0);
  for (let t = 0; t < prep.T; t++) {
    const price = at(input.electricityPrice, t);
    const S = m.addVar({ component: 'Market', attr: 'S', unit: 0, hour: t }, 0, maxExport, -(1 - tax) * price);
    const Bc = m.addVar({ component: 'Market', attr: 'Bc', unit: 0, hour: t }, 0, at(prep.closedCap, t), at(prep.priceClosed, t));
    const Bo = m.addVar({ component: 'Market', attr: 'Bo', unit: 0, hour: t }, 0, Infinity, at(prep.priceOpen, t));
    const un = m.addVar({ component: 'Market', attr: 'unserved', unit: 0, hour: t }, 0, Infinity, SLACK_PENALTY);
    const sp = m.addVar({ component: 'Market', attr: 'spill', unit: 0, hour: t }, 0, Infinity, SLACK_PENALTY);
    const exp: Term[] = [[S, 1]];
    input.engines.forEach((e, k) => exp.push([at2(eng.u, k, t), -e.potencia_exportacion]));
    m.addRow(`mkt_export_${t}`, exp, -Infinity, 0);
    const importCap = at(prep.importCap, t);
    if (importCap < Infinity) m.addRow(`mkt_import_${t}`, [[Bc, 1], [Bo, 1]], -Infinity, importCap);
    // Purchases cover own consumption only and sales come from own generation: no buying to resell.
    const use: Term[] = [[Bc, 1], [Bo, 1]];
    for (const col of at(ctx.consumers, t)) use.push([col, -1]);
    m.addRow(`mkt_buyuse_${t}`, use, -Infinity, at(prep.elecDemand, t));
    m.addRow(`mkt_sellgen_${t}`, [[S, 1], ...eng.P.map((p): Term => [at(p, t), -1])], -Infinity, 0);
    at(ctx.bal.elec, t).push([Bc, 1], [Bo, 1], [un, 1], [S, -1], [sp, -1]);
    h.S.push(S); h.Bc.push(Bc); h.Bo.push(Bo); h.unserved.push(un); h.spill.push(sp);
  }
  return h;
}
