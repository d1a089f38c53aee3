import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { daysOfMonth, monthIsoFirst, monthIsoLast, monthLabel, monthsInHorizon, parseMonthLabel } from './months.ts';
import { backtestingHorizonDays, backtestingStartDate, planningHorizonDays } from './horizon.ts';

describe('months', () => {
  it('labels months in Spanish', () => {
    expect(monthLabel({ year: 2025, month: 1 })).toBe('ene 2025');
    expect(monthLabel({ year: 2025, month: 8 })).toBe('ago 2025');
    expect(monthLabel({ year: 2025, month: 12 })).toBe('dic 2025');
  });

  it('parses month labels leniently', () => {
    expect(parseMonthLabel('ene 2025')).toEqual({ year: 2025, month: 1 });
    expect(parseMonthLabel('Ene-25')).toEqual({ year: 2025, month: 1 });
    expect(parseMonthLabel('Septiembre 2026')).toEqual({ year: 2026, month: 9 });
    expect(parseMonthLabel('sept 2026')).toEqual({ year: 2026, month: 9 });
    expect(parseMonthLabel('Dec/2024')).toEqual({ year: 2024, month: 12 });
    expect(parseMonthLabel('foo 2025')).toBeNull();
    expect(parseMonthLabel('ene')).toBeNull();
  });

  it('round-trips every month label', () => {
    fc.assert(fc.property(fc.integer({ min: 2000, max: 2099 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
      expect(parseMonthLabel(monthLabel({ year, month }))).toEqual({ year, month });
    }));
  });

  it('lists the months of a horizon', () => {
    expect(monthsInHorizon({ year: 2025, month: 12, day: 30 }, 3).map(monthLabel)).toEqual(['dic 2025', 'ene 2026']);
    expect(monthsInHorizon({ year: 2025, month: 3, day: 15 }, 365)).toHaveLength(13);
    expect(monthsInHorizon({ year: 2025, month: 3, day: 1 }, 365)).toHaveLength(12);
  });

  it('gives days of a month and ISO bounds', () => {
    expect(daysOfMonth({ year: 2024, month: 2 })).toHaveLength(29);
    expect(monthIsoFirst({ year: 2025, month: 4 })).toBe('2025-04-01');
    expect(monthIsoLast({ year: 2025, month: 4 })).toBe('2025-04-30');
  });

  it('computes planning and backtesting horizons', () => {
    expect(planningHorizonDays({ year: 2025, month: 3, day: 1 })).toBe(365);
    expect(planningHorizonDays({ year: 2024, month: 2, day: 1 })).toBe(366);
    expect(backtestingStartDate({ year: 2025, month: 2, day: 17 })).toEqual({ year: 2025, month: 2, day: 1 });
    expect(backtestingHorizonDays({ year: 2025, month: 2, day: 17 })).toBe(28);
  });
});
