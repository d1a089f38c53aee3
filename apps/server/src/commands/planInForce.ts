/**
 * The plan in force for operating days (domain rules/planInForce.ts) read from the simulations table:
 * the valid runs that plan the days asked, and the domain's choice among them.
 */
import {
  addDays, compareDates, formatDate, mayBeInForce, planInForce, plannedDays, type CalendarDate, type PlanInForce, type PlannedRun,
} from '@plantasim/domain';
import type { Repos } from '../repositories/index.ts';
import type { SimulationRow } from '../repositories/simulations.ts';

export type PlannedRow = SimulationRow & PlannedRun;

/** A stored row as the domain rule reads it. */
export function plannedRow(row: SimulationRow): PlannedRow {
  return { ...row, VALID: row.valid, tipo: row.kind, fechaActual: row.first_day, horizonte: row.horizon_days };
}

/** The plan in force for each day of [from, to], by 'dd/MM/yyyy' (days without one are absent). */
export async function plansInForce(repos: Repos<'simulations'>, from: CalendarDate, to: CalendarDate): Promise<Map<string, PlanInForce<PlannedRow>>> {
  const runs = (await repos.simulations.findValidRunsPlanning(formatDate(from), formatDate(to))).map(plannedRow);
  const out = new Map<string, PlanInForce<PlannedRow>>();
  for (let d = from; compareDates(d, to) <= 0; d = addDays(d, 1)) {
    const plan = planInForce(runs, d);
    if (plan) out.set(formatDate(d), plan);
  }
  return out;
}

/** The days of a run's horizon ('dd/MM/yyyy') for which it is the plan in force; none when it may
 *  not be one (not valid, not run OK, not operational, a sensitivity child). */
export async function daysInForceOf(repos: Repos<'simulations'>, row: SimulationRow): Promise<string[]> {
  const run = plannedRow(row);
  const span = plannedDays(run);
  if (!span || !mayBeInForce(run)) return [];
  const plans = await plansInForce(repos, span.from, span.to);
  return [...plans].filter(([, plan]) => String(plan.run.id) === String(row.id)).map(([day]) => day);
}

/** The plan in force for one day, or null. */
export async function planInForceOn(repos: Repos<'simulations'>, day: CalendarDate): Promise<PlanInForce<PlannedRow> | null> {
  return (await plansInForce(repos, day, day)).get(formatDate(day)) ?? null;
}
