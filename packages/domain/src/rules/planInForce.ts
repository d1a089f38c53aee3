// The plan in force for an operating day: the one rule that plan vs real, the year to date and the
// home page read, and that the validity dialogs explain.
//
// Validity is kept per creation day (docs/rules/states.md), but a run plans the days of its horizon, which need not
// be the day it was created on (a 3-day run made on Friday plans Saturday to Monday). The plan in force
// for a day is the most recently created run that is valid, ran OK, is an operational run (not a
// planning year, not a backtesting month, not a sensitivity child) and whose horizon covers the day.
// Validity is one per creation day *and kind of run*: a planning year or a backtesting month made valid
// never removes the validity of an operational plan, nor the reverse.
import { addDays, compareDates, daysBetween, formatDate, parseDate, type CalendarDate } from '../calendar/dates.ts';
import type { Configuracion } from '../schemas/configuracion.ts';
import { effectiveExecutionMode } from './horizonRule.ts';
import { hasResultsStatus } from './lifecycle.ts';
import { BACKTESTING_MODE, PLANNING_MODE } from './executionModes.ts';

/** Kinds of run; validity is one per creation day within each kind. */
export const RUN_KINDS = ['operativa', 'backtesting', 'planificacion'] as const;
export type RunKind = (typeof RUN_KINDS)[number];
export const OPERATIONAL_RUN: RunKind = 'operativa';

/** The kind of a run from its configuration (a launch sends modes 3 and 4 as 2 with their text). */
export function runKind(config: Pick<Configuracion, 'modoEjecucion' | 'modoEjecucionTexto' | 'mesBacktesting' | 'mesPlanificacion'>): RunKind {
  const mode = effectiveExecutionMode(config);
  if (mode === PLANNING_MODE) return 'planificacion';
  if (mode === BACKTESTING_MODE) return 'backtesting';
  return OPERATIONAL_RUN;
}

/** What the rule reads of a run: the list item's fields and the days it plans. */
export interface PlannedRun {
  id: number | string;
  created: string;
  status: number;
  VALID: 0 | 1;
  /** Absent on items that predate kinds: operational. */
  tipo?: RunKind;
  /** First planned day, 'dd/MM/yyyy' (null when unknown). */
  fechaActual?: string | null;
  /** Days planned (null when unknown). */
  horizonte?: number | null;
  parent_id?: number | string | null;
}

export type RunPlanFields = Required<Pick<PlannedRun, 'tipo' | 'fechaActual' | 'horizonte'>>;

/** What a stored run plans, read from its inputs' configuration: an operational run of unknown days
 *  when there is none to read. */
export function runPlanOf(inputs: unknown): RunPlanFields {
  const c = (inputs as { configuracion?: unknown } | null)?.configuracion as Record<string, unknown> | null | undefined;
  if (!c || typeof c !== 'object') return { tipo: OPERATIONAL_RUN, fechaActual: null, horizonte: null };
  const tipo = runKind(c as unknown as Parameters<typeof runKind>[0]);
  const fechaActual = typeof c.fechaActual === 'string' && parseDate(c.fechaActual).ok ? c.fechaActual : null;
  const horizonte = typeof c.horizonte === 'number' && Number.isInteger(c.horizonte) && c.horizonte >= 1 ? c.horizonte : null;
  return { tipo, fechaActual, horizonte };
}

export const kindOf = (run: Pick<PlannedRun, 'tipo'>): RunKind => run.tipo ?? OPERATIONAL_RUN;

/** First and last planned day, or null when the run does not say. */
export function plannedDays(run: Pick<PlannedRun, 'fechaActual' | 'horizonte'>): { from: CalendarDate; to: CalendarDate } | null {
  const first = parseDate(run.fechaActual ?? '');
  const days = run.horizonte ?? 0;
  if (!first.ok || !Number.isInteger(days) || days < 1) return null;
  return { from: first.data, to: addDays(first.data, days - 1) };
}

/** Position of `day` in the run's horizon (0 = its first day), or null when it does not plan it. */
export function dayIndexIn(run: Pick<PlannedRun, 'fechaActual' | 'horizonte'>, day: CalendarDate): number | null {
  const span = plannedDays(run);
  if (!span || compareDates(day, span.from) < 0 || compareDates(day, span.to) > 0) return null;
  return daysBetween(span.from, day);
}

/** A run that can be the plan in force (of its kind) of the days it covers. */
export function mayBeInForce(run: PlannedRun, kind: RunKind = OPERATIONAL_RUN): boolean {
  return run.VALID === 1 && hasResultsStatus(run.status) && kindOf(run) === kind && run.parent_id == null;
}

