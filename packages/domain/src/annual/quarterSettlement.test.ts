import { describe, expect, it } from 'vitest';
import { createBaseCase } from '../plant/baseCase.ts';
import { plantSchema } from '../schemas/equipment.ts';
import { quarterKey, settlementOnDay } from './quarterSettlement.ts';
import { operationFlows } from './operation.ts';

describe('settlement scheme by quarter (RD 917/2025)', () => {
  it('names quarters yyyy-Tn and falls back to the configuration, then venta_total', () => {
    expect(quarterKey({ year: 2026, month: 3, day: 31 })).toBe('2026-T1');
    expect(quarterKey({ year: 2026, month: 4, day: 1 })).toBe('2026-T2');
    expect(quarterKey({ year: 2026, month: 12, day: 31 })).toBe('2026-T4');
    const byQuarter = { '2026-T2': 'autoconsumo_neto' as const };
    expect(settlementOnDay(undefined, byQuarter, { year: 2026, month: 5, day: 1 })).toBe('autoconsumo_neto');
    expect(settlementOnDay('autoconsumo_neto', byQuarter, { year: 2026, month: 7, day: 1 })).toBe('autoconsumo_neto');
    expect(settlementOnDay(undefined, byQuarter, { year: 2027, month: 5, day: 1 })).toBe('venta_total');
  });

  it('is plant data: bad quarters and schemes are refused', () => {
    const plant = createBaseCase({ date: '01/02/2026' }).planta;
    expect(plantSchema.safeParse({ ...plant, esquema_liquidacion_trimestres: { '2026-T2': 'autoconsumo_neto' } }).success).toBe(true);
    expect(plantSchema.safeParse({ ...plant, esquema_liquidacion_trimestres: { '2026-T5': 'venta_total' } }).success).toBe(false);
    expect(plantSchema.safeParse({ ...plant, esquema_liquidacion_trimestres: { '2026-T1': 'otro' } }).success).toBe(false);
  });

  it('the year to date counts generation in a venta_total quarter and exports in an autoconsumo_neto one', () => {
    const p = createBaseCase({ date: '31/03/2026' });
    p.planta.esquema_liquidacion_trimestres = { '2026-T2': 'autoconsumo_neto' };
    const engine = p.planta.motores[0]!.nombre;
    const rows = Array.from({ length: 48 }, () => ({ [`PE_${engine}`]: 5, VENTA_RED: 2 }));
    // 24 h of 31 March sold whole (5 each), 24 h of 1 April exporting 2 each.
    expect(operationFlows(p, rows, 48).sold).toBe(24 * 5 + 24 * 2);
  });
});
