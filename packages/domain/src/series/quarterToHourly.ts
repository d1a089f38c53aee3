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
