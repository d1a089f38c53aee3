// ChartData → ECharts option. Long series draw with 'lttb' sampling and progressive rendering;
// values show in the interface language (i18n/format.ts chartNumbers).
import type { EChartsCoreOption } from 'echarts/core';
import { chartNumbers, type UiLang } from '../../../i18n/format';
import type { ChartData } from '../model/chartData';

const PALETTE = ['#0A4F7E', '#2E86C1', '#5DADE2', '#85C1E9', '#17A589', '#48C9B0', '#F39C12', '#F5B041', '#AF601A', '#DC7633', '#884EA0', '#C39BD3', '#7F8C8D', '#27AE60', '#E74C3C', '#34495E'];

export interface ChartOptionsInput {
  data: ChartData;
  /** Unit of the left axis (stacked series and lines unless `rightLines`). */
  unit: string;
  /** Lines on a second axis with this unit (e.g. prices against MW). */
  rightUnit?: string;
  /** Stack drawn as bars instead of areas. */
  bars?: boolean;
  /** Colour of the line series (demand, profit). */
  lineColor?: string;
  /** Interface language of the axis and tooltip numbers (Spanish when not given). */
  lang?: UiLang;
}

export function chartOption({ data, unit, rightUnit, bars, lineColor = '#C0392B', lang = 'es' }: ChartOptionsInput): EChartsCoreOption {
  const long = data.labels.length > 400;
  const numbers = chartNumbers(lang);
  const stacked = data.stacked.map((s) => ({
    name: s.name,
    type: bars ? 'bar' : 'line',
    stack: bars ? undefined : 'total',
    areaStyle: bars ? undefined : { opacity: 0.85 },
    lineStyle: bars ? undefined : { width: 0.6 },
    showSymbol: false,
    sampling: 'lttb',
    progressive: 2000,
    large: bars && long,
    barMaxWidth: 18,
    yAxisIndex: 0,
    data: s.data,
    emphasis: { focus: 'series' },
  }));
  const lines = data.lines.map((s, i) => ({
    name: s.name,
    type: 'line',
    showSymbol: false,
    sampling: 'lttb',
    progressive: 2000,
    yAxisIndex: rightUnit ? 1 : 0,
    lineStyle: { width: 2, type: i === 0 ? 'solid' : 'dashed', color: i === 0 ? lineColor : '#E67E22' },
    itemStyle: { color: i === 0 ? lineColor : '#E67E22' },
    data: s.data,
    z: 5,
  }));
  const axis = (name: string) => ({
    type: 'value',
    name,
    nameTextStyle: { color: '#546E7A', fontSize: 11 },
    axisLabel: { formatter: numbers.axis, color: '#546E7A' },
    splitLine: { lineStyle: { color: '#ECEFF1' } },
  });
  return {
    color: PALETTE,
    animation: !long,
    grid: { left: 56, right: rightUnit ? 60 : 24, top: 32, bottom: 64 },
    // The page draws the legend (charts/legend.ts): every name, wrapped, never paged.
    legend: { type: 'plain' },
    tooltip: { trigger: 'axis', valueFormatter: numbers.tooltip, confine: true },
    xAxis: { type: 'category', data: data.labels, boundaryGap: Boolean(bars), axisLine: { onZero: false }, axisLabel: { color: '#546E7A', hideOverlap: true, margin: 12 } },
    yAxis: rightUnit ? [axis(unit), { ...axis(rightUnit), splitLine: { show: false } }] : [axis(unit)],
    dataZoom: [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 12 }],
    series: [...stacked, ...lines],
  };
}
