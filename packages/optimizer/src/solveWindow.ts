// Builds and solves one horizon as a single MILP and reads the solution back.
// Strategy (measured in the README): solve the LP relaxation first (its value is also the
// window's LP bound), round its binaries into a MIP start, then solve the MIP from that start.
// On this plant the LP relaxation is nearly integral, so the rounded start is usually within
// the gap at once and HiGHS stops after the root instead of spending seconds in cut rounds.
import type { OptimizerInput } from './input.ts';
import { buildModel, type PlantModel } from './model.ts';
import { relativeGap, runHighs, type RunResult } from './highsRunner.ts';
import { extractSolution, type PlantSolution } from './solution.ts';
import type { BuildOptions } from './components/context.ts';
import { unmetColumns } from './components/balances.ts';
import { enginesFixedRepair, setEngineTransitions } from './enginesFixedRepair.ts';
import { steamCoverRows } from './steamCovers.ts';
import { defineSteadyTieBreak, setpointSeries } from './components/steadiness.ts';
import { at, at2 } from './at.ts';
import { rowName } from './rowFamilies.ts';

export interface WindowOptions extends BuildOptions {
  mipRelGap?: number;
  timeLimit?: number;
  /** Skip the LP-rounding start (plain MIP solve). */
  noLpStart?: boolean;
  /** Skip the steam cover rows' second relaxation (steamCovers.ts; benchmarks compare). */
  noSteamCovers?: boolean;
  /** With `relax`: solve the relaxation again with the steam cover rows it violates (a horizon's bound). */
  steamCoverBound?: boolean;
  /** Skip the engines-fixed repair step (enginesFixedRepair; benchmarks compare with and without). */
  noRepair?: boolean;
  /** Skip the steady pass (the tie-break toward steady setpoints after the solve). */
  noSteady?: boolean;
  /**
   * A schedule of the same hours to start from (a re-plan's current plan): its engines' decisions,
   * fixed, are one more LP-and-fix candidate when the LP roundings are not within the gap, and then
   * the MIP start of the later steps if better. Decisions the model forbids (a tripped unit) are taken off.
   */
  warmStart?: PlantSolution;
  highsOptions?: Record<string, string | number | boolean>;
}

export interface WindowResult {
  run: RunResult;
  /** Value of the LP relaxation of this window (NaN when not computed). */
  lpBound: number;
  solution?: PlantSolution;
  numCols: number;
  numRows: number;
  model: PlantModel;
}

/** Default HiGHS options for this model, chosen by measurement (README, "Solving", step 5). */
export const DEFAULT_HIGHS_OPTIONS = { presolve: 'off', mip_detect_symmetry: false } as const;

/** Unmet demand (MWh) below this is solver noise. */
export const UNMET_EPS = 1e-6;

/** Total unmet demand of a solution: steam, cold, unserved and spilled electricity (MWh). */
export function totalUnmet(s: PlantSolution): number {
  const sum = (a: number[]) => a.reduce((x, y) => x + y, 0);
  return sum(s.slack.steam) + sum(s.slack.cold) + sum(s.market.unserved) + sum(s.market.spill);
}

/**
 * Solves one window. Unmet demand is lexicographic: a per-MWh penalty alone can make a little
 * unmet demand cheaper than a real option with a fixed cost (a rented compressor's day fee), so
 * when the first solve leaves some unmet, phase 1 finds the least unmet demand U* any schedule
 * reaches (objective: the slacks alone) and phase 2 minimises the cost with the total unmet
 * limited to U* (defineUnmetLimit). Plans that cover every demand pay nothing extra.
 */
export async function solveWindow(input: OptimizerInput, opts: WindowOptions = {}): Promise<WindowResult> {
  const solved = await solveLexicographic(input, opts);
  return opts.relax || opts.noSteady ? solved : steadyPass(opts, solved);
}

/** A reduced cost or dual below this is a tie (HiGHS' optimality tolerance is 1e-7). */
const FACE_TOL = 1e-7;

