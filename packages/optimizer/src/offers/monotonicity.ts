// Monotone offer ladders: a solve of the ladder bounds the plant's net position per period by the
// previous step's, so the curve built from the steps is monotone by construction and every step
// is itself a solved, feasible plan.
import type { Ctx } from '../components/context.ts';
import type { MarketHandles } from '../components/electricity.ts';
import { at } from '../at.ts';
import { rowName } from '../rowFamilies.ts';

/** With n[t] = S[t] - Bc[t] - Bo[t] the net sale of period t (MW):
 *    n[t] >= netMin[t]   (offer_netmin: a step up the price ladder sells at least the previous step)
 *    n[t] <= netMax[t]   (offer_netmax: a step down the ladder sells at most the previous step)
 *  Absent bounds add no rows, so an ordinary run's model is unchanged. */
export function defineOfferMonotonicity(ctx: Ctx, market: MarketHandles): void {
  const bounds = ctx.input.offerNetBounds;
  if (bounds === undefined) return;
  for (let t = 0; t < ctx.prep.T; t++) {
    const terms: Array<[number, number]> = [[at(market.S, t), 1], [at(market.Bc, t), -1], [at(market.Bo, t), -1]];
    const lo = bounds.min?.[t];
    const hi = bounds.max?.[t];
    if (lo !== undefined) ctx.m.addRow(rowName('offerNetMin', t), terms, lo, Infinity);
    if (hi !== undefined) ctx.m.addRow(rowName('offerNetMax', t), terms, -Infinity, hi);
  }
}
