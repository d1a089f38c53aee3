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
// The 3/6/9-month checks are left to the prices (a window holds only the three year rows).
import type { OptimizerInput } from './input.ts';
import type { RollingOptions } from './rolling.ts';
import type { PlantSolution } from './solution.ts';
import { concatSolutions, sliceSolution } from './solution.ts';
import { solveWindow } from './solveWindow.ts';
import { carryOf, type Carry } from './carry.ts';
import { windowCount, windowInput, windowSpan, type WindowStat } from './windowChain.ts';
import { annualRightHandSides } from './components/annual.ts';
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

/** Aim inside each limit by this share of its right-hand side (a window's figures are read back
 *  through the results' accounting, not the rows: rounding must not leave the year just short). */
const AIM = 1e-4;

export interface Repaired {
  done: PlantSolution;
  windows: WindowStat[];
}

/**
 * The windows of `input` (prices already in it) solved again in order, each holding its share of
 * the year's rows, starting from `old` (the kept pass's plan). Undefined when a window has no
 * solution (the caller keeps the pass).
 */
export async function repairAnnual(input: OptimizerInput, opts: RollingOptions, old: PlantSolution): Promise<Repaired | undefined> {
  const T = input.hours;
  const rhs = annualRightHandSides(input);
  const before = rowSeries(input, old);
  const W = windowCount(input, opts);
  const keptSum = { ree: 0, sold: 0, co2: 0 };
  const pieces: PlantSolution[] = [];
  const windows: WindowStat[] = [];
  let carry: Carry | undefined;
  for (let w = 0; w < W; w++) {
    const { from, to, kept } = windowSpan(input, opts, w);
    const f = Math.min(1, (to - from) / (T - from));
    // Each ">=" row asks its old figure plus its share of what the year lacks (negative: spare it
    // may spend); the CO2 row the same with the sign turned.
    const share = (series: number[], done: number, B: number, sense: 1 | -1) => {
      const old = sum(series, from, to);
      const lacking = sense * (B - done - sum(series, from, T)) + AIM * Math.abs(B);
      return old + sense * f * lacking;
    };
    const sub = windowInput(input, opts, w, carry);
    sub.annual = {
      ...sub.annual!, enforce: true, checkpoints: [],
      targets: {
        ree: share(before.ree, keptSum.ree, rhs.ree, 1),
        hours: rhs.hours === undefined ? undefined : share(before.sold, keptSum.sold, rhs.hours, 1),
        co2: rhs.co2 === undefined ? undefined : share(before.co2, keptSum.co2, rhs.co2, -1),
      },
    };
    const r = await solveWindow(sub, opts);
    windows.push({ from, to, status: r.run.status, objective: r.run.objective, gap: r.run.gap, seconds: r.run.seconds, numCols: r.numCols, numRows: r.numRows });
    if (!r.solution) return undefined;
    const piece = sliceSolution(r.solution, 0, kept);
    const got = rowSeries(input, piece, from);
    keptSum.ree += sum(got.ree, 0, kept);
    keptSum.sold += sum(got.sold, 0, kept);
    keptSum.co2 += sum(got.co2, 0, kept);
    pieces.push(piece);
    opts.onProgress?.({ phase: 'window', window: w + 1, windows: W, hoursDone: from + kept, hours: T, objective: r.run.objective, gap: r.run.gap });
    carry = from + kept < T ? carryOf(sub, kept, r.solution) : undefined;
  }
  return { done: concatSolutions(pieces), windows };
}
