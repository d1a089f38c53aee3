// Chart legends drawn by the page, not by ECharts: ECharts' scrolling legend pages its names
// ('1/3') and a plain one overlaps the plot once it wraps, so a chart with many units hid most of
// them, often the largest. Here every series gets its colour written into the option (the legend
// shows exactly what is drawn), ECharts' own legend stays hidden and only keeps which series are
// shown, and the page lists every name in a wrapping row above the canvas.
import type { EChartsCoreOption } from 'echarts/core';

/** ECharts' default palette, for options that do not set `color`. */
export const ECHARTS_PALETTE = ['#5470c6', '#91cc75', '#fac858', '#ee6666', '#73c0de', '#3ba272', '#fc8452', '#9a60b4', '#ea7ccc'];

export type LegendMark = 'area' | 'bar' | 'line' | 'dashed';

export interface LegendItem {
  name: string;
  color: string;
  mark: LegendMark;
}

type Style = Record<string, unknown> | undefined;
type Series = Record<string, unknown> & { name?: unknown; type?: unknown; itemStyle?: Style; lineStyle?: Style; areaStyle?: Style };

function colorOf(style: Style): string | null {
  const color = style?.color;
  return typeof color === 'string' ? color : null;
}

function markOf(series: Series): LegendMark {
  if (series.type === 'bar') return 'bar';
  if (series.areaStyle) return 'area';
  return series.lineStyle?.type === 'dashed' ? 'dashed' : 'line';
}

/**
 * The option as drawn with the page's legend: each series coloured explicitly (its own colour, or
 * the palette's in series order, as ECharts would pick it), ECharts' legend hidden with the `hidden`
 * names unselected; and the legend's items in series order. An option without a legend is kept as it is.
 */
export function withPageLegend(option: EChartsCoreOption, hidden: ReadonlySet<string> = new Set()): { option: EChartsCoreOption; items: LegendItem[] } {
  const raw = option.series;
  if (!option.legend || !Array.isArray(raw)) return { option, items: [] };
  const palette = Array.isArray(option.color) && option.color.length > 0 ? (option.color as string[]) : ECHARTS_PALETTE;
  const items: LegendItem[] = [];
  const series = (raw as Series[]).map((s, i) => {
    const color = colorOf(s.itemStyle) ?? colorOf(s.lineStyle) ?? palette[i % palette.length]!;
    if (typeof s.name === 'string' && !items.some((item) => item.name === s.name)) items.push({ name: s.name, color, mark: markOf(s) });
    return { ...s, itemStyle: { ...s.itemStyle, color } };
  });
  const selected = Object.fromEntries(items.map((item) => [item.name, !hidden.has(item.name)]));
  return { option: { ...option, series, legend: { show: false, selected } }, items };
}
