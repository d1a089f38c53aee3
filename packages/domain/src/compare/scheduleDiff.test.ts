import { describe, expect, it } from 'vitest';
import { CELL, compareSchedules } from './scheduleDiff.ts';
import { testPayload } from './testPayload.ts';
import { compareQuerySchema, sensitivityRequestSchema } from '../contract/index.ts';

const item = (concepto: string, t: number, valor: number, estado?: number) => ({ concepto, hora: `H${t + 1}`, valor, ...(estado !== undefined ? { estado } : {}) });

describe('compareSchedules', () => {
  it('marks on/off and load differences on the hours both runs cover', () => {
    const a = testPayload(2, '14/03/2025');
    const b = testPayload(1, '15/03/2025'); // b's one day is a's second day
    const ra = { motores: Array.from({ length: 48 }, (_, t) => item('M1', t, t >= 24 && t < 27 ? 2 : 0, t >= 24 && t < 27 ? 1 : 0)), conceptos: Array.from({ length: 48 }, (_, t) => item('Precio electricidad', t, t)) };
    const rb = { motores: Array.from({ length: 24 }, (_, t) => item('M1', t, t === 0 ? 2 : t === 1 ? 3 : 0, t < 2 ? 1 : 0)), conceptos: Array.from({ length: 24 }, (_, t) => item('Precio electricidad', t, 100 + t)) };
    const c = compareSchedules(a, ra, b, rb);
    expect(c.hours).toEqual(b.demanda_vapor.map((r) => r.horizonte));
    expect(c.heat).toHaveLength(1);
    expect(c.heat[0]!.cells.slice(0, 4)).toEqual([CELL.same, CELL.load, CELL.onOff, CELL.same]);
    expect(c.heat[0]!.delta[1]).toBeCloseTo(1);
    expect(c.differingCells).toBe(2);
    expect(c.series).toEqual([{ concepto: 'Precio electricidad', a: Array.from({ length: 24 }, (_, t) => 24 + t), b: Array.from({ length: 24 }, (_, t) => 100 + t) }]);
  });

  it('has no common hours for runs of different days', () => {
    const c = compareSchedules(testPayload(1, '14/03/2025'), {}, testPayload(1, '20/03/2025'), {});
    expect(c.hours).toEqual([]);
  });
});

describe('contract', () => {
  it('reads ids from the query and refuses anything else', () => {
    expect(compareQuerySchema.parse({ a: '12', b: '7' })).toEqual({ a: 12, b: 7 });
    for (const bad of [{ a: '0', b: '1' }, { a: 'x', b: '1' }, { a: '1' }, { a: '1', b: '2', c: '3' }, { a: '99999999999', b: '1' }]) {
      expect(compareQuerySchema.safeParse(bad).success).toBe(false);
    }
  });
  it('accepts a subset of shifts and refuses unknown kinds', () => {
    expect(sensitivityRequestSchema.parse({})).toEqual({});
    expect(sensitivityRequestSchema.safeParse({ shifts: [{ kind: 'elecPrice', factor: 1.1 }] }).success).toBe(true);
    expect(sensitivityRequestSchema.safeParse({ shifts: [{ kind: 'wind', factor: 1.1 }] }).success).toBe(false);
    expect(sensitivityRequestSchema.safeParse({ shifts: [] }).success).toBe(false);
  });
});
