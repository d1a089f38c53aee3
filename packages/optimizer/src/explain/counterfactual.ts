// Counterfactual of one block: the block's unit forced to the other state over the block's hours,
// the plant re-optimised around it, and the cost compared with the plan re-optimised the same way.
// What is re-optimised: every continuous decision (loads, purchases, sales, vented steam...) in the
// block's hours and the hour on each side, every boiler and compressor on/off in those hours, and
// the rented compressors' day flags of those days. The other engines' commitments and everything
// outside those hours stay as planned. Only these hours are coupled to the block once the
// commitments outside are fixed (balances and market rows are hourly; start/stop derating and
// minimum times reach the neighbour hours, day flags the day), so the restricted model's optimum is
// the full model's optimum with those commitments fixed: an independent test re-solves the full
// model to check it to 1e-6.
// With every engine's on/off fixed, its starts and stops are fixed too (v, w follow from u), so the
// minimum-time rows become plain checks and what is left is hourly except the rented day flags:
// the hours are re-solved one day at a time (small MIPs instead of one as long as the block), and
// the plan's re-solve of each day is shared by every block that frees the same hours.
import { mustRunWhenAvailable, usesCouplingTable } from '@plantasim/domain';
import type { OptimizerInput } from '../input.ts';
import type { Prepared } from '../prepare.ts';
import type { PlantModel } from '../model.ts';
import { runHighs } from '../highsRunner.ts';
import { columnRows, restrict, type ColumnRows } from '../lp/restrict.ts';
import type { Block, ConstraintKind } from './types.ts';
import { at } from '../at.ts';
import { familyOf, type RowFamily } from '../rowFamilies.ts';

export interface FlipContext {
  input: OptimizerInput;
  prep: Prepared;
  pm: PlantModel;
  cr: ColumnRows;
  /** The plan's full column vector, and its objective. */
  x: Float64Array;
  objective: number;
  /** Columns per hour, and rented compressors' day-flag columns per day. */
  hourCols: number[][];
  dayCols: Map<number, number[]>;
  /** The plan re-optimised over one day's free hours (key day:lo-hi): the objective's change and
   *  the free columns' values. */
  bases: Map<string, Promise<{ change: number; cols: number[]; values: Float64Array }>>;
}

export function flipContext(input: OptimizerInput, pm: PlantModel, x: Float64Array): FlipContext {
  const hourCols: number[][] = Array.from({ length: pm.prep.T }, () => []);
  const dayCols = new Map<number, number[]>();
  pm.m.colKeys.forEach((k, j) => {
    if (k.component === 'Compressor' && k.attr === 'y') dayCols.set(k.hour, [...(dayCols.get(k.hour) ?? []), j]);
    else hourCols[k.hour]?.push(j);
  });
  let objective = pm.m.objectiveOffset;
  for (let j = 0; j < pm.m.numCols; j++) objective += at(pm.m.colCost, j) * at(x, j);
  return { input, prep: pm.prep, pm, cr: columnRows(pm.m), x, objective, hourCols, dayCols, bases: new Map() };
}

const HOURLY: Record<string, true> = { GasBoiler: true, ElecBoiler: true, Compressor: true };

export function onColumns(pm: PlantModel, b: Block): number[] {
  const cols = b.family === 'engine' ? pm.engines.u : b.family === 'gasBoiler' ? pm.gasBoilers.b
    : b.family === 'electricBoiler' ? pm.electricBoilers.b : pm.compressors.c;
  return at(cols, b.unit).slice(b.from, b.to);
}

/** The hours a block's re-solve frees, [lo, hi), cut into days: [day, lo, hi][]. */
function segments(ctx: FlipContext, b: Block): Array<[number, number, number]> {
  const lo = Math.max(0, b.from - 1);
  const hi = Math.min(ctx.prep.T, b.to + 1);
  const out: Array<[number, number, number]> = [];
  for (let t = lo; t < hi; t++) {
    const d = ctx.prep.dayOf(t);
    const last = out[out.length - 1];
    if (last && last[0] === d) last[2] = t + 1;
    else out.push([d, t, t + 1]);
  }
  return out;
}

