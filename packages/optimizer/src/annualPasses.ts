// Price-directed windows for the annual limits (docs/annual-rules.md §5). A rolling year cannot
// hold the year's rows, so each limit gets a price λ >= 0 that every window adds to its objective;
// a few passes over the year adjust the prices until the year meets its limits:
//   pass 0 with λ = 0 (limits that do not bind cost nothing); then, per limit, a first price from
//   the LP relaxation's dual (the whole horizon's LP, or a sample of weekly blocks with a pro-rata
//   share of the limit above `fullBoundMaxHours`), doubled while the year still fails, and then
//   narrowed between a price that failed and one that met the limit: by interpolating the limit's
//   spare between the two passes when both were run (false position, aimed a little inside the
//   limit), by bisection otherwise. The cheapest pass that meets every limit is kept.
// Each pass re-solves the whole year, so the passes are what a year with limits costs. Two rules
// keep them few: when the relaxation already prices a limit, the first pass starts from that price
// (a pass at 0 would only show the limit failing); and a pass that meets every priced limit with
// little to spare stops the search (a limit held almost exactly at a positive price is the
// Lagrangian optimum's complementary slackness: a better price could only move the plan by that
// little). The year of the benchmark with an hours minimum took six passes before these rules.
import type { annualAccount } from '@plantasim/domain';
import { NO_ANNUAL_PRICES, PERIOD_PRICE, type AnnualPrices, type OptimizerInput } from './input.ts';
import { activeCheckpoints, annualRightHandSides, installedPower } from './components/annual.ts';
import { buildModel } from './model.ts';
import { runHighs } from './highsRunner.ts';
import { prepare } from './prepare.ts';
import { sliceInput } from './sliceInput.ts';
import { totalCost } from './results/costs.ts';
import { solutionAccount } from './results/annual.ts';
import type { Rolled, RollingOptions } from './rolling.ts';
import { at } from './at.ts';
import { repairAnnual, type Repaired } from './annualRepair.ts';
import type { PlantSolution } from './solution.ts';

type Limit = keyof AnnualPrices;
const DUAL_NUDGE = 1e-3;
const LIMITS: Limit[] = ['ree', 'hours', 'co2', 'hours3', 'hours6', 'hours9'];
const HOURS_LIMITS: Limit[] = ['hours', 'hours3', 'hours6', 'hours9'];

export function withPrices(input: OptimizerInput, prices: AnnualPrices): OptimizerInput {
  return input.annual ? { ...input, annual: { ...input.annual, prices } } : input;
}

/** Constant of the Lagrangian bound: Σ blocks(λ) + λ·b for rows g >= b, − λ·B for g <= B. */
export function blockPricesConstant(input: OptimizerInput): number {
  const a = input.annual;
  if (!a?.enforce || !a.prices) return 0;
  const rhs = annualRightHandSides(input);
  const pinst = installedPower(input);
  let periods = 0;
  for (const c of activeCheckpoints(input)) periods += (a.prices[PERIOD_PRICE[c.months]] / pinst) * rhs.periods[c.months]!;
  return a.prices.ree * rhs.ree
    + (rhs.hours === undefined ? 0 : (a.prices.hours / pinst) * rhs.hours)
    - (rhs.co2 === undefined ? 0 : a.prices.co2 * rhs.co2)
    + periods;
}

/** The limits the plant data sets (REE always, with its default minimum; a 3/6/9-month check when
 *  its end falls inside the horizon). */
function activeLimits(input: OptimizerInput): Limit[] {
  const r = input.annual!.rules;
  const periods = new Set<Limit>(activeCheckpoints(input).map((c) => PERIOD_PRICE[c.months]));
  return LIMITS.filter((k) => k === 'ree' || (k === 'hours' ? r.horas_minimas !== undefined : k === 'co2' ? r.co2_presupuesto_t !== undefined : periods.has(k)));
}

function rowPrices(input: OptimizerInput, rows: NonNullable<ReturnType<typeof buildModel>['annualRows']>, rowDual: Float64Array): AnnualPrices {
  const dual = (row: number | undefined) => (row === undefined ? 0 : Math.abs(at(rowDual, row)));
  const pinst = installedPower(input);
  const p = rows.periods ?? {};
  return { ree: dual(rows.ree), hours: dual(rows.hours) * pinst, co2: dual(rows.co2), hours3: dual(p[3]) * pinst, hours6: dual(p[6]) * pinst, hours9: dual(p[9]) * pinst };
}

/** LP duals of the annual rows of `sub` (enforced there), as prices: the € value of one more
 *  unit of each limit in the relaxation (a single solve reports these with its plan). */
