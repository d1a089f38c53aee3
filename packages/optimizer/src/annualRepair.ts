// The annual repair: the last word on a rolling year whose priced passes (annualPasses.ts) still
// miss a limit. Prices alone cannot always meet limits that pull against each other: each window
// answers a price with whole engine-hours and whole boiler-hours, so the year's figures move in
// steps, and a price pair that puts more hours and less CO2 exactly where both limits hold may not
// exist (the Lagrangian's duality gap). The repair solves the windows once more, in order, each
// holding the year's rows (REE, MWh sold, t CO2) for its own share of what the year still lacks,
// at the plant's true cost (no prices: the shares already say where the priced pass found the
// limits cheapest to meet, and a price on top made a window give far more than its share):
//   target_w = old_w + f_w·(B − kept_<w − old_>=w) (a ">=" row; "<=" alike), f_w = span_w / hours left,
// where old are the kept pass's figures over the window's hours, kept_<w what the windows repaired
// so far keep, and B the year's right-hand side (annualRightHandSides), aimed a little inside it.
// A window's MILP then finds the cheapest way to give its share (raising running engines, new runs
// where they pay least, steam moved from gas to electric boilers within the import limit); a window
// that cannot give it all leaves the rest to the next ones (the deficit is read again each time).
// The same holds for a little it could give only at a high price: without a leeway, an LP rounding
// short of the share by a fraction of a unit paid SLACK_PENALTY per unit, was far outside the
// window's gap, and sent the window to branch and bound (four weeks of 2024 took 4.7-18.9 s of CPU
// each there, most of the repair). So each window but the last ones may leave a little of its share
// (0.2 % of its part of the limit) at twice the row's price in the kept pass: the LP still gives the
// share wherever it is worth that, a rounding a little short is within the gap at once, and the
// windows after it read the deficit again and give it (the last ones, without leeway, close the year).
// The 3/6/9-month checks are left to the prices (a window holds only the three year rows).
import type { AnnualPrices, AnnualTargets, OptimizerInput } from './input.ts';
import type { RollingOptions } from './rolling.ts';
import type { PlantSolution } from './solution.ts';
import { concatSolutions, sliceSolution } from './solution.ts';
import { solveWindow } from './solveWindow.ts';
import { carryOf, type Carry } from './carry.ts';
import { windowCount, windowInput, windowSpan, type Chain, type ChainOptions, type Piece, type WindowStat } from './windowChain.ts';
import { joinLane } from './laneJoin.ts';
import { annualRightHandSides, installedPower } from './components/annual.ts';
import { solutionHourFlows } from './results/annual.ts';
import { DEFAULT_REE_MINIMUM, DEFAULT_REF_H } from '@plantasim/domain';
import { at } from './at.ts';

/** Per hour, each annual row's value: REE row E − r·Q + (r/RefH)·V, MWh sold (exempt hours out), t CO2. */
export interface RowSeries {
  ree: number[];
  sold: number[];
  co2: number[];
}

/** Hour t of `s` being hour `offset` + t of `input`. */
export function rowSeries(input: OptimizerInput, s: PlantSolution, offset = 0): RowSeries {
  const rules = input.annual!.rules;
  const r = rules.ree_minimo ?? DEFAULT_REE_MINIMUM;
  const refH = rules.ref_h ?? DEFAULT_REF_H;
  const hours = solutionHourFlows(input, s, s.hours, offset);
  return {
    ree: hours.map((f) => f.electricity - r * f.fuel + (r / refH) * f.usefulHeat),
    sold: hours.map((f) => f.sold),
    co2: hours.map((f) => f.co2),
  };
}

const sum = (a: readonly number[], from: number, to: number) => {
  let x = 0;
  for (let t = from; t < to; t++) x += at(a, t);
  return x;
};

/** A repaired window's MIP gap. Its rows of the year's limits make the LP roundings miss them by a
 *  little, each unit of shortfall at the slack penalty, so more windows than in a priced pass reach
 *  branch and bound, where closing the last 1e-4 took most of their time (a week of 2024 with the
 *  limits of the benchmark: 11.2 s of CPU at 1e-4, 3.0 s at 1e-3, its plan 0.05 % dearer). The
 *  year's gap is measured against its own bound all the same. */
const REPAIR_WINDOW_GAP = 1e-3;

/** Aim inside each limit by this share of its right-hand side (a window's figures are read back
 *  through the results' accounting, not the rows: rounding must not leave the year just short). */
const AIM = 1e-4;

/** The last windows of the year hold their share without leeway: they close the year. */
const CLOSING_WINDOWS = 2;
/** A window's leeway on a row, as a share of its pro-rata part of the year's right-hand side
 *  (RollingOptions.annualRepairLeeway; 0.2 %: 8.8 t CO2 and 13.7 MWh sold a week on the 2024 year). */
export const REPAIR_LEEWAY = 2e-3;
/** The leeway's price: this multiple of the kept pass's price of the row, so the window gives its
 *  share wherever its LP can (the pass found the row worth that price) and a rounding short of it
 *  costs twice the row's worth, not SLACK_PENALTY. */
