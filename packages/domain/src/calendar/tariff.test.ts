import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, weekday } from './dates.ts';
import { easterSunday, goodFriday, isNationalHoliday, seasonOfMonth, tariffPeriod, tariffPeriodsOfDay } from './tariff.ts';

describe('6.1TD periods', () => {
  it('maps months to seasons', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(seasonOfMonth)).toEqual([
      'alta', 'alta', 'media-alta', 'baja', 'baja', 'media', 'alta', 'media', 'media', 'baja', 'media-alta', 'alta']);
  });

  it('gives the working-day profile of a high-season day', () => {
    // Tuesday 14 January 2025
    expect(tariffPeriodsOfDay({ year: 2025, month: 1, day: 14 }).join(',')).toBe([
      'p6', 'p6', 'p6', 'p6', 'p6', 'p6', 'p6', 'p6', // 00–08
      'p2', // 08–09
      'p1', 'p1', 'p1', 'p1', 'p1', // 09–14
      'p2', 'p2', 'p2', 'p2', // 14–18
      'p1', 'p1', 'p1', 'p1', // 18–22
      'p2', 'p2', // 22–24
    ].join(','));
  });

  it('uses the season periods', () => {
    expect(tariffPeriod({ year: 2025, month: 3, day: 4 }, 10)).toBe('p2');
    expect(tariffPeriod({ year: 2025, month: 3, day: 4 }, 15)).toBe('p3');
    expect(tariffPeriod({ year: 2025, month: 6, day: 3 }, 10)).toBe('p3');
    expect(tariffPeriod({ year: 2025, month: 6, day: 3 }, 23)).toBe('p4');
    expect(tariffPeriod({ year: 2025, month: 4, day: 8 }, 19)).toBe('p4');
    expect(tariffPeriod({ year: 2025, month: 4, day: 8 }, 8)).toBe('p5');
  });

  it('puts weekends and national holidays in p6', () => {
    expect(tariffPeriod({ year: 2025, month: 1, day: 11 }, 10)).toBe('p6'); // Saturday
    expect(tariffPeriod({ year: 2025, month: 1, day: 12 }, 10)).toBe('p6'); // Sunday
    expect(tariffPeriod({ year: 2025, month: 1, day: 6 }, 10)).toBe('p6'); // Epifanía, Monday
    expect(tariffPeriod({ year: 2025, month: 12, day: 8 }, 19)).toBe('p6'); // Inmaculada, Monday
    expect(isNationalHoliday({ year: 2025, month: 10, day: 12 })).toBe(true);
  });

  it('computes Easter and treats Good Friday per option', () => {
    expect(easterSunday(2025)).toEqual({ year: 2025, month: 4, day: 20 });
    expect(easterSunday(2024)).toEqual({ year: 2024, month: 3, day: 31 });
    expect(goodFriday(2025)).toEqual({ year: 2025, month: 4, day: 18 });
    expect(tariffPeriod({ year: 2025, month: 4, day: 18 }, 10)).toBe('p4');
    expect(tariffPeriod({ year: 2025, month: 4, day: 18 }, 10, { goodFridayIsHoliday: true })).toBe('p6');
  });
});

describe('6.1TD day shapes (property)', () => {
  it('has 24 p6 hours on type-D days and 8 p6 / 9 peak / 7 shoulder hours on working days', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 365 * 30 }), (n) => {
      const d = addDays({ year: 2010, month: 1, day: 1 }, n);
      const periods = tariffPeriodsOfDay(d);
      const count = (p: string): number => periods.filter((x) => x === p).length;
      const wd = weekday(d);
      if (wd === 0 || wd === 6 || isNationalHoliday(d)) {
        expect(count('p6')).toBe(24);
      } else {
        expect(count('p6')).toBe(8);
        expect(new Set(periods).size).toBe(3);
        const [peak, shoulder] = [periods[10]!, periods[8]!];
        expect(count(peak)).toBe(9);
        expect(count(shoulder)).toBe(7);
        expect(Number(shoulder.slice(1))).toBe(Number(peak.slice(1)) + 1);
      }
    }), { numRuns: 300 });
  });
});
