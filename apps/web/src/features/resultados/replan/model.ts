// What the screen makes of a re-plan's part: the schedule cells whose setpoint changed (engine grid
// row name → hour labels), and the hours a re-plan may start from.
import { hourLabel, scheduleElectricBoilerName, type ReplanChange } from '@plantasim/domain';

/** Row name of the engine grid (electric boilers under their schedule names) → changed hour labels. */
export function changedCells(changes: readonly ReplanChange[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const c of changes) {
    const row = scheduleElectricBoilerName(c.unidad);
    let hours = out.get(row);
    if (!hours) out.set(row, (hours = new Set()));
    hours.add(hourLabel(c.hora));
  }
  return out;
}

/** Hours a re-plan may start from: H`first`..Hn (H2 for a plan under way, H1 for a later day's). */
export function replanHours(hours: number, first = 2): number[] {
  return Array.from({ length: Math.max(0, hours - first + 1) }, (_, i) => i + first);
}
