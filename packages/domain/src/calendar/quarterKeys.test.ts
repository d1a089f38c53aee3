import { describe, expect, it } from 'vitest';
import { dayQuarterKeys, madridCivilHours, parseQuarterKey, periodClockLabels, quarterHourRow } from './quarterKeys.ts';

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

describe('period clock labels', () => {
  it('names a quarter by its start and end, the last one ending at 24:00', () => {
    const keys = dayQuarterKeys(d(2025, 11, 15));
    const labels = periodClockLabels(keys, keys.map(() => 15))!;
    expect(labels[57]).toEqual({ from: '14:15', to: '14:30', span: '14:15–14:30' });
    expect(labels[95]).toEqual({ from: '23:45', to: '24:00', span: '23:45–24:00' });
  });

  it('ends a period where the next begins on the DST days', () => {
    const spring = dayQuarterKeys(d(2026, 3, 29));
    expect(periodClockLabels(spring, spring.map(() => 15))![7]!.span).toBe('01:45–03:00');
    const autumn = dayQuarterKeys(d(2025, 10, 26));
    const labels = periodClockLabels(autumn, autumn.map(() => 15))!;
    expect(labels.slice(11, 13).map((l) => l.span)).toEqual(['02:45–02:00', '02:00–02:15']);
  });

  it('puts the day before the times of a run of several days, and reads its hourly days by the hour', () => {
    const keys = [...dayQuarterKeys(d(2025, 11, 15)).slice(92), '16/11/2025 00:00', '16/11/2025 01:00'];
    const labels = periodClockLabels(keys, [15, 15, 15, 15, 60, 60])!;
    expect(labels.map((l) => l.span)).toEqual([
      '15/11 23:00–23:15', '15/11 23:15–23:30', '15/11 23:30–23:45', '15/11 23:45–24:00', '16/11 00:00–01:00', '16/11 01:00–02:00',
    ]);
    expect(labels[4]!.from).toBe('16/11 00:00');
    expect(periodClockLabels(['H1', 'H2'], [60, 60])).toBeNull();
  });
});
