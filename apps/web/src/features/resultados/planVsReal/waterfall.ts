// The bridge as a waterfall: the plan's cost, each part of the way to the actual cost, the actual
// cost, what a perfect forecast would have saved, and the hindsight optimum. Bars float between the
// running totals; ECharts stacks positive and negative values apart ('samesign'), so each bar is an
// invisible base plus its visible positive and negative pieces (a bar crossing zero has both).
import type { EChartsCoreOption } from 'echarts/core';
import type { BridgeAmounts } from '@plantasim/domain';

export type WaterfallStepKey = 'plan' | 'precio' | 'demanda' | 'indisponibilidad' | 'ejecucion' | 'real' | 'prevision' | 'posteriori';

export interface WaterfallStep {
  key: WaterfallStepKey;
  /** A total drawn from zero, or a change drawn from the running total. */
  kind: 'total' | 'change';
  /** EUR: the total, or the change of cost. */
  value: number;
  /** EUR: where the bar starts and ends. */
  from: number;
  to: number;
}

const eur = (cents: number) => cents / 100;

/** The steps of a bridge, in order; the hindsight ones only when there is a hindsight optimum. */
export function waterfallSteps(b: BridgeAmounts): WaterfallStep[] {
  const steps: WaterfallStep[] = [{ key: 'plan', kind: 'total', value: eur(b.plan), from: 0, to: eur(b.plan) }];
  let running = b.plan;
  for (const key of ['precio', 'demanda', 'indisponibilidad', 'ejecucion'] as const) {
    steps.push({ key, kind: 'change', value: eur(b[key]), from: eur(running), to: eur(running + b[key]) });
    running += b[key];
  }
  steps.push({ key: 'real', kind: 'total', value: eur(b.real), from: 0, to: eur(b.real) });
  if (b.posteriori !== null && b.prevision !== null) {
    steps.push({ key: 'prevision', kind: 'change', value: -eur(b.prevision), from: eur(b.real), to: eur(b.posteriori) });
    steps.push({ key: 'posteriori', kind: 'total', value: eur(b.posteriori), from: 0, to: eur(b.posteriori) });
  }
  return steps;
}

export const WATERFALL_COLORS = { total: '#5470c6', costlier: '#c62828', cheaper: '#2e7d32' } as const;

export function stepColor(s: WaterfallStep): string {
  if (s.kind === 'total') return WATERFALL_COLORS.total;
  return s.value > 0 ? WATERFALL_COLORS.costlier : WATERFALL_COLORS.cheaper;
}

/** The three stacked series of each bar: invisible base, positive piece, negative piece. */
export function pieces(s: WaterfallStep): { base: number; up: number; down: number } {
  const low = Math.min(s.from, s.to);
  const high = Math.max(s.from, s.to);
  if (low >= 0) return { base: low, up: high - low, down: 0 };
  if (high <= 0) return { base: high, up: 0, down: low - high };
  return { base: 0, up: high, down: low };
}

export function waterfallOption(steps: WaterfallStep[], label: (key: WaterfallStepKey) => string, money: (eur: number, decimals?: number) => string): EChartsCoreOption {
  const parts = steps.map(pieces);
  const visible = (pick: 'up' | 'down') => steps.map((s, i) => ({ value: parts[i]![pick], itemStyle: { color: stepColor(s) } }));
  return {
    animation: false,
    grid: { left: 90, right: 24, top: 16, bottom: 72 },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params: Array<{ dataIndex: number }>) => {
        const s = steps[params[0]?.dataIndex ?? 0];
        return s ? `${label(s.key)}: ${s.kind === 'change' && s.value > 0 ? '+' : ''}${money(s.value)}` : '';
      },
    },
    xAxis: { type: 'category', data: steps.map((s) => label(s.key)), axisLabel: { interval: 0, rotate: 30, fontSize: 11 } },
    yAxis: { type: 'value', axisLabel: { formatter: (v: number) => money(v, 0) } },
    series: [
      { type: 'bar', stack: 'w', silent: true, itemStyle: { color: 'transparent' }, data: parts.map((p) => p.base) },
      { type: 'bar', stack: 'w', data: visible('up') },
      { type: 'bar', stack: 'w', data: visible('down') },
    ],
  };
}
