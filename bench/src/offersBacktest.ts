// Offers backtest (`npm run backtest:offers -w @plantasim/bench`): what price-dependent day-ahead
// offers are worth against offering the plan as a price taker, on the days of the Spanish prices in
// ../shared/market-data, base-case plant, mode 2, in two parts printed apart:
//   quarter  the quarter-hour days (OMIE, from 1 October 2025; quarterData.ts), gas a constant;
//   hourly   the hourly days before (OMIE marginalpdbc from April 2023; hourlyData.ts), each solved on
//            its real hours (24, or 23/25 on the clock changes), gas the day's MIBGAS price where
//            the 2023 and 2024 workbooks have one and the constant otherwise.
// Days are solved on worker threads side by side (offersWorker.ts, each with its own HiGHS).
//
// Per delivery day D:
//   forecast   a naive forecast known the day before: the prices of the same weekday of the
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
// Printed per part: per day, the days skipped and why, and the mean per day with a 95 % interval of the mean (normal approximation)
// of each strategy's gain over the price taker, and the time of a day's offers (plan + ladder, median and max)
// and the machine's load (uptime) at the start and end. A day that fails (a solve without a plan,
// the independent checker disagreeing) is printed as FAILED, left out of the figures and makes the
// run exit 1.
//
//   BACKTEST_CLOCK=quarter|hourly|both (default both)    BACKTEST_WORKERS=W (default 2)
//   BACKTEST_DAYS=N   N days only        BACKTEST_SKIP=K   from the (K+1)-th usable day
//   BACKTEST_EVERY=E  every E-th usable day (an even sample)   BACKTEST_HOURLY_EVERY=E (hourly part; default BACKTEST_EVERY)
//   IMBALANCE_EUR_MWH=x  (default 10)    QUARTER_GAS_PRICE=x (quarterData.ts, default 35.1)
import { fileURLToPath } from 'node:url';
import { isMainThread, Worker } from 'node:worker_threads';
import { buildOfferCurves, clearOffers, type OfferLadderStep } from '@plantasim/domain';
import {
  checkSolution, netPositionMW, OFFER_LADDER_DELTAS, solve, solveOfferChain,
  type ExecutionMode, type OptimizerInput, type OptimizerResult,
} from '@plantasim/optimizer';
import { hourlyDayInput, loadHourlyDays, type HourlyDay } from './hourlyData.ts';
import { GAS_PRICE, loadQuarterDays, quarterInput, type QuarterDay } from './quarterData.ts';
import { median } from './stats.ts';
import { uptime } from './machine.ts';

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

/** One day of quarter hours, its forecast the quarter prices of `forecastDay`. */
export async function backtestOfferDay(d: QuarterDay, forecastDay: QuarterDay): Promise<OfferDay> {
  return backtestOffers(d.date, quarterInput([d], MODE), forecastDay.quarters);
}

/** One day of real hours (23, 24 or 25), its forecast the hourly prices of `forecastDay`. */
export async function backtestHourlyDay(d: HourlyDay, forecastDay: HourlyDay): Promise<OfferDay> {
  return backtestOffers(d.date, hourlyDayInput(d, MODE), forecastDay.hours);
}

/** The day `real` (the plant at the real prices, on the day's own clock) offered from a plan at
 *  `forecastPrices` (one per period of the same clock). */
