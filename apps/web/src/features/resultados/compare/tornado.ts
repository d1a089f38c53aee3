// The tornado chart of a sensitivity batch: one horizontal bar per shifted input, from the lowest to
// the highest change of the figure against the parent run, widest on top.
import type { EChartsCoreOption } from 'echarts/core';
import type { SensitivityResponse } from '@plantasim/domain';

export type TornadoFigure = 'netCost' | 'savings';

export function tornadoOption(data: SensitivityResponse, figure: TornadoFigure, kindLabel: (kind: string) => string, names: { low: string; high: string }): EChartsCoreOption {
  // ECharts draws the first category at the bottom: reverse so the widest bar is on top.
  const bars = [...data.tornado].sort((x, y) => (x[figure].high - x[figure].low) - (y[figure].high - y[figure].low));
  return {
    animation: false,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { type: 'plain' },
    grid: { left: 170, right: 30, top: 16, bottom: 30 },
    xAxis: { type: 'value' },
    yAxis: { type: 'category', data: bars.map((b) => kindLabel(b.kind)) },
    series: [
      { name: names.low, type: 'bar', stack: 'delta', data: bars.map((b) => b[figure].low), itemStyle: { color: '#2e7d32' } },
      { name: names.high, type: 'bar', stack: 'delta', data: bars.map((b) => b[figure].high), itemStyle: { color: '#c62828' } },
    ],
  };
}
