import { describe, expect, it } from 'vitest';
import { dayQuarterKeys } from '../calendar/quarterKeys.ts';
import { periodsByHour } from '../rules/replanClock.ts';
import { actualsOfStoredDay, hoursOfQuarters, measuredDay, measuredOnPeriods, measuredQuartersOnPeriods, spreadHours, valuesOnPeriods } from './measuredDay.ts';

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

describe('a day measured per quarter on the periods of a quarter-hour run', () => {
  const day = { year: 2026, month: 1, day: 15 };
  const keys = dayQuarterKeys(day);
  const hourPeriods = periodsByHour(keys.map((label) => ({ label, minutes: 15 })));
  // Hour 10 measured per quarter (the engine at 1, 2, 3 and 4 MW), the other hours per hour at 2 MW.
  const quarters = [1, 2, 3, 4].map((mw, i) => ({ horizonte: keys[40 + i]!, periodo: 41 + i, valores: { 'motor.1': mw, 'red.venta': mw } }));
  const hourly = Array.from({ length: 24 }, (_, h) => ({ horizonte: `15/01/2026 ${String(h).padStart(2, '0')}:00`, valores: { 'motor.1': 2, 'red.venta': 2 } }))
    .filter((_, h) => h !== 10);

  it('holds each measured quarter in its period and each measured hour in its four, the sale priced per quarter', () => {
    const hours = [...hourly, ...hoursOfQuarters(day, quarters)];
    const m = measuredDay(day, hours);
    expect(m.hours).toHaveLength(24);
    expect(m.engines[0]![10]).toBe(2.5); // the hour the mean of its quarters: its energy
    const q = measuredQuartersOnPeriods(m, hourPeriods, 96, day, quarters);
    expect(q.engines[0]!.slice(40, 44)).toEqual([1, 2, 3, 4]);
    expect(q.engines[0]!.slice(36, 40)).toEqual([2, 2, 2, 2]);
    // Quarter prices where the market has them; an hourly price held in each quarter otherwise.
    const hourlyPrices = Array.from({ length: 24 }, (_, h) => 50 + h);
    const quarterPrices = keys.map((_, t) => 50 + Math.floor(t / 4) + (t % 4) * 10);
    const prices = valuesOnPeriods(hourlyPrices, hourPeriods, 96, quarterPrices);
    const sale = q.gridSell!.reduce((a, mw, t) => a + mw * 0.25 * prices[t]!, 0);
    // By hand: 23 hours × 2 MW × 1 h at their hour's four quarter prices' mean (hour price + 15), and hour 10's quarters.
    const byHand = Array.from({ length: 24 }, (_, h) => h).filter((h) => h !== 10).reduce((a, h) => a + 2 * (50 + h + 15), 0)
      + (1 * 60 + 2 * 70 + 3 * 80 + 4 * 90) * 0.25;
    expect(sale).toBeCloseTo(byHand, 9);
    // Held per hour (the old reading) the same day sells hour 10 at its mean power: another figure.
    const old = measuredOnPeriods(m, hourPeriods, 96).gridSell!.reduce((a, mw, t) => a + mw * 0.25 * prices[t]!, 0);
    expect(Math.abs(old - byHand)).toBeGreaterThan(1);
    expect(valuesOnPeriods(hourlyPrices, hourPeriods, 96).slice(40, 44)).toEqual([60, 60, 60, 60]);
  });

  it('reads the 23-hour day\'s 92 quarters as 24 hourly rows, 02:00 a copy of 01:00, and the 25-hour day\'s two 02:00 as one mean', () => {
    const spring = { year: 2026, month: 3, day: 29 };
    const sk = dayQuarterKeys(spring);
    const rows = hoursOfQuarters(spring, sk.map((horizonte, i) => ({ horizonte, periodo: i + 1, valores: { 'motor.1': Math.floor(i / 4) } })));
    expect(rows).toHaveLength(24);
    expect(rows.slice(0, 4).map((r) => r.valores['motor.1'])).toEqual([0, 1, 1, 2]);
    const autumn = { year: 2026, month: 10, day: 25 };
    const ak = dayQuarterKeys(autumn);
    const arows = hoursOfQuarters(autumn, ak.map((horizonte, i) => ({ horizonte, periodo: i + 1, valores: { 'motor.1': Math.floor(i / 4) } })));
    expect(arows).toHaveLength(24);
    expect(arows[2]!.valores['motor.1']).toBe(2.5);
    const stored = actualsOfStoredDay(autumn, [{ hour: 2, quarter: 14, unit: 'motor.1', value: 3 }, { hour: 5, quarter: 0, unit: 'motor.1', value: 1 }]);
    expect(stored.quarters).toEqual([{ horizonte: '25/10/2026 02:15', periodo: 14, valores: { 'motor.1': 3 } }]);
    expect(stored.hours.map((h) => h.horizonte)).toEqual(['25/10/2026 02:00', '25/10/2026 05:00']);
  });
});
