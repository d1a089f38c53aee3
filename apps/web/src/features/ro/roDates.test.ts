import { describe, expect, it } from 'vitest';
import { fromDateRo, isFirstOfMonth, showDateRo, showStamp, toDateRo } from './roDates';

describe('Ro dates', () => {
  it('accepts only the first day of a month', () => {
    expect(isFirstOfMonth(new Date(2026, 2, 1))).toBe(true);
    expect(isFirstOfMonth(new Date(2026, 2, 15))).toBe(false);
  });
  it('writes and reads DATE_RO', () => {
    expect(toDateRo(new Date(2026, 2, 1))).toBe('2026-03-01');
    expect(toDateRo(new Date(2026, 2, 17))).toBe('2026-03-01');
    expect(fromDateRo('2026-03-01')?.getMonth()).toBe(2);
    expect(fromDateRo('nada')).toBeNull();
    expect(showDateRo('2026-03-01')).toBe('01/03/2026');
  });
  it('shows stamps in local time (TZ=UTC in tests)', () => {
    expect(showStamp('2026-03-01T10:05:00Z')).toBe('2026-03-01 10:05');
    expect(showStamp('2026-03-01 10:05:00')).toBe('2026-03-01 10:05');
    expect(showStamp(null)).toBe('');
  });
});
