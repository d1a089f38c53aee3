// The runs Plan vs real may compare a day with: every executed run the user sees whose horizon
// covers the day (rules/planInForce.ts), the day's plan in force first. Pure, for the picker.
import {
  dayIndexIn, formatDate, hasResultsStatus, isListedStatus, kindOf, planInForce, plannedDays,
  type CalendarDate, type RunKind, type SimulationListItem,
} from '@plantasim/domain';

export interface PlanOption {
  id: number;
  name: string;
  kind: RunKind;
  /** First and last planned day, dd/MM/yyyy. */
  from: string;
  to: string;
  inForce: boolean;
}

export function planOptions(list: readonly SimulationListItem[], day: CalendarDate): PlanOption[] {
  const inForce = planInForce(list, day)?.run.id ?? null;
  const options: PlanOption[] = [];
  for (const s of list) {
    if (!isListedStatus(s.status) || !hasResultsStatus(s.status) || s.parent_id !== null || dayIndexIn(s, day) === null) continue;
    const span = plannedDays(s)!;
    options.push({ id: s.id, name: s.name, kind: kindOf(s), from: formatDate(span.from), to: formatDate(span.to), inForce: s.id === inForce });
  }
  // The plan in force first, then the newest created.
  const created = new Map(list.map((s) => [s.id, Date.parse(s.created)]));
  return options.sort((a, b) => Number(b.inForce) - Number(a.inForce) || created.get(b.id)! - created.get(a.id)! || b.id - a.id);
}
