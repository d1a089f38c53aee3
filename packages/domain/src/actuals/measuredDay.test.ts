import { describe, expect, it } from 'vitest';
import { measuredDay } from './measuredDay.ts';

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