export async function backtestOffers(date: string, real: OptimizerInput, forecastPrices: readonly number[]): Promise<OfferDay> {
  const t0 = performance.now();
  const realPrices = real.electricityPrice;
  if (forecastPrices.length !== realPrices.length) throw new RangeError(`${date}: ${forecastPrices.length} forecast prices, ${realPrices.length} periods`);
  const forecast: OptimizerInput = { ...real, electricityPrice: [...forecastPrices] };
  const plan = solved(await solve(forecast, { mipRelGap: MIP_REL_GAP }), `${date} plan at the forecast`);
  const anchorNetMW = netPositionMW(plan.solution);
  const solveOptions = { mipRelGap: MIP_REL_GAP };
  const up = await solveOfferChain(forecast, { direction: 'up', deltas: LADDER.up, anchorNetMW, solveOptions });
  const down = await solveOfferChain(forecast, { direction: 'down', deltas: LADDER.down, anchorNetMW, solveOptions });
  const steps: OfferLadderStep[] = [{ delta: 0, netMW: anchorNetMW }, ...up, ...down].map((s) => ({ delta: s.delta, netMW: s.netMW }));
  const offers = buildOfferCurves([...forecastPrices], steps);
  const offersSeconds = (performance.now() - t0) / 1000;
  const cleared = clearOffers(offers, [...realPrices]).map((p) => p.netMW);
  const atReal = (solution: NonNullable<OptimizerResult['solution']>, what: string): number => {
    const c = checkSolution(real, solution);
    if (c.violations.length > 0) throw new Error(`CHECKER: ${date} ${what}: ${c.violations.length} violations at the real prices`);
    return c.cost;
  };
  const priceTaker = atReal(plan.solution, 'plan');
  const ladder = [...up, ...down].map((s) => ({ delta: s.delta, cost: atReal(s.solution, `step ${s.delta}`) }));
  const best = ladder.reduce((a, b) => (b.cost < a.cost ? b : a), { delta: 0, cost: priceTaker });
  const priceTakerHeld = await heldTo(real, anchorNetMW, `${date} price taker`);
  const curves = await heldTo(real, cleared, `${date} curves`);
  const free = solved(await solve(real, { mipRelGap: MIP_REL_GAP }), `${date} foresight`);
  checked(`${date} foresight`, real, free);
  const forecastMae = realPrices.reduce((s, p, t) => s + Math.abs(p - forecastPrices[t]!), 0) / realPrices.length;
  return { date, periods: realPrices.length, forecastMae, priceTaker, blocks: best.cost, blockDelta: best.delta, curves, priceTakerHeld, foresight: free.stats.objective, offersSeconds, seconds: (performance.now() - t0) / 1000 };
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

export type Clock = 'quarter' | 'hourly';
/** A day to backtest, what a worker is sent: the day and its forecast day, on one clock. */
export type OfferJob = { clock: 'quarter'; d: QuarterDay; f: QuarterDay } | { clock: 'hourly'; d: HourlyDay; f: HourlyDay };
export type OfferJobResult = { ok: true; day: OfferDay } | { ok: false; date: string; error: string };

interface Pairs<D> { chosen: { d: D; f: D }[]; usable: number; skipped: Map<string, number> }

/** Each day with its forecast day (the same weekday a week before, of as many periods), the rest
 *  counted by why; then the sample BACKTEST_SKIP / BACKTEST_DAYS / `every` asks for. */
function pairDays<D extends { date: string }>(all: readonly D[], periods: (d: D) => number, every: number): Pairs<D> {
  const byDate = new Map(all.map((d) => [d.date, d]));
  const weekBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10);
  const skipped = new Map<string, number>();
  const count = (why: string) => skipped.set(why, (skipped.get(why) ?? 0) + 1);
  const pairs = all.flatMap((d) => {
    const f = byDate.get(weekBefore(d.date));
    if (!f) return (count('no file for the same weekday a week before'), []);
    if (periods(f) !== periods(d)) return (count(`a clock change between them (${periods(f)} periods a week before, ${periods(d)} on the day)`), []);
    return [{ d, f }];
  });
  const skip = Number(process.env.BACKTEST_SKIP ?? 0);
  const chosen = pairs.slice(skip, process.env.BACKTEST_DAYS ? skip + Number(process.env.BACKTEST_DAYS) * every : pairs.length).filter((_, i) => i % every === 0);
  return { chosen, usable: pairs.length, skipped };
}

/** Runs the jobs on `n` worker threads side by side (each its own HiGHS), calling `done` as each
 *  day ends; the results in the jobs' order. */
