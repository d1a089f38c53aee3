// The downloaders' date range (SPEC §2, §9): two dd/MM/yyyy dates, by default 7 days ago and
// today, sent to the server as yyyy-MM-dd.
import { format, isValid, startOfDay, subDays } from 'date-fns';

export interface DateRangeValue {
  start: Date | null;
  end: Date | null;
}

/** SPEC §9: the downloader default range is the last 7 days (7 days ago .. today). */
export function defaultRange(today: Date = new Date()): { start: Date; end: Date } {
  const end = startOfDay(today);
  return { start: subDays(end, 7), end };
}

export type RangeProblem = 'invalidDate' | 'invalidRange';

/** The query of a range, or what is wrong with it. */
export function rangeQuery(range: DateRangeValue): { ok: true; query: { start_date: string; end_date: string } } | { ok: false; problem: RangeProblem } {
  const { start, end } = range;
  if (!start || !end || !isValid(start) || !isValid(end)) return { ok: false, problem: 'invalidDate' };
  if (startOfDay(start) > startOfDay(end)) return { ok: false, problem: 'invalidRange' };
  return { ok: true, query: { start_date: format(start, 'yyyy-MM-dd'), end_date: format(end, 'yyyy-MM-dd') } };
}
