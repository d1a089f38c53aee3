import { describe, expect, it } from 'vitest';
import { ACTUAL_UNITS } from '@plantasim/domain';
import { actualsRows, fieldOf, unitsByKind } from './actualsTable';

describe('actuals grid', () => {
  it('shows the 24 hours of the day with each unit\'s value, blank where nothing was measured', () => {
    const rows = actualsRows({ year: 2025, month: 1, day: 15 }, [
      { horizonte: '15/01/2025 10:00', valores: { 'motor.1': 4.2, 'red.venta': 3 } },
      { horizonte: '16/01/2025 10:00', valores: { 'motor.1': 9 } },
    ]);
    expect(rows).toHaveLength(24);
    expect(rows[10]).toMatchObject({ hora: '10:00', motor_1: 4.2, red_venta: 3, motor_2: null });
    expect(rows[11]?.motor_1).toBeNull();
  });

  it('groups every unit once, by kind', () => {
    const groups = unitsByKind();
    expect([...groups.values()].flat().map((u) => fieldOf(u.key))).toEqual(ACTUAL_UNITS.map((u) => fieldOf(u.key)));
    expect(groups.get('motor')).toHaveLength(8);
  });
});
