// Offers backtest (`npm run backtest:offers -w @plantasim/bench`): what price-dependent day-ahead
// offers are worth against offering the plan as a price taker, on the quarter-hour days of the
// Spanish prices in ../shared/market-data (OMIE, from 1 October 2025), base-case plant, mode 2.
//
// Per delivery day D:
//   forecast   a naive forecast known the day before: the quarter prices of the same weekday of the
//              previous week (D − 7), period by period. Days whose D − 7 has another number of
//              periods (a clock change between them) or is missing are skipped and counted.
//   plan       the plant solved at the forecast (the run the offers come from); its net position
//              (sales − purchases, MW) per period is the price-taker's offer.
//   ladder     the same scenario solved at forecast + delta for each delta of the product's ladder
//              (optimizer OFFER_LADDER_DELTAS, what the offers job solves: 7 levels with the plan),
//              chained so that every period's net position is monotone in price (offers/chain.ts).
//              Every step is a whole day the plant can run.
// Strategies, each day's cost in EUR at the real prices (lower is better):
//   price taker   the plan's own day, its net position sold or bought at whatever price clears.
//   blocks        the ladder's days offered as an exclusive group of profiled block orders (each
//                 step's net position per period, at most one accepted): the market accepts the
//                 block with the largest surplus at the clearing prices, which for a plant too
//                 small to move the price is the step whose day costs least at the real prices.
//                 Steps are priced as planned (the independent checker's cost of the step's
//                 solution at the real prices), without re-dispatch.
//   curves        per period the stepwise curve of the ladder (domain buildOfferCurves) cleared
//                 at that period's real price (clearOffers), the plant then re-dispatched at the
//                 real prices with its net position held to what cleared. Steps of different
//                 levels in neighbouring periods need not make a day the plant can run (minimum
//                 run times, starts): held exactly it may solve only with unmet steam; then the
//                 hold is widened by the smallest of IMBALANCE_STEPS_MW with every demand met and
//                 the energy off the cleared position charged IMBALANCE_EUR_MWH on top of the real
//                 price (an imbalance spread). Its price-taker pair is the plan's position held the
//                 same way (re-dispatched at the real prices within it).
//   foresight     the plant solved at the real prices (the most any offer could reach).
// Printed: per day, and the mean per day with a 95 % interval of the mean (normal approximation)
// of each strategy's gain over the price taker, and the time of a day's offers (plan + ladder).
//
//   BACKTEST_DAYS=N   N days only        BACKTEST_SKIP=K   from the (K+1)-th usable day
//   BACKTEST_EVERY=E  every E-th usable day (an even sample of the season)
//   IMBALANCE_EUR_MWH=x  (default 10)    QUARTER_GAS_PRICE=x (quarterData.ts, default 35.1)
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildOfferCurves, clearOffers, type OfferLadderStep } from '@plantasim/domain';
import {
  checkSolution, compileHighsModule, loadHighs, netPositionMW, OFFER_LADDER_DELTAS, solve, solveOfferChain,
  type ExecutionMode, type OptimizerInput, type OptimizerResult,
} from '@plantasim/optimizer';
import { GAS_PRICE, loadQuarterDays, quarterInput, type QuarterDay } from './quarterData.ts';
import { median } from './stats.ts';

const MODE: ExecutionMode = 2;
const MIP_REL_GAP = 1e-4;
/** EUR/MWh around the forecast: the product's own ladder (the offers job's), the plan the level 0. */
export const LADDER = {
  up: OFFER_LADDER_DELTAS.filter((d) => d > 0).sort((a, b) => a - b),
  down: OFFER_LADDER_DELTAS.filter((d) => d < 0).sort((a, b) => b - a),
};
const IMBALANCE_EUR_MWH = Number(process.env.IMBALANCE_EUR_MWH ?? 10);
/** Widening of the held net position (MW, each side) tried in turn when the cleared day does not solve. */
const IMBALANCE_STEPS_MW = [0, 0.5, 1, 2, 5, 10, 20, 50] as const;

function uptime(): string {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return `load average ${loadavg().map((x) => x.toFixed(2)).join(', ')}`;
  }
}

function solved(r: OptimizerResult, what: string): OptimizerResult & { solution: NonNullable<OptimizerResult['solution']> } {
  if (!r.solution || (r.stats.status !== 'optimal' && r.stats.status !== 'feasible')) throw new Error(`${what}: ${r.stats.status}`);
  return r as OptimizerResult & { solution: NonNullable<OptimizerResult['solution']> };
}

/** The independent checker on a result: no violation, and its cost the solver's. */
function checked(what: string, input: OptimizerInput, r: OptimizerResult): void {
  const c = checkSolution(input, r.solution!);
  const off = Math.abs(c.cost - r.stats.objective) / Math.max(1, Math.abs(r.stats.objective));
  if (c.violations.length > 0 || off > 1e-6) {
    throw new Error(`CHECKER DISAGREES on ${what}: ${c.violations.length} violations ${JSON.stringify(c.violations.slice(0, 3))}; cost ${c.cost} vs ${r.stats.objective}`);
  }
}