const LEEWAY_PRICE = 2;

/**
 * A window's leeway (AnnualTargets.leeway): on each row the kept pass priced, `share` of the
 * window's part (`part`: its hours over the year's) of the year's right-hand side, at LEEWAY_PRICE
 * times the pass's price. A row the pass left unpriced (a limit it met freely) gets none.
 */
export function windowLeeway(input: OptimizerInput, rhs: ReturnType<typeof annualRightHandSides>, prices: AnnualPrices, part: number, share: number): AnnualTargets['leeway'] {
  if (!(share > 0)) return undefined;
  const of = (B: number | undefined, price: number) => (B === undefined || !(price > 0) ? undefined : { units: share * part * Math.abs(B), price: LEEWAY_PRICE * price });
  return { ree: of(rhs.ree, prices.ree), hours: of(rhs.hours, prices.hours / installedPower(input)), co2: of(rhs.co2, prices.co2) };
}

export interface Repaired {
  done: PlantSolution;
  windows: WindowStat[];
}

/** Each row's sum over some hours. */
export interface RowSums {
  ree: number;
  sold: number;
  co2: number;
}

const ZERO: RowSums = { ree: 0, sold: 0, co2: 0 };

function sums(input: OptimizerInput, piece: PlantSolution, from: number): RowSums {
  const got = rowSeries(input, piece, from);
  return { ree: sum(got.ree, 0, piece.hours), sold: sum(got.sold, 0, piece.hours), co2: sum(got.co2, 0, piece.hours) };
}

const plus = (a: RowSums, b: RowSums): RowSums => ({ ree: a.ree + b.ree, sold: a.sold + b.sold, co2: a.co2 + b.co2 });

/**
 * Windows [first, last) of `input` (prices already in it) solved from `carry`, each holding its
 * share of the year's rows: what the kept pass (`before`, its rows hour by hour) gave over the
 * window plus its share of what the year still lacks, `keptBefore` being what the hours before
 * `first` keep. With the kept pass's `prices`, every window but the last CLOSING_WINDOWS of the
 * year has a leeway on each priced row (windowLeeway). Stops at a window without a solution (`failed`).
 */
