import { describe, expect, it } from 'vitest';
import { dayQuarterKeys, hourLabels } from '@plantasim/domain';
import { inForceOver, sheetDays, sheetParts } from './sheet';

describe('the schedule sheet\'s days', () => {
  it('dates each block of 24 hours from the first planned day, with clock hours beside the labels', () => {
    const days = sheetDays(hourLabels(72), { fechaActual: '31/12/2024', enVigor: ['01/01/2025', '02/01/2025'] });
    expect(days.map((d) => d.date)).toEqual([{ year: 2024, month: 12, day: 31 }, { year: 2025, month: 1, day: 1 }, { year: 2025, month: 1, day: 2 }]);
    expect(days[2]!.hours[0]).toBe('H49');
    expect(days[2]!.clock[0]).toBe('00–01');
    expect(days[2]!.clock[23]).toBe('23–24');
    expect(days.map((d) => d.inForce)).toEqual([false, true, true]);
    expect(inForceOver(days)).toBe('some');
    expect(inForceOver(days.slice(1))).toBe('all');
  });

  it('keeps the hours of a run whose first day is unknown, undated and not in force', () => {
    const [day] = sheetDays(hourLabels(24), { fechaActual: null, enVigor: [] });
    expect(day).toMatchObject({ index: 0, date: null, inForce: false });
    expect(day!.clock.slice(0, 2)).toEqual(['00–01', '01–02']);
    expect(inForceOver([day!])).toBe('none');
  });

  it('gives a quarter-hour run its days as planned (an hourly day of 24, the autumn DST day of 100 quarters), printed in parts of 24', () => {
    const hourly = Array.from({ length: 24 }, (_, h) => `25/10/2025 ${String(h).padStart(2, '0')}:00`);
    const fechas = [...hourly, ...dayQuarterKeys({ year: 2025, month: 10, day: 26 })];
    const days = sheetDays(hourLabels(fechas.length), { fechaActual: '25/10/2025', enVigor: ['26/10/2025'] }, fechas);
    expect(days.map((d) => d.hours.length)).toEqual([24, 100]);
    expect(days[0]!.clock.slice(0, 2)).toEqual(['00–01', '01–02']);
    expect(days[1]!.date).toEqual({ year: 2025, month: 10, day: 26 });
    expect(days[1]!.hours[0]).toBe('H25');
    // The clock goes back at 03:00: the 02:00 hour is lived twice (periods 9–16).
    expect(days[1]!.clock.slice(7, 13)).toEqual(['01:45', '02:00', '02:15', '02:30', '02:45', '02:00']);
    expect(days[1]!.clock[99]).toBe('23:45');
    expect(days.map((d) => d.inForce)).toEqual([false, true]);
    const parts = sheetParts(days);
    expect(parts.map((p) => p.hours.length)).toEqual([24, 24, 24, 24, 24, 4]);
    expect(parts.map((p) => p.span)).toEqual([null, '00:00–05:00', '05:00–11:00', '11:00–17:00', '17:00–23:00', '23:00–24:00']);
    expect(parts.flatMap((p) => p.hours)).toEqual(days.flatMap((d) => d.hours));
  });
});