/** Free columns of hours [lo, hi) of day d: continuous ones (not the engines' v, w, which follow
 *  from u), boilers' and compressors' on/off except `own`, the day's rental flags. */
function freeColumns(ctx: FlipContext, d: number, lo: number, hi: number, own: ReadonlySet<number>): number[] {
  const { m } = ctx.pm;
  const free: number[] = [];
  for (let t = lo; t < hi; t++) {
    for (const j of at(ctx.hourCols, t)) {
      const k = at(m.colKeys, j);
      if (at(m.colInteger, j)) {
        if (HOURLY[k.component] && !own.has(j)) free.push(j);
      } else if (!(k.component === 'Engine' && (k.attr === 'v' || k.attr === 'w'))) free.push(j);
    }
  }
  free.push(...(ctx.dayCols.get(d) ?? []));
  return free;
}

/** Sets engine e's start and stop columns of hours [from, to] from its on/off in x; returns the
 *  columns changed. */
function followTransitions(ctx: FlipContext, x: Float64Array, e: number, from: number, to: number): number[] {
  const u = at(ctx.pm.engines.u, e), v = at(ctx.pm.engines.v, e), w = at(ctx.pm.engines.w, e);
  const changed: number[] = [];
  for (let t = from; t <= Math.min(to, ctx.prep.T - 1); t++) {
    const before = t === 0 ? (at(ctx.input.engines, e).estado ? 1 : 0) : at(x, at(u, t - 1));
    const now = at(x, at(u, t));
    for (const [j, value] of [[at(v, t), Math.max(0, now - before)], [at(w, t), Math.max(0, before - now)]] as const) {
      if (x[j] !== value) changed.push(j);
      x[j] = value;
    }
  }
  return changed;
}

export type FlipResult =
  | { status: 'ok'; objective: number; baseObjective: number; x: Float64Array; xBase: Float64Array }
  | { status: 'infeasible'; constraint: ConstraintKind; row?: string };

/** Counterfactuals are exact to a thousandth of a euro (the objective includes every fixed cost,
 *  so a relative gap alone would allow several euros on a week). */
const SOLVE = { mipRelGap: 1e-7, timeLimit: 30, highsOptions: { mip_abs_gap: 1e-3 } };

async function solveRestricted(ctx: FlipContext, x: Float64Array, free: number[], changed: number[], skip?: (i: number) => boolean, start?: Float64Array) {
  const r = restrict(ctx.pm.m, ctx.cr, x, free, changed, skip);
  if (r.violatedRow >= 0) return { violatedRow: r.violatedRow, run: undefined, cols: r.cols };
  const run = await runHighs(r.model, { ...SOLVE, start: start && r.cols.map((j) => at(start, j)) });
  return { violatedRow: -1, run, cols: r.cols };
}

/** The plan re-optimised over hours [lo, hi) of day d with every hourly on/off free. */
function baseOf(ctx: FlipContext, d: number, lo: number, hi: number) {
  const key = `${d}:${lo}-${hi}`;
  let base = ctx.bases.get(key);
  if (!base) {
    base = (async () => {
      const free = freeColumns(ctx, d, lo, hi, new Set());
      const r = await solveRestricted(ctx, ctx.x, free, [], undefined, ctx.x);
      if (!r.run || r.run.status !== 'optimal') throw new Error(`the plan over hours ${lo}-${hi} did not re-solve (${r.run?.status ?? 'violated row'})`);
      return { change: r.run.objective - ctx.objective, cols: r.cols, values: r.run.colValue };
    })();
    ctx.bases.set(key, base);
  }
  return base;
}

