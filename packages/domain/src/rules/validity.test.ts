import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMessage } from '../messages/index.ts';
import { changeValidity, creationDay, launchActiveWarning, listValidityWarnings, utcDay, validOnDay } from './validity.ts';

const sim = (id: number, created: string, VALID: 0 | 1, status = 4) => ({ id, created, VALID, status });

describe('validity per creation day', () => {
  const list = [
    sim(1, '2025-01-15T08:00:00Z', 1),
    sim(2, '2025-01-15T09:00:00Z', 0),
    sim(3, '2025-01-16T09:00:00Z', 0),
    sim(4, '2025-01-16T10:00:00Z', 1, 7), // deleted: ignored
  ];

  it('compares the first 10 characters of created', () => {
    expect(creationDay('2025-01-15T23:59:59.000Z')).toBe('2025-01-15');
    expect(utcDay(new Date('2025-01-15T23:30:00+01:00'))).toBe('2025-01-15');
  });

  it('refuses a second valid simulation on a day', () => {
    const r = changeValidity(list, 2, 1);
    expect(r.ok).toBe(false);
    expect(r.list).toEqual(list);
    if (!r.ok) expect(formatMessage(r.error.code, r.error.params)).toBe('Ya existe una simulación activa para la fecha 15/01/2025. Deja solo una simulación activa por día.');
  });

  it('marks a valid simulation when the day has none', () => {
    const r = changeValidity(list, 3, 1);
    expect(r.ok && r.list.find((s) => s.id === 3)!.VALID).toBe(1);
    expect(r.ok && r.warning).toBe(null);
  });

  it('warns when unmarking the last valid of a day', () => {
    const r = changeValidity(list, 1, 0);
    expect(r.ok).toBe(true);
    if (r.ok) expect(formatMessage(r.warning!.code, r.warning!.params)).toBe('La simulación ya no es válida. No queda ninguna otra simulación activa para la fecha 15/01/2025: debe haber al menos una simulación válida para el día, marca otra.');
  });

  it('lists dates with several and with no valid simulation', () => {
    const w = listValidityWarnings([...list, sim(5, '2025-01-15T11:00:00Z', 1)]);
    expect(w.map((m) => formatMessage(m.code, m.params))).toEqual([
      'Hay más de una simulación activa para las fechas: 15/01/2025',
      'No hay ninguna simulación activa para las fechas: 16/01/2025',
    ]);
  });

  it('warns at launch when the day already has an active simulation', () => {
    const w = launchActiveWarning(list, '2025-01-15');
    expect(formatMessage(w!.code, w!.params)).toBe('Ya existe una simulación activa para el día 15/01/2025 .');
    expect(launchActiveWarning(list, '2025-01-16')).toBeNull();
  });

  it('never leaves a day with two valid simulations through changeValidity', () => {
    fc.assert(fc.property(
      fc.array(fc.tuple(fc.integer({ min: 1, max: 3 }), fc.constantFrom(0 as const, 1 as const)), { maxLength: 40 }),
      (ops) => {
        let l = [sim(1, '2025-01-01T00:00:00Z', 0), sim(2, '2025-01-01T01:00:00Z', 0), sim(3, '2025-01-02T00:00:00Z', 0)];
        for (const [id, v] of ops) l = changeValidity(l, id, v).list;
        expect(validOnDay(l, '2025-01-01').length).toBeLessThanOrEqual(1);
        expect(validOnDay(l, '2025-01-02').length).toBeLessThanOrEqual(1);
      },
    ));
  });
});
