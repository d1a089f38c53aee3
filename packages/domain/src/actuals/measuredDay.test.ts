import { describe, expect, it } from 'vitest';
import { dayQuarterKeys } from '../calendar/quarterKeys.ts';
import { periodsByHour } from '../rules/replanClock.ts';
import { measuredDay, measuredOnPeriods, spreadHours } from './measuredDay.ts';

describe('a measured day as series', () => {
  it('lays each unit out by its position and hour, the day\'s hours only', () => {
    const m = measuredDay({ year: 2024, month: 1, day: 15 }, [
      { horizonte: '15/01/2024 00:00', valores: { 'motor.2': 3.5, 'caldera_gas.1': 4, 'demanda.vapor': 7, 'red.venta': 1 } },
      { horizonte: '15/01/2024 23:00', valores: { 'compresor.3': 0.2, 'demanda.frio': 1.5 } },
      { horizonte: '16/01/2024 00:00', valores: { 'motor.1': 9 } },
    ]);
    expect(m.hours).toEqual([0, 23]);
    expect(m.engines).toHaveLength(2);
    expect(m.engines[0]!.every((v) => v === 0)).toBe(true);
    expect(m.engines[1]![0]).toBe(3.5);
    expect(m.gasBoilers[0]![0]).toBe(4);
    expect(m.compressors[2]![23]).toBe(0.2);
    expect(m.steam[0]).toBe(7);
    expect(m.cold[23]).toBe(1.5);
    expect(m.gridSell![0]).toBe(1);
    expect(m.gridBuy).toBeUndefined();
  });
});

describe('a day measured per hour on the periods of a quarter-hour run', () => {
  const day = { year: 2025, month: 3, day: 30 }; // 92 periods: no 02:00
  const hourPeriods = periodsByHour(dayQuarterKeys(day).map((label) => ({ label, minutes: 15 })));

  it('holds each hour\'s MW in each of its quarters, so the quarters add up to the hour\'s energy', () => {
    const m = measuredDay(day, Array.from({ length: 24 }, (_, h) => ({ horizonte: `30/03/2025 ${String(h).padStart(2, '0')}:00`, valores: { 'motor.1': h, 'red.venta': 1, 'demanda.vapor': 2 } })));
    const q = measuredOnPeriods(m, hourPeriods, 92);
    expect(q.engines[0]).toHaveLength(92);
    expect(q.engines[0]!.slice(0, 12)).toEqual([0, 0, 0, 0, 1, 1, 1, 1, 3, 3, 3, 3]);
    // MWh: Σ MW × 0.25 h over the quarters is the hours' MW × 1 h, the folded 02:00 (no quarter) left out.
    const energy = q.engines[0]!.reduce((a, v) => a + v * 0.25, 0);
    expect(energy).toBe(Array.from({ length: 24 }, (_, h) => h).reduce((a, h) => a + h, 0) - 2);
    expect([q.gridSell?.length, q.gridBuy, q.steam[91], q.hours]).toEqual([92, undefined, 2, m.hours]);
    expect(spreadHours([5, 6], [[0, 1], []], 3)).toEqual([5, 5, 0]);
  });
});
