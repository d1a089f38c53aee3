// Speed of one day's day-ahead offers (`npm run bench:offers -w @plantasim/bench`, or `tsx
// src/offers.bench.ts [--runs N]`): the base-case plant (mode 2) on a real OMIE quarter-hour day
// (quarterData.ts, 2026-01-13, a Tuesday), per quarter hour (96 periods) and hourly (24), the
// product's ladder (OFFER_LADDER_DELTAS: the plan and six steps, 7 solves), in solver threads as the
// server runs them:
//   plan          the plan at the forecast alone (one solve), the unit of the ratios
//   one after     the anchor, then the down chain, then the up chain, one thread at a time
//   side by side  the anchor, then both chains in two threads at once (offersInWorker, the product)
// Goal: one day's offers (up to 10 price levels) <= 5 s on two cores, read on the median wall time of
// "side by side". Each case runs once untimed first (threads started, HiGHS compiled); the machine's
// load is printed before and after, and the ratios come from the same run.
import {
  assembleOffers, closeIdleSolvers, OFFER_LADDER_DELTAS, offerAnchorInWorker, offerChainInWorker, offersInWorker, solveInWorker,
  type OfferRunResult, type OptimizerInput,
} from '@plantasim/optimizer';
import { hourlyInput, loadQuarterDays, quarterInput } from './quarterData.ts';
import { median } from './stats.ts';
import { uptime } from './machine.ts';

const DAY = '2026-01-13';
const GOAL_S = 5;
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;

async function oneAfterAnother(input: OptimizerInput): Promise<OfferRunResult> {
  const anchor = await offerAnchorInWorker(input);
  const down = await offerChainInWorker(input, 'down', anchor.netMW, OFFER_LADDER_DELTAS);
  const up = await offerChainInWorker(input, 'up', anchor.netMW, OFFER_LADDER_DELTAS);
  return assembleOffers(anchor, down, up);
}

async function timed(f: () => Promise<unknown>): Promise<number[]> {
  await f();
  const out: number[] = [];
  for (let k = 0; k < RUNS; k++) {
    const t0 = performance.now();
    await f();
    out.push((performance.now() - t0) / 1000);
  }
  return out;
}

const fmt = (xs: number[]) => `min ${Math.min(...xs).toFixed(3)} / median ${median(xs).toFixed(3)} / max ${Math.max(...xs).toFixed(3)} s`;

async function main(): Promise<void> {
  const day = loadQuarterDays().filter((d) => d.date === DAY);
  if (day.length !== 1) throw new Error(`no quarter day ${DAY} in the shared market data`);
  console.log(`offers of one day, ${DAY}, mode 2, ladder ${OFFER_LADDER_DELTAS.join(', ')} EUR/MWh, ${RUNS} runs each`);
  console.log(`load before: ${uptime()}`);
  let met = true;
  for (const [clock, input] of [['quarter', quarterInput(day, 2)], ['hourly', hourlyInput(day, 2)]] as const) {
    const plan = await timed(() => solveInWorker(input));
    const after = await timed(() => oneAfterAnother(input));
    const side = await timed(() => offersInWorker(input, OFFER_LADDER_DELTAS));
    const [a, b] = await Promise.all([oneAfterAnother(input), offersInWorker(input, OFFER_LADDER_DELTAS)]);
    const same = JSON.stringify(a) === JSON.stringify(b);
    const s = median(side);
    met &&= s <= GOAL_S && same;
    console.log(`${clock} (${input.hours} periods)`);
    console.log(`  plan alone    ${fmt(plan)}`);
    console.log(`  one after     ${fmt(after)}   ${(median(after) / median(plan)).toFixed(2)}x the plan`);
    console.log(`  side by side  ${fmt(side)}   ${(s / median(plan)).toFixed(2)}x the plan, ${(s / median(after)).toFixed(2)}x one after another; same offers: ${same}`);
    console.log(JSON.stringify({ bench: 'offers', clock, periods: input.hours, plan_s: median(plan), one_after_s: median(after), side_by_side_s: s, goal_s: GOAL_S, same_offers: same }));
  }
  console.log(`load after: ${uptime()}`);
  console.log(met ? `goal met: one day's offers side by side <= ${GOAL_S} s on both clocks` : 'GOAL NOT MET');
  await closeIdleSolvers();
  if (!met) process.exitCode = 1;
}

await main();
