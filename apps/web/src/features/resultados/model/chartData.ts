// Series of the four result charts, read from the operation and economic tables and the schedule
// concepts. A long horizon (a planning year is 8,784 hours) is folded into daily values above
// MAX_POINTS so ECharts draws a few hundred points instead of thousands per series.
import type { ResultRow, ScheduleItem } from '@plantasim/domain';
import type { ResultTable } from '@plantasim/domain';

export const MAX_POINTS = 2000;

export interface ChartSeries {
  name: string;
  data: number[];
}

export interface ChartData {
  labels: string[];
  /** Stacked production series. */
  stacked: ChartSeries[];
  /** Lines drawn over the stack (demand, prices...). */
  lines: ChartSeries[];
  /** True when hours were folded into days. */
  daily: boolean;
}

function num(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function column(rows: readonly ResultRow[], name: string): number[] {
  return rows.map((r) => num(r[name]));
}

/** Columns with a prefix as series named after the equipment (PV_Motor cogeneración 1 → Motor cogeneración 1). */
function prefixed(table: ResultTable, prefix: string): ChartSeries[] {
  return table.columns
    .filter((c) => c.startsWith(prefix))
    .map((c) => ({ name: c.slice(prefix.length), data: column(table.rows, c) }))
    .filter((s) => s.data.some((v) => Math.abs(v) > 1e-9));
}

function conceptSeries(items: readonly ScheduleItem[], concept: string, length: number): number[] | null {
  const values = items.filter((i) => i.concepto === concept).map((i) => i.valor);
  return values.length === length ? values : null;
}

function labelsOf(table: ResultTable): string[] {
  return table.rows.map((r, i) => String(r.FECHA_HORA ?? `H${i + 1}`));
}

/** Hourly dispatch stacked by equipment against the steam demand. */
export function steamChart(operation: ResultTable, demandName: string): ChartData {
  return fold({ labels: labelsOf(operation), stacked: prefixed(operation, 'PV_'), lines: [{ name: demandName, data: column(operation.rows, 'DEMV') }], daily: false });
}

/** Cold supply by compressor (and engines' absorption) against the cooling demand. */
export function coldChart(operation: ResultTable, conceptos: readonly ScheduleItem[], demandName: string): ChartData {
  const demand = conceptSeries(conceptos, 'Demanda frío', operation.rows.length);
  return fold({ labels: labelsOf(operation), stacked: prefixed(operation, 'PF_'), lines: demand ? [{ name: demandName, data: demand }] : [], daily: false });
}

/** Electricity and gas prices (lines) with the engines' electricity output (bars). */
export function pricesChart(operation: ResultTable, economic: ResultTable, conceptos: readonly ScheduleItem[], names: { elec: string; gas: string; output: string }): ChartData {
  const n = operation.rows.length;
  const output = new Array<number>(n).fill(0);
  for (const c of operation.columns) {
    if (!c.startsWith('PE_')) continue;
    operation.rows.forEach((r, t) => { output[t] = output[t]! + num(r[c]); });
  }
  const gas = economic.rows.length === n ? column(economic.rows, 'PCIOGAS') : conceptSeries(conceptos, 'Precio gas', n);
  const lines: ChartSeries[] = [{ name: names.elec, data: column(operation.rows, 'PCIO_EL') }];
  if (gas) lines.push({ name: names.gas, data: gas });
  return fold({ labels: labelsOf(operation), stacked: [{ name: names.output, data: output }], lines, daily: false });
}

/** Cumulative gross profit (EUR) hour by hour. */
export function profitChart(economic: ResultTable, name: string): ChartData {
  let acc = 0;
  const data = economic.rows.map((r) => (acc += num(r.BENEFICIO_BRUTO)));
  return fold({ labels: labelsOf(economic), stacked: [], lines: [{ name, data }], daily: false }, new Set([name]));
}

/**
 * Above MAX_POINTS, hours become days: means for powers and prices, the day's last value for the
 * series named in `lastOf` (cumulative ones). Labels become the date part ('2025-01-15 01' → '2025-01-15').
 */
export function fold(chart: ChartData, lastOf: ReadonlySet<string> = new Set()): ChartData {
  const n = chart.labels.length;
  if (n <= MAX_POINTS) return chart;
  const days = Math.ceil(n / 24);
  const labels = Array.from({ length: days }, (_, d) => chart.labels[d * 24]!.split(' ')[0]!);
  const reduce = (s: ChartSeries): ChartSeries => ({
    name: s.name,
    data: Array.from({ length: days }, (_, d) => {
      const part = s.data.slice(d * 24, d * 24 + 24);
      if (lastOf.has(s.name)) return part[part.length - 1] ?? 0;
      return part.reduce((a, b) => a + b, 0) / (part.length || 1);
    }),
  });
  return { labels, stacked: chart.stacked.map(reduce), lines: chart.lines.map(reduce), daily: true };
}
