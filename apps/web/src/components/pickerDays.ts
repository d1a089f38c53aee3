// The date pickers hold JavaScript Dates at local midnight; the rules about days (which exist,
// how they move, how they are written) are the domain calendar's. These two functions are the
// only crossing between the two.
import { isValidDate, type CalendarDate } from '@plantasim/domain';

/** The local calendar day of a Date, unchecked (NaN parts for an invalid Date). */
export function localDay(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** The calendar day a picker's Date shows, or null when it shows none the calendar accepts. */
export function pickerDay(date: Date | null): CalendarDate | null {
  const day = date ? localDay(date) : null;
  return day && isValidDate(day) ? day : null;
}

/** The picker's Date of a calendar day: its local midnight. */
export function pickerDate(day: CalendarDate): Date {
  const date = new Date(day.year, day.month - 1, day.day);
  date.setFullYear(day.year); // years 0–99 would otherwise be read as 1900–1999
  return date;
}
