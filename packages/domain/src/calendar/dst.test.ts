import { describe, expect, it } from 'vitest';
import { madridDayHours, mapDstDayToHours, realHoursMean } from './dst.ts';

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

// Hand-computed days shaped like OMIE's clock-change days (prices near zero at night).
// 25 hours: 0.03, 0.02, then the two 02:00 hours 0 and 0.02, then 21 hours of 14.58.
//   real sum 0.03 + 0.02 + 0 + 0.02 + 21 × 14.58 = 306.25 → 306.25 / 25 = 12.25;
//   folded 02:00 = 0.01 → the 24 rows add up to 306.24 → 306.24 / 24 = 12.76 (the wrong mean).
const FALL_BACK_DAY = [0.03, 0.02, 0, 0.02, ...Array<number>(21).fill(14.58)];
// 23 hours: 2, 1.86, then 7 hours of 0.04 and 14 hours of 0.
//   real sum 2 + 1.86 + 0.28 = 4.14 → 4.14 / 23 = 0.18;
//   folded 02:00 = copy of 1.86 → the 24 rows add up to 6.00 → 6 / 24 = 0.25 (the wrong mean).
const SPRING_FORWARD_DAY = [2, 1.86, ...Array<number>(7).fill(0.04), ...Array<number>(14).fill(0)];

describe('daily mean over the real hours of a DST day', () => {
  const round2 = (x: number | null) => (x === null ? null : Math.round(x * 100) / 100);
  it('weighs the averaged 02:00 as two hours on a 25-hour day: 12.25, not 12.76', () => {
    const folded = mapDstDayToHours(FALL_BACK_DAY)!;
    expect(round2(folded.reduce((a, b) => a + b, 0) / 24)).toBe(12.76);
    expect(round2(realHoursMean(folded, 25))).toBe(12.25);
  });
  it('leaves the copied 01:00 out on a 23-hour day: 0.18, not 0.25', () => {
    const folded = mapDstDayToHours(SPRING_FORWARD_DAY)!;
    expect(round2(folded.reduce((a, b) => a + b, 0) / 24)).toBe(0.25);
    expect(round2(realHoursMean(folded, 23))).toBe(0.18);
  });
  it('is the plain mean on a 24-hour day and null for anything but 24 values', () => {
    expect(realHoursMean(seq(24), 24)).toBe(11.5);
    expect(realHoursMean(seq(23), 23)).toBeNull();
  });
});
