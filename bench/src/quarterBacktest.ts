// Quarter-hour backtest (`npm run backtest:quarters -w @plantasim/bench`): for every complete
// quarter-hour day of the Spanish day-ahead prices in ../shared/market-data (OMIE, from 1 October
// 2025), the base-case plant (bench optimizerData's, one day, mode 2 unless BACKTEST_MODE) is planned
// twice and both plans are priced at the real quarter prices:
//   hourly   24 periods, each hour's price the mean of its quarters (the hourly product);
//   quarter  periodMinutes 15 each, the day's 92/96/100 quarter prices, demands and availability
//            repeated over each hour's quarters (DST days: domain quarterHourRow's folded rows).
// The hourly plan at the quarter prices is read two ways:
//   flat     (the headline) the hourly plan's every series repeated over its hour's quarters and
//            priced on the quarter clock by the independent checker: each hour's energy settled at
//            its four quarter prices. Since each hourly price is the mean of its quarters and every
//            money flow is linear, this equals the hourly objective (printed as a check). The checker
//            flags its start and stop quarters (the hourly model spreads those minutes over the hour;
//            really they fall in the hour's first or last quarter): counted, not fatal. It is not a
//            plan of the quarter model, so the quarter plan may cost more than it: on a day whose
//            quarter prices offer little, the steam an engine's start quarter lacks (the hourly
//            model averages it over the hour) costs the quarter plan more than it gains. Such days
//            are listed (quarter worse than flat beyond the MIP gap), not fatal.
//   held     a lower bound of the gain: the quarter model solved with the hourly plan's decisions
//            held (quarterData.ts heldToHourlyPlan: engines' on/off and load fixed, the start and
//            stop minutes where they really fall; electric boilers and compressors only in the
//            hours the plan runs them, their outputs free per quarter; gas boilers free). Generous
//            to the hourly plan, and a feasible plan of the quarter model.
// Asserted per day (fatal): the quarter plan is not worse than the held hourly plan beyond the MIP
// gap (1e-4 of its objective), and its MIP bound does not exceed the held plan's cost.
// The independent checker (packages/optimizer testing/checker.ts) re-derives every quarter result
// (quarter and held): any violation, or a cost 1e-6 away from the solver's, fails the run.
//
//   BACKTEST_DAYS=N   N days only (quick runs)   BACKTEST_SKIP=K   from the (K+1)-th day   BACKTEST_MODE=0|2
//   QUARTER_GAS_PRICE=x   EUR/MWh gas (default 35.1: no MIBGAS data for these days, quarterData.ts)
import { checkSolution, compileHighsModule, loadHighs, solve, type ExecutionMode, type OptimizerInput, type OptimizerResult } from '@plantasim/optimizer';
import { flatOnQuarters, GAS_PRICE, heldToHourlyPlan, hourlyInput, loadQuarterDays, quarterInput, quarterRows, type QuarterDay } from './quarterData.ts';
import { median } from './stats.ts';
import { uptime } from './machine.ts';

/** The solver's relative MIP gap (solve's default): the quarter plan may be this much of its
 *  objective above its optimum. */
export const MIP_REL_GAP = 1e-4;

async function timed(input: OptimizerInput): Promise<{ r: OptimizerResult; s: number }> {
  const t0 = performance.now();
  const r = await solve(input, { mipRelGap: MIP_REL_GAP });
  const s = (performance.now() - t0) / 1000;
  if (!r.solution || (r.stats.status !== 'optimal' && r.stats.status !== 'feasible')) throw new Error(`${input.labels?.[0]}: ${r.stats.status}`);
  return { r, s };
}

/** The independent checker on a quarter result: no violation, and its cost equal to the solver's. */
function checked(what: string, input: OptimizerInput, r: OptimizerResult): void {
  const c = checkSolution(input, r.solution!);
  const off = Math.abs(c.cost - r.stats.objective) / Math.max(1, Math.abs(r.stats.objective));
  if (c.violations.length > 0 || off > 1e-6) {
    throw new Error(`CHECKER DISAGREES on ${what}: ${c.violations.length} violations ${JSON.stringify(c.violations.slice(0, 5))}; cost ${c.cost} vs objective ${r.stats.objective}`);
  }
}

export interface DayResult {
  date: string;
  periods: number;
  hourly_eur: number;
  flat_eur: number;
  held_eur: number;
  quarter_eur: number;
  quarter_bound_eur: number;
  /** Against the flat hourly plan (the headline). */
  gain_eur: number;
  /** Against the held hourly plan (a lower bound). */
  gain_held_eur: number;
  hourly_s: number;
  quarter_s: number;
  held_s: number;
  flat_checker_violations: number;
}

