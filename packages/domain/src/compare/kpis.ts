// Key figures of an executed simulation, read from its stored result parts, and their deltas
// between two runs. Every figure is a sum over the horizon of what the solve job stored, so the
// delta of two runs is exactly the difference of their stored economics.
import type { SimulationPayload } from '../schemas/payload.ts';
import type { ResultRow } from '../results/resultTables.ts';
import { figuresOfSums, type EconomicFigures } from '../results/figures.ts';
import type { ScheduleItem } from '../contract/results.ts';
import { asScheduleColumns, hourPosition, seriesOnAt, type ColumnSeries, type ScheduleColumns } from './scheduleDiff.ts';

/** The stored result parts this module reads (kept loose: older runs may lack some). */
export interface StoredResults {
  programa?: { motores?: ScheduleItem[]; conceptos?: ScheduleItem[]; total_consumo_gas?: number } | null;
  /** The schedule's columns (stored beside it by the solve job; read instead of `programa` when present). */
  columnas?: ScheduleColumns | null;
  /** Optional: a planning year's operation table is large; the schedule's hourly concepts give the same grid figures. */
  resultado_operacion?: { columns?: string[]; rows?: ResultRow[] } | null;
  resultado_economico?: { columns?: string[]; rows?: ResultRow[]; totals?: ResultRow } | null;
  /** The small summary part: the economic totals row as stored. */
  resultados?: { totals?: ResultRow | null } | null;
  /** A run planned in periods shorter than an hour: its schedule per period and each period's length
   *  (minutes). Its engine hours and starts are counted on these, in real time; the schedule above
   *  is its hourly folding (an engine on in one quarter is on in the whole hour there). */
  periodos?: { columnas: ScheduleColumns; minutos: readonly number[] } | null;
}

function totalsOf(results: StoredResults): ResultRow | undefined {
  return results.resultado_economico?.totals ?? results.resultados?.totals ?? undefined;
}

/** The schedule's columns: as stored, or from the schedule's items (runs stored before them). */
export function columnsOf(results: StoredResults): ScheduleColumns {
  return results.columnas ?? asScheduleColumns(results.programa ?? {});
}

export const KPI_KEYS = [
  'netCost', 'savings', 'gasMWh', 'elecSoldMWh', 'elecBoughtMWh', 'engineHours', 'engineStarts', 'co2t',
] as const;
export type KpiKey = (typeof KPI_KEYS)[number];
export type Kpis = Record<KpiKey, number>;

/** Units shown beside each figure. */
export const KPI_UNITS: Record<KpiKey, string> = {
  netCost: 'EUR', savings: 'EUR', gasMWh: 'MWh', elecSoldMWh: 'MWh', elecBoughtMWh: 'MWh', engineHours: 'h', engineStarts: '', co2t: 't',
};

function num(v: unknown): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : 0;
}

function sumColumn(rows: readonly ResultRow[], column: string): number {
  let s = 0;
  for (const r of rows) s += num(r[column]);
  return s;
}

/** Sum of an economic column over the hours (the stored totals row holds the same sums). */
export function economicSum(results: StoredResults, column: string): number {
  const totals = totalsOf(results);
  if (totals && typeof totals[column] === 'number') return totals[column] as number;
  return sumColumn(results.resultado_economico?.rows ?? [], column);
}

/**
 * Engine hours on and starts of a schedule, in real time: a period on counts its length (an hour, or
 * 0.25 h for a quarter: `minutes` gives each period's length, 60 when absent), a start is an engine
 * off in one period and on in the next (an engine on in the first period counts as a start when its
 * initial state is Parado). On an hourly schedule: the hours on and the off→on hours.
 */
export function engineUse(motores: readonly ScheduleItem[], initiallyOn: ReadonlySet<string> = new Set(), minutes?: readonly number[]): { hours: number; starts: number } {
  const byEngine = new Map<string, number[]>();
  for (const item of motores) {
    const t = hourPosition(item.hora);
    if (t < 0) continue;
    let list = byEngine.get(item.concepto);
    if (!list) byEngine.set(item.concepto, (list = []));
    list[t] = item.estado === 1 || (item.estado === undefined && item.valor > 0) ? 1 : 0;
  }
  return countUse([...byEngine].map(([name, states]) => ({ name, length: states.length, on: (t) => states[t] === 1 })), initiallyOn, minutes);
}

/** engineUse over the schedule's columns (on: state 1, or no state and a load above 0). */
export function engineUseOfColumns(motores: readonly ColumnSeries[], initiallyOn: ReadonlySet<string> = new Set(), minutes?: readonly number[]): { hours: number; starts: number } {
  return countUse(motores.map((m) => ({ name: m.concepto, length: m.valor.length, on: (t) => seriesOnAt(m, t) })), initiallyOn, minutes);
}

