// Hourly prices from quarter-hour prices: each real hour is the mean of its four quarters, and the
// day is folded into 24 rows as every hourly series is (calendar/dst.ts mapDstDayToHours: the
// 23-hour day's missing 02:00 row is a copy of 01:00, the 25-hour day's two 02:00 hours averaged).
import type { CalendarDate } from '../calendar/dates.ts';
import { mapDstDayToHours } from '../calendar/dst.ts';
import { madridCivilHours, QUARTERS_PER_HOUR } from '../calendar/quarterKeys.ts';

/**
 * The 24 hourly values of a Madrid day from its quarter values in the market's order (92, 96 or
 * 100: dayQuarterKeys). Null when the count is not the day's.
 */
export function quarterDayToHourly(day: CalendarDate, quarters: readonly number[]): number[] | null {
  const hours = madridCivilHours(day).length;
  if (quarters.length !== hours * QUARTERS_PER_HOUR) return null;
  const real = Array.from({ length: hours }, (_, h) => {
    const q = quarters.slice(h * QUARTERS_PER_HOUR, (h + 1) * QUARTERS_PER_HOUR);
    return q.reduce((a, b) => a + b, 0) / QUARTERS_PER_HOUR;
  });
  return mapDstDayToHours(real);
}

/**
 * The quarter rows still true after an edit of the hourly series they were derived with: a day whose
 * hours changed loses its quarter rows (its edited hours are then its prices). `before` and `after`
 * are the hourly rows by position, keyed 'dd/MM/yyyy HH:00'.
 */
export function quartersAfterHourEdit<Q extends { fecha_hora: string }>(
  quarters: readonly Q[],
  before: readonly { horizonte: string; valor: number }[],
  after: readonly { horizonte: string; valor: number }[],
): Q[] {
  const changed = new Set<string>();
  after.forEach((r, i) => { if (before[i]?.valor !== r.valor) changed.add(r.horizonte.slice(0, 10)); });
  return changed.size === 0 ? [...quarters] : quarters.filter((q) => !changed.has(q.fecha_hora.slice(0, 10)));
}
