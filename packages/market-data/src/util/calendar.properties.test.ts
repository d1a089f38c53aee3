// Property tests: market-data's calendar helpers (yyyy-MM-dd strings) and its hour keys agree with
// the domain calendar, and with the Date.UTC arithmetic market-data used before it relied on the
// domain, on the days where date code goes wrong: DST days (23 and 25 hours), year ends and leap days.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays as addCalendarDays, daysBetween as calendarDaysBetween, formatDate, formatHourKey, formatIsoDate, madridDateTime,
  madridDayHours, type CalendarDate,
} from '@plantasim/domain';
import { calendarDay, madridHoursByClock, ruleDay } from '@plantasim/domain/testing';
import { hourKey, toDmy } from '../rows.ts';
import {
  addDays, compactToIsoDate, daysBetween, dmyToIsoDate, eachDay, excelSerialToIsoDate, hoursInMadridDay, isIsoDate, madridDateHour,
} from './calendar.ts';

const DAY_MS = 86_400_000;
const iso = (d: CalendarDate): string => formatIsoDate(d);
const shift = fc.integer({ min: -800, max: 800 });
/** Dates are years 1900–9999 (four digits) on both sides of a move. */
const inRange = (d: CalendarDate, n: number): boolean => { const y = addCalendarDays(d, n).year; return y >= 1900 && y <= 9999; };

/** The arithmetic market-data did on its own before: UTC milliseconds of the date text. */
const before = {
  ms: (date: string): number => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)),
  text: (ms: number): string => new Date(ms).toISOString().slice(0, 10),
  isIsoDate(s: string): boolean {
    if (!/^(\d{4})-(\d{2})-(\d{2})$/.test(s)) return false;
    const d = new Date(this.ms(s));
    return d.getUTCFullYear() === +s.slice(0, 4) && d.getUTCMonth() === +s.slice(5, 7) - 1 && d.getUTCDate() === +s.slice(8, 10);
  },
  hourKey: (date: string, hour: number): string => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)} ${String(hour - 1).padStart(2, '0')}:00`,
};

describe('market-data calendar = domain calendar', () => {
  it('counts 23, 24 or 25 hours in a Madrid day, as the clock does', () => {
    fc.assert(fc.property(ruleDay, (d) => {
      expect(hoursInMadridDay(iso(d))).toBe(madridDayHours(d));
      expect(hoursInMadridDay(iso(d))).toBe(madridHoursByClock(d));
    }), { numRuns: 300 });
  });

  it('moves and counts days as before, across DST days, year ends and leap days', () => {
    fc.assert(fc.property(calendarDay, shift, (d, n) => {
      fc.pre(inRange(d, n));
      const moved = addDays(iso(d), n);
      expect(moved).toBe(before.text(before.ms(iso(d)) + n * DAY_MS));
      expect(moved).toBe(iso(addCalendarDays(d, n)));
      expect(daysBetween(iso(d), moved)).toBe(n);
      expect(daysBetween(iso(d), moved)).toBe(calendarDaysBetween(d, addCalendarDays(d, n)));
    }));
  });

  it('lists every day of a range once, in order', () => {
    fc.assert(fc.property(calendarDay, fc.integer({ min: -3, max: 70 }), (d, n) => {
      fc.pre(inRange(d, n));
      const days = eachDay(iso(d), addDays(iso(d), n));
      expect(days).toHaveLength(Math.max(0, n + 1));
      days.forEach((day, i) => expect(day).toBe(iso(addCalendarDays(d, i))));
    }));
  });

  it('accepts the same dates as before, and refuses 29 February of common years and day 32', () => {
    fc.assert(fc.property(calendarDay, fc.integer({ min: 0, max: 3 }), (d, extra) => {
      const text = `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day + extra).padStart(2, '0')}`;
      expect(isIsoDate(text)).toBe(before.isIsoDate(text));
      const dmy = `${text.slice(8, 10)}/${text.slice(5, 7)}/${text.slice(0, 4)}`;
      expect(dmyToIsoDate(dmy)).toBe(before.isIsoDate(text) ? text : null);
      expect(compactToIsoDate(text.replace(/-/g, ''))).toBe(before.isIsoDate(text) ? text : null);
    }));
  });

  it('writes the dd/MM/yyyy HH:00 keys of the domain, hour 1 being 00:00', () => {
    fc.assert(fc.property(calendarDay, fc.integer({ min: 1, max: 24 }), (d, hour) => {
      expect(hourKey(iso(d), hour)).toBe(before.hourKey(iso(d), hour));
      expect(hourKey(iso(d), hour)).toBe(formatHourKey(d, hour - 1));
      expect(toDmy(iso(d))).toBe(formatDate(d));
    }));
  });

  it('reads Excel serial days as before', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 2_958_465 }), fc.double({ min: 0, max: 0.999, noNaN: true }), (serial, time) => {
      expect(excelSerialToIsoDate(serial + time)).toBe(before.text(Date.UTC(1899, 11, 30) + serial * DAY_MS));
    }));
  });

  it('tells the Madrid date and hour of an instant as the domain does, around the clock changes', () => {
    const instant = fc.tuple(ruleDay, fc.integer({ min: -3, max: 27 })).map(([d, h]) => new Date(Date.UTC(d.year, d.month - 1, d.day) + h * 3_600_000));
    fc.assert(fc.property(instant, (t) => {
      const m = madridDateTime(t);
      expect(madridDateHour(t)).toEqual({ date: iso(m), hour: m.hour });
    }), { numRuns: 300 });
  });
});