function countUse(
  engines: ReadonlyArray<{ name: string; length: number; on: (t: number) => boolean }>, initiallyOn: ReadonlySet<string>, minutes?: readonly number[],
): { hours: number; starts: number } {
  // Minutes on, summed, then turned into hours once: a whole number of hours stays exact.
  let minutesOn = 0;
  let starts = 0;
  for (const e of engines) {
    let prev = initiallyOn.has(e.name);
    for (let t = 0; t < e.length; t++) {
      const on = e.on(t);
      if (on) minutesOn += minutes?.[t] ?? 60;
      if (on && !prev) starts += 1;
      prev = on;
    }
  }
  return { hours: minutesOn / 60, starts };
}

/**
 * t CO2: gas burnt by each engine and gas boiler (CG_<name>, MWh) × its emission factor; without the
 * operation table, the CO2 cost over the CO2 price (the same tonnes when the price is not 0).
 */
export function co2Tonnes(payload: SimulationPayload, results: StoredResults): number {
  const rows = results.resultado_operacion?.rows;
  if (!rows) {
    const price = payload.configuracion.otros.precio_CO2;
    return price > 0 ? economicSum(results, 'COST_CO2') / price : 0;
  }
  let t = 0;
  for (const e of [...payload.planta.motores, ...payload.planta.calderas_gas]) {
    t += sumColumn(rows, `CG_${e.nombre}`) * e.coeficiente_emisiones_CO2;
  }
  return t;
}

/**
 * The money figures of a stored run (figures.ts), from the sums of its economic table: the same
 * net cost and savings as its result cards and totals row.
 */
export function runFigures(results: StoredResults): EconomicFigures {
  const has = (column: string) => typeof totalsOf(results)?.[column] === 'number'
    || (results.resultado_economico?.rows ?? []).some((r) => typeof r[column] === 'number');
  return figuresOfSums({
    costs: economicSum(results, 'COST_TOTAL'),
    income: economicSum(results, 'ING_TOTAL'),
    reference: has('COST_REF') ? economicSum(results, 'COST_REF') : null,
    steamMWh: has('DEMV') ? economicSum(results, 'DEMV') : null,
  });
}

/** The key figures of one run: net cost and savings as figures.ts defines them. */
export function runKpis(payload: SimulationPayload, results: StoredResults): Kpis {
  const operation = results.resultado_operacion?.rows ?? [];
  const gasFromTable = payload.planta.motores.concat(payload.planta.calderas_gas as never[])
    .reduce((s, e) => s + sumColumn(operation, `CG_${e.nombre}`), 0);
  const initiallyOn = new Set(payload.planta.motores.filter((m) => m.estado === 'Encendido').map((m) => m.nombre));
  const columns = columnsOf(results);
  // A quarter-hour run's engines are counted on its periods (real time), not on its hourly folding.
  const use = results.periodos
    ? engineUseOfColumns(results.periodos.columnas.motores, initiallyOn, results.periodos.minutos)
    : engineUseOfColumns(columns.motores, initiallyOn);
  const figures = runFigures(results);
  return {
    netCost: figures.netCost,
    savings: figures.savings ?? economicSum(results, 'AHORRO'),
    gasMWh: typeof columns.total_consumo_gas === 'number' ? columns.total_consumo_gas : gasFromTable,
    elecSoldMWh: results.resultado_operacion ? sumColumn(operation, 'VENTA_RED') : columns.sums['Venta red'] ?? 0,
    elecBoughtMWh: results.resultado_operacion
      ? sumColumn(operation, 'COMPRA_CERRADO') + sumColumn(operation, 'COMPRA_ABIERTO')
      : columns.sums['Compra red'] ?? 0,
    engineHours: use.hours,
    engineStarts: use.starts,
    co2t: co2Tonnes(payload, results),
  };
}

export interface KpiDelta {
  key: KpiKey;
  a: number;
  b: number;
  /** b − a */
  delta: number;
  /** (b − a) / |a|, null when a is 0 */
  relative: number | null;
}

export function kpiDeltas(a: Kpis, b: Kpis): KpiDelta[] {
  return KPI_KEYS.map((key) => ({ key, a: a[key], b: b[key], delta: b[key] - a[key], relative: a[key] !== 0 ? (b[key] - a[key]) / Math.abs(a[key]) : null }));
}

export interface EconomicLine {
  column: string;
  a: number | null;
  b: number | null;
  delta: number | null;
}

/** The economic totals side by side: every numeric column of either run, b − a where both have it. */
export function economicLines(a: StoredResults, b: StoredResults): EconomicLine[] {
  const ta = totalsOf(a) ?? {};
  const tb = totalsOf(b) ?? {};
  const columns = [...(a.resultado_economico?.columns ?? Object.keys(ta))];
  for (const c of b.resultado_economico?.columns ?? Object.keys(tb)) if (!columns.includes(c)) columns.push(c);
  const out: EconomicLine[] = [];
  for (const column of columns) {
    const va = typeof ta[column] === 'number' ? (ta[column] as number) : null;
    const vb = typeof tb[column] === 'number' ? (tb[column] as number) : null;
    if (va === null && vb === null) continue;
    out.push({ column, a: va, b: vb, delta: va !== null && vb !== null ? vb - va : null });
  }
  return out;
}