interface Held { cost: number; widenedMW: number; imbalanceMWh: number }

/**
 * The plant at the real prices with its net position held to `target`: exactly when the plant can
 * run that day with every demand met, otherwise within the smallest widening ±w MW of
 * IMBALANCE_STEPS_MW that it can, the energy off target charged the imbalance spread. Held exactly,
 * a mix of ladder steps may only solve with unmet steam (penalty prices): a plant deviates instead.
 * Period length from the clock.
 */
async function heldTo(real: OptimizerInput, target: readonly number[], what: string): Promise<Held> {
  const hoursOf = (t: number) => (real.periodMinutes?.[t] ?? 60) / 60;
  for (const w of IMBALANCE_STEPS_MW) {
    const input: OptimizerInput = { ...real, offerNetBounds: { min: target.map((v) => v - w - 1e-7), max: target.map((v) => v + w + 1e-7) } };
    const r = await solve(input, { mipRelGap: MIP_REL_GAP });
    if (!r.solution || (r.stats.status !== 'optimal' && r.stats.status !== 'feasible')) continue;
    const { steam, cold } = r.solution.slack;
    const unmetMWh = [...steam, ...cold].reduce((s, v, i) => s + v * hoursOf(i % steam.length), 0);
    if (unmetMWh > 1e-6) continue;
    checked(`${what} held ±${w} MW`, input, r);
    const net = netPositionMW(r.solution);
    const imbalanceMWh = net.reduce((s, n, t) => s + Math.abs(n - target[t]!) * hoursOf(t), 0);
    return { cost: r.stats.objective + IMBALANCE_EUR_MWH * imbalanceMWh, widenedMW: w, imbalanceMWh };
  }
  throw new Error(`${what}: no plan meeting demand within ±${IMBALANCE_STEPS_MW.at(-1)} MW of the cleared position`);
}

export interface OfferDay {
  date: string;
  periods: number;
  forecastMae: number;
  /** The plan's day priced at the real prices. */
  priceTaker: number;
  /** The cheapest ladder day at the real prices, and its delta. */
  blocks: number;
  blockDelta: number;
  /** Per-period curves cleared and held, against the plan's position held the same way. */
  curves: Held;
  priceTakerHeld: Held;
  foresight: number;
  /** The offers of the day: the plan and its ladder steps (what the offers job computes per run). */
  offersSeconds: number;
  seconds: number;
}

export async function backtestOfferDay(d: QuarterDay, forecastDay: QuarterDay): Promise<OfferDay> {
  const t0 = performance.now();
  const real = quarterInput([d], MODE);
  const forecast: OptimizerInput = { ...real, electricityPrice: [...forecastDay.quarters] };
  const plan = solved(await solve(forecast, { mipRelGap: MIP_REL_GAP }), `${d.date} plan at the forecast`);
  const anchorNetMW = netPositionMW(plan.solution);
  const solveOptions = { mipRelGap: MIP_REL_GAP };
  const up = await solveOfferChain(forecast, { direction: 'up', deltas: LADDER.up, anchorNetMW, solveOptions });
  const down = await solveOfferChain(forecast, { direction: 'down', deltas: LADDER.down, anchorNetMW, solveOptions });
  const steps: OfferLadderStep[] = [{ delta: 0, netMW: anchorNetMW }, ...up, ...down].map((s) => ({ delta: s.delta, netMW: s.netMW }));
  const offers = buildOfferCurves(forecastDay.quarters, steps);
  const offersSeconds = (performance.now() - t0) / 1000;
  const cleared = clearOffers(offers, d.quarters).map((p) => p.netMW);
  const atReal = (solution: NonNullable<OptimizerResult['solution']>, what: string): number => {
    const c = checkSolution(real, solution);
    if (c.violations.length > 0) throw new Error(`${d.date} ${what}: ${c.violations.length} violations at the real prices`);
    return c.cost;
  };
  const priceTaker = atReal(plan.solution, 'plan');
  const ladder = [...up, ...down].map((s) => ({ delta: s.delta, cost: atReal(s.solution, `step ${s.delta}`) }));
  const best = ladder.reduce((a, b) => (b.cost < a.cost ? b : a), { delta: 0, cost: priceTaker });
  const priceTakerHeld = await heldTo(real, anchorNetMW, `${d.date} price taker`);
  const curves = await heldTo(real, cleared, `${d.date} curves`);
  const free = solved(await solve(real, { mipRelGap: MIP_REL_GAP }), `${d.date} foresight`);
  checked(`${d.date} foresight`, real, free);
  const forecastMae = d.quarters.reduce((s, p, t) => s + Math.abs(p - forecastDay.quarters[t]!), 0) / d.quarters.length;
  return { date: d.date, periods: d.quarters.length, forecastMae, priceTaker, blocks: best.cost, blockDelta: best.delta, curves, priceTakerHeld, foresight: free.stats.objective, offersSeconds, seconds: (performance.now() - t0) / 1000 };
}

/** Mean and the half-width of its 95 % interval (normal approximation). */
export function meanInterval(xs: readonly number[]): { mean: number; half: number } {
  const n = xs.length;
  const mean = xs.reduce((s, x) => s + x, 0) / Math.max(1, n);
  const variance = n > 1 ? xs.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1) : 0;
  return { mean, half: 1.96 * Math.sqrt(variance / Math.max(1, n)) };
}

