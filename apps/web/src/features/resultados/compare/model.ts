// The comparison's chart options and Excel sheets, from the server's answer (pure, tested).
import type { EChartsCoreOption } from 'echarts/core';
import type { CompareResponse } from '@plantasim/domain';
import type { Sheet } from '../model/workbooks';
import { chartNumbers, type UiLang } from '../../../i18n/format';

export interface CompareLabels {
  a: string;
  b: string;
  sheetKpis: string;
  sheetInputs: string;
  sheetEconomics: string;
  sheetSchedule: string;
  figure: string;
  delta: string;
  table: string;
  row: string;
  field: string;
  hour: string;
  unit: string;
  kpi: (key: string) => string;
  tableName: (tab: string, table: string) => string;
  fieldName: (table: string, field: string) => string;
}

/** Overlaid lines of run a (solid) and run b (dashed) for the given schedule concepts. */
export function overlayOption(data: CompareResponse, concepts: readonly string[], names: { a: string; b: string }, lang: UiLang = 'es'): EChartsCoreOption {
  const numbers = chartNumbers(lang);
  const series = data.schedule.series.filter((s) => concepts.includes(s.concepto)).flatMap((s) => [
    { name: `${s.concepto} · ${names.a}`, type: 'line', showSymbol: false, data: s.a },
    { name: `${s.concepto} · ${names.b}`, type: 'line', showSymbol: false, lineStyle: { type: 'dashed' }, data: s.b },
  ]);
  return {
    animation: false,
    tooltip: { trigger: 'axis', valueFormatter: numbers.tooltip },
    // Drawn by the page (charts/legend.ts): every name, wrapped, never paged.
    legend: { type: 'plain' },
    grid: { left: 50, right: 20, top: 24, bottom: 60 },
    xAxis: { type: 'category', data: data.schedule.hours },
    yAxis: { type: 'value', scale: true, axisLabel: { formatter: numbers.axis } },
    dataZoom: data.schedule.hours.length > 48 ? [{ type: 'slider' }, { type: 'inside' }] : [],
    series,
  };
}

export function comparisonSheets(data: CompareResponse, l: CompareLabels): Sheet[] {
  const kpis: Sheet = {
    name: l.sheetKpis,
    rows: [[l.figure, l.a, l.b, l.delta], ...data.kpis.map((k) => [l.kpi(k.key), k.a, k.b, k.delta])],
  };
  const inputs: Sheet = {
    name: l.sheetInputs,
    rows: [[l.table, l.row, l.field, l.a, l.b], ...data.inputs.flatMap((g) => g.changes.map((c) => [
      l.tableName(g.tab, g.table), c.row, l.fieldName(g.table, c.field), c.a === null ? '' : typeof c.a === 'boolean' ? String(c.a) : c.a, c.b === null ? '' : typeof c.b === 'boolean' ? String(c.b) : c.b,
    ]))],
  };
  const economics: Sheet = {
    name: l.sheetEconomics,
    rows: [[l.field, l.a, l.b, l.delta], ...data.economics.map((e) => [e.column, e.a ?? '', e.b ?? '', e.delta ?? ''])],
  };
  const schedule: Sheet = {
    name: l.sheetSchedule,
    rows: [[l.unit, l.hour, l.delta], ...data.schedule.heat.flatMap((row) => row.cells.flatMap((c, h) => (c === 0 ? [] : [[row.concepto, data.schedule.hours[h] ?? '', row.delta[h] ?? 0]])))],
  };
  return [kpis, inputs, economics, schedule];
}
