import { describe, expect, it } from 'vitest';
import type { BridgeAmounts } from '@plantasim/domain';
import { pieces, stepColor, waterfallOption, waterfallSteps } from './waterfall';

const bridge: BridgeAmounts = {
  plan: -1_000_000, real: -900_000, posteriori: -950_000,
  precio: 150_000, demanda: -20_000, indisponibilidad: 40_000, ejecucion: -70_000, total: 100_000, prevision: 50_000,
};

describe('the bridge waterfall', () => {
  it('walks from the plan through each part to the actual, then to the hindsight optimum', () => {
    const steps = waterfallSteps(bridge);
    expect(steps.map((s) => [s.key, s.from, s.to])).toEqual([
      ['plan', 0, -10000], ['precio', -10000, -8500], ['demanda', -8500, -8700], ['indisponibilidad', -8700, -8300],
      ['ejecucion', -8300, -9000], ['real', 0, -9000], ['prevision', -9000, -9500], ['posteriori', 0, -9500],
    ]);
    expect(steps.map(stepColor)).toEqual(['#5470c6', '#c62828', '#2e7d32', '#c62828', '#2e7d32', '#5470c6', '#2e7d32', '#5470c6']);
  });

  it('leaves the hindsight out when there is none', () => {
    expect(waterfallSteps({ ...bridge, posteriori: null, prevision: null }).map((s) => s.key)).toEqual(['plan', 'precio', 'demanda', 'indisponibilidad', 'ejecucion', 'real']);
  });

  it('floats each bar between its ends, on either side of zero', () => {
    expect(pieces({ key: 'precio', kind: 'change', value: 3, from: 2, to: 5 })).toEqual({ base: 2, up: 3, down: 0 });
    expect(pieces({ key: 'precio', kind: 'change', value: 3, from: -5, to: -2 })).toEqual({ base: -2, up: 0, down: -3 });
    expect(pieces({ key: 'precio', kind: 'change', value: 5, from: -2, to: 3 })).toEqual({ base: 0, up: 3, down: -2 });
  });

  it('draws an invisible base under the coloured pieces, labelled in the user\'s words', () => {
    const option = waterfallOption(waterfallSteps(bridge), (k) => `L:${k}`, (v) => `${v} €`) as { series: Array<{ data: unknown[]; itemStyle?: { color: string } }>; xAxis: { data: string[] } };
    expect(option.xAxis.data[1]).toBe('L:precio');
    expect(option.series[0]!.itemStyle!.color).toBe('transparent');
    expect(option.series[0]!.data[1]).toBe(-8500);
    expect(option.series[2]!.data[1]).toEqual({ value: -1500, itemStyle: { color: '#c62828' } });
  });
});