async function runOnWorkers(jobs: readonly OfferJob[], n: number, done: (r: OfferJobResult) => void): Promise<OfferJobResult[]> {
  const results: OfferJobResult[] = new Array(jobs.length);
  let next = 0;
  const bootstrap = new URL('./workerBootstrap.mjs', import.meta.url);
  const entry = new URL('./offersWorker.ts', import.meta.url).href;
  const lane = async (): Promise<void> => {
    if (next >= jobs.length) return;
    const worker = new Worker(bootstrap, { workerData: { entry } });
    try {
      while (next < jobs.length) {
        const i = next++;
        results[i] = await new Promise<OfferJobResult>((resolve, reject) => {
          worker.once('message', resolve);
          worker.once('error', reject);
          worker.postMessage(jobs[i]);
        });
        worker.removeAllListeners('error');
        done(results[i]!);
      }
    } finally {
      await worker.terminate();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, n) }, lane));
  return results;
}

function printDay(r: OfferDay): void {
  console.log([
    r.date, String(r.periods).padStart(7), f2(r.forecastMae).padStart(6), f0(r.priceTaker).padStart(15), f0(r.priceTaker - r.blocks).padStart(12),
    String(r.blockDelta).padStart(12), f0(r.priceTaker - r.foresight).padStart(15), f0(r.priceTakerHeld.cost - r.curves.cost).padStart(18),
    String(r.curves.widenedMW).padStart(11), f2(r.curves.imbalanceMWh).padStart(14), r.offersSeconds.toFixed(2).padStart(9), r.seconds.toFixed(1).padStart(5),
  ].join(' '));
}

/** One part (a clock) of the backtest: its days on the workers, its table and its summary. */
async function runPart<D extends { date: string }>(clock: Clock, all: readonly D[], periods: (d: D) => number, toJob: (d: D, f: D) => OfferJob, every: number, workers: number, about: string): Promise<{ failed: number }> {
  const { chosen, usable, skipped } = pairDays(all, periods, every);
  const skippedText = [...skipped].map(([why, n]) => `${n} ${why}`).join('; ') || 'none';
  console.log(`\n== ${clock} part: ${chosen.length} of ${usable} usable ${clock === 'quarter' ? 'quarter-hour' : 'hourly'} days${every > 1 ? ` (every ${every}-th)` : ''}, ${chosen[0]?.d.date} .. ${chosen.at(-1)?.d.date}; ${all.length} days in the data, skipped: ${skippedText}; ${about}`);
  console.log(`uptime at the start: ${uptime()}`);
  console.log('date        periods  fcMAE  priceTaker_EUR  blocks_gain  block_delta  foresight_gain  curves_gain(held)  widened_MW  imbalance_MWh  offers_s  s');
  const t0 = performance.now();
  const results = await runOnWorkers(chosen.map(({ d, f }) => toJob(d, f)), workers, (r) => {
    if (r.ok) printDay(r.day);
    else console.log(`${r.date} FAILED: ${r.error}`);
  });
  const wall = (performance.now() - t0) / 1000;
  const days = results.flatMap((r) => (r.ok ? [r.day] : []));
  const failed = results.flatMap((r) => (r.ok ? [] : [r]));
  const ci = (xs: number[]) => {
    const m = meanInterval(xs);
    return { mean: Math.round(m.mean), ci95: [Math.round(m.mean - m.half), Math.round(m.mean + m.half)] };
  };
  const blocks = ci(days.map((r) => r.priceTaker - r.blocks));
  const curves = ci(days.map((r) => r.priceTakerHeld.cost - r.curves.cost));
  const foresight = ci(days.map((r) => r.priceTaker - r.foresight));
  const priceTaker = ci(days.map((r) => r.priceTaker));
  const summary = {
    bench: 'offersBacktest', clock, days: days.length, usable_days: usable, every, from: days[0]?.date, to: days.at(-1)?.date,
    skipped: Object.fromEntries(skipped), gas: about, failed: failed.map((r) => `${r.date}: ${r.error.slice(0, 200)}`), mode: MODE, imbalance_eur_mwh: IMBALANCE_EUR_MWH, ladder: LADDER,
    price_taker_eur_day: priceTaker.mean, price_taker_ci95_eur_day: priceTaker.ci95,
    blocks_gain_eur_day: blocks.mean, blocks_gain_ci95_eur_day: blocks.ci95, days_blocks_not_plan: days.filter((r) => r.blockDelta !== 0).length,
    curves_gain_eur_day: curves.mean, curves_gain_ci95_eur_day: curves.ci95,
    days_curves_worse: days.filter((r) => r.curves.cost > r.priceTakerHeld.cost + MIP_REL_GAP * Math.abs(r.priceTakerHeld.cost)).length,
    days_curves_widened: days.filter((r) => r.curves.widenedMW > 0).length,
    foresight_gain_eur_day: foresight.mean, foresight_gain_ci95_eur_day: foresight.ci95,
    blocks_share_of_foresight: foresight.mean > 0 ? Number((blocks.mean / foresight.mean).toFixed(3)) : null,
    forecast_mae_min: Number(Math.min(...days.map((r) => r.forecastMae)).toFixed(1)), forecast_mae_max: Number(Math.max(...days.map((r) => r.forecastMae)).toFixed(1)),
    offers_s_median: Number(median(days.map((r) => r.offersSeconds)).toFixed(2)), offers_s_max: Number(Math.max(...days.map((r) => r.offersSeconds)).toFixed(2)),
    workers, mean_day_s: Number((wall / Math.max(1, days.length)).toFixed(2)), wall_s: Number(wall.toFixed(1)), uptime_at_end: uptime(),
  };
  console.log(`${clock} part, price taker ${priceTaker.mean} EUR a day (${priceTaker.ci95.join(' .. ')}); gain over it, EUR a day (95 % interval): blocks ${blocks.mean} (${blocks.ci95.join(' .. ')}), curves held ${curves.mean} (${curves.ci95.join(' .. ')}), perfect foresight ${foresight.mean} (${foresight.ci95.join(' .. ')}); ${days.length} days, ${failed.length} failed; offers of a day median ${summary.offers_s_median} s, max ${summary.offers_s_max} s`);
  console.log(JSON.stringify(summary));
  return { failed: failed.length };
}

