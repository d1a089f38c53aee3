import { describe, expect, it } from 'vitest';
import { CELL, compareSchedules, scheduleColumns } from './scheduleDiff.ts';
import { runKpis } from './kpis.ts';
import { engineToTakeOut, engineToTakeOutOfColumns } from './sensitivity.ts';
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

describe('scheduleColumns', () => {
  // Two days of a plant: engines with and without states, a missing hour, duplicated and
  // non-overlaid concepts, a load that is not a number.
  const p = testPayload(2, '14/03/2025');
  const e1 = p.planta.motores[0]!.nombre;
  const e2 = p.planta.motores[1]!.nombre;
  const programa = {
    motores: [
      ...Array.from({ length: 48 }, (_, t) => item(e1, t, t % 5 < 2 ? 0 : 2.5, t % 5 < 2 ? 0 : 1)),
      ...Array.from({ length: 48 }, (_, t) => item(e2, t, t % 7 === 3 ? 0 : 1.5)).filter((_, t) => t !== 10),
    ],
    calderas: Array.from({ length: 48 }, (_, t) => item('Caldera 1', t, t % 3, t % 3 > 0 ? 1 : 0)),
    conceptos: [
      ...Array.from({ length: 48 }, (_, t) => item('Precio electricidad', t, 50 + t)),
      ...Array.from({ length: 48 }, (_, t) => item('Venta red', t, t % 4)),
      ...Array.from({ length: 48 }, (_, t) => item('Compra red', t, t === 7 ? Number.NaN : 1)),
      item('Venta red', 3, 2),
      ...Array.from({ length: 48 }, (_, t) => item('Otro', t, 9)),
    ],
    total_consumo_gas: 1234.5,
  };
  const columns = JSON.parse(JSON.stringify(scheduleColumns(programa))) as ReturnType<typeof scheduleColumns>;

  it('give the same comparison, key figures and engine to take out as the schedule items, once stored as JSON', () => {
    const other = { ...programa, motores: programa.motores.map((m, k) => (k % 9 === 0 ? { ...m, valor: m.valor + 1 } : m)) };
    expect(compareSchedules(p, columns, p, scheduleColumns(other))).toEqual(compareSchedules(p, programa, p, other));
    const totals = { COST_TOTAL: 10, ING_TOTAL: 3, AHORRO: 2 };
    const fromItems = runKpis(p, { programa, resultados: { totals } });
    expect(runKpis(p, { columnas: columns, resultados: { totals } })).toEqual(fromItems);
    expect(fromItems.elecSoldMWh).toBe(programa.conceptos.filter((c) => c.concepto === 'Venta red').reduce((s, c) => s + c.valor, 0));
    expect(fromItems.gasMWh).toBe(1234.5);
    expect(engineToTakeOutOfColumns(p, columns.motores)).toBe(engineToTakeOut(p, programa.motores));
  });

  it('keep only the overlaid concepts by hour, and the sum of every concept', () => {
    expect(columns.conceptos.map((c) => c.concepto).sort()).toEqual(['Compra red', 'Precio electricidad', 'Venta red']);
    expect(columns.sums.Otro).toBe(9 * 48);
    expect(columns.motores.find((m) => m.concepto === e2)!.valor[10]).toBeNull();
  });

  it("keep every engine's marks by hour (null where none), which a re-plan of the run reads back; boilers have none", () => {
    const marked = { ...programa, motores: programa.motores.map((m, k) => (k === 4 ? { ...m, transicion: 'parada' as const } : k === 7 ? { ...m, transicion: 'arranque' as const } : m)) };
    const stored = JSON.parse(JSON.stringify(scheduleColumns(marked))) as ReturnType<typeof scheduleColumns>;
    const e1Marks = stored.motores.find((m) => m.concepto === e1)!.transicion!;
    expect(e1Marks).toHaveLength(48);
    expect(e1Marks.flatMap((m, t) => (m ? [[t, m]] : []))).toEqual([[4, 'parada'], [7, 'arranque']]);
    expect(stored.motores.find((m) => m.concepto === e2)!.transicion!.every((m) => m === null)).toBe(true);
    expect(stored.calderas.every((c) => c.transicion === undefined)).toBe(true);
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
