import { beforeAll, describe, expect, it } from 'vitest';
import { hourlyDayInput, hourlyDayOf, hourRows, loadHourlyDays, type HourlyDay } from './hourlyData.ts';
import { GAS_PRICE } from './quarterData.ts';

const prices = (n: number) => Array.from({ length: n }, (_, t) => 10 + t);

describe('hourly days of the offers backtest', () => {
  it('maps the real hours of 23-, 24- and 25-hour days onto the product rows (domain DST rule)', () => {
    expect(hourRows(24)).toEqual(Array.from({ length: 24 }, (_, h) => h));
    expect(hourRows(23)).toHaveLength(23);
    expect(hourRows(23).slice(0, 4)).toEqual([0, 1, 3, 4]);
    expect(hourRows(25)).toHaveLength(25);
    expect(hourRows(25).slice(0, 5)).toEqual([0, 1, 2, 2, 3]);
    expect(hourRows(25).at(-1)).toBe(23);
  });

  it('takes as many hours as the calendar gives the day, and refuses a file with another count', () => {
    expect(hourlyDayOf('2024-03-31', prices(23), 30).rows).toEqual(hourRows(23));
    expect(hourlyDayOf('2024-10-27', prices(25), undefined).rows).toEqual(hourRows(25));
    expect(() => hourlyDayOf('2024-03-31', prices(24), 30)).toThrow(/calendar says 23/);
    expect(() => hourlyDayOf('2024-10-28', prices(25), 30)).toThrow(/calendar says 24/);
  });

  it('names where the gas price comes from', () => {
    expect(hourlyDayOf('2024-05-02', prices(24), 31.5)).toMatchObject({ gas: 31.5, gasSource: 'mibgas' });
    expect(hourlyDayOf('2025-05-02', prices(24), undefined)).toMatchObject({ gas: GAS_PRICE, gasSource: 'constant' });
  });

  it('builds the plant on the real hours: the two 02:00 hours of the autumn day share their row, 60 minutes each', () => {
    const day = hourlyDayOf('2024-10-27', prices(25), 28);
    const input = hourlyDayInput(day, 2);
    const flat = hourlyDayInput(hourlyDayOf('2024-10-20', prices(24), 28), 2);
    expect(input.hours).toBe(25);
    expect(input.periodMinutes).toBeUndefined();
    expect(input.electricityPrice).toEqual(prices(25));
    expect(input.gasPrice).toEqual(new Array(25).fill(28));
    expect(input.steamDemand[2]).toBe(input.steamDemand[3]);
    expect(input.steamDemand.slice(3)).toEqual(flat.steamDemand.slice(2));
    expect(input.tariffPeriod.slice(3)).toEqual(flat.tariffPeriod.slice(2));
    const spring = hourlyDayInput(hourlyDayOf('2024-03-31', prices(23), 28), 2);
    expect(spring.hours).toBe(23);
    expect(spring.steamDemand.slice(2)).toEqual(flat.steamDemand.slice(3));
  });

  describe('the shared market data', () => {
    let days: HourlyDay[];
    beforeAll(async () => {
      days = await loadHourlyDays();
    });

    it('reads the clock-change days with 23 and 25 hours and every other day with 24', () => {
      const n = new Map(days.map((d) => [d.date, d.hours.length]));
      expect(n.get('2024-03-31')).toBe(23);
      expect(n.get('2024-10-27')).toBe(25);
      // The other clock changes of the period (2023-10-29, 2025-03-30) have no file in the shared data.
      expect(days.filter((d) => d.hours.length !== 24).map((d) => d.date)).toEqual(['2024-03-31', '2024-10-27']);
      expect(days.every((d) => d.date < '2025-10-01')).toBe(true);
    });

    it('uses the MIBGAS price on the days the 2023 and 2024 workbooks deliver and the constant after', () => {
      // The 2024 workbook's last day-ahead product delivers on 1 January 2025.
      expect(days.filter((d) => d.date <= '2025-01-01').every((d) => d.gasSource === 'mibgas')).toBe(true);
      expect(days.filter((d) => d.date > '2025-01-01').every((d) => d.gasSource === 'constant' && d.gas === GAS_PRICE)).toBe(true);
    });
  });
});
