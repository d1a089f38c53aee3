import { describe, expect, it } from 'vitest';
import { ECHARTS_PALETTE, withPageLegend } from './legend';
import { chartOption } from './chartOptions';

describe('withPageLegend', () => {
  const data = {
    labels: ['H1', 'H2'],
    stacked: Array.from({ length: 14 }, (_, i) => ({ name: `Motor ${i + 1}`, data: [i, i + 1] })),
    lines: [{ name: 'Demanda vapor', data: [5, 6] }, { name: 'Demanda prevista', data: [4, 4] }],
    daily: false,
  };

  it('lists every series, hides the paging ECharts legend and colours each series as listed', () => {
    const { option, items } = withPageLegend(chartOption({ data, unit: 'MW', lineColor: '#123456' }));
    expect(items.map((i) => i.name)).toEqual([...data.stacked.map((s) => s.name), 'Demanda vapor', 'Demanda prevista']);
    expect(option.legend).toEqual({ show: false, selected: Object.fromEntries(items.map((i) => [i.name, true])) });
    const series = option.series as Array<{ name: string; itemStyle: { color: string } }>;
    series.forEach((s, i) => expect(s.itemStyle.color).toBe(items[i]!.color));
    expect(items[0]).toMatchObject({ color: '#0A4F7E', mark: 'area' });
    expect(items[14]).toMatchObject({ color: '#123456', mark: 'line' });
    expect(items[15]).toMatchObject({ color: '#E67E22', mark: 'dashed' });
  });

  it('leaves the hidden series unselected', () => {
    const { option } = withPageLegend(chartOption({ data, unit: 'MW' }), new Set(['Motor 3']));
    expect((option.legend as { selected: Record<string, boolean> }).selected).toMatchObject({ 'Motor 3': false, 'Motor 4': true });
  });

  it("takes ECharts' default palette in series order when the option sets no colours", () => {
    const { items } = withPageLegend({ legend: {}, series: [{ name: 'a', type: 'line' }, { name: 'b', type: 'bar' }] });
    expect(items).toEqual([{ name: 'a', color: ECHARTS_PALETTE[0], mark: 'line' }, { name: 'b', color: ECHARTS_PALETTE[1], mark: 'bar' }]);
  });

  it('keeps an option without a legend as it is', () => {
    const option = { series: [{ name: 'a', type: 'line' }] };
    expect(withPageLegend(option)).toEqual({ option, items: [] });
  });
});

describe('chartOption', () => {
  it('never asks ECharts for a paging legend', () => {
    const data = { labels: ['H1'], stacked: [{ name: 'x', data: [1] }], lines: [], daily: false };
    expect((chartOption({ data, unit: 'MW' }).legend as { type?: string }).type).not.toBe('scroll');
  });
});