/**
 * Equal-cost plans are many (a degenerate LP: an engine at 8.4 or 4.2 MW, a boiler loaded one
 * hour and idle the next, for the same euro), and the solver returns any of them. The steady pass
 * keeps the solved on/off of every unit, re-solves the plan's LP for its reduced costs and duals,
 * and over that LP's optimal face minimises the movement of the setpoints (defineSteadyTieBreak):
 * two LPs (one when LP-and-fix proved the plan: its duals are kept), yet a third of an easy week's
 * time (bench/docs/optimizer-diary.md). The new plan costs the same (the face), which is checked.
 */
async function steadyPass(opts: WindowOptions, solved: WindowResult): Promise<WindowResult> {
  if (!solved.solution || !solved.run.feasible) return solved;
  const m0 = solved.model.m;
  // A plan proven by LP-and-fix already carries that LP's duals (the same LP): no re-solve.
  const reuse = solved.run.rowDual.length === m0.numRows && solved.run.colDual.length === m0.numCols;
  const plan = reuse ? { ...solved.run, seconds: 0 } : await runHighs(m0, { fixIntegers: solved.run.colValue, duals: true, timeLimit: opts.timeLimit });
  let seconds = solved.run.seconds + plan.seconds;
  const keep = () => ({ ...solved, run: { ...solved.run, seconds } });
  if (plan.status !== 'optimal') return keep();
  // The solved model itself, extended in a copy: its rows are the ones the plan's duals index (the
  // lexicographic second phase's model has its unmet limit among them; building the model again from
  // `opts` would drop that row and hold the later rows' bounds one row off).
  const m = m0.copy();
  defineSteadyTieBreak(m, setpointSeries(solved.model));
  for (let j = 0; j < m0.numCols; j++) {
    const x = at(plan.colValue, j);
    if (m0.colInteger[j] || Math.abs(at(plan.colDual, j)) > FACE_TOL) m.fix(j, x);
  }
  for (let i = 0; i < m0.numRows; i++) {
    if (Math.abs(at(plan.rowDual, i)) <= FACE_TOL) continue;
    let activity = 0;
    for (let k = at(m0.rowStarts, i); k < at(m0.rowStarts, i + 1); k++) activity += at(m0.rowValue, k) * at(plan.colValue, at(m0.rowIndex, k));
    const lo = at(m0.rowLower, i), hi = at(m0.rowUpper, i);
    // The active side of the row: its bound when finite (the activity may differ by 1e-10).
    const held = Math.abs(activity - lo) <= Math.abs(activity - hi) ? lo : hi;
    m.rowLower[i] = held;
    m.rowUpper[i] = held;
  }
  const run = await runHighs(m, { timeLimit: opts.timeLimit });
  seconds += run.seconds;
  if (run.status !== 'optimal') return keep();
  const x = run.colValue.slice(0, m0.numCols);
  let objective = m0.objectiveOffset;
  for (let j = 0; j < m0.numCols; j++) objective += at(m0.colCost, j) * at(x, j);
  // On the face the cost is the plan's; anything more is a tolerance gone wrong: keep the plan.
  if (objective > plan.objective + 1e-9 * Math.max(1, Math.abs(plan.objective))) return keep();
  const bound = Math.min(solved.run.bound, objective);
  const gap = Math.max(0, relativeGap(objective, bound));
  return {
    ...solved,
    run: { ...solved.run, colValue: x, objective, bound, gap, seconds },
    solution: extractSolution(solved.model, x),
  };
}

async function solveLexicographic(input: OptimizerInput, opts: WindowOptions): Promise<WindowResult> {
  const first = await solveBuilt(buildModel(input, opts), opts, input);
  if (opts.relax || opts.unmetLimit !== undefined || !first.solution) return first;
  const unmet = totalUnmet(first.solution);
  if (unmet <= UNMET_EPS) return first;
  const p1 = buildModel(input, opts);
  const slacks = new Set(unmetColumns(p1.balances, p1.market));
  for (let j = 0; j < p1.m.numCols; j++) p1.m.colCost[j] = slacks.has(j) ? 1 : 0;
  p1.m.objectiveOffset = 0;
  const least = await solveBuilt(p1, opts, input);
  const spent = first.run.seconds + least.run.seconds;
  if (!least.solution) return first;
  const limit = totalUnmet(least.solution);
  if (limit >= unmet - UNMET_EPS) return { ...first, run: { ...first.run, seconds: spent } };
  const second = await solveBuilt(buildModel(input, { ...opts, unmetLimit: limit + UNMET_EPS }), opts, input);
  if (!second.solution) return { ...first, run: { ...first.run, seconds: spent } };
  return { ...second, run: { ...second.run, seconds: second.run.seconds + spent } };
}

