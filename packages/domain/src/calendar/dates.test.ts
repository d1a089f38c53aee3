import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays, addOneYear, canonicalIsoDay, daysBetween, daysInMonth, formatDate, formatIsoDate, madridDate, madridDateTime,
  mustParseDate, parseDate, parseIsoDate, parseIsoDay, weekday,
} from './dates.ts';

describe('dates', () => {
  it('the API date yyyy-MM-dd: every date part checked, never a throw', () => {
    expect(parseIsoDay(' 2040-02-29 ')).toEqual({ ok: true, data: { year: 2040, month: 2, day: 29 } });
    for (const bad of ['2040-13-01', '2040-00-01', '2040-01-00', '2040-01-32', '2041-02-29', '2040-99-99', '0001-01-01', '1899-12-31',
      '2040-1-01', '2040-01-1', '+2040-01-01', '2040-01-01T00:00:00Z', '', null, undefined, 20400101, {}, ['2040-01-01']]) {
      expect(parseIsoDay(bad).ok, String(bad)).toBe(false);
    }
    fc.assert(fc.property(fc.integer({ min: 1900, max: 9999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), (y, m, d) => {
      const text = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
      const real = m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
      const r = parseIsoDay(text);
      expect(r.ok).toBe(real);
      if (r.ok) expect(formatIsoDate(r.data)).toBe(text);
    }), { numRuns: 500 });
  });
  it('writes an API date as the calendar does, so a text is a date exactly when it comes back unchanged', () => {
    expect(canonicalIsoDay(' 2040-02-29 ')).toBe('2040-02-29');
    expect(canonicalIsoDay('2040-02-29')).toBe('2040-02-29');
    for (const bad of ['2041-02-29', '1899-12-31', '2040-1-01', '', null, 20400101]) expect(canonicalIsoDay(bad), String(bad)).toBeNull();
  });
  it('parses and formats dd/MM/yyyy', () => {
    expect(parseDate('05/03/2025')).toEqual({ ok: true, data: { year: 2025, month: 3, day: 5 } });
    expect(formatDate({ year: 2025, month: 3, day: 5 })).toBe('05/03/2025');
    expect(parseDate('31/02/2025').ok).toBe(false);
    expect(parseDate('2025-03-05').ok).toBe(false);
    expect(parseIsoDate('2025-03-05')).toEqual({ ok: true, data: { year: 2025, month: 3, day: 5 } });
    expect(formatIsoDate({ year: 2025, month: 3, day: 5 })).toBe('2025-03-05');
  });

  it('never throws on garbage', () => {
    fc.assert(fc.property(fc.string(), (s) => {
      const r = parseDate(s);
      // Anything accepted must format back to the same day (modulo padding/spaces).
      if (r.ok) expect(mustParseDate(formatDate(r.data))).toEqual(r.data);
      else expect(r.issues[0]).toBe(`Fecha no válida: ${s}`);
      expect(typeof parseIsoDate(s).ok).toBe('boolean');
    }));
  });

  it('round-trips any valid date', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 200 * 366 }), (n) => {
      const d = addDays({ year: 1950, month: 1, day: 1 }, n);
      expect(mustParseDate(formatDate(d))).toEqual(d);
      expect(daysBetween({ year: 1950, month: 1, day: 1 }, d)).toBe(n);
    }));
  });

  it('knows month lengths, weekdays and one year later', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2025, 2)).toBe(28);
    expect(weekday({ year: 2025, month: 1, day: 6 })).toBe(1); // Monday
    expect(addOneYear({ year: 2024, month: 2, day: 29 })).toEqual({ year: 2025, month: 2, day: 28 });
  });

  it('gives the Madrid civil date of an instant', () => {
    // 23:30 UTC on 31 Dec 2024 is already 1 Jan 2025 in Madrid (UTC+1).
    expect(madridDate(new Date('2024-12-31T23:30:00Z'))).toEqual({ year: 2025, month: 1, day: 1 });
    expect(madridDateTime(new Date('2025-07-01T10:05:00Z'))).toEqual({ year: 2025, month: 7, day: 1, hour: 12, minute: 5 });
  });
});
