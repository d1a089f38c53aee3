// The two schedules hour by hour on the hours both runs cover (same horizon or overlapping):
// a heat map of where engines and electric boilers differ, and the price/load series to overlay.
import type { SimulationPayload } from '../schemas/payload.ts';
import type { ScheduleItem, ScheduleTransition } from '../contract/results.ts';

export interface ProgramaLike {
  motores?: ScheduleItem[];
  calderas?: ScheduleItem[];
  conceptos?: ScheduleItem[];
}

/** Heat map cell: the same, switched on in one run only, or on in both with another load. */
export const CELL = { same: 0, onOff: 1, load: 2 } as const;
export type HeatCell = (typeof CELL)[keyof typeof CELL];

/** Loads closer than this (MW) count as equal: solver round-off. */
export const LOAD_TOLERANCE_MW = 0.01;

export interface HeatRow {
  concepto: string;
  /** One cell per common hour. */
  cells: HeatCell[];
  /** b − a load (MW) per common hour. */
  delta: number[];
}

export interface ScheduleComparison {
  /** 'dd/MM/yyyy HH:00' keys both runs cover, in time order of run a. */
  hours: string[];
  heat: HeatRow[];
  /** Hours × units where the runs differ. */
  differingCells: number;
  /** Overlaid series per concept: values of a and b on the common hours. */
  series: Array<{ concepto: string; a: Array<number | null>; b: Array<number | null> }>;
}

/** Concepts of the schedule drawn overlaid: prices and loads. */
export const OVERLAY_CONCEPTS = ['Precio electricidad', 'Precio gas', 'Demanda vapor', 'Demanda frío', 'Producción eléctrica motores', 'Venta red', 'Compra red'] as const;

/** Hour keys of a payload's horizon, in order (the steam demand has one row per hour). */
export function payloadHourKeys(p: SimulationPayload): string[] {
  return p.demanda_vapor.map((r) => r.horizonte);
}

/** Hour position of a label 'H7' (→ 6), or -1 when it is not one. A year has 200,000 labels per
 *  run: read by character, not by regular expression. */
export function hourPosition(label: string): number {
  if (label.charCodeAt(0) !== 72 /* H */ || label.length < 2) return -1;
  let n = 0;
  for (let i = 1; i < label.length; i++) {
    const c = label.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    n = n * 10 + c;
  }
  return n - 1;
}

type Values = Array<number | null>;

/** One unit's or concept's values by hour position (H1 → 0): load and on/off state, null where
 *  the schedule has no item; an engine's marks too (null: no mark), which a re-plan of this
 *  schedule reads back to know which hours ran down for a stop its own solve planned. */
export interface ColumnSeries {
  concepto: string;
  valor: Values;
  estado?: Values;
  transicion?: Array<ScheduleTransition | null>;
}

/**
 * The part of a schedule a comparison reads, by column: every engine and boiler (load and state
 * per hour), the overlaid concepts, the sum of every concept over the horizon and the gas total.
 * A planning year's schedule is ~16 MB of JSON items; these columns are ~1 MB, so the solve job
 * stores them beside it (part programa_columnas) and a comparison parses them instead.
 */
export interface ScheduleColumns {
  columns: 1;
  motores: ColumnSeries[];
  calderas: ColumnSeries[];
  conceptos: ColumnSeries[];
  /** Σ valor per concept over all its items (the KPIs' grid figures). */
  sums: Record<string, number>;
  total_consumo_gas?: number;
}

/** concepto → values by hour position (H1 → 0); only the concepts `only` names when given; with
 *  `marks`, the items' transicion too. */
function byConcept(items: readonly ScheduleItem[] | undefined, only?: ReadonlySet<string>, marks = false): ColumnSeries[] {
  const out = new Map<string, { concepto: string; valor: Values; estado: Values; transicion: Array<ScheduleTransition | null> }>();
  for (const it of items ?? []) {
    if (only && !only.has(it.concepto)) continue;
    const t = hourPosition(it.hora);
    if (t < 0) continue;
    let e = out.get(it.concepto);
    if (!e) out.set(it.concepto, (e = { concepto: it.concepto, valor: [], estado: [], transicion: [] }));
    e.valor[t] = Number.isFinite(it.valor) ? it.valor : null;
    e.estado[t] = it.estado ?? null;
    e.transicion[t] = it.transicion ?? null;
  }
  // Hours before a unit's last item that it has no item for read as null (not as array holes).
  return [...out.values()].map((e) => {
    const series: ColumnSeries = { concepto: e.concepto, valor: Array.from(e.valor, (v) => v ?? null), estado: Array.from(e.estado, (v) => v ?? null) };
    if (marks) series.transicion = Array.from(e.transicion, (v) => v ?? null);
    return series;
  });
}