/**
 * The relaxation `lp` of `pm` solved again with the steam cover rows it violates (steamCovers.ts),
 * or `lp` itself when none is violated or the second solve fails. The rows are valid for every
 * schedule, so its objective is still a lower bound; they are removed again, leaving `pm` as it was.
 * `seconds` counts both solves. With `lp.basis` the second solve starts from it, the new rows basic:
 * a dual simplex from the relaxation's vertex (about half the iterations of a cold start,
 * bench/docs/optimizer-diary.md).
 */
export async function withSteamCovers(pm: PlantModel, lp: RunResult, timeLimit?: number): Promise<RunResult> {
  const rows = steamCoverRows(pm, lp.colValue);
  if (rows.length === 0) return lp;
  const base = pm.m.numRows;
  rows.forEach((terms, k) => pm.m.addRow(rowName('steamCover', k), terms, 1, Infinity));
  const warm = lp.basis?.rowStatus.length === base ? { colStatus: lp.basis.colStatus, rowStatus: Int32Array.from({ length: pm.m.numRows }, (_, i) => (i < base ? at(lp.basis!.rowStatus, i) : BASIC)) } : undefined;
  const tighter = await runHighs(pm.m, { relax: true, timeLimit, basis: warm });
  pm.m.truncateRows(base);
  const seconds = lp.seconds + tighter.seconds;
  return tighter.status === 'optimal' && tighter.objective >= lp.objective ? { ...tighter, seconds } : { ...lp, seconds };
}

/** HiGHS' basis status of a basic variable (highs.constants.basisStatus.basic). */
const BASIC = 1;

async function timed<T>(f: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const started = performance.now();
  const value = await f();
  return { value, seconds: (performance.now() - started) / 1000 };
}

