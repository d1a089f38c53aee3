import { describe, expect, it } from 'vitest';
import { defaultRange, rangeQuery } from './dateRange';

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
});