async function main(): Promise<void> {
  const part = process.env.BACKTEST_CLOCK ?? 'both';
  if (!['quarter', 'hourly', 'both'].includes(part)) throw new Error(`BACKTEST_CLOCK=${part}: quarter, hourly or both`);
  const every = Math.max(1, Number(process.env.BACKTEST_EVERY ?? 1));
  const hourlyEvery = Math.max(1, Number(process.env.BACKTEST_HOURLY_EVERY ?? every));
  const workers = Math.max(1, Number(process.env.BACKTEST_WORKERS ?? 2));
  console.log(`offers backtest (${part}): base-case plant, mode ${MODE}, ladder up ${LADDER.up.join('/')} down ${LADDER.down.join('/')} EUR/MWh, imbalance spread ${IMBALANCE_EUR_MWH} EUR/MWh, ${workers} worker threads, node ${process.version}, started ${new Date().toISOString()}`);
  console.log(`uptime at the start: ${uptime()}`);
  let failed = 0;
  if (part !== 'hourly') {
    failed += (await runPart('quarter', loadQuarterDays(), (d) => d.quarters.length, (d, f) => ({ clock: 'quarter', d, f }), every, workers, `gas ${GAS_PRICE} EUR/MWh on every day (no MIBGAS workbook for these days)`)).failed;
  }
  if (part !== 'quarter') {
    const hourly = await loadHourlyDays();
    const mibgas = hourly.filter((d) => d.gasSource === 'mibgas').length;
    const about = `gas the day's MIBGAS price on ${mibgas} of the ${hourly.length} days (2023 and 2024 workbooks), ${GAS_PRICE} EUR/MWh on the other ${hourly.length - mibgas} (no workbook)`;
    failed += (await runPart('hourly', hourly, (d) => d.hours.length, (d, f) => ({ clock: 'hourly', d, f }), hourlyEvery, workers, about)).failed;
  }
  console.log(`\nuptime at the end: ${uptime()}, finished ${new Date().toISOString()}`);
  if (failed > 0) {
    console.error(`${failed} days failed (above): the figures leave them out`);
    process.exitCode = 1;
  }
}

if (isMainThread && process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
