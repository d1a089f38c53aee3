import { describe, expect, it } from 'vitest';
import { actualsBefore, coversTodayOrTomorrow, defaultReplanHour, earliestReplanHour, quartersBefore, replanRefusal, tripsInForce } from './replan.ts';

const today = { year: 2025, month: 1, day: 15 };
const facts = { status: 4, fechaActual: '15/01/2025', horizonte: 1, units: ['Motor 1', 'Caldera 1'], today };
const ok = { hora: 14, unidades: ['Motor 1'] };

describe('re-plan refusals', () => {
  it('accepts an executed run of today from H2 to its last hour', () => {
    expect(replanRefusal(facts, ok)).toBeNull();
    expect(replanRefusal(facts, { hora: 2, unidades: ['Motor 1', 'Caldera 1'] })).toBeNull();
    expect(replanRefusal(facts, { hora: 24, unidades: ['Motor 1'] })).toBeNull();
  });

  it('refuses a run that did not end OK, naming its status in the language asked', () => {
    expect(replanRefusal({ ...facts, status: 3 }, ok)).toEqual({ code: 'replan.notExecuted', params: { status: 'En ejecución' } });
    expect(replanRefusal({ ...facts, status: 5 }, ok, 'en')?.params.status).toBe('Run failed');
  });

  it('takes horizons that include today or tomorrow only', () => {
    expect(coversTodayOrTomorrow('16/01/2025', 1, today)).toBe(true); // tomorrow's plan
    expect(coversTodayOrTomorrow('17/01/2025', 3, today)).toBe(false);
    expect(coversTodayOrTomorrow('14/01/2025', 1, today)).toBe(false); // yesterday's
    expect(coversTodayOrTomorrow('09/01/2025', 7, today)).toBe(true); // a week ending today
    expect(coversTodayOrTomorrow('08/01/2025', 7, today)).toBe(false);
    expect(replanRefusal({ ...facts, fechaActual: '14/01/2025' }, ok)).toEqual({
      code: 'replan.notCurrent', params: { from: '14/01/2025', to: '14/01/2025', today: '15/01/2025' },
    });
  });

  it('refuses hours outside H2..Hn, unknown and repeated units', () => {
    expect(replanRefusal(facts, { ...ok, hora: 1 })).toEqual({ code: 'replan.hourOutside', params: { hour: 1, last: 24 } });
    expect(replanRefusal({ ...facts, horizonte: 2 }, { ...ok, hora: 49 })).toEqual({ code: 'replan.hourOutside', params: { hour: 49, last: 48 } });
    expect(replanRefusal(facts, { ...ok, unidades: ['Motor 9'] })).toEqual({ code: 'replan.unknownUnit', params: { unit: 'Motor 9' } });
    expect(replanRefusal(facts, { ...ok, unidades: ['Motor 1', 'Motor 1'] })).toEqual({ code: 'replan.repeatedUnit', params: { unit: 'Motor 1' } });
  });
});

