import { describe, expect, it } from 'vitest';
import { hourLabels } from '@plantasim/domain';
import { inForceOver, sheetDays } from './sheet';

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
});
