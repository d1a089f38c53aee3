import { describe, expect, it } from 'vitest';
import type { CompareResponse } from '@plantasim/domain';
import { comparisonSheets, overlayOption, type CompareLabels } from './model';

const run = (id: number) => ({ id, name: `R${id}`, username: 'gestor', created: '2026-01-01T00:00:00.000Z', fechaActual: '01/01/2026', horizonte: 1, parent_id: null });
const data: CompareResponse = {
  a: run(1), b: run(2),
  inputs: [{ tab: 'demanda', table: 'demanda_vapor', count: 1, rows: ['01/01/2026 03:00'], changes: [{ row: '01/01/2026 03:00', field: 'valor', a: 10, b: 12 }] }],
  kpis: [{ key: 'netCost', a: 100, b: 90, delta: -10, relative: -0.1 }],
  economics: [{ column: 'COST_TOTAL', a: 300, b: 290, delta: -10 }, { column: 'AHORRO', a: 5, b: null, delta: null }],
  schedule: {
    hours: ['01/01/2026 00:00', '01/01/2026 01:00'],
    heat: [{ concepto: 'Motor 1', cells: [0, 1], delta: [0, 2] }],
    differingCells: 1,
    series: [{ concepto: 'Precio electricidad', a: [50, 60], b: [55, 66] }, { concepto: 'Demanda vapor', a: [1, 1], b: [1, 1] }],
  },
};
const labels: CompareLabels = {
  a: 'A', b: 'B', sheetKpis: 'Indicadores', sheetInputs: 'Entradas', sheetEconomics: 'Económico', sheetSchedule: 'Programa',
  figure: 'Indicador', delta: 'Δ', table: 'Tabla', row: 'Fila', field: 'Campo', hour: 'Hora', unit: 'Equipo',
  kpi: (k) => `kpi:${k}`, tableName: (tab, table) => `${tab} › ${table}`, fieldName: (_t, f) => `f:${f}`,
};

describe('comparison export and charts', () => {
  it('writes the figures, every input change, the economic lines and the differing schedule cells', () => {
    const [kpis, inputs, economics, schedule] = comparisonSheets(data, labels);
    expect(kpis!.rows).toEqual([['Indicador', 'A', 'B', 'Δ'], ['kpi:netCost', 100, 90, -10]]);
    expect(inputs!.rows[1]).toEqual(['demanda › demanda_vapor', '01/01/2026 03:00', 'f:valor', 10, 12]);
    expect(economics!.rows[2]).toEqual(['AHORRO', 5, '', '']);
    expect(schedule!.rows).toEqual([['Equipo', 'Hora', 'Δ'], ['Motor 1', '01/01/2026 01:00', 2]]);
  });
  it('overlays run a and run b of the chosen concepts only', () => {
    const option = overlayOption(data, ['Precio electricidad'], { a: 'A', b: 'B' }) as { series: Array<{ name: string; data: number[] }> };
    expect(option.series.map((s) => s.name)).toEqual(['Precio electricidad · A', 'Precio electricidad · B']);
    expect(option.series[1]!.data).toEqual([55, 66]);
  });
  it('writes the overlay axis and tooltip numbers in the interface language', () => {
    type Fmt = { yAxis: { axisLabel: { formatter: (v: number) => string } }; tooltip: { valueFormatter: (v: unknown) => string } };
    const es = overlayOption(data, ['Precio electricidad'], { a: 'A', b: 'B' }, 'es') as Fmt;
    const en = overlayOption(data, ['Precio electricidad'], { a: 'A', b: 'B' }, 'en') as Fmt;
    expect(es.yAxis.axisLabel.formatter(-30000)).toBe('-30.000');
    expect(en.yAxis.axisLabel.formatter(-30000)).toBe('-30,000');
    expect(es.tooltip.valueFormatter(1234.5)).toBe('1.234,50');
    expect(en.tooltip.valueFormatter(1234.5)).toBe('1,234.50');
  });
});