async function solveBuilt(pm: PlantModel, opts: WindowOptions, input: OptimizerInput): Promise<WindowResult> {
  const highsOptions = { ...DEFAULT_HIGHS_OPTIONS, ...opts.highsOptions };
  const gapTol = opts.mipRelGap ?? 1e-4;
  const result = (run: RunResult, lpBound: number): WindowResult => ({
    run, lpBound, model: pm,
    solution: run.feasible ? extractSolution(pm, run.colValue) : undefined,
    numCols: pm.m.numCols,
    numRows: pm.m.numRows,
  });
  if (opts.relax) {
    const lp = await runHighs(pm.m, { relax: true, timeLimit: opts.timeLimit, keepBasis: true });
    const bounded = opts.steamCoverBound && lp.status === 'optimal' ? await withSteamCovers(pm, lp, opts.timeLimit) : lp;
    return result(bounded, bounded.status === 'optimal' ? bounded.objective : NaN);
  }
  if (opts.noLpStart) {
    return result(await runHighs(pm.m, { mipRelGap: gapTol, timeLimit: opts.timeLimit, highsOptions }), NaN);
  }
  // 1. LP relaxation: a lower bound for this window.
  const lp = await runHighs(pm.m, { relax: true, timeLimit: opts.timeLimit, keepBasis: !opts.noSteamCovers });
  let seconds = lp.seconds;
  if (lp.status !== 'optimal') {
    const run = await runHighs(pm.m, { mipRelGap: gapTol, timeLimit: opts.timeLimit, highsOptions });
    run.seconds += seconds;
    return result(run, NaN);
  }
  // 2. LP-and-fix: round the binaries, fix them, re-solve the LP. When that schedule is within
  //    the gap of the LP bound it is proven optimal (to the tolerance) without branch and bound.
  //    Two roundings of the hour-by-hour units: the minimal covering set first, every fractional unit
  //    up only when that is not within the gap; the better one is kept. Measured on both 2024 years
  //    (107 windows): the covering set was within the gap in 87, rounding up in 31, all of them among
  //    the 87, and in those 31 the covering set's plan was as cheap or cheaper (README).
  const rounded = roundedStart(pm, lp.colValue);
  // Duals read back: when this LP proves the plan, the steady pass starts from them.
  const duals = !opts.noSteady;
  let fixed = await runHighs(pm.m, { fixIntegers: coverRounding(pm, lp.colValue, rounded), duals, timeLimit: opts.timeLimit });
  seconds += fixed.seconds;
  let bound = lp.objective;
  const gapOf = (r: RunResult) => (r.status === 'optimal' ? relativeGap(r.objective, bound) : Infinity);
  if (gapOf(fixed) > gapTol) {
    const up = await runHighs(pm.m, { fixIntegers: rounded, duals, timeLimit: opts.timeLimit });
    seconds += up.seconds;
    if (gapOf(up) < gapOf(fixed)) fixed = up;
  }
  // A warm start (a re-plan's plan) is tried only when neither rounding is within the gap: measured on
  // the re-plan benchmark, the roundings usually are, and trying the plan first only added an LP.
  // When it is better it is the start of the sub-MIP and of branch and bound below.
  if (opts.warmStart && gapOf(fixed) > gapTol) {
    const planned = await runHighs(pm.m, { fixIntegers: warmStartColumns(pm, opts.warmStart, rounded, input.engines.map((e) => e.estado)), duals, timeLimit: opts.timeLimit });
    seconds += planned.seconds;
    if (gapOf(planned) < gapOf(fixed)) fixed = planned;
  }
  // 2b. The relaxation again with the steam cover rows it violates (steamCovers.ts): a higher bound,
  //     which is what the windows whose roundings are near the optimum lack (mode 2's boiler minimum
  //     loads). The rows are valid for every schedule, so the bound stays a bound; they are taken out
  //     again and the model the later steps solve is unchanged.
  if (gapOf(fixed) > gapTol && !opts.noSteamCovers) {
    const tighter = await withSteamCovers(pm, lp, opts.timeLimit);
    seconds += tighter.seconds - lp.seconds;
    if (tighter.status === 'optimal' && tighter.objective > bound) bound = tighter.objective;
  }
  // 3. The engines' rounded on/off fixed and everything else re-optimised in small independent parts
  //    (enginesFixedRepair): the roundings of the hour-by-hour units are what is usually wrong.
  let repairedAll = false;
  if (gapOf(fixed) > gapTol && !opts.noRepair) {
    const initialOn = input.engines.map((e) => e.estado);
    const absGap = (gapTol / 2) * Math.max(1, Math.abs(bound));
    const x = await timed(() => enginesFixedRepair(pm, rounded, initialOn, { absGap, timeLimit: opts.timeLimit, start: fixed.status === 'optimal' ? fixed.colValue : undefined }));
    seconds += x.seconds;
    if (x.value) {
      const repaired = await runHighs(pm.m, { fixIntegers: x.value, duals, timeLimit: opts.timeLimit });
      seconds += repaired.seconds;
      repairedAll = repaired.status === 'optimal';
      if (gapOf(repaired) < gapOf(fixed)) fixed = repaired;
    }
  }
  if (gapOf(fixed) <= gapTol) return result({ ...fixed, bound, gap: Math.max(0, gapOf(fixed)), seconds }, bound);
  // 4. Sub-MIP on the LP's fractional binaries only (the integral ones fixed at their LP value):
  //    a small branch and bound, since the LP is nearly integral. Its optimum is feasible for the
  //    window; within the gap of the LP bound it is proven optimal like step 2. Skipped after a
  //    repair: the repair's schedule is then as good, and what is missing is a bound, which only
  //    branch and bound raises (mode-2 weeks of spring 2024: 0.87x CPU, same plans; mode 0 even).
  if (!repairedAll) {
    const integral = (j: number) => { const x = at(lp.colValue, j); return Math.abs(x - Math.round(x)) <= 1e-6; };
    const sub = await runHighs(pm.m, {
      fixIntegers: lp.colValue.map(Math.round), fixOnly: integral, mipRelGap: gapTol / 4, timeLimit: opts.timeLimit, highsOptions,
      start: fixed.status === 'optimal' ? fixed.colValue : undefined,
    });
    seconds += sub.seconds;
    if (sub.feasible && gapOf(sub) < gapOf(fixed)) fixed = { ...sub, status: 'optimal' };
    if (gapOf(fixed) <= gapTol) return result({ ...fixed, bound, gap: Math.max(0, gapOf(fixed)), seconds }, bound);
  }
  // 5. Branch and bound from the best schedule so far (if feasible) as MIP start.
  const run = await runHighs(pm.m, {
    mipRelGap: gapTol, timeLimit: opts.timeLimit, highsOptions,
    start: fixed.status === 'optimal' ? fixed.colValue : rounded,
  });
  run.seconds += seconds;
  if (run.feasible && run.bound < bound) run.bound = bound;
  return result(run, bound);
}

