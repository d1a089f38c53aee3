// Energy balances per hour t, each with a heavily penalised slack (SLACK_PENALTY EUR/MWh) so a
// plant that cannot cover its demand yields a reported shortfall instead of an infeasible model:
//   steam:  sum steam supply + sV[t] >= demanda_coef * Dv[t]   (surplus steam is vented)
//   cold:   sum cold supply  + sF[t] >= Df[t]                  (surplus cold is allowed)
//   elec:   sum P + Bc + Bo + unserved - S - spill - sum E_comp - sum E_eboiler = De[t]
import { SLACK_PENALTY } from '../input.ts';
import type { Ctx } from './context.ts';
import { at } from '../at.ts';
import { rowName } from '../rowFamilies.ts';

export interface BalanceHandles {
  steamSlack: number[];
  coldSlack: number[];
}

export function defineBalances(ctx: Ctx): BalanceHandles {
  const { input, prep, m, bal } = ctx;
  const h: BalanceHandles = { steamSlack: [], coldSlack: [] };
  for (let t = 0; t < prep.T; t++) {
    const penalty = SLACK_PENALTY * at(prep.clock.hours, t);
    const sv = m.addVar({ component: 'Balance', attr: 'steamSlack', unit: 0, hour: t }, 0, Infinity, penalty);
    const sf = m.addVar({ component: 'Balance', attr: 'coldSlack', unit: 0, hour: t }, 0, Infinity, penalty);
    const elecDemand = at(prep.elecDemand, t);
    m.addRow(rowName('steamBalance', t), [...at(bal.steam, t), [sv, 1]], input.demandaCoef * at(input.steamDemand, t), Infinity);
    m.addRow(rowName('coldBalance', t), [...at(bal.cold, t), [sf, 1]], at(input.coldDemand, t), Infinity);
    m.addRow(rowName('elecBalance', t), at(bal.elec, t), elecDemand, elecDemand);
    h.steamSlack.push(sv); h.coldSlack.push(sf);
  }
  return h;
}

/** Lexicographic limit on unmet demand (second phase of solveWindow): with U* the least total
 *  unmet demand any schedule reaches,
 *    sum_t (sV[t] + sF[t] + unserved[t] + spill[t]) <= U* (+ a tolerance),
 *  so demand is left unmet only where no equipment can cover it, whatever a real option costs
 *  (a per-MWh penalty alone made 0.03 MW unmet cheaper than a rented compressor's day fee). */
export function defineUnmetLimit(ctx: Ctx, cols: number[], limit: number): void {
  ctx.m.addRow(rowName('unmetLimit'), cols.map((j) => [j, 1]), -Infinity, limit);
}

/** Columns of every unmet-demand slack (steam, cold, unserved and spilled electricity). */
export function unmetColumns(b: BalanceHandles, market: { unserved: number[]; spill: number[] }): number[] {
  return [...b.steamSlack, ...b.coldSlack, ...market.unserved, ...market.spill];
}

/** The fixed gas toll (peaje, EUR/h) is a constant: it enters the objective as an offset (times the
 *  horizon's hours) so the objective equals the plant's total cost, and cannot change the dispatch. */
export function defineGasFixedToll(ctx: Ctx): void {
  ctx.m.objectiveOffset += ctx.input.gas.peaje * ctx.prep.clock.totalHours;
}
