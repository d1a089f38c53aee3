// The month as weeks of seven days, Monday first (a Spanish plant's week), for the deviation calendar.
import { daysInMonth, weekday, type CalendarDate } from '@plantasim/domain';

/** Rows of seven cells; cells before the 1st and after the last day are null. */
export function monthWeeks(year: number, month: number): Array<Array<CalendarDate | null>> {
  const lead = (weekday({ year, month, day: 1 }) + 6) % 7; // Monday = 0
  const cells: Array<CalendarDate | null> = new Array<CalendarDate | null>(lead).fill(null);
  for (let day = 1; day <= daysInMonth(year, month); day++) cells.push({ year, month, day });
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}