describe('the hour a re-plan starts from', () => {
  it('may be H1 only for a plan that has not begun (its first day after today)', () => {
    expect(earliestReplanHour('16/01/2025', today)).toBe(1);
    expect(earliestReplanHour('15/01/2025', today)).toBe(2);
    expect(earliestReplanHour('14/01/2025', today)).toBe(2);
    const tomorrow = { ...facts, fechaActual: '16/01/2025' };
    expect(replanRefusal(tomorrow, { ...ok, hora: 1 })).toBeNull();
    expect(replanRefusal(tomorrow, { ...ok, hora: 0 })).toEqual({ code: 'replan.hourOutside', params: { hour: 0, last: 24 } });
  });

  // Madrid is UTC+1 in January and UTC+2 in July: the clock is read on the Madrid calendar.
  it('proposes the next whole hour of today\'s plan', () => {
    expect(defaultReplanHour('15/01/2025', 1, new Date('2025-01-15T09:37:00Z'))).toBe(12); // 10:37 → 11–12
    expect(defaultReplanHour('15/01/2025', 1, new Date('2025-01-15T09:00:00Z'))).toBe(12); // 10:00 → 11–12
    expect(defaultReplanHour('15/07/2025', 1, new Date('2025-07-15T08:37:00Z'))).toBe(12); // summer time
    expect(defaultReplanHour('15/01/2025', 1, new Date('2025-01-14T23:10:00Z'))).toBe(2); // 00:10 → H2, the first allowed
    expect(defaultReplanHour('14/01/2025', 2, new Date('2025-01-15T09:37:00Z'))).toBe(36); // day 2 of a plan begun yesterday
  });

  it('stays within the horizon late in its last day', () => {
    expect(defaultReplanHour('15/01/2025', 1, new Date('2025-01-15T22:30:00Z'))).toBe(24); // 23:30: no next hour left, the last
    expect(defaultReplanHour('15/01/2025', 2, new Date('2025-01-15T22:30:00Z'))).toBe(25); // 23:30 → tomorrow's 00–01
  });

  it('proposes H1 for a later day\'s plan', () => {
    expect(defaultReplanHour('16/01/2025', 1, new Date('2025-01-15T09:37:00Z'))).toBe(1);
    expect(defaultReplanHour('16/01/2025', 3, new Date('2025-01-15T22:59:00Z'))).toBe(1);
  });
});

describe('measured hours kept before H', () => {
  it('places each hour key on its horizon position and keeps only hours before H', () => {
    const hours = [
      { horizonte: '15/01/2025 00:00', valores: 'a' },
      { horizonte: '15/01/2025 12:00', valores: 'b' },
      { horizonte: '15/01/2025 13:00', valores: 'c' }, // H14 itself: re-planned, not kept
      { horizonte: '16/01/2025 01:00', valores: 'd' },
      { horizonte: '14/01/2025 23:00', valores: 'e' },
    ];
    expect([...actualsBefore('15/01/2025', 14, hours)]).toEqual([[0, 'a'], [12, 'b']]);
    expect([...actualsBefore('15/01/2025', 27, hours)]).toEqual([[0, 'a'], [12, 'b'], [13, 'c'], [25, 'd']]);
  });
});

describe('trips in force', () => {
  it('keeps every earlier trip of the chain from its own hour, a unit named again from its first', () => {
    // The first re-plan tripped Motor 1 at H14; its re-plan trips Caldera 1 at H18, and a third one,
    // from H10, names Motor 1 again with Motor 2.
    expect(tripsInForce([{ hora: 14, unidades: ['Motor 1'] }, { hora: 18, unidades: ['Caldera 1'] }])).toEqual([
      { unidad: 'Motor 1', hora: 14 }, { unidad: 'Caldera 1', hora: 18 },
    ]);
    expect(tripsInForce([{ hora: 18, unidades: ['Caldera 1'] }, { hora: 14, unidades: ['Motor 1'] }, { hora: 10, unidades: ['Motor 2', 'Motor 1'] }])).toEqual([
      { unidad: 'Motor 1', hora: 10 }, { unidad: 'Motor 2', hora: 10 }, { unidad: 'Caldera 1', hora: 18 },
    ]);
    expect(tripsInForce([{ hora: 5, unidades: ['Motor 1'] }])).toEqual([{ unidad: 'Motor 1', hora: 5 }]);
    expect(tripsInForce([])).toEqual([]);
  });
});

describe('measured quarters before H', () => {
  it('keeps the quarters whose hour is before H, with their day and period number', () => {
    const q = (horizonte: string, periodo: number) => ({ horizonte, periodo, valores: periodo });
    const r = quartersBefore('15/11/2025', 27, [q('15/11/2025 00:45', 4), q('16/11/2025 01:15', 6), q('16/11/2025 02:00', 9), q('14/11/2025 23:45', 96), { horizonte: '15/11/2025 05:00', valores: 0 }]);
    expect(r).toEqual([[0, 4, 4], [1, 6, 6]]);
  });
});