export async function repairChain(
  input: OptimizerInput, opts: ChainOptions & { annualRepairLeeway?: number }, first: number, last: number, carry: Carry | undefined,
  before: RowSeries, keptBefore: RowSums, onPiece?: (p: Piece) => void, prices?: AnnualPrices,
): Promise<Chain & { carryOut?: Carry }> {
  const T = input.hours;
  const rhs = annualRightHandSides(input);
  let keptSum = keptBefore;
  const pieces: Piece[] = [];
  let state = carry;
  for (let w = first; w < last; w++) {
    const { from, to, kept } = windowSpan(input, opts, w);
    const f = Math.min(1, (to - from) / (T - from));
    // Each ">=" row asks its old figure plus its share of what the year lacks (negative: spare it
    // may spend); the CO2 row the same with the sign turned.
    const share = (series: number[], done: number, B: number, sense: 1 | -1) => {
      const old = sum(series, from, to);
      const lacking = sense * (B - done - sum(series, from, T)) + AIM * Math.abs(B);
      return old + sense * f * lacking;
    };
    const sub = windowInput(input, opts, w, state);
    sub.annual = {
      ...sub.annual!, enforce: true, checkpoints: [],
      targets: {
        ree: share(before.ree, keptSum.ree, rhs.ree, 1),
        hours: rhs.hours === undefined ? undefined : share(before.sold, keptSum.sold, rhs.hours, 1),
        co2: rhs.co2 === undefined ? undefined : share(before.co2, keptSum.co2, rhs.co2, -1),
        leeway: prices && w < windowCount(input, opts) - CLOSING_WINDOWS ? windowLeeway(input, rhs, prices, (to - from) / T, opts.annualRepairLeeway ?? REPAIR_LEEWAY) : undefined,
      },
    };
    const r = await solveWindow(sub, { ...opts, mipRelGap: Math.max(opts.mipRelGap ?? 0, REPAIR_WINDOW_GAP) });
    const stat: WindowStat = { from, to, status: r.run.status, objective: r.run.objective, gap: r.run.gap, seconds: r.run.seconds, numCols: r.numCols, numRows: r.numRows };
    if (!r.solution) return { pieces, failed: r.run.status };
    const piece: Piece = { w, carryIn: state, solution: sliceSolution(r.solution, 0, kept), stat };
    keptSum = plus(keptSum, sums(input, piece.solution, from));
    pieces.push(piece);
    onPiece?.(piece);
    state = from + kept < T ? carryOf(sub, kept, r.solution) : undefined;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return { pieces, carryOut: state };
}

/**
 * What the hours before window `first` keep when the windows before it gave exactly their share:
 * the kept pass's figures plus the hours' part of what the year lacked (what a chain of the later
 * windows, solved apart from the earlier ones, assumes of them).
 */
export function assumedBefore(input: OptimizerInput, opts: ChainOptions, first: number, before: RowSeries): RowSums {
  const T = input.hours;
  const rhs = annualRightHandSides(input);
  const from = windowSpan(input, opts, first).from;
  const part = (series: number[], B: number | undefined, sense: 1 | -1) => {
    const old = sum(series, 0, from);
    if (B === undefined) return old;
    const lacking = sense * (B - sum(series, 0, T)) + AIM * Math.abs(B);
    return old + sense * (from / T) * lacking;
  };
  return { ree: part(before.ree, rhs.ree, 1), sold: part(before.sold, rhs.hours, 1), co2: part(before.co2, rhs.co2, -1) };
}

/** The repair's second thread: windows [first, last) from `carry` (a predicted state), assuming
 *  `keptBefore` of the earlier ones; the pieces it finished, in order. */
export type RepairLane = (first: number, last: number, carry: Carry | undefined, before: RowSeries, keptBefore: RowSums, onPiece: (p: Piece) => void) => Promise<Piece[]>;

/**
 * The windows of `input` (prices already in it) solved again in order, each holding its share of
 * the year's rows, starting from `old` (the kept pass's plan). Undefined when a window has no
 * solution (the caller keeps the pass).
 * With `lane`, a second thread repairs the later half of the windows from the state the kept pass
 * had there, assuming the earlier half gave its share; each of its windows is kept when the true
 * state at its start proves equivalent (laneJoin.ts), else solved again here from the true state
 * and the true figures so far. Should the year still miss a limit (a half gave less than its
 * share), the last windows are solved again here, asked what is left.
 */
export async function repairAnnual(input: OptimizerInput, opts: RollingOptions, old: PlantSolution, lane?: RepairLane, prices?: AnnualPrices): Promise<Repaired | undefined> {
  const W = windowCount(input, opts);
  const before = rowSeries(input, old);
  const report = (p: Piece) => {
    const { from, kept } = windowSpan(input, opts, p.w);
    opts.onProgress?.({ phase: 'window', window: p.w + 1, windows: W, hoursDone: from + kept, hours: input.hours, objective: p.stat.objective, gap: p.stat.gap });
  };
  const k = lane && W >= 3 ? Math.floor(W / 2) : W;
  let pieces: Piece[];
  if (k === W) {
    const chain = await repairChain(input, opts, 0, W, undefined, before, ZERO, report, prices);
    if (chain.failed) return undefined;
    pieces = chain.pieces;
  } else {
    const fromK = windowSpan(input, opts, k).from;
    const theirs = lane!(k, W, carryOf(input, fromK, old), before, assumedBefore(input, opts, k, before), () => undefined);
    const mine = await repairChain(input, opts, 0, k, undefined, before, ZERO, report, prices);
    if (mine.failed) return undefined;
    const lanePieces = await theirs;
    const byWindow = new Map(lanePieces.map((p) => [p.w, p]));
    const resolved = new Map<number, Piece>();
    const mineSum = mine.pieces.reduce((a, p) => plus(a, sums(input, p.solution, windowSpan(input, opts, p.w).from)), ZERO);
    const keptUpTo = (w: number) => {
      let a = mineSum;
      for (let v = k; v < w; v++) {
        const p = resolved.get(v) ?? byWindow.get(v);
        if (p) a = plus(a, sums(input, p.solution, windowSpan(input, opts, v).from));
      }
      return a;
    };
    const joined = await joinLane(input, opts, k, W, mine.carryOut, lanePieces, async (w, carry) => {
      const one = await repairChain(input, opts, w, w + 1, carry, before, keptUpTo(w), undefined, prices);
      for (const p of one.pieces) resolved.set(p.w, p);
      return one;
    });
    if (joined.failed) return undefined;
    pieces = [...mine.pieces, ...joined.pieces];
    for (const p of joined.pieces) report(p);
    if (!meetsRows(input, pieces)) {
      // The later half assumed the earlier gave its share: the last windows take what is left.
      const m = Math.min(TAIL_WINDOWS, W);
      const head = pieces.slice(0, W - m);
      const keptHead = head.reduce((a, p) => plus(a, sums(input, p.solution, windowSpan(input, opts, p.w).from)), ZERO);
      const tail = await repairChain(input, opts, W - m, W, pieces[W - m]!.carryIn, before, keptHead, report, prices);
      if (tail.failed) return undefined;
      pieces = [...head, ...tail.pieces];
    }
  }
  return { done: concatSolutions(pieces.map((p) => p.solution)), windows: pieces.map((p) => p.stat) };
}

/** Windows solved again at the end when a repair on two threads leaves the year short. */
const TAIL_WINDOWS = 2;

/** Whether the pieces, one per window in order, meet the year's rows. */
function meetsRows(input: OptimizerInput, pieces: Piece[]): boolean {
  const rhs = annualRightHandSides(input);
  const got = rowSeries(input, concatSolutions(pieces.map((p) => p.solution)));
  const T = input.hours;
  return sum(got.ree, 0, T) >= rhs.ree && (rhs.hours === undefined || sum(got.sold, 0, T) >= rhs.hours) && (rhs.co2 === undefined || sum(got.co2, 0, T) <= rhs.co2);
}
