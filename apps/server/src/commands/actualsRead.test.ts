import { describe, expect, it } from 'vitest';
import { actualsResponseSchema, formatIsoDate, type CalendarDate } from '@plantasim/domain';
import { fakeRepos } from '../../test/support/fakeRepositories.ts';
import { actualsJson, actualsPeriod, MAX_ACTUALS_DAYS } from './actualsRead.ts';

async function text(pieces: AsyncIterable<string>): Promise<{ pieces: string[]; json: unknown }> {
  const all: string[] = [];
  for await (const p of pieces) all.push(p);
  return { pieces: all, json: JSON.parse(all.join('')) };
}

describe('reading actuals', () => {
  it('writes the current values a day per statement, among the imports complete when the read began, in hour order', async () => {
    // Import 4 gives hour 8 again without motor.2 (so it reads absent); import 5 is still being written.
    const db = fakeRepos();
    db.actuals.put([
      { day: '2024-02-29', hour: 7, unit: 'motor.2', value: 2.5 }, { day: '2024-02-29', hour: 7, unit: 'motor.1', value: 3 },
      { day: '2024-02-29', hour: 8, unit: 'motor.1', value: 9 }, { day: '2024-02-29', hour: 8, unit: 'motor.2', value: 9 },
    ], { id: 3, username: 'tecnico', source: 'csv', hours: 1, created: '2024-03-01T10:00:00.000Z' });
    db.actuals.put([{ day: '2024-02-29', hour: 8, unit: 'motor.1', value: 1 }], { id: 4, username: 'operador', source: 'api', hours: 2, created: '2024-03-01T11:00:00.000Z' });
    db.actuals.put([{ day: '2024-02-29', hour: 8, unit: 'motor.1', value: 7 }], { id: 5, complete: false });
    const period = actualsPeriod('28/02/2024', '01/03/2024');
    if (period === 'badRange') throw new Error('a valid period');
    const r = await text(await actualsJson(db, period.from, period.to));
    expect(actualsResponseSchema.parse(r.json)).toEqual({
      horas: [
        { horizonte: '29/02/2024 07:00', valores: { 'motor.1': 3, 'motor.2': 2.5 } },
        { horizonte: '29/02/2024 08:00', valores: { 'motor.1': 1 } },
      ],
      importaciones: [
        { id: 4, username: 'operador', origen: 'api', horas: 2, created: '2024-03-01T11:00:00.000Z' },
        { id: 3, username: 'tecnico', origen: 'csv', horas: 1, created: '2024-03-01T10:00:00.000Z' },
      ],
    });
    const days = db.calls.filter((c) => c.fn === 'currentActualsOfDay');
    expect(days.map((c) => [formatIsoDate(c.args[0] as CalendarDate), c.args[1]])).toEqual([['2024-02-28', [3, 4]], ['2024-02-29', [3, 4]], ['2024-03-01', [3, 4]]]);
    expect(db.calls.filter((c) => c.fn === 'actualImports').map((c) => [...(c.args[0] as number[])].sort())).toEqual([[3, 4]]);
  });

  it('answers a period without measurements as valid JSON', async () => {
    const db = fakeRepos();
    const period = actualsPeriod('01/01/2025', '02/01/2025');
    if (period === 'badRange') throw new Error('a valid period');
    expect((await text(await actualsJson(db, period.from, period.to))).json).toEqual({ horas: [], importaciones: [] });
  });

  it('refuses a reversed range or one longer than a leap year', () => {
    expect(MAX_ACTUALS_DAYS).toBe(366);
    expect(actualsPeriod('02/01/2025', '01/01/2025')).toBe('badRange');
    expect(actualsPeriod('01/01/2024', '01/01/2025')).toBe('badRange');
    expect(actualsPeriod('01/01/2024', '31/12/2024')).not.toBe('badRange');
  });
});
