import { describe, expect, it } from 'vitest';
import type { AnnualResult } from '@plantasim/domain';
import { annualLines } from './annualRows';

const report: AnnualResult = {
  aplicadas: true, ree: 0.5834, ree_minimo: 0.55, ref_h: 0.9, horas: 3712.4, horas_minimas: 3600, horas_umbral: 2160,
  potencia_instalada: 32.6, co2_t: 41234.5, co2_presupuesto_t: null, electricidad_mwh: 1, combustible_mwh: 1, calor_util_mwh: 1,
  energia_vendida_mwh: 1, cumple: { ree: true, horas: true, co2: true }, factor_horas: 1,
  precio_punto_ree: 12345.6, precio_hora: 250, precio_co2_t: 0, pasadas: 3,
};

describe('annualLines', () => {
  it('one line per limit: figure, limit, met, price; no limit and no price where the plant sets none', () => {
    expect(annualLines(report)).toEqual([
      { key: 'ree', value: '58,3', limit: '55,0', meets: true, price: '12.346' },
      { key: 'hours', value: '3.712', limit: '3.600', meets: true, price: '250' },
      { key: 'co2', value: '41.235', limit: null, meets: null, price: null },
    ]);
  });

  it('an REE with no fuel burnt reads as a dash', () => {
    expect(annualLines({ ...report, ree: null, precio_punto_ree: null })[0]).toMatchObject({ value: '—', price: null });
  });
});
