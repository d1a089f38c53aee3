import { describe, expect, it } from 'vitest';
import { dayQuarterKeys } from '../calendar/quarterKeys.ts';
import type { ResultPeriod } from '../results/hourlyFromPeriods.ts';
import { changesByHour, firstPeriodOfHour, hoursOfPeriods, periodsByHour, replanOnClock, runPeriods, spareByHour } from './replanClock.ts';

const quarters = (year: number, month: number, day: number): ResultPeriod[] => dayQuarterKeys({ year, month, day }).map((label) => ({ label, minutes: 15 }));
const hours = (day: string): ResultPeriod[] => Array.from({ length: 24 }, (_, h) => ({ label: `${day} ${String(h).padStart(2, '0')}:00`, minutes: 60 }));

describe('a re-plan on its run\'s clock', () => {
  it('is the hourly re-plan itself on an hourly clock', () => {
    const periods = runPeriods(24);
    const r = replanOnClock(periods, { hora: 14, disparos: [{ unidad: 'M1', hora: 10 }, { unidad: 'M2', hora: 14 }] }, [[0, 'a'], [12, 'b'], [13, 'c']]);
    expect(r).toEqual({ from: 13, trips: [{ unit: 'M1', from: 9 }, { unit: 'M2', from: 13 }], actuals: [[0, 'a'], [12, 'b']] });
  });

  it('starts H and the trips at the first quarter of their hour, and holds a measured hour in its four quarters', () => {
    const periods = quarters(2025, 11, 15);
    expect(periods).toHaveLength(96);
    const r = replanOnClock(periods, { hora: 14, disparos: [{ unidad: 'M1', hora: 3 }, { unidad: 'M2', hora: 14 }] }, [[1, 'x'], [13, 'late']]);
    // H14 is 13:00–14:00, the 53rd quarter (index 52); H3 is 02:00, index 8.
    expect(r.from).toBe(52);
    expect(r.trips).toEqual([{ unit: 'M1', from: 8 }, { unit: 'M2', from: 52 }]);
    // 01:00 is quarters 4..7; 13:00 is not before H.
    expect(r.actuals).toEqual([[4, 'x'], [5, 'x'], [6, 'x'], [7, 'x']]);
    expect(hoursOfPeriods(periods, r.actuals.map(([t]) => t))).toEqual([1]);
  });

  it('counts the 92-period spring day by its 24 folded hours: 02:00 has no quarter, so H3 starts at 03:00', () => {
    const periods = quarters(2025, 3, 30);
    expect(periods).toHaveLength(92);
    const byHour = periodsByHour(periods);
    expect(byHour).toHaveLength(24);
    expect(byHour[2]).toEqual([]);
    expect(byHour[3]).toEqual([8, 9, 10, 11]);
    expect(firstPeriodOfHour(byHour, 2)).toBe(8);
    expect(periods[8]!.label).toBe('30/03/2025 03:00');
    // H24 (23:00) is the day's last four quarters; past the end is the number of periods.
    expect(firstPeriodOfHour(byHour, 23)).toBe(88);
    expect(firstPeriodOfHour(byHour, 24)).toBe(92);
    const r = replanOnClock(periods, { hora: 5, disparos: [{ unidad: 'M1', hora: 3 }] }, [[1, 'a'], [2, 'folded'], [3, 'b']]);
    expect(r.from).toBe(12); // 04:00
    expect(r.trips).toEqual([{ unit: 'M1', from: 8 }]);
    // The folded 02:00 row measures no period of the day.
    expect(r.actuals.map(([t, v]) => `${t}${v}`)).toEqual(['4a', '5a', '6a', '7a', '8b', '9b', '10b', '11b']);
  });

  it('gives the 100-period autumn day\'s folded 02:00 its eight quarters, and later hours their own', () => {
    const periods = quarters(2025, 10, 26);
    expect(periods).toHaveLength(100);
    const byHour = periodsByHour(periods);
    expect(byHour).toHaveLength(24);
    expect(byHour[2]).toEqual([8, 9, 10, 11, 12, 13, 14, 15]);
    const r = replanOnClock(periods, { hora: 4, disparos: [{ unidad: 'M1', hora: 3 }] }, [[2, 'two']]);
    expect(r.from).toBe(16); // 03:00 comes after both 02:00 hours
    expect(periods[16]!.label).toBe('26/10/2025 03:00');
    expect(r.trips).toEqual([{ unit: 'M1', from: 8 }]);
    expect(r.actuals.map(([t]) => t)).toEqual([8, 9, 10, 11, 12, 13, 14, 15]);
  });

  it('maps later days of a mixed clock (an hourly day, then a quarter day) by their own periods', () => {
    const periods = [...hours('14/11/2025'), ...quarters(2025, 11, 15)];
    const r = replanOnClock(periods, { hora: 26, disparos: [{ unidad: 'M1', hora: 20 }] }, [[23, 'h'], [24, 'q']]);
    expect(r.from).toBe(24 + 4); // 15/11 01:00
    expect(r.trips).toEqual([{ unit: 'M1', from: 19 }]);
    expect(r.actuals).toEqual([[23, 'h'], [24, 'q'], [25, 'q'], [26, 'q'], [27, 'q']]);
  });
});