const f0 = (x: number) => x.toFixed(0);
const f2 = (x: number) => x.toFixed(2);

async function main(): Promise<void> {
  const all = loadQuarterDays();
  const byDate = new Map(all.map((d) => [d.date, d]));
  const weekBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10);
  const pairs = all.flatMap((d) => {
    const f = byDate.get(weekBefore(d.date));
    return f && f.quarters.length === d.quarters.length ? [{ d, f }] : [];
  });
  const skip = Number(process.env.BACKTEST_SKIP ?? 0);
  const every = Math.max(1, Number(process.env.BACKTEST_EVERY ?? 1));
  const chosen = pairs.slice(skip, process.env.BACKTEST_DAYS ? skip + Number(process.env.BACKTEST_DAYS) * every : pairs.length).filter((_, i) => i % every === 0);
  console.log(`offers backtest: ${chosen.length} of ${pairs.length} usable quarter-hour days (${all.length - pairs.length} without a same-weekday forecast of as many periods), ${chosen[0]?.d.date} .. ${chosen.at(-1)?.d.date}; base-case plant, mode ${MODE}, gas ${GAS_PRICE} EUR/MWh, ladder up ${LADDER.up.join('/')} down ${LADDER.down.join('/')} EUR/MWh, imbalance spread ${IMBALANCE_EUR_MWH} EUR/MWh, node ${process.version}`);
  console.log(`uptime: ${uptime()}`);
  await loadHighs(await compileHighsModule());
  console.log('date        periods  fcMAE  priceTaker_EUR  blocks_gain  block_delta  foresight_gain  curves_gain(held)  widened_MW  imbalance_MWh  offers_s  s');
  const days: OfferDay[] = [];
  const t0 = performance.now();
  for (const { d, f } of chosen) {
    const r = await backtestOfferDay(d, f);
    days.push(r);
    console.log([
      r.date, String(r.periods).padStart(7), f2(r.forecastMae).padStart(6), f0(r.priceTaker).padStart(15), f0(r.priceTaker - r.blocks).padStart(12),
      String(r.blockDelta).padStart(12), f0(r.priceTaker - r.foresight).padStart(15), f0(r.priceTakerHeld.cost - r.curves.cost).padStart(18),
      String(r.curves.widenedMW).padStart(11), f2(r.curves.imbalanceMWh).padStart(14), r.offersSeconds.toFixed(2).padStart(9), r.seconds.toFixed(1).padStart(5),
    ].join(' '));
  }
  const wall = (performance.now() - t0) / 1000;
  const ci = (xs: number[]) => {
    const m = meanInterval(xs);
    return { mean: Math.round(m.mean), ci95: [Math.round(m.mean - m.half), Math.round(m.mean + m.half)] };
  };
  const blocks = ci(days.map((r) => r.priceTaker - r.blocks));
  const curves = ci(days.map((r) => r.priceTakerHeld.cost - r.curves.cost));
  const foresight = ci(days.map((r) => r.priceTaker - r.foresight));
  const summary = {
    bench: 'offersBacktest', days: days.length, from: days[0]?.date, to: days.at(-1)?.date, mode: MODE, gas_eur_mwh: GAS_PRICE,
    imbalance_eur_mwh: IMBALANCE_EUR_MWH, ladder: LADDER, price_taker_eur_day: Math.round(days.reduce((s, r) => s + r.priceTaker, 0) / Math.max(1, days.length)),
    blocks_gain_eur_day: blocks.mean, blocks_gain_ci95_eur_day: blocks.ci95, days_blocks_not_plan: days.filter((r) => r.blockDelta !== 0).length,
    curves_gain_eur_day: curves.mean, curves_gain_ci95_eur_day: curves.ci95,
    days_curves_worse: days.filter((r) => r.curves.cost > r.priceTakerHeld.cost + MIP_REL_GAP * Math.abs(r.priceTakerHeld.cost)).length,
    days_curves_widened: days.filter((r) => r.curves.widenedMW > 0).length,
    foresight_gain_eur_day: foresight.mean, foresight_gain_ci95_eur_day: foresight.ci95,
    blocks_share_of_foresight: foresight.mean > 0 ? Number((blocks.mean / foresight.mean).toFixed(3)) : null,
    offers_s_median: Number(median(days.map((r) => r.offersSeconds)).toFixed(2)), offers_s_max: Number(Math.max(...days.map((r) => r.offersSeconds)).toFixed(2)),
    mean_day_s: Number((wall / Math.max(1, days.length)).toFixed(2)), wall_s: Number(wall.toFixed(1)), uptime_after: uptime(),
  };
  console.log(`gain over the price taker, EUR a day (95 % interval): blocks ${blocks.mean} (${blocks.ci95.join(' .. ')}), curves held ${curves.mean} (${curves.ci95.join(' .. ')}), perfect foresight ${foresight.mean} (${foresight.ci95.join(' .. ')})`);
  console.log(JSON.stringify(summary));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
