import { describe, expect, it } from 'vitest';
import { quarterDayToHourly, quartersAfterHourEdit } from './quarterToHourly.ts';

const d = (year: number, month: number, day: number) => ({ year, month, day });
/** Quarter q of real hour h is worth 10·h + q (q = 0..3): the hour's mean is 10·h + 1.5. */
const quarters = (hours: number) => Array.from({ length: hours * 4 }, (_, i) => 10 * Math.floor(i / 4) + (i % 4));

describe('quarterDayToHourly', () => {
  it('a 96-quarter day: each hour the mean of its quarters', () => {
    const h = quarterDayToHourly(d(2025, 11, 15), quarters(24));
    expect(h).toHaveLength(24);
    expect(h![0]).toBe(1.5); // (0 + 1 + 2 + 3) / 4
    expect(h![2]).toBe(21.5);
    expect(h![23]).toBe(231.5);
  });
  it('the 23-hour day (29/03/2026, 92 quarters): row 2 is a copy of 01:00, 03:00 its own', () => {
    const h = quarterDayToHourly(d(2026, 3, 29), quarters(23));
    expect(h).toHaveLength(24);
    // real hours 00, 01, 03, …: real index 1 (01:00) = 11.5, real index 2 (03:00) = 21.5
    expect(h!.slice(0, 4)).toEqual([1.5, 11.5, 11.5, 21.5]);
    expect(h![23]).toBe(221.5);
  });
  it('the 25-hour day (25/10/2026, 100 quarters): the two 02:00 hours averaged in row 2', () => {
    const h = quarterDayToHourly(d(2026, 10, 25), quarters(25));
    expect(h).toHaveLength(24);
    // real hours 00, 01, 02a (21.5), 02b (31.5), 03 (41.5), …
    expect(h!.slice(0, 4)).toEqual([1.5, 11.5, 26.5, 41.5]);
    expect(h![23]).toBe(241.5);
  });
  it('refuses a count that is not the day’s', () => {
    expect(quarterDayToHourly(d(2025, 11, 15), quarters(23))).toBeNull();
    expect(quarterDayToHourly(d(2026, 3, 29), quarters(24))).toBeNull();
  });
});

describe('quartersAfterHourEdit', () => {
  const q = (day: string) => [0, 15].map((m, i) => ({ fecha_hora: `${day} 00:${String(m).padStart(2, '0')}`, periodo: i + 1, valor: 1 }));
  const quarters = [...q('15/11/2025'), ...q('16/11/2025')];
  const hours = [{ horizonte: '15/11/2025 00:00', valor: 1 }, { horizonte: '16/11/2025 05:00', valor: 2 }];
  it('drops the quarter rows of the days whose hours were edited, keeps the others', () => {
    const edited = [hours[0]!, { ...hours[1]!, valor: 3 }];
    expect(quartersAfterHourEdit(quarters, hours, edited).map((r) => r.fecha_hora)).toEqual(['15/11/2025 00:00', '15/11/2025 00:15']);
    expect(quartersAfterHourEdit(quarters, hours, hours)).toEqual(quarters);
  });
});