export async function lpDuals(sub: OptimizerInput, timeLimit?: number): Promise<AnnualPrices | undefined> {
  const pm = buildModel({ ...sub, annual: { ...sub.annual!, enforce: true, prices: undefined } }, { relax: true });
  // Each limit nudged 1e-3 tighter: at a degenerate optimum (a limit met exactly by whole hours)
  // the dual may be the value of one unit less; after the nudge it is the next unit's.
  const rows = pm.annualRows;
  if (rows?.ree !== undefined) pm.m.rowLower[rows.ree] = at(pm.m.rowLower, rows.ree) + DUAL_NUDGE;
  if (rows?.hours !== undefined) pm.m.rowLower[rows.hours] = at(pm.m.rowLower, rows.hours) + DUAL_NUDGE;
  if (rows?.co2 !== undefined) pm.m.rowUpper[rows.co2] = at(pm.m.rowUpper, rows.co2) - DUAL_NUDGE;
  for (const row of Object.values(rows?.periods ?? {})) pm.m.rowLower[row] = at(pm.m.rowLower, row) + DUAL_NUDGE;
  const run = await runHighs(pm.m, { relax: true, duals: true, timeLimit });
  if (run.status !== 'optimal' || !pm.annualRows) return undefined;
  return rowPrices(sub, pm.annualRows, run.rowDual);
}

/** First prices: the whole horizon's LP, or the mean over a few weekly blocks each asked for its
 *  share of the limits (hours and budget in proportion to its hours, no year so far). */
async function estimatePrices(input: OptimizerInput, opts: RollingOptions): Promise<AnnualPrices> {
  const T = input.hours;
  if (T <= (opts.fullBoundMaxHours ?? 1488)) return (await lpDuals(input, opts.timeLimit)) ?? NO_ANNUAL_PRICES;
  const block = opts.boundBlockHours ?? 168;
  const samples = 4;
  const sum: AnnualPrices = { ...NO_ANNUAL_PRICES };
  let n = 0;
  for (let k = 0; k < samples; k++) {
    const from = Math.floor((k * T) / samples / 24) * 24;
    const to = Math.min(T, from + block);
    const share = (to - from) / T;
    const sub = sliceInput(input, from, to);
    const r = input.annual!.rules;
    // A week cannot answer for the 3/6/9-month checks: their prices start from the passes.
    sub.annual = {
      enforce: true, checkpoints: [],
      rules: { ...r, acumulado: undefined, horas_minimas: r.horas_minimas === undefined ? undefined : r.horas_minimas * share, horas_umbral: undefined, co2_presupuesto_t: r.co2_presupuesto_t === undefined ? undefined : r.co2_presupuesto_t * share },
    };
    const d = await lpDuals(sub, opts.timeLimit);
    if (!d) continue;
    for (const l of LIMITS) sum[l] += d[l];
    n++;
  }
  if (!n) return NO_ANNUAL_PRICES;
  for (const l of LIMITS) sum[l] /= n;
  return sum;
}

/** A price to start doubling from when the LP saw the limit as free (it can meet it with
 *  fractional commitments the windows cannot use): 1 EUR per unit of the row. */
function fallbackPrice(input: OptimizerInput, k: Limit): number {
  return HOURS_LIMITS.includes(k) ? installedPower(input) : 1;
}

export interface AnnualPassesResult {
  roll: Rolled;
  prices: AnnualPrices;
  passes: number;
  /** Whether the kept pass meets every limit. */
  met: boolean;
  /** The kept plan is the annual repair's (annualRepair.ts), not a priced pass's. */
  repaired?: boolean;
}

function periodSlack(account: ReturnType<typeof annualAccount>, rel: (spare: number, of: number) => number): Pick<AnnualPrices, 'hours3' | 'hours6' | 'hours9'> {
  const out = { hours3: 0, hours6: 0, hours9: 0 };
  for (const p of account.periods) if (p.minimum !== undefined) out[PERIOD_PRICE[p.months]] = rel(p.hours - p.minimum, p.minimum);
  return out;
}

/** How much of each limit a plan keeps spare, relative to the limit (0 when exactly met, negative when missed). */
export function limitSlack(account: ReturnType<typeof annualAccount>): Record<Limit, number> {
  const rel = (spare: number, of: number) => (of > 0 ? spare / of : 0);
  return {
    ree: rel(account.ree - account.reeMinimum, account.reeMinimum),
    hours: account.hoursMinimum === undefined ? 0 : rel(account.hours - account.hoursMinimum, account.hoursMinimum),
    co2: account.co2Budget === undefined ? 0 : rel(account.co2Budget - account.co2, account.co2Budget),
    ...periodSlack(account, rel),
  };
}

