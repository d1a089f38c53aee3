// Dates of the Ro master: DATE_RO is 'yyyy-MM-01' (docs/rules/fields.md), shown dd/MM/yyyy; the rules on days
// are the domain calendar's (the dialog's picker crosses to it through components/pickerDays).
import { firstOfMonth, formatDate, formatIsoDate, parseIsoDate, type CalendarDate } from '@plantasim/domain';

export const isFirstOfMonth = (day: CalendarDate): boolean => day.day === 1;

/** 'yyyy-MM-01' of a day: a Ro value belongs to the month of the day picked. */
export const toDateRo = (day: CalendarDate): string => formatIsoDate(firstOfMonth(day));

/** The day of a 'yyyy-MM-dd' text (a timestamp's time part ignored), or null. */
export function fromDateRo(text: string): CalendarDate | null {
  const d = parseIsoDate(text.slice(0, 10));
  return d.ok ? d.data : null;
}

/** 'dd/MM/yyyy' of 'yyyy-MM-dd'; the text itself when unreadable. */
export function showDateRo(text: string): string {
  const d = fromDateRo(text);
  return d ? formatDate(d) : text;
}
