// A schedule for a window whose LP roundings are not within the gap: the engines' on/off rounded
// from the LP and fixed, everything else re-optimised as small independent MIPs.
//
// Why it works on this plant: with the cover cuts (components/coverCuts.ts) the LP bound of a hard
// window is within a few 1e-5 of the optimum and its engine decisions are nearly integral (10 of
// about 1,500 fractional in the first window of April 2024); what the roundings get wrong are the
// hour-by-hour units (boilers, compressors, rented compressors' day fees: rounding them up cost 1 %
// there). Once the engines' on/off is fixed, nothing else links hours except a rented compressor's
// day (and optional ramp or boiler-start rows), so the rest splits into independent parts that
// branch and bound solves in milliseconds each, where one sub-MIP over the window spent seconds in
// root cuts. The caller re-solves the whole window's LP with every integer fixed at the result, so
// the schedule returned is always checked against the full model.
import type { PlantModel } from './model.ts';
import { runHighs } from './highsRunner.ts';
import { columnRows, restrict } from './lp/restrict.ts';
import { at, at2 } from './at.ts';

export interface RepairOptions {
  /** Absolute optimality gap (EUR) allowed over the whole window, shared among the parts. */
  absGap: number;
  timeLimit?: number;
  /** A schedule with the same engine decisions (the best LP rounding's): each part starts from its
   *  values, so a part the rounding already got right is proven at its root. */
  start?: ArrayLike<number>;
  highsOptions?: Record<string, string | number | boolean>;
}

/** Integer columns per part: one day of the base plant's hour-by-hour units is about 400. */
const PART_INTEGERS = 400;

/**
 * The full column vector: the engines' integer columns from `engineStart` (already rounded), every
 * other column optimised. Undefined when the fixed engines break a row (a minimum time the rounding
 * cut short) or a part cannot be solved: the caller keeps what it had.
 */
export async function enginesFixedRepair(pm: PlantModel, engineStart: ArrayLike<number>, initialOn: readonly boolean[], opts: RepairOptions): Promise<Float64Array | undefined> {
  const m = pm.m;
  const n = m.numCols;
  const x = Float64Array.from(engineStart);
  setEngineTransitions(pm, x, initialOn);
  // The engines' on/off and the starts and stops it implies; the rest of each engine (output,
  // part-load segments) stays free, hour by hour.
  const isFixed = new Uint8Array(n);
  for (const cols of [pm.engines.u, pm.engines.v, pm.engines.w]) for (const unit of cols) for (const j of unit) isFixed[j] = 1;
  const fixed = (j: number) => at(isFixed, j) === 1;
  // Parts: the free columns joined by a shared row (union-find).
  const parent = Int32Array.from({ length: n }, (_, j) => j);
  const find = (j: number): number => {
    let r = j;
    while (at(parent, r) !== r) r = at(parent, r);
    while (at(parent, j) !== r) { const next = at(parent, j); parent[j] = r; j = next; }
    return r;
  };
  for (let i = 0; i < m.numRows; i++) {
    let first = -1;
    let activity = 0;
    for (let k = at(m.rowStarts, i); k < at(m.rowStarts, i + 1); k++) {
      const j = at(m.rowIndex, k);
      if (fixed(j)) { activity += at(m.rowValue, k) * at(x, j); continue; }
      if (first < 0) first = find(j);
      else { const r = find(j); if (r !== first) parent[r] = first; }
    }
    // A row of fixed engine columns only (a minimum time, a transition) that the rounding breaks.
    const scale = Math.max(1, Math.abs(activity));
    if (first < 0 && (activity < at(m.rowLower, i) - 1e-7 * scale || activity > at(m.rowUpper, i) + 1e-7 * scale)) return undefined;
  }
  const parts = new Map<number, { hour: number; cols: number[]; integers: number }>();
  for (let j = 0; j < n; j++) {
    if (fixed(j)) continue;
    const r = find(j);
    const p = parts.get(r) ?? { hour: Infinity, cols: [], integers: 0 };
    p.cols.push(j);
    // A rented compressor's day flag carries its day in `hour`: its part has that day's hours anyway.
    const key = m.colKey(j);
    if (key.attr !== 'y') p.hour = Math.min(p.hour, key.hour);
    if (at(m.colInteger, j)) p.integers++;
    parts.set(r, p);
  }
  // Consecutive parts in time batched up to PART_INTEGERS integers: one HiGHS run per batch.
  const ordered = [...parts.values()].sort((a, b) => a.hour - b.hour);
  const batches: number[][] = [];
  let current: number[] = [];
  let integers = 0;
  for (const p of ordered) {
    if (integers > 0 && integers + p.integers > PART_INTEGERS) { batches.push(current); current = []; integers = 0; }
    current.push(...p.cols);
    integers += p.integers;
  }
  if (current.length) batches.push(current);
  const cr = columnRows(m);
  for (const free of batches) {
    const r = restrict(m, cr, x, free);
    const run = await runHighs(r.model, {
      mipRelGap: 0, timeLimit: opts.timeLimit,
      start: opts.start && r.cols.map((j) => at(opts.start!, j)),
      // Presolve on here (off for the window MIPs): measured 0.7-0.8x the time on these small parts.
      // No feasibility jump: a primal heuristic for a MIP without a start, and each part has one;
      // measured 0.75x the parts' HiGHS time over the 2024 year's 104 parts, the same schedules
      // (bench/docs/optimizer-diary.md).
      highsOptions: { presolve: 'on', mip_detect_symmetry: false, mip_abs_gap: opts.absGap / batches.length, ...(opts.start ? { mip_heuristic_run_feasibility_jump: false } : {}), ...opts.highsOptions },
    });
    if (!run.feasible) return undefined;
    r.cols.forEach((j, k) => { x[j] = at(run.colValue, k); });
  }
  return x;
}

/** Sets each engine's start and stop columns (v, w) from its on/off columns (u) in `x`, hour 0
 *  following the state before the horizon: the values the transition rows pin them to. */
export function setEngineTransitions(pm: PlantModel, x: Float64Array, initialOn: readonly boolean[]): void {
  pm.engines.u.forEach((u, k) => u.forEach((j, t) => {
    const before = t === 0 ? (initialOn[k] ? 1 : 0) : at(x, at(u, t - 1));
    const now = at(x, j);
    x[at2(pm.engines.v, k, t)] = now === 1 && before === 0 ? 1 : 0;
    x[at2(pm.engines.w, k, t)] = now === 0 && before === 1 ? 1 : 0;
  }));
}
