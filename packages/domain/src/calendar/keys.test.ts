import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from './dates.ts';
import { clockSpan, formatHourKey, horizonHours, horizonKeys, hourLabel, hourLabels, MAX_HORIZON_HOURS, parseHourKey, parseHourLabel } from './keys.ts';

describe('date-hour keys', () => {
  it('formats dd/MM/yyyy HH:00', () => {
    expect(formatHourKey({ year: 2025, month: 1, day: 2 }, 7)).toBe('02/01/2025 07:00');
    expect(parseHourKey('02/01/2025 07:00')).toEqual({ year: 2025, month: 1, day: 2, hour: 7 });
    expect(parseHourKey('02/01/2025 24:00')).toBeNull();
    expect(parseHourKey('2025-01-02 07:00')).toBeNull();
  });

  it('builds 24 keys per day across month and year ends', () => {
    const keys = horizonKeys({ year: 2024, month: 12, day: 31 }, 2);
    expect(keys).toHaveLength(48);
    expect(keys[0]).toBe('31/12/2024 00:00');
    expect(keys[23]).toBe('31/12/2024 23:00');
    expect(keys[24]).toBe('01/01/2025 00:00');
  });

  it('keys round-trip and are unique for any horizon up to 8,784 h', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 40000 }), fc.integer({ min: 1, max: 366 }), (offset, days) => {
      const start = addDays({ year: 2000, month: 1, day: 1 }, offset);
      const keys = horizonKeys(start, days);
      expect(keys).toHaveLength(horizonHours(days));
      expect(keys.length).toBeLessThanOrEqual(MAX_HORIZON_HOURS);
      expect(new Set(keys).size).toBe(keys.length);
      const i = (offset * 7) % keys.length;
      const k = parseHourKey(keys[i]!)!;
      expect(formatHourKey(k, k.hour)).toBe(keys[i]);
      expect(k.hour).toBe(i % 24);
    }), { numRuns: 30 });
  });

  it('labels rows H1..Hn', () => {
    expect(hourLabel(1)).toBe('H1');
    expect(hourLabels(3)).toEqual(['H1', 'H2', 'H3']);
    expect(parseHourLabel('H24')).toBe(24);
    expect(parseHourLabel('24')).toBeNull();
  });
});

describe('clock hours of a position', () => {
  it('reads H1..H24 as 00–01..23–24 and starts again each day', () => {
    expect([1, 2, 12, 24, 25, 49, 72].map(clockSpan)).toEqual(['00–01', '01–02', '11–12', '23–24', '00–01', '00–01', '23–24']);
  });
});
