import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDay } from '@plantasim/domain/testing';
import { formatIsoDate } from '@plantasim/domain';
import { format, startOfDay, subDays } from 'date-fns';
import { defaultRange, rangeQuery } from './dateRange';
import { pickerDate, pickerDay } from '../pickerDays';

describe('downloader date range', () => {
  it('defaults to 7 days ago .. today', () => {
    const { start, end } = defaultRange(new Date(2024, 2, 10, 15, 30));
    expect(start).toEqual(new Date(2024, 2, 3));
    expect(end).toEqual(new Date(2024, 2, 10));
  });
  it('builds the yyyy-MM-dd query', () => {
    expect(rangeQuery({ start: new Date(2024, 0, 1), end: new Date(2024, 0, 7) })).toEqual({ ok: true, query: { start_date: '2024-01-01', end_date: '2024-01-07' } });
  });
  it('refuses missing, invalid and reversed ranges', () => {
    expect(rangeQuery({ start: null, end: new Date() })).toEqual({ ok: false, problem: 'invalidDate' });
    expect(rangeQuery({ start: new Date('x'), end: new Date() })).toEqual({ ok: false, problem: 'invalidDate' });
    expect(rangeQuery({ start: new Date(2024, 0, 8), end: new Date(2024, 0, 7) })).toEqual({ ok: false, problem: 'invalidRange' });
  });
  it('refuses days outside the calendar (years before 1900), which the server refuses too', () => {
    expect(rangeQuery({ start: pickerDate({ year: 1899, month: 12, day: 31 }), end: new Date(2024, 0, 7) })).toEqual({ ok: false, problem: 'invalidDate' });
  });
  it('agrees with the date-fns rules it replaced on DST days, year ends and leap days', () => {
    fc.assert(fc.property(calendarDay, fc.integer({ min: 0, max: 23 }), fc.integer({ min: -40, max: 40 }), (day, hour, shift) => {
      const today = pickerDate(day);
      today.setHours(hour, 30);
      const range = defaultRange(today);
      expect(range).toEqual({ start: subDays(startOfDay(today), 7), end: startOfDay(today) });
      expect(pickerDay(range.end)).toEqual(day);
      const other = pickerDate({ ...day, day: 1 });
      other.setDate(other.getDate() + day.day - 1 + shift);
      const old: ReturnType<typeof rangeQuery> = startOfDay(today) > startOfDay(other)
        ? { ok: false, problem: 'invalidRange' }
        : { ok: true, query: { start_date: format(today, 'yyyy-MM-dd'), end_date: format(other, 'yyyy-MM-dd') } };
      fc.pre(other.getFullYear() >= 1900 && other.getFullYear() <= 9999);
      expect(rangeQuery({ start: today, end: other })).toEqual(old);
      if (old.ok) expect(old.query.start_date).toBe(formatIsoDate(day));
    }), { numRuns: 300 });
  });
});
