import { describe, expect, it } from 'vitest';
import { dayQuarterKeys, madridCivilHours, parseQuarterKey, quarterHourRow } from './quarterKeys.ts';

const d = (year: number, month: number, day: number) => ({ year, month, day });

describe('quarter-hour keys', () => {
  it('parses only a quarter minute of a real day', () => {
    expect(parseQuarterKey('15/11/2025 13:45')).toEqual({ year: 2025, month: 11, day: 15, hour: 13, minute: 45 });
    expect(parseQuarterKey('15/11/2025 13:40')).toBeNull();
    expect(parseQuarterKey('31/11/2025 13:00')).toBeNull();
    expect(parseQuarterKey('15/11/2025 24:00')).toBeNull();
    expect(parseQuarterKey('15/11/2025 13:00 ')).toBeNull();
  });

  it('gives a day its real periods: 96, 92 in spring, 100 in autumn', () => {
    const normal = dayQuarterKeys(d(2025, 11, 15));
    expect(normal).toHaveLength(96);
    expect(normal[0]).toBe('15/11/2025 00:00');
    expect(normal[95]).toBe('15/11/2025 23:45');
    const spring = dayQuarterKeys(d(2026, 3, 29));
    expect(spring).toHaveLength(92);
    expect(spring[7]).toBe('29/03/2026 01:45');
    expect(spring[8]).toBe('29/03/2026 03:00');
    const autumn = dayQuarterKeys(d(2025, 10, 26));
    expect(autumn).toHaveLength(100);
    expect(autumn.slice(8, 16)).toEqual(['02:00', '02:15', '02:30', '02:45', '02:00', '02:15', '02:30', '02:45'].map((t) => `26/10/2025 ${t}`));
  });

  it('places each period in the folded hour row of the hourly series', () => {
    expect(madridCivilHours(d(2025, 10, 26))).toHaveLength(25);
    expect(quarterHourRow(d(2025, 10, 26), 13)).toBe(2); // the second 02:00 hour
    expect(quarterHourRow(d(2025, 10, 26), 17)).toBe(3);
    expect(quarterHourRow(d(2026, 3, 29), 9)).toBe(3);
    expect(quarterHourRow(d(2025, 11, 15), 96)).toBe(23);
    expect(() => quarterHourRow(d(2025, 11, 15), 97)).toThrow(RangeError);
  });
});