describe('a re-plan reading quarters measured on their own', () => {
  it('holds each measured quarter in its own period, and a measured hour in each of its quarters', () => {
    const periods = quarters(2025, 11, 15);
    // 00:00 measured as an hour, 01:00 per quarter (periods 5..8 of the day), H3 = 02:00.
    const r = replanOnClock(periods, { hora: 3, disparos: [] }, [[0, 'h0'], [1, 'mean']], [[0, 5, 'q5'], [0, 6, 'q6'], [0, 7, 'q7'], [0, 8, 'q8'], [0, 9, 'late']]);
    expect(r.actuals).toEqual([[0, 'h0'], [1, 'h0'], [2, 'h0'], [3, 'h0'], [4, 'q5'], [5, 'q6'], [6, 'q7'], [7, 'q8']]);
  });

  it('numbers the autumn day\'s quarters as the market does: periods 9..16 are both 02:00 hours', () => {
    const periods = quarters(2025, 10, 26);
    const r = replanOnClock(periods, { hora: 4, disparos: [] }, [], [[0, 9, 'first 02:00'], [0, 13, 'second 02:00'], [0, 17, '03:00']]);
    expect(r.actuals).toEqual([[8, 'first 02:00'], [12, 'second 02:00']]);
  });

  it('reads a day the run planned by hour from its hours (the quarters\' mean), never a quarter as a period', () => {
    const periods = [...hours('14/11/2025'), ...quarters(2025, 11, 15)];
    const r = replanOnClock(periods, { hora: 27, disparos: [] }, [[3, 'mean of 03:00'], [24, 'h24']], [[0, 13, 'q13 of an hourly day'], [1, 2, 'q2']]);
    expect(r.actuals).toEqual([[3, 'mean of 03:00'], [24, 'h24'], [25, 'q2'], [26, 'h24'], [27, 'h24']]);
  });
});

describe('a quarter re-plan reported by hour', () => {
  const periods = quarters(2025, 11, 15).slice(0, 12); // 00:00–03:00

  it('lists an hour as changed when any of its quarters changed, with the hour\'s mean power before and after', () => {
    const before = [5, 5, 5, 5, 8, 8, 8, 8, 2, 2, 2, 2];
    const after = [5, 5, 5, 5, 8, 8, 0, 0, 2, 2, 2, 2];
    expect(changesByHour(periods, 4, [{ unit: 'M1', before, after }, { unit: 'B1', before, after: before }], 1e-6)).toEqual([{ unit: 'M1', hour: 1, before: 8, after: 4 }]);
    // From the hour of the first period on only: the same change before `from` is not the re-plan's.
    expect(changesByHour(periods, 8, [{ unit: 'M1', before, after }], 1e-6)).toEqual([]);
  });

  it('gives each hour from H the least spare of its quarters, N-1 when every quarter holds it', () => {
    const spare = { steam: [3, 4, 5, 6, 7, 8, 9, 10], cold: [1, 1, 1, 0.5, 2, 2, 2, 2], steamN1: [true, true, false, true, true, true, true, true] };
    expect(spareByHour(periods, 4, spare)).toEqual({ hours: [1, 2], steam: [3, 7], cold: [0.5, 2], steamN1: [false, true] });
  });
});