export async function backtestDay(d: QuarterDay, mode: ExecutionMode): Promise<DayResult> {
  const hIn = hourlyInput([d], mode);
  const qIn = quarterInput([d], mode);
  const rows = quarterRows([d]);
  const hourly = await timed(hIn);
  const quarter = await timed(qIn);
  checked(`${d.date} quarter`, qIn, quarter.r);
  const heldIn = heldToHourlyPlan(qIn, rows, hourly.r.solution!, hIn);
  const held = await timed(heldIn);
  checked(`${d.date} held hourly plan`, heldIn, held.r);
  const flat = checkSolution(qIn, flatOnQuarters(hourly.r.solution!, rows));
  // The held plan is a plan of the quarter model: the quarter solve's bound cannot exceed its cost.
  const q = quarter.r.stats;
  const tol = 1e-6 * Math.max(1, Math.abs(q.objective));
  if (q.bound > held.r.stats.objective + tol) {
    throw new Error(`${d.date}: quarter bound ${q.bound} above the held hourly plan's ${held.r.stats.objective}`);
  }
  // And the quarter plan is never worse than the held hourly plan beyond the MIP gap.
  if (q.objective > held.r.stats.objective + MIP_REL_GAP * Math.abs(q.objective) + tol) {
    throw new Error(`${d.date}: quarter plan ${q.objective} worse than the held hourly plan ${held.r.stats.objective} beyond the gap`);
  }
  return {
    date: d.date, periods: d.quarters.length,
    hourly_eur: hourly.r.stats.objective, flat_eur: flat.cost, held_eur: held.r.stats.objective,
    quarter_eur: q.objective, quarter_bound_eur: q.bound,
    gain_eur: flat.cost - q.objective, gain_held_eur: held.r.stats.objective - q.objective,
    hourly_s: hourly.s, quarter_s: quarter.s, held_s: held.s,
    // Expected only in start and stop quarters (the hourly model spreads those minutes over the hour).
    flat_checker_violations: flat.violations.length,
  };
}

const f2 = (x: number) => x.toFixed(2);
const f3 = (x: number) => x.toFixed(3);

async function main(): Promise<void> {
  const mode = Number(process.env.BACKTEST_MODE ?? 2) as ExecutionMode;
  const all = loadQuarterDays();
  const skip = Number(process.env.BACKTEST_SKIP ?? 0);
  const days = all.slice(skip, process.env.BACKTEST_DAYS ? skip + Number(process.env.BACKTEST_DAYS) : all.length);
  console.log(`quarter backtest: ${days.length} of ${all.length} quarter-hour days (${days[0]?.date} .. ${days.at(-1)?.date}; all: ${all[0]?.date} .. ${all.at(-1)?.date}), base-case plant, mode ${mode}, gas ${GAS_PRICE} EUR/MWh, MIP gap ${MIP_REL_GAP}, node ${process.version}`);
  console.log(`uptime: ${uptime()}`);
  await loadHighs(await compileHighsModule());
  // One day solved first, untimed: warms the JavaScript as a pooled server worker is.
  await solve(hourlyInput(all.slice(0, 1), mode));
  await solve(quarterInput(all.slice(0, 1), mode));
  console.log('date        periods  hourly_EUR   flat_EUR     held_EUR     quarter_EUR  gain_EUR  gain_held_EUR  hourly_s quarter_s held_s');
  const results: DayResult[] = [];
  const t0 = performance.now();
  for (const d of days) {
    const r = await backtestDay(d, mode);
    results.push(r);
    console.log([
      r.date, String(r.periods).padStart(7), f2(r.hourly_eur).padStart(12), f2(r.flat_eur).padStart(12), f2(r.held_eur).padStart(12), f2(r.quarter_eur).padStart(12),
      f2(r.gain_eur).padStart(9), f2(r.gain_held_eur).padStart(13), f3(r.hourly_s).padStart(8), f3(r.quarter_s).padStart(9), f3(r.held_s).padStart(6),
    ].join('  '));
  }
  const n = results.length;
  const col = (k: keyof DayResult) => results.map((r) => r[k] as number);
  const total = (k: keyof DayResult) => col(k).reduce((a, b) => a + b, 0);
  const stats = (k: keyof DayResult, f = f2) => `min ${f(Math.min(...col(k)))} median ${f(median(col(k)))} max ${f(Math.max(...col(k)))} mean ${f(total(k) / n)}`;
  console.log(`--- ${n} days, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  for (const [k, what] of [['gain_eur', 'the hourly plan priced flat at the quarter prices'], ['gain_held_eur', 'the hourly plan held on the quarter clock (lower bound)']] as const) {
    const mean = total(k) / n;
    console.log(`gain over ${what}: total ${f2(total(k))} EUR over ${n} days; per day ${stats(k)} EUR`);
    console.log(`  annualised ${f2(mean * 365)} EUR/year (mean x 365, extrapolated from autumn and winter days ${days[0]?.date} .. ${days.at(-1)?.date})`);
  }
  console.log(`gain relative to the hourly plan's daily cost: ${(100 * total('gain_eur') / total('hourly_eur')).toFixed(3)} % (flat), ${(100 * total('gain_held_eur') / total('hourly_eur')).toFixed(3)} % (held)`);
  console.log(`flat pricing vs hourly objective: largest difference ${Math.max(...results.map((r) => Math.abs(r.flat_eur - r.hourly_eur))).toExponential(2)} EUR; days whose flat plan the checker flags (start/stop quarters): ${results.filter((r) => r.flat_checker_violations > 0).length} of ${n}`);
  const worse = results.filter((r) => r.gain_eur < -MIP_REL_GAP * Math.abs(r.quarter_eur));
  console.log(`days where the quarter plan costs more than the flat hourly plan beyond the gap (start-quarter steam, see the header): ${worse.length}${worse.length ? `: ${worse.map((r) => `${r.date} ${f2(r.gain_eur)}`).join(', ')}` : ''}`);
  for (const k of ['hourly_s', 'quarter_s', 'held_s'] as const) console.log(`${k}: ${stats(k, f3)}`);
  console.log(`checker: every quarter and held result agreed (${2 * n} results, no violation, cost within 1e-6)`);
  console.log(`uptime: ${uptime()}`);
  console.log('--- JSON (one line per day) ---');
  for (const r of results) console.log(JSON.stringify(r));
}

await main();
