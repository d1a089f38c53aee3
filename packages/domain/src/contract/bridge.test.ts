import { describe, expect, it } from 'vitest';
import { bridgeDayResponseSchema, bridgeQuerySchema } from './bridge.ts';

describe('the plan-vs-actual contract', () => {
  it('takes a day or a period, nothing else', () => {
    expect(bridgeQuerySchema.parse({ dia: '15/01/2024' })).toEqual({ dia: '15/01/2024' });
    expect(bridgeQuerySchema.parse({ desde: '01/01/2024', hasta: '31/01/2024' })).toEqual({ desde: '01/01/2024', hasta: '31/01/2024' });
    expect(bridgeQuerySchema.parse({ dia: '15/01/2024', simulacion: '12' })).toEqual({ dia: '15/01/2024', simulacion: 12 });
    for (const q of [{}, { dia: '2024-01-15' }, { dia: '15/01/2024', simulacion: '0' }, { dia: '15/01/2024', simulacion: 'x' }, { desde: '01/01/2024', hasta: '02/01/2024', simulacion: '3' }, { dia: '30/02/2024' }, { desde: '01/01/2024' }, { dia: '15/01/2024', desde: '01/01/2024', hasta: '02/01/2024' }, { dia: '15/01/2024', x: '1' }]) {
      expect(bridgeQuerySchema.safeParse(q).success, JSON.stringify(q)).toBe(false);
    }
  });

  it('answers amounts in whole cents', () => {
    const lines = { gas: 1, co2: 2, compra: 3, venta: 4, ro: 5, otros: 6, total: 3 };
    const day = {
      fecha: '15/01/2024', simulacion: { id: 1, name: 'P', username: 'gestor' },
      columnas: { plan: lines, real: lines, posteriori: null },
      puente: { plan: 1, real: 2, posteriori: null, precio: 1, demanda: 0, indisponibilidad: 0, ejecucion: 0, total: 1, prevision: null },
      banda: 'close', horasDemanda: [], averias: [{ unidad: 'Motor cogeneración 1', horas: [15] }],
    };
    expect(bridgeDayResponseSchema.safeParse(day).success).toBe(true);
    expect(bridgeDayResponseSchema.safeParse({ ...day, puente: { ...day.puente, precio: 0.5 } }).success).toBe(false);
  });
});