export async function flipBlock(ctx: FlipContext, b: Block): Promise<FlipResult> {
  const { pm } = ctx;
  const cols = onColumns(pm, b);
  const value = b.on ? 0 : 1;
  const byBounds = cols.find((j) => at(pm.m.colLower, j) > value || at(pm.m.colUpper, j) < value);
  if (byBounds !== undefined) return { status: 'infeasible', constraint: boundReason(ctx, b, at(pm.m.colKeys, byBounds).hour) };
  const own = new Set(cols);
  const segs = segments(ctx, b);
  const xBase = Float64Array.from(ctx.x);
  let baseObjective = ctx.objective;
  for (const [d, lo, hi] of segs) {
    const base = await baseOf(ctx, d, lo, hi);
    baseObjective += base.change;
    base.cols.forEach((j, k) => { xBase[j] = at(base.values, k); });
  }
  const x = Float64Array.from(ctx.x);
  for (const j of cols) x[j] = value;
  const changed = b.family === 'engine' ? [...cols, ...followTransitions(ctx, x, b.unit, b.from, b.to)] : cols;
  // Day by day: each solve completes x, so the last one's objective is the whole flipped plan's.
  let objective = NaN;
  for (const [d, lo, hi] of segs) {
    const free = freeColumns(ctx, d, lo, hi, own);
    // MIP start: the plan's re-solve of these hours with the block flipped (HiGHS completes the loads).
    const start = Float64Array.from(xBase);
    for (const j of cols) start[j] = value;
    // Rows are checked through the changed columns of these hours only: a later day's rows still
    // hold its loads as planned until that day is re-solved.
    const here = changed.filter((j) => { const h = at(pm.m.colKeys, j).hour; return h >= lo && h < hi; });
    const r = await solveRestricted(ctx, x, free, here, undefined, start);
    if (r.violatedRow >= 0) return { status: 'infeasible', ...rowReason(at(pm.m.rowNames, r.violatedRow)) };
    if (!r.run || r.run.status !== 'optimal') {
      // Which family of rows makes it infeasible: drop each in turn and re-solve (small models).
      for (const family of droppedFamilies) {
        const skip = (i: number) => familyOf(at(pm.m.rowNames, i)) === family;
        const again = await solveRestricted(ctx, x, free, here, skip);
        if (again.violatedRow < 0 && again.run?.status === 'optimal') return { status: 'infeasible', constraint: reasonOfFamily[family] };
      }
      return { status: 'infeasible', constraint: 'other', row: r.run?.status ?? 'infeasible' };
    }
    const values = r.run.colValue;
    r.cols.forEach((j, k) => { x[j] = at(values, k); });
    objective = r.run.objective;
  }
  return { status: 'ok', objective, baseObjective, x, xBase };
}

/** The reason a flip is infeasible when a row of these families stops it; any other row is 'other'. */
export const reasonOfFamily = {
  engineMinUp: 'minUp',
  engineMinDown: 'minDown',
  enginePmin: 'startStop',
  enginePmax: 'startStop',
} as const satisfies Partial<Record<RowFamily, ConstraintKind>>;

/** The families dropped in turn to find which one makes a flip infeasible. */
export const droppedFamilies = ['enginePmin', 'enginePmax'] as const satisfies ReadonlyArray<keyof typeof reasonOfFamily>;

export function rowReason(row: string): { constraint: ConstraintKind; row?: string } {
  const family = familyOf(row);
  if (family !== undefined && family in reasonOfFamily) return { constraint: reasonOfFamily[family as keyof typeof reasonOfFamily] };
  return { constraint: 'other', row };
}

/** Why the model's bounds fix the unit's state in hour t (prepare.ts sets these bounds). */
function boundReason(ctx: FlipContext, b: Block, t: number): ConstraintKind {
  const { input, prep } = ctx;
  if (!prep.avail(b.name, t)) return 'availability';
  if (b.family !== 'engine') return 'availability'; // a unit without capacity
  if (mustRunWhenAvailable(input.mode)) return 'mode1';
  if (usesCouplingTable(input.mode) && (input.couplingFixed?.[b.unit] ?? false)) return 'coupling';
  return at(input.engines, b.unit).estado ? 'initialUp' : 'initialDown';
}
