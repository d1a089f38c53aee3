// What the screen makes of a re-plan's part: the schedule cells whose setpoint changed (engine grid
// row name → hour labels), and the hours a re-plan may start from.
import { hourLabel, periodsByHour, scheduleElectricBoilerName, type ReplanChange } from '@plantasim/domain';

/**
 * Row name of the engine grid (electric boilers under their schedule names) → changed hour labels.
 * The changes are by hour; on the view of a quarter run's periods (`fechas`: the shown periods'
 * FECHA_HORA) each changed hour marks every period of that hour (a day of 24 periods is hourly, any
 * other day's periods are quarters).
 */
export function changedCells(changes: readonly ReplanChange[], fechas?: readonly string[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const byHour = fechas ? periodsByHour(periodsOfFechas(fechas)) : undefined;
  for (const c of changes) {
    const row = scheduleElectricBoilerName(c.unidad);
    let hours = out.get(row);
    if (!hours) out.set(row, (hours = new Set()));
    if (!byHour) hours.add(hourLabel(c.hora));
    else for (const t of byHour[c.hora - 1] ?? []) hours.add(hourLabel(t + 1));
  }
  return out;
}

function periodsOfFechas(fechas: readonly string[]): { label: string; minutes: number }[] {
  const perDay = new Map<string, number>();
  for (const f of fechas) perDay.set(f.slice(0, 10), (perDay.get(f.slice(0, 10)) ?? 0) + 1);
  return fechas.map((label) => ({ label, minutes: perDay.get(label.slice(0, 10)) === 24 ? 60 : 15 }));
}

/** Hours a re-plan may start from: H`first`..Hn (H2 for a plan under way, H1 for a later day's). */
export function replanHours(hours: number, first = 2): number[] {
  return Array.from({ length: Math.max(0, hours - first + 1) }, (_, i) => i + first);
}
