import { describe, expect, it } from 'vitest';
import type { ScheduleItem } from '../contract/results.ts';
import {
  dayFigures, dayPlanChange, daySchedule, engineEnergyDeviation, hourRanges, measuredEngines, placeholderPrices, plannedButStopped, type DayUnit,
} from './morningDay.ts';
import { economicFigures } from './figures.ts';

/** A unit's items over `days` days: on (at `mw`) in the hours listed (1-based across the horizon). */
function items(concepto: string, days: number, on: Record<number, number>): ScheduleItem[] {
  return Array.from({ length: 24 * days }, (_, i) => {
    const mw = on[i + 1];
    return { concepto, hora: `H${i + 1}`, valor: mw ?? 0, estado: mw === undefined ? 0 : 1 };
  });
}

const unit = (unidad: string, on: Record<number, number>, tipo: DayUnit['tipo'] = 'motor'): DayUnit => ({
  unidad, tipo,
  consigna: Array.from({ length: 24 }, (_, t) => on[t + 1] ?? 0),
  marcha: Array.from({ length: 24 }, (_, t) => (on[t + 1] === undefined ? 0 : 1)),
});

describe('daySchedule', () => {
  it('reads the day asked of a two-day schedule, engines then electric boilers', () => {
    const programa = {
      motores: items('Motor 1', 2, { 2: 3.2, 25: 4, 26: 4 }),
      calderas: [{ concepto: 'Caldera eléctrica 11', hora: 'H30', valor: 1.5 }],
    };
    const [engine, boiler] = daySchedule(programa, 1);
    expect(engine).toEqual(unit('Motor 1', { 1: 4, 2: 4 }));
    // Without estado an item runs when it produces.
    expect(boiler).toEqual(unit('Caldera eléctrica 11', { 6: 1.5 }, 'caldera_electrica'));
    expect(daySchedule(programa, 0)[0]).toEqual(unit('Motor 1', { 2: 3.2 }));
  });
});

describe('dayPlanChange', () => {
  it('finds starts, stops and moved set-points, hand-checked', () => {
    const before = [unit('M1', { 1: 4, 2: 4, 3: 4 }), unit('M2', { 5: 2 })];
    const after = [unit('M1', { 2: 4.03, 3: 3, 4: 3 }), unit('M3', { 1: 1 })];
    const change = dayPlanChange(before, after);
    expect(change.unidades).toEqual([
      // H1 stops; H2 moved by 0.03 (within tolerance): no change; H3 4 → 3; H4 starts.
      { unidad: 'M1', arranca: [4], para: [1], consignas: [{ hora: 3, antes: 4, despues: 3 }] },
      { unidad: 'M3', arranca: [1], para: [], consignas: [] },
      // Only the previous plan had M2: it stops.
      { unidad: 'M2', arranca: [], para: [5], consignas: [] },
    ]);
    expect(change.diferenciaCosteNeto).toBeNull();
  });

  it('is empty for the same plan, and the € difference is the difference of figures.ts net costs', () => {
    const same = [unit('M1', { 1: 4 })];
    const before = economicFigures([{ COST_TOTAL: 100, ING_TOTAL: 30 }])!;
    const after = economicFigures([{ COST_TOTAL: 90, ING_TOTAL: 35 }])!;
    // net 70 → 55: 15 € cheaper.
    expect(dayPlanChange(same, same, { before, after })).toEqual({ unidades: [], diferenciaCosteNeto: -15 });
  });
});

describe('dayFigures', () => {
  it('reads the 24 hours of the day from the economic table', () => {
    const rows = Array.from({ length: 48 }, (_, i) => ({ COST_TOTAL: i < 24 ? 1 : 2, ING_TOTAL: 0 }));
    expect(dayFigures({ rows }, 1)?.netCost).toBe(48);
    expect(dayFigures({ rows }, 0)?.netCost).toBe(24);
    expect(dayFigures({ rows }, 2)).toBeNull();
  });
});

describe('actuals against the day', () => {
  const plan = [unit('M1', { 1: 4, 2: 4, 3: 4 }), unit('M2', { 1: 2 })];
  const day = { year: 2025, month: 1, day: 15 };
  it('reads a trip where the plan runs an engine and the measurement is 0; an unmeasured unit-hour is no trip', () => {
    const measured = measuredEngines(day, [
      { horizonte: '15/01/2025 00:00', valores: { 'motor.1': 4, 'motor.2': 2 } },
      { horizonte: '15/01/2025 01:00', valores: { 'motor.1': 0 } },
      { horizonte: '16/01/2025 02:00', valores: { 'motor.1': 0 } },
    ]);
    expect(plannedButStopped(plan, measured)).toEqual([{ unidad: 'M1', horas: [2] }]);
    // Measured engine-hours: M1 H1, H2 and M2 H1. Planned 4+4+2 = 10, measured 4+0+2 = 6: 40 % off.
    expect(engineEnergyDeviation(plan, measured)).toBeCloseTo(0.4, 10);
    expect(engineEnergyDeviation(plan, measuredEngines(day, []))).toBeNull();
  });
  it('counts only the engines measured: one engine at 0 is no deviation of the others', () => {
    const measured = measuredEngines(day, [{ horizonte: '15/01/2025 00:00', valores: { 'motor.2': 0 } }]);
    expect(plannedButStopped(plan, measured)).toEqual([{ unidad: 'M2', horas: [1] }]);
    expect(engineEnergyDeviation(plan, measured)).toBe(1);
  });
});

describe('hourRanges and placeholderPrices', () => {
  it('groups hours and spots flat or short price days', () => {
    expect(hourRanges([7, 1, 2, 3])).toBe('1–3, 7');
    expect(hourRanges([])).toBe('');
    expect(placeholderPrices(new Array(24).fill(50))).toBe(true);
    expect(placeholderPrices([1, 2])).toBe(true);
    expect(placeholderPrices(Array.from({ length: 24 }, (_, i) => 40 + i))).toBe(false);
  });
});