/** A unit on in hour t of its series: state 1, or no state and a load above 0 (the stored
 *  schedule's rule for engine hours and starts). */
export function seriesOnAt(m: ColumnSeries, t: number): boolean {
  const estado = m.estado?.[t] ?? null;
  return estado === 1 || (estado === null && (m.valor[t] ?? 0) > 0);
}

function num(v: unknown): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : 0;
}

/** The columns of a schedule as stored by the solve job (or read from the schedule's items). */
export function scheduleColumns(p: ProgramaLike & { total_consumo_gas?: number }): ScheduleColumns {
  const sums: Record<string, number> = {};
  for (const it of p.conceptos ?? []) sums[it.concepto] = (sums[it.concepto] ?? 0) + num(it.valor);
  const conceptos = byConcept(p.conceptos, new Set<string>(OVERLAY_CONCEPTS)).map(({ concepto, valor }) => ({ concepto, valor }));
  const out: ScheduleColumns = { columns: 1, motores: byConcept(p.motores, undefined, true), calderas: byConcept(p.calderas), conceptos, sums };
  if (typeof p.total_consumo_gas === 'number') out.total_consumo_gas = p.total_consumo_gas;
  return out;
}

/** Columns as they are, or computed from a schedule's items. */
export function asScheduleColumns(p: ProgramaLike | ScheduleColumns): ScheduleColumns {
  return 'columns' in p && p.columns === 1 ? p : scheduleColumns(p as ProgramaLike);
}

/** concepto → its series, the first `hours` positions (the payload's horizon). */
function seriesMap(list: readonly ColumnSeries[]): Map<string, ColumnSeries> {
  const out = new Map<string, ColumnSeries>();
  for (const c of list) if (!out.has(c.concepto)) out.set(c.concepto, c);
  return out;
}

function isOn(valor: number | null, estado: number | null): boolean {
  return estado !== null ? estado === 1 : (valor ?? 0) > LOAD_TOLERANCE_MW;
}

export function compareSchedules(pa: SimulationPayload, ra: ProgramaLike | ScheduleColumns, pb: SimulationPayload, rb: ProgramaLike | ScheduleColumns): ScheduleComparison {
  const keysA = payloadHourKeys(pa);
  const keysB = payloadHourKeys(pb);
  const posB = new Map(keysB.map((k, i) => [k, i]));
  const pairs: Array<[number, number]> = [];
  keysA.forEach((k, i) => {
    const j = posB.get(k);
    if (j !== undefined) pairs.push([i, j]);
  });
  const hours = pairs.map(([i]) => keysA[i]!);
  const sa = asScheduleColumns(ra);
  const sb = asScheduleColumns(rb);
  const unitsA = seriesMap([...sa.motores, ...sa.calderas]);
  const unitsB = seriesMap([...sb.motores, ...sb.calderas]);
  const names = [...unitsA.keys()];
  for (const n of unitsB.keys()) if (!unitsA.has(n)) names.push(n);
  // Positions past a run's own horizon are not its hours (t < hours of that run).
  const at = (v: Values | undefined, t: number, hours: number): number | null => (v && t < hours ? v[t] ?? null : null);
  let differingCells = 0;
  const heat: HeatRow[] = names.map((concepto) => {
    const ua = unitsA.get(concepto);
    const ub = unitsB.get(concepto);
    const cells: HeatCell[] = [];
    const delta: number[] = [];
    for (const [i, j] of pairs) {
      const va = at(ua?.valor, i, keysA.length);
      const vb = at(ub?.valor, j, keysB.length);
      const onA = isOn(va, at(ua?.estado, i, keysA.length));
      const onB = isOn(vb, at(ub?.estado, j, keysB.length));
      const cell: HeatCell = onA !== onB ? CELL.onOff : Math.abs((vb ?? 0) - (va ?? 0)) > LOAD_TOLERANCE_MW ? CELL.load : CELL.same;
      if (cell !== CELL.same) differingCells += 1;
      cells.push(cell);
      delta.push((vb ?? 0) - (va ?? 0));
    }
    return { concepto, cells, delta };
  });
  const ca = seriesMap(sa.conceptos);
  const cb = seriesMap(sb.conceptos);
  const series = OVERLAY_CONCEPTS.filter((c) => ca.has(c) || cb.has(c)).map((concepto) => ({
    concepto,
    a: pairs.map(([i]) => at(ca.get(concepto)?.valor, i, keysA.length)),
    b: pairs.map(([, j]) => at(cb.get(concepto)?.valor, j, keysB.length)),
  }));
  return { hours, heat, differingCells, series };
}
