import { describe, expect, it } from 'vitest';
import { baseCaseInput, tariffPeriodOf } from './baseCase.ts';

describe('optimizer test base case', () => {
  it('uses the production holiday calendar: 1 and 6 January are p6 all day, like weekends', () => {
    // Monday 1 January 2024 and Saturday 6 January are holidays; Tuesday 2 January is a working day.
    const input = baseCaseInput({ hours: 72, start: new Date(Date.UTC(2024, 0, 1)) });
    expect(input.tariffPeriod.slice(0, 24).every((p) => p === 6)).toBe(true);
    expect(input.tariffPeriod.slice(24, 48).slice(8, 11)).toEqual([2, 1, 1]);
    expect(tariffPeriodOf(new Date(Date.UTC(2024, 0, 6)), 10)).toBe(6);
    expect(tariffPeriodOf(new Date(Date.UTC(2024, 11, 25)), 10)).toBe(6);
    expect(tariffPeriodOf(new Date(Date.UTC(2024, 11, 24)), 10)).toBe(1);
  });
});
