import { describe, expect, it } from 'vitest';
import { actualsResponseSchema } from '@plantasim/domain';
import { scriptedDb } from '../../test/support/scriptedDb.ts';
import { actualsJson, actualsPeriod, MAX_ACTUALS_DAYS } from './actualsRead.ts';

const COMPLETE = /^SELECT id FROM actual_imports WHERE complete/;
const DAY = /^WITH of_day AS MATERIALIZED \(\s+SELECT hour, unit, value, import_id FROM actual_values WHERE day/;
const IMPORTS = /FROM actual_imports WHERE complete AND id = ANY/;

async function text(pieces: AsyncIterable<string>): Promise<{ pieces: string[]; json: unknown }> {
  const all: string[] = [];
  for await (const p of pieces) all.push(p);
  return { pieces: all, json: JSON.parse(all.join('')) };
}

describe('reading actuals', () => {
  it('writes the current values a day per statement, among the imports complete when the read began, in hour order', async () => {
    // Rows come in hour and unit order, each hour as its latest import gave it, as the query answers.
    const db = scriptedDb([
      [COMPLETE, { rows: [{ id: 3 }, { id: 4 }] }],
      [DAY, (params) => ({
        rows: params[0] === '2024-02-29'
          ? [{ hour: 7, unit: 'motor.1', value: 3, import_id: 3 }, { hour: 7, unit: 'motor.2', value: '2.5', import_id: 3 }, { hour: 8, unit: 'motor.1', value: 1, import_id: 4 }]
          : [],
      })],
      [IMPORTS, { rows: [{ id: 4, username: 'operador', source: 'api', hours: 2, created: '2024-03-01T11:00:00.000Z' }, { id: 3, username: 'tecnico', source: 'csv', hours: 1, created: new Date('2024-03-01T10:00:00Z') }] }],
    ]);
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
    const days = db.calls.filter((c) => DAY.test(c.sql));
    expect(days.map((c) => c.params)).toEqual([['2024-02-28', [3, 4]], ['2024-02-29', [3, 4]], ['2024-03-01', [3, 4]]]);
    expect(db.calls.filter((c) => IMPORTS.test(c.sql)).map((c) => [...(c.params[0] as number[])].sort())).toEqual([[3, 4]]);
  });

  it('answers a period without measurements as valid JSON', async () => {
    const db = scriptedDb([[COMPLETE, { rows: [] }], [DAY, { rows: [] }]]);
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
