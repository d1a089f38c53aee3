// A day small enough to solve by hand, where offers that depend on the price beat the price-taker.
//
// Plant: one engine, Pmax 10 MW, Pmin 5 MW, electric efficiency 0.5, gas at 20 EUR/MWh, no heat
// demand and no taxes, so each MWh it sells costs 20 / 0.5 = 40 EUR and it runs at 10 MW exactly in
// the hours whose price beats 40 (components/engines.test.ts). Three hours:
//
//   hour              1     2     3
//   forecast F       50    50    30   EUR/MWh: the plan (delta 0) runs 10, 10, 0 MW
//   real price R     70    20    70   EUR/MWh: what the market clears at
//
// Price-taker: the forecast plan offered at any price, so it clears 10, 10, 0 MW whatever R is:
//   (70 - 40) * 10 + (20 - 40) * 10 + 0 = 300 - 200 = 100 EUR.
// Curves: the ladder F + {-40, -20, 0, 20, 40} solved step by step; an hour sells 10 MW at the steps
// priced above 40 and 0 below, so hours 1 and 2 offer 0 MW at 10 and 30 EUR and 10 MW from 50, hour 3
// 0 MW at -10, 10 and 30 EUR and 10 MW from 50. Cleared at R (the highest step priced at or below R):
//   hour 1 at 70 -> the 70 step, 10 MW: (70 - 40) * 10 = 300
//   hour 2 at 20 -> the 10 step, 0 MW:                      0
//   hour 3 at 70 -> the 70 step, 10 MW: (70 - 40) * 10 = 300
//   = 600 EUR, 500 EUR more than the price-taker: it does not sell hour 2 at a loss (+200) and sells
//   hour 3, which the forecast said would not pay (+300). The engine has no minimum times and no start
//   cost, so the hours' cleared steps together are a plan the plant can run.
import { describe, expect, it } from 'vitest';
import { buildOfferCurves, clearOffers } from '@plantasim/domain';
import { solve } from '../solve.ts';
import { engine, tinyInput } from '../testing/plants.ts';
import { netPositionMW, solveOfferChain, type OfferChainStep } from './chain.ts';
import { offerRun } from './run.ts';
import { offersInWorker } from '../worker/solveInWorker.ts';

const forecast = [50, 50, 30];
const real = [70, 20, 70];
const COST_PER_MWH = 40;
const margin = (quantities: readonly number[]) => quantities.reduce((sum, q, t) => sum + (real[t]! - COST_PER_MWH) * q, 0);

describe('price-dependent offers against the price-taker on a hand-solved day', () => {
  it('earn 500 EUR more: 600 against 100', async () => {
    const input = tinyInput(3, { electricityPrice: forecast, gasPrice: [20, 20, 20], engines: [engine({})] });
    const anchor = await solve(input);
    const plan = anchor.solution!;
    const anchorNetMW = netPositionMW(plan);
    expect(anchorNetMW.map((n) => Math.round(n * 1e6) / 1e6)).toEqual([10, 10, 0]);
    const down = await solveOfferChain(input, { direction: 'down', deltas: [-20, -40], anchorNetMW });
    const up = await solveOfferChain(input, { direction: 'up', deltas: [20, 40], anchorNetMW });
    const zero: OfferChainStep = { delta: 0, netMW: anchorNetMW, engineOn: plan.engines.map((e) => [...e.on]), objective: anchor.stats.objective, solution: plan };
    const offers = buildOfferCurves(forecast, [...down, zero, ...up]);
    const round = (x: number) => Math.round(x * 1e6) / 1e6;
    expect(offers.curves.map((c) => c.map((p) => [p.priceEurMWh, round(p.netMW)]))).toEqual([
      [[10, 0], [30, 0], [50, 10], [70, 10], [90, 10]],
      [[10, 0], [30, 0], [50, 10], [70, 10], [90, 10]],
      [[-10, 0], [10, 0], [30, 0], [50, 10], [70, 10]],
    ]);
    const priceTaker = margin(anchorNetMW);
    const curves = margin(clearOffers(offers, real).map((p) => p.netMW));
    expect(priceTaker).toBeCloseTo(100, 6);
    expect(curves).toBeCloseTo(600, 6);
    expect(curves - priceTaker).toBeCloseTo(500, 6);
  }, 60_000);

  it('offerRun in one thread and the anchor and chains in solver threads (as the server runs them) gives the same curves and the engine run as a block', async () => {
    const input = tinyInput(3, { electricityPrice: forecast, gasPrice: [20, 20, 20], engines: [engine({})] });
    const direct = await offerRun(input, { deltas: [-40, -20, 20, 40] });
    const r = await offersInWorker(input, [-40, -20, 20, 40], { lazyCompile: true });
    // The chains solved in two threads side by side and assembled give what one thread gives.
    expect(r).toEqual(direct);
    for (const x of [direct, r]) {
      expect(x.offers.deltas).toEqual([-40, -20, 0, 20, 40]);
      expect(x.expectedNetMW.map((n) => Math.round(n * 1e6) / 1e6)).toEqual([10, 10, 0]);
      expect(x.forecastEurMWh).toEqual(forecast);
      expect(margin(clearOffers(x.offers, real).map((p) => p.netMW))).toBeCloseTo(600, 6);
      // Hours 1 and 2 on: one block at the 5 MW minimum load, priced at the 40 EUR/MWh it costs (no start cost).
      expect(x.blocks).toEqual([{ engineId: 'Motor cogeneración 1', fromPeriod: 0, toPeriod: 1, quantityMW: 5, profileMW: [5, 5], minPriceEurMWh: 40 }]);
    }
  }, 60_000);
});
