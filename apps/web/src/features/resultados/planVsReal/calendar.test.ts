import { describe, expect, it } from 'vitest';
import { monthWeeks } from './calendar';

describe('the deviation calendar', () => {
  it('starts weeks on Monday', () => {
    // 1 January 2024 was a Monday; 1 February 2024 a Thursday (29 days: leap year).
    const jan = monthWeeks(2024, 1);
    expect(jan[0]![0]).toEqual({ year: 2024, month: 1, day: 1 });
    expect(jan).toHaveLength(5);
    expect(jan[4]!.slice(0, 3).map((d) => d?.day)).toEqual([29, 30, 31]);
    expect(jan[4]![3]).toBeNull();
    const feb = monthWeeks(2024, 2);
    expect(feb[0]!.slice(0, 4)).toEqual([null, null, null, { year: 2024, month: 2, day: 1 }]);
    expect(feb.flat().filter((d) => d !== null)).toHaveLength(29);
  });
});
