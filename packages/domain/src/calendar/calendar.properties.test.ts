// Property tests of the calendar on the days where date code goes wrong: the DST rule against
// the time-zone data, day arithmetic against Date.UTC across year ends and leap days, and the
// hour keys of every day (24, whatever the clock does).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDay, madridHoursByClock, ruleDay } from '../testing/calendarDays.ts';
import {
  addDays, daysBetween, daysInMonth, formatDate, formatIsoDate, isValidDate, parseDate, parseIsoDay, weekday, type CalendarDate,
} from './dates.ts';
import { madridDayHours } from './dst.ts';
import { formatHourKey, horizonKeys, parseHourKey } from './keys.ts';

const DAY_MS = 86_400_000;
const utcMs = (d: CalendarDate): number => Date.UTC(d.year, d.month - 1, d.day);
const shift = fc.integer({ min: -800, max: 800 });
const inRange = (d: CalendarDate): boolean => d.year >= 1900 && d.year <= 9999;

describe('calendar properties', () => {
  it('gives a Madrid day the hours its clock has (23 and 25 on the DST days)', () => {
    fc.assert(fc.property(ruleDay, (d) => madridDayHours(d) === madridHoursByClock(d)), { numRuns: 400 });
  });

  it('moves by days as Date.UTC does, across year ends and leap days', () => {
    fc.assert(fc.property(calendarDay, shift, (d, n) => {
      const moved = addDays(d, n);
      const x = new Date(utcMs(d) + n * DAY_MS);
      expect(moved).toEqual({ year: x.getUTCFullYear(), month: x.getUTCMonth() + 1, day: x.getUTCDate() });
      expect(daysBetween(d, moved)).toBe(n);
      expect(weekday(moved)).toBe(x.getUTCDay());
    }));
  });

  it('knows the length of every month (29 February only in leap years)', () => {
    fc.assert(fc.property(calendarDay, (d) => {
      const leap = (d.year % 4 === 0 && d.year % 100 !== 0) || d.year % 400 === 0;
      const expected = d.month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(d.month) ? 30 : 31;
      expect(daysInMonth(d.year, d.month)).toBe(expected);
    }));
  });

  it('reads back what it writes, in both date formats, and refuses the day after a month end', () => {
    fc.assert(fc.property(calendarDay, (d) => {
      expect(parseDate(formatDate(d))).toEqual({ ok: true, data: d });
      expect(parseIsoDay(formatIsoDate(d))).toEqual({ ok: true, data: d });
      const after = { ...d, day: daysInMonth(d.year, d.month) + 1 };
      expect(isValidDate(after)).toBe(false);
      expect(parseIsoDay(formatIsoDate(after)).ok).toBe(false);
    }));
  });

  it('names 24 hours on every day, DST days included, and reads each key back', () => {
    fc.assert(fc.property(calendarDay, fc.integer({ min: 0, max: 23 }), (d, hour) => {
      const key = formatHourKey(d, hour);
      expect(key).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:00$/);
      expect(parseHourKey(key)).toEqual({ ...d, hour });
      expect(horizonKeys(d, 1)).toHaveLength(24);
      expect(horizonKeys(d, 1)[hour]).toBe(key);
    }));
  });

  it('keeps every generated day inside the calendar range', () => {
    fc.assert(fc.property(calendarDay, (d) => inRange(d) === isValidDate(d)));
  });
});
