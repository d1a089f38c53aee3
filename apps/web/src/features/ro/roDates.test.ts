import { describe, expect, it } from 'vitest';
import { fromDateRo, isFirstOfMonth, showDateRo, toDateRo } from './roDates';

describe('Ro dates', () => {
  it('accepts only the first day of a month', () => {
    expect(isFirstOfMonth({ year: 2026, month: 3, day: 1 })).toBe(true);
    expect(isFirstOfMonth({ year: 2026, month: 3, day: 15 })).toBe(false);
  });
  it('writes and reads DATE_RO', () => {
    expect(toDateRo({ year: 2026, month: 3, day: 1 })).toBe('2026-03-01');
    expect(toDateRo({ year: 2026, month: 3, day: 17 })).toBe('2026-03-01');
    expect(fromDateRo('2026-03-01')).toEqual({ year: 2026, month: 3, day: 1 });
    expect(fromDateRo('2026-03-01T00:00:00.000Z')).toEqual({ year: 2026, month: 3, day: 1 });
    expect(fromDateRo('nada')).toBeNull();
    // Days the calendar does not have are not read as another day.
    expect(fromDateRo('2026-02-30')).toBeNull();
    expect(showDateRo('2026-03-01')).toBe('01/03/2026');
    expect(showDateRo('2026-13-01')).toBe('2026-13-01');
  });
});