/**
 * The integer columns of `base` (an LP rounding) with the engines' states of `s` (same hours as the
 * model) laid over them. Only engines: boilers and compressors are what covers a tripped unit's
 * steam and cold, so the plan's states of them are the ones that must change. A state whose column is
 * bounded below 1 (a unit unavailable then) is 0; starts and stops follow the states from `initialOn`.
 */
export function warmStartColumns(pm: PlantModel, s: PlantSolution, base: Float64Array, initialOn: readonly boolean[]): Float64Array {
  const x = Float64Array.from(base);
  pm.engines.u.forEach((u, k) => u.forEach((j, t) => {
    const on = s.engines[k]?.on[t];
    if (on !== undefined) x[j] = on > 0.5 && at(pm.m.colUpper, j) > 0.5 ? 1 : 0;
  }));
  setEngineTransitions(pm, x, initialOn);
  return x;
}

/** Rounds the integer columns of an LP solution; HiGHS completes the continuous ones by an LP
 *  with the integers fixed, and silently drops the start if that is infeasible. Engines round
 *  to nearest; boilers and compressors round up (the LP runs them at fractional on/off with
 *  small loads, and switching them off would leave demand unmet while surplus steam and cold
 *  are allowed). */
/** Alternative rounding for the hour-by-hour units (boilers, compressors): in each hour and
 *  family, switch on the largest units (index order among equal sizes, as the symmetry-breaking
 *  rows require) until their capacity covers the family's LP load, the rest off. Rounding every
 *  fractional unit up instead forces surplus minimum loads. */
export function coverRounding(pm: PlantModel, x: ArrayLike<number>, base: Float64Array): Float64Array {
  const s = Float64Array.from(base);
  const families: Array<{ on: number[][]; load: number[][] }> = [
    { on: pm.gasBoilers.b, load: pm.gasBoilers.X },
    { on: pm.electricBoilers.b, load: pm.electricBoilers.X },
    { on: pm.compressors.c, load: pm.compressors.E },
  ];
  for (const f of families) {
    for (let t = 0; t < pm.prep.T; t++) {
      const units = f.on.map((on, k) => {
        const jx = at2(f.load, k, t);
        return { k, jb: at(on, t), load: at(x, jx), cap: at(pm.m.colUpper, jx) };
      });
      const need = units.reduce((a, u) => a + u.load, 0);
      units.sort((a, b) => b.cap - a.cap || a.k - b.k);
      let cap = 0;
      for (const u of units) {
        const on = cap < need - 1e-9 && u.cap > 0 && at(pm.m.colUpper, u.jb) > 0;
        s[u.jb] = on ? 1 : 0;
        if (on) cap += u.cap;
      }
    }
  }
  return s;
}

export function roundedStart(pm: PlantModel, x: ArrayLike<number>, threshold = Number(process.env.PLANTASIM_ROUND ?? 0.5)): Float64Array {
  const s = Float64Array.from(x);
  for (let j = 0; j < s.length; j++) {
    if (!pm.m.colInteger[j]) continue;
    const up = pm.m.colComponent(j) === 'Engine' ? threshold : 1e-6;
    s[j] = at(s, j) > up ? 1 : 0;
  }
  // The net meter's direction (autoconsumo_neto) follows the sign of the LP's net flow S - Bc - Bo;
  // rounded up like the other units it would forbid every purchase of an hour the LP half-exports.
  for (const { z, hour: t } of pm.market.exporting) {
    const net = at(x, at(pm.market.S, t)) - at(x, at(pm.market.Bc, t)) - at(x, at(pm.market.Bo, t));
    s[z] = net > 1e-9 || (net >= -1e-9 && at(x, z) >= 0.5) ? 1 : 0;
  }
  return s;
}