/** Newest created first; the higher id breaks a tie. */
function newer(a: PlannedRun, b: PlannedRun): boolean {
  const ta = Date.parse(a.created);
  const tb = Date.parse(b.created);
  if (ta !== tb) return ta > tb;
  return Number(a.id) > Number(b.id);
}

export interface PlanInForce<T> {
  run: T;
  /** Position of the day in the run's horizon: its hours are 24·dayIndex … 24·dayIndex + 23. */
  dayIndex: number;
}

/**
 * The plan in force for an operating day, or null when no valid operational run covers it. With
 * `kind`, the same rule among the runs of another kind (the planning year in force for a day).
 */
export function planInForce<T extends PlannedRun>(runs: readonly T[], day: CalendarDate, kind: RunKind = OPERATIONAL_RUN): PlanInForce<T> | null {
  let best: PlanInForce<T> | null = null;
  for (const run of runs) {
    if (!mayBeInForce(run, kind)) continue;
    const dayIndex = dayIndexIn(run, day);
    if (dayIndex === null) continue;
    if (!best || newer(run, best.run)) best = { run, dayIndex };
  }
  return best;
}

export interface PlanChange<T> {
  day: CalendarDate;
  before: T | null;
  after: T | null;
}

/**
 * The operating days whose plan in force differs between two states of the list (before and after a
 * validity change, an activation or a deletion), in date order. Only the days planned by a run whose
 * validity or status changed can change plan.
 */
export function planChanges<T extends PlannedRun>(before: readonly T[], after: readonly T[]): PlanChange<T>[] {
  const was = new Map(before.map((r) => [String(r.id), r]));
  const touched = after.filter((r) => {
    const old = was.get(String(r.id));
    return !old || old.VALID !== r.VALID || old.status !== r.status;
  });
  const gone = before.filter((r) => !after.some((a) => String(a.id) === String(r.id)));
  const days = new Map<string, CalendarDate>();
  for (const run of [...touched, ...gone, ...touched.map((r) => was.get(String(r.id))).filter((r): r is T => r !== undefined)]) {
    const span = plannedDays(run);
    if (!span) continue;
    for (let d = span.from; compareDates(d, span.to) <= 0; d = addDays(d, 1)) days.set(formatDate(d), d);
  }
  const out: PlanChange<T>[] = [];
  for (const day of [...days.values()].sort(compareDates)) {
    const b = planInForce(before, day)?.run ?? null;
    const a = planInForce(after, day)?.run ?? null;
    if ((b === null ? null : String(b.id)) !== (a === null ? null : String(a.id))) out.push({ day, before: b, after: a });
  }
  return out;
}

/** A message to show (catalogue code and parameters). */
export interface PlanChangeMessage {
  code: 'plan.change.replaced' | 'plan.change.added' | 'plan.change.removed' | 'plan.change.title' | 'plan.change.none';
  params: Record<string, string | number>;
}

const runLabel = (run: PlannedRun & { name?: string }): string => (run.name ? `${run.id} «${run.name}»` : String(run.id));

/**
 * The dialog's lines: a title, then one line per run of consecutive days that change from the same
 * plan to the same plan ('dd/MM/yyyy' or 'dd/MM/yyyy – dd/MM/yyyy'); or one line saying that no
 * operating day changes plan.
 */
export function planChangeMessages<T extends PlannedRun & { name?: string }>(changes: readonly PlanChange<T>[]): PlanChangeMessage[] {
  if (changes.length === 0) return [{ code: 'plan.change.none', params: {} }];
  const groups: Array<{ from: CalendarDate; to: CalendarDate; before: T | null; after: T | null }> = [];
  for (const c of changes) {
    const last = groups[groups.length - 1];
    if (last && daysBetween(last.to, c.day) === 1 && last.before?.id === c.before?.id && last.after?.id === c.after?.id) last.to = c.day;
    else groups.push({ from: c.day, to: c.day, before: c.before, after: c.after });
  }
  const lines: PlanChangeMessage[] = [{ code: 'plan.change.title', params: {} }];
  for (const g of groups) {
    const days = compareDates(g.from, g.to) === 0 ? formatDate(g.from) : `${formatDate(g.from)} – ${formatDate(g.to)}`;
    if (g.before && g.after) lines.push({ code: 'plan.change.replaced', params: { days, before: runLabel(g.before), after: runLabel(g.after) } });
    else if (g.after) lines.push({ code: 'plan.change.added', params: { days, after: runLabel(g.after) } });
    else if (g.before) lines.push({ code: 'plan.change.removed', params: { days, before: runLabel(g.before) } });
  }
  return lines;
}
