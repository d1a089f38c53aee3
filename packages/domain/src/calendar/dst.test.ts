import { describe, expect, it } from 'vitest';
import { madridDayHours, mapDstDayToHours } from './dst.ts';

const seq = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

describe('DST days', () => {
  it('fills the missing 02:00 hour of a 23-hour day with the 01:00 value', () => {
    const out = mapDstDayToHours(seq(23))!;
    expect(out).toHaveLength(24);
    expect(out.slice(0, 4)).toEqual([0, 1, 1, 2]);
    expect(out[23]).toBe(22);
  });

  it('averages the two 02:00 hours of a 25-hour day', () => {
    const out = mapDstDayToHours([10, 11, 20, 30, ...seq(21)])!;
    expect(out).toHaveLength(24);
    expect(out.slice(0, 4)).toEqual([10, 11, 25, 0]);
  });

  it('copies 24 values and rejects other lengths', () => {
    const v = seq(24);
    expect(mapDstDayToHours(v)).toEqual(v);
    expect(mapDstDayToHours(v)).not.toBe(v);
    expect(mapDstDayToHours(seq(22))).toBeNull();
  });

  it('knows the Madrid DST days', () => {
    expect(madridDayHours({ year: 2025, month: 3, day: 30 })).toBe(23);
    expect(madridDayHours({ year: 2025, month: 10, day: 26 })).toBe(25);
    expect(madridDayHours({ year: 2024, month: 3, day: 31 })).toBe(23);
    expect(madridDayHours({ year: 2024, month: 10, day: 27 })).toBe(25);
    expect(madridDayHours({ year: 2025, month: 3, day: 29 })).toBe(24);
  });
});
