import { describe, expect, it } from 'vitest';
import type { AnnualResult } from '@plantasim/domain';
import { annualLines, firstDayOf, toDateLines } from './annualRows';

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

  it('a line for each 3/6/9-month check of the horizon with a minimum, unpriced', () => {
    const periodos = [
      { meses: 3 as const, horas: 610.4, horas_minimas: 600, horas_umbral: 180, cumple: true, factor_horas: 1 },
      { meses: 6 as const, horas: 900, horas_minimas: null, horas_umbral: null, cumple: true, factor_horas: 1 },
    ];
    expect(annualLines({ ...report, periodos }).slice(3)).toEqual([
      { key: 'hours3', value: '610', limit: '600', meets: true, price: null },
    ]);
  });

  it('an REE with no fuel burnt reads as a dash', () => {
    expect(annualLines({ ...report, ree: null, precio_punto_ree: null })[0]).toMatchObject({ value: '—', meets: null, price: null });
  });
});

describe('toDateLines and firstDayOf', () => {
  it('the year so far against the same limits, with the planning prices', () => {
    const ytd = {
      anio: 2025, dias: 10, dias_transcurridos: 19, dias_medidos: 0, dias_planificados: 10, origen_dias: [], avisos: [],
      // REE = 100 / (250 − 90/0.9) = 0.6667; hours 326 / 32.6 = 10
      acumulado: { electricidad_mwh: 100, combustible_mwh: 250, calor_util_mwh: 90, energia_vendida_mwh: 326, co2_t: 50 },
      planificacion: { id: 7, fechaActual: '02/01/2025', precio_punto_ree: 900, precio_hora: 120, precio_co2_t: null },
    };
    expect(toDateLines(report, ytd)).toEqual([
      { key: 'ree', value: '66,7', limit: '55,0', meets: true, price: '900' },
      { key: 'hours', value: '10', limit: '3.600', meets: false, price: '120' },
      { key: 'co2', value: '50', limit: null, meets: null, price: null },
    ]);
    expect(toDateLines(report, { ...ytd, planificacion: null })[1]!.price).toBeNull();
    // The end of March already past: 1,956 MWh / 32.6 MW = 60 h + 12 exempt = 72 h against 15 % of 3,600 = 540 h.
    const march = { ...ytd.acumulado, energia_vendida_mwh: 1956, horas_exentas: 12 };
    expect(toDateLines({ ...report, porcentajes_3_6_9_meses: [15, 30, 45] }, { ...ytd, periodos: [{ meses: 3, acumulado: march }] }).slice(3)).toEqual([
      { key: 'hours3', value: '72', limit: '540', meets: false, price: null },
    ]);
    expect(toDateLines(report, { ...ytd, periodos: [{ meses: 3, acumulado: march }] })).toHaveLength(3); // no percentages: no line
    // 6 exempt hours so far count one equivalent hour each: 10 + 6 = 16
    expect(toDateLines(report, { ...ytd, acumulado: { ...ytd.acumulado, horas_exentas: 6 } })[1]!.value).toBe('16');
  });

  it("reads the run's first day from its first hour", () => {
    expect(firstDayOf([{ FECHA_HORA: '15/01/2025 00:00' }])).toBe('15/01/2025');
    expect(firstDayOf([{ FECHA_HORA: 'H1' }])).toBeNull();
    expect(firstDayOf([])).toBeNull();
  });
});