/** Aim of the interpolation: this share of the slack tolerance inside the limit, so that a year
 *  answering about linearly lands on the side that meets it and within the tolerance that stops.
 *  Spare above the limit costs the plan and the Lagrangian bound about price × spare each: aimed at
 *  half the tolerance (0.1 %, 7 h of the 2024 year) the year's gap was 1.6e-4; at a tenth, 8.7e-5. */
const AIM = 0.1;
/** The interpolated price stays this share of the interval away from its ends: a plan answers
 *  to its price by whole engine-hours, and a step that hugs one end would narrow by little. */
const GUARD = 0.1;

/**
 * The next price of one limit between `lo` (a price whose year missed it, its spare `fLo` < 0) and
 * `hi` (one whose year met it, spare `fHi` >= 0). A year's spare grows with the limit's price;
 * where both ends were run it is about linear between them (the year of 2024: 0.65 % short at 182,
 * 1.77 % spare at 364, 0.03 % spare at 227), so the price where the spare is `aim` is read off the
 * line through both (false position). With only `hi` known (lo = 0 never run) the middle.
 */
export function narrowedPrice(lo: number, hi: number, fLo: number | undefined, fHi: number | undefined, aim: number): number {
  if (fLo === undefined || fHi === undefined || !(fHi > fLo)) return (lo + hi) / 2;
  const p = lo + ((aim - fLo) / (fHi - fLo)) * (hi - lo);
  const margin = GUARD * (hi - lo);
  return Math.min(hi - margin, Math.max(lo + margin, p));
}

/** A missed limit is within reach of the annual repair when the year misses it by at most this
 *  share of the limit (annualRepairReach): each window is then asked a small share more than it gave. */
const REPAIR_REACH = 0.02;
/** The limits the repair holds (the 3/6/9-month checks stay with the prices). */
const REPAIRED_LIMITS: Limit[] = ['ree', 'hours', 'co2'];

/** The repair of a pass's plan: `repair(old, k)` as the horizon's k-th pass (annualRepair.ts). */
export type RepairPass = (old: PlantSolution, k: number, prices: AnnualPrices) => Promise<Repaired | undefined>;

/** `pass(prices, k)` solves the horizon's k-th pass (1-based) with those prices; `repair` runs the
 *  annual repair (by default on this thread, window after window). */
