import { describe, expect, it } from 'vitest';
import {
  economicTotalsDecimals, economicTotalsRow, hourIndex, hourlyAverageProgram, isAveragedEconomicColumn,
  referencePoolPrice, TOTALS_LABEL,
} from './resultTables.ts';

describe('economicTotalsRow', () => {
  const columns = ['FECHA_HORA', 'TARIFA', 'PCIO_EL', 'COST_TOTAL', 'COST_IVPEE', 'PRC_TERM_GAS_COG', 'BENEFICIO_BRUTO'];
  const rows = [
    { FECHA_HORA: '2025-01-15 01', TARIFA: 'p6', PCIO_EL: 30, COST_TOTAL: 100.25, COST_IVPEE: 1.005, PRC_TERM_GAS_COG: 38, BENEFICIO_BRUTO: -5 },
    { FECHA_HORA: '2025-01-15 02', TARIFA: 'p6', PCIO_EL: 50, COST_TOTAL: 200.5, COST_IVPEE: 2.01, PRC_TERM_GAS_COG: 40, BENEFICIO_BRUTO: 7.5 },
  ];

  it('sums money and energy columns and labels the row TOTAL', () => {
    const total = economicTotalsRow(columns, rows);
    expect(total.FECHA_HORA).toBe(TOTALS_LABEL);
    expect(total.TARIFA).toBe('');
    expect(total.COST_TOTAL).toBeCloseTo(300.75, 10);
    expect(total.COST_IVPEE).toBeCloseTo(3.015, 10);
    expect(total.BENEFICIO_BRUTO).toBeCloseTo(2.5, 10);
  });

  it('averages prices and unit values', () => {
    const total = economicTotalsRow(columns, rows);
    expect(total.PCIO_EL).toBe(40);
    expect(total.PRC_TERM_GAS_COG).toBe(39);
  });

  it('ignores missing and non-finite cells', () => {
    const total = economicTotalsRow(['FECHA_HORA', 'COST_TOTAL'], [{ FECHA_HORA: 'a', COST_TOTAL: 1 }, { FECHA_HORA: 'b', COST_TOTAL: null }, { FECHA_HORA: 'c' }]);
    expect(total.COST_TOTAL).toBe(1);
  });

  it('labels the first column when there is no FECHA_HORA', () => {
    expect(economicTotalsRow(['HORA', 'X'], [{ HORA: 'H1', X: 2 }])).toEqual({ HORA: TOTALS_LABEL, X: 2 });
  });
});

describe('totals decimals and averaged columns', () => {
  it('uses 1 decimal, 2 for COST_IVPEE', () => {
    expect(economicTotalsDecimals('COST_TOTAL')).toBe(1);
    expect(economicTotalsDecimals('COST_IVPEE')).toBe(2);
  });
  it('averages prices, sums costs', () => {
    expect(isAveragedEconomicColumn('PCEQ_MCCV')).toBe(true);
    expect(isAveragedEconomicColumn('CMED_VAPOR')).toBe(true);
    expect(isAveragedEconomicColumn('COST_GAS_COG')).toBe(false);
    expect(isAveragedEconomicColumn('ING_RO')).toBe(false);
  });
});

describe('referencePoolPrice', () => {
  it('is the maximum PCEQ_MCCV of the schedule concepts', () => {
    const conceptos = [
      { concepto: 'PCEQ_MCCV', hora: 'H1', valor: 28.6 },
      { concepto: 'PCEQ_MCCV', hora: 'H2', valor: 31.2 },
      { concepto: 'Precio electricidad', hora: 'H2', valor: 99 },
    ];
    expect(referencePoolPrice(conceptos)).toBe(31.2);
  });
  it('falls back to the economic rows, else null', () => {
    expect(referencePoolPrice([], [{ PCEQ_MCCV: 10 }, { PCEQ_MCCV: 12.5 }])).toBe(12.5);
    expect(referencePoolPrice([])).toBeNull();
  });
});

describe('hourlyAverageProgram', () => {
  it('averages each hour of the day over the days', () => {
    const items = [
      { concepto: 'Programa venta', hora: 'H1', valor: 2 },
      { concepto: 'Programa venta', hora: 'H25', valor: 4 },
      { concepto: 'Programa venta', hora: 'H2', valor: 5 },
    ];
    expect(hourlyAverageProgram(items)).toEqual([
      { concepto: 'Programa venta', hora: 'H1', valor: 3 },
      { concepto: 'Programa venta', hora: 'H2', valor: 5 },
    ]);
  });
  it('reads hour labels', () => {
    expect(hourIndex('H24')).toBe(23);
    expect(hourIndex('24')).toBeNull();
  });
});
