// The tornado chart of a sensitivity batch: one row per shifted input, widest swing on top, and on
// each row one bar per direction of the input: the input lowered (its smallest factor, ×0,8 of a
// price), raised (its largest, ×1,2) or a unit taken out. Each bar is the change of the figure
// (net cost or savings) against the parent run and ends in the shift it stands for; right of 0 the
// figure rises, left of it the figure falls.
import type { EChartsCoreOption } from 'echarts/core';
import type { SensitivityResponse } from '@plantasim/domain';
import { chartNumbers, formatFactor, formatMoney, type UiLang } from '../../../i18n/format';

export type TornadoFigure = 'netCost' | 'savings';
export type TornadoDirection = 'down' | 'up' | 'out';

type Bar = SensitivityResponse['tornado'][number];
type Point = Bar['points'][number];

export interface TornadoTexts {
  kind: (kind: string) => string;
  /** Legend name of each direction of the input. */
  series: Record<TornadoDirection, string>;
  /** The end label of a unit-out bar ('fuera'). */
  out: string;
  /** Name of the value axis: what a positive change means. */
  axis: string;
  /** Tooltip line: `{shift}: el coste neto sube {amount}`; the direction is the figure's. */
  change: (shift: string, rises: boolean | null, amount: string) => string;
}

/** The point a direction of the input stands for on a row: the extreme factor on that side of 1. */
export function tornadoPoint(bar: Bar, direction: TornadoDirection): Point | null {
  if (direction === 'out') return bar.kind === 'engineOff' ? (bar.points[0] ?? null) : null;
  if (bar.kind === 'engineOff') return null;
  const side = bar.points.filter((p) => (direction === 'down' ? p.factor < 1 : p.factor > 1));
  if (side.length === 0) return null;
  return side.reduce((best, p) => (direction === 'down' ? (p.factor < best.factor ? p : best) : (p.factor > best.factor ? p : best)));
}

const COLORS: Record<TornadoDirection, string> = { down: '#1565c0', up: '#ef6c00', out: '#6d4c41' };
const DIRECTIONS: readonly TornadoDirection[] = ['down', 'up', 'out'];

export function tornadoOption(data: SensitivityResponse, figure: TornadoFigure, texts: TornadoTexts, lang: UiLang): EChartsCoreOption {
  const numbers = chartNumbers(lang);
  // ECharts draws the first category at the bottom: narrowest first so the widest is on top.
  const bars = [...data.tornado].sort((x, y) => (x[figure].high - x[figure].low) - (y[figure].high - y[figure].low));
  const shiftOf = (direction: TornadoDirection, point: Point) => (direction === 'out' ? texts.out : formatFactor(point.factor, lang));
  const series = DIRECTIONS.filter((d) => bars.some((b) => tornadoPoint(b, d) !== null)).map((direction) => ({
    name: texts.series[direction],
    type: 'bar',
    barGap: '15%',
    itemStyle: { color: COLORS[direction] },
    data: bars.map((b) => {
      const point = tornadoPoint(b, direction);
      if (!point) return null;
      const value = point[figure];
      const shift = shiftOf(direction, point);
      return {
        value,
        shift: `${texts.kind(b.kind)} ${shift}`,
        label: { show: true, formatter: shift, position: value < 0 ? 'left' : 'right', fontSize: 11, color: '#37474F' },
      };
    }),
  }));
  return {
    animation: false,
    tooltip: {
      trigger: 'item',
      formatter: (p: { data?: { value: number; shift: string } | null }) => {
        if (!p.data) return '';
        const v = p.data.value;
        const rises = Math.abs(v) < 0.005 ? null : v > 0;
        return texts.change(p.data.shift, rises, formatMoney(Math.abs(v), lang));
      },
    },
    legend: { type: 'plain' },
    grid: { left: 170, right: 56, top: 16, bottom: 48 },
    xAxis: {
      type: 'value',
      name: texts.axis,
      nameLocation: 'middle',
      nameGap: 28,
      axisLabel: { formatter: numbers.axis },
    },
    yAxis: { type: 'category', data: bars.map((b) => texts.kind(b.kind)) },
    series,
  };
}