export async function annualPasses(
  input: OptimizerInput, opts: RollingOptions, pass: (p: AnnualPrices, k: number) => Promise<Rolled>,
  repair: RepairPass = (old, k, prices) => repairAnnual(withPrices(input, NO_ANNUAL_PRICES), withPassOf(opts, k), old, undefined, prices),
): Promise<AnnualPassesResult> {
  const maxPasses = opts.annualPasses ?? 6;
  const tol = opts.annualPriceTolerance ?? 0.05;
  const slackTol = opts.annualSlackTolerance ?? 0.002;
  const reach = opts.annualRepairReach ?? REPAIR_REACH;
  const limits = activeLimits(input);
  const prep = prepare(input);
  const lo: AnnualPrices = { ...NO_ANNUAL_PRICES };
  const hi: AnnualPrices = { ree: Infinity, hours: Infinity, co2: Infinity, hours3: Infinity, hours6: Infinity, hours9: Infinity };
  // Each end's spare, once a pass at that price has shown it.
  const fLo: Partial<Record<Limit, number>> = {};
  const fHi: Partial<Record<Limit, number>> = {};
  const narrowed = (l: Limit) => narrowedPrice(lo[l], hi[l], fLo[l], fHi[l], AIM * slackTol);
  // The relaxation's prices first: a limit it prices starts there, the others at 0.
  let estimate = opts.annualFromZero ? undefined : await estimatePrices(input, opts);
  let prices: AnnualPrices = { ...NO_ANNUAL_PRICES };
  for (const l of limits) prices[l] = estimate?.[l] ?? 0;
  let best: AnnualPassesResult | undefined;
  let last: AnnualPassesResult | undefined;
  // Passes made so far, the repair's included (each solves every window once).
  let made = 0;
  // The plan the repair already started from (not repaired twice).
  let repairedFrom: PlantSolution | undefined;
  // That repair's plan, when it missed a limit by less than the pass it started from.
  let closest: AnnualPassesResult | undefined;
  for (let k = 0; k < maxPasses; k++) {
    const roll = await pass(prices, ++made);
    if (!roll.done) return best ?? { roll, prices, passes: made, met: false };
    const { account } = solutionAccount(input, roll.done);
    const meets: Record<Limit, boolean> = { ...account.meets, hours3: true, hours6: true, hours9: true };
    for (const p of account.periods) meets[PERIOD_PRICE[p.months]] = p.meets;
    const slack = limitSlack(account);
    const met = limits.every((l) => meets[l]);
    const cost = totalCost(input, prep, roll.done);
    last = { roll, prices, passes: made, met };
    if (met && (!best || cost < totalCost(input, prep, best.roll.done!))) best = last;
    if (met && limits.every((l) => prices[l] === 0)) break; // nothing binds
    // Every limit the pass misses is one the repair holds, missed by little: the repair pass now
    // (the windows asked their share of what the year lacks) rather than more priced passes, which
    // on limits that pull against each other may never land where all hold. Kept when it meets them;
    // tried once (a repair that missed leaves the search to the prices and the repair at the end).
    if (!met && !best && !repairedFrom && !opts.noAnnualRepair && limits.every((l) => meets[l] || (REPAIRED_LIMITS.includes(l) && -slack[l] <= reach))) {
      repairedFrom = roll.done;
      const repaired = await repair(roll.done, ++made, prices);
      if (repaired) {
        const judged = judge(repaired.done);
        const late = repaired.windows.find((w) => w.status !== 'optimal')?.status;
        const kept: AnnualPassesResult = { roll: { status: late ?? 'optimal', done: repaired.done, windows: repaired.windows }, prices, passes: made, met: judged.met, repaired: true };
        if (judged.met) {
          best = kept;
          break;
        }
        if (judged.missed < judge(roll.done).missed && (!closest || judged.missed < judge(closest.roll.done!).missed)) closest = kept;
      }
    }
    const next = { ...prices };
    for (const l of limits) {
      if (!meets[l]) {
        lo[l] = prices[l];
        fLo[l] = slack[l];
        if (Number.isFinite(hi[l])) next[l] = narrowed(l);
        else if (prices[l] > 0) next[l] = prices[l] * 2;
        else {
          estimate ??= await estimatePrices(input, opts);
          next[l] = estimate[l] > 0 ? estimate[l] : fallbackPrice(input, l);
        }
      } else if (prices[l] > 0) {
        hi[l] = prices[l];
        fHi[l] = slack[l];
        next[l] = narrowed(l);
      }
    }
    const narrow = limits.every((l) => prices[l] === 0 || (hi[l] - lo[l]) <= tol * hi[l]);
    const tight = limits.every((l) => prices[l] === 0 || slack[l] <= slackTol);
    if (met && (narrow || tight)) break;
    prices = next;
  }
  best ??= last;
  if (!best!.met && closest && judge(closest.roll.done!).missed < judge(best!.roll.done!).missed) best = closest;
  if (!best!.met && best!.roll.done && !best!.repaired && best!.roll.done !== repairedFrom && !opts.noAnnualRepair) {
    // Prices alone left a limit missed: the repair pass (annualRepair.ts) holds each window to its
    // share of the rows, at the kept pass's prices. Kept when it misses less.
    const repaired = await repair(best!.roll.done, ++made, best!.prices);
    if (repaired) {
      const judged = judge(repaired.done);
      if (judged.met || judged.missed < judge(best!.roll.done).missed) {
        const late = repaired.windows.find((w) => w.status !== 'optimal')?.status;
        best = { roll: { status: late ?? 'optimal', done: repaired.done, windows: repaired.windows }, prices: best!.prices, passes: made, met: judged.met, repaired: true };
      }
    }
  }
  // Keep the total passes made, whichever pass is kept.
  return { ...best!, passes: made };

  /** Whether a plan meets every limit, and by how much it misses them (the relative shortfalls summed). */
  function judge(done: NonNullable<Rolled['done']>): { met: boolean; missed: number } {
    const { account } = solutionAccount(input, done);
    const slack = limitSlack(account);
    const meets: Record<Limit, boolean> = { ...account.meets, hours3: true, hours6: true, hours9: true };
    for (const p of account.periods) meets[PERIOD_PRICE[p.months]] = p.meets;
    return { met: limits.every((l) => meets[l]), missed: limits.reduce((x, l) => x + Math.max(0, -slack[l]), 0) };
  }
}

/** `opts` whose progress reports name the pass. */
function withPassOf(opts: RollingOptions, pass: number): RollingOptions {
  const report = opts.onProgress;
  return report ? { ...opts, onProgress: (p) => report({ ...p, pass }) } : opts;
}
