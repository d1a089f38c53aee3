// The downloaders' date range (docs/rules/screens.md, docs/rules/constants.md): two dd/MM/yyyy dates, by default 7 days ago and
// today, sent to the server as yyyy-MM-dd. Which days exist, their order, the move back and the
// query format are the domain calendar's.
import { addDays, compareDates, formatIsoDate } from '@plantasim/domain';
import { localDay, pickerDate, pickerDay } from '../pickerDays';

export interface DateRangeValue {
  start: Date | null;
  end: Date | null;
}

/** docs/rules/constants.md: the downloader default range is the last 7 days (7 days ago .. today). */
const DEFAULT_RANGE_DAYS = 7;

/** The default range: 7 days before the picker's today .. today, at local midnight. */
export function defaultRange(today: Date = new Date()): { start: Date; end: Date } {
  const end = localDay(today);
  return { start: pickerDate(addDays(end, -DEFAULT_RANGE_DAYS)), end: pickerDate(end) };
}

export type RangeProblem = 'invalidDate' | 'invalidRange';

/** The query of a range, or what is wrong with it. */
export function rangeQuery(range: DateRangeValue): { ok: true; query: { start_date: string; end_date: string } } | { ok: false; problem: RangeProblem } {
  const start = pickerDay(range.start);
  const end = pickerDay(range.end);
  if (!start || !end) return { ok: false, problem: 'invalidDate' };
  if (compareDates(start, end) > 0) return { ok: false, problem: 'invalidRange' };
  return { ok: true, query: { start_date: formatIsoDate(start), end_date: formatIsoDate(end) } };
}
