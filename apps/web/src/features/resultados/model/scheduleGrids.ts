// The schedule (programa) as grids (docs/rules/screens.md): one row per equipment or concept, one column per hour.
// The engine grid has a spacer row after Motor 4 and after Motor 6 (the plant's three engine
// families) and shows the electric boilers as 'Caldera eléctrica 11' and '12'.
import { hourIndex, hourlyAverageProgram, scheduleElectricBoilerName, type ScheduleItem, type ScheduleTransition } from '@plantasim/domain';
import type { Programa } from '@plantasim/domain';

/** A grid row: the concept's name, one number per hour label and the on/off state per hour. */
export interface ScheduleRow {
  concepto: string;
  kind: 'engine' | 'boiler' | 'spacer' | 'concept';
  /** Hour label → value. */
  values: Record<string, number>;
  /** Hour label → 1 on / 0 off (engines and boilers). */
  estado: Record<string, number>;
  /** Hour label → why the hour's output is derated by design (engines' start and stop hours only). */
  transicion: Record<string, ScheduleTransition>;
}

/** Hour labels present in the items, in hour order (H1, H2, … H24, H25 …). */
export function hourLabels(...lists: ReadonlyArray<readonly ScheduleItem[]>): string[] {
  const seen = new Set<string>();
  for (const list of lists) for (const item of list) seen.add(item.hora);
  // Each label's position is read once (a year has 8,760 labels), not at every comparison.
  const keyed = [...seen].map((label) => ({ label, index: hourIndex(label) ?? Number.MAX_SAFE_INTEGER }));
  keyed.sort((a, b) => a.index - b.index || a.label.localeCompare(b.label));
  return keyed.map((k) => k.label);
}

/** One row per concept, in order of first appearance. */
export function pivot(items: readonly ScheduleItem[], kind: ScheduleRow['kind'], rename: (name: string) => string = (n) => n): ScheduleRow[] {
  const rows = new Map<string, ScheduleRow>();
  for (const item of items) {
    let row = rows.get(item.concepto);
    if (!row) {
      row = { concepto: rename(item.concepto), kind, values: {}, estado: {}, transicion: {} };
      rows.set(item.concepto, row);
    }
    row.values[item.hora] = item.valor;
    if (item.estado !== undefined) row.estado[item.hora] = item.estado;
    if (item.transicion !== undefined) row.transicion[item.hora] = item.transicion;
  }
  return [...rows.values()];
}

/** Number of an engine ('Motor cogeneración 4' → 4), else its position (1-based). */
function engineNumber(name: string, position: number): number {
  const m = /(\d+)\s*$/.exec(name);
  return m ? Number(m[1]) : position + 1;
}

const spacer = (): ScheduleRow => ({ concepto: '', kind: 'spacer', values: {}, estado: {}, transicion: {} });

/** Engines (spacer rows after Motor 4 and Motor 6), then the electric boilers under their schedule names. */
export function engineGridRows(motores: readonly ScheduleItem[], calderas: readonly ScheduleItem[]): ScheduleRow[] {
  const engines = pivot(motores, 'engine');
  const out: ScheduleRow[] = [];
  engines.forEach((row, i) => {
    out.push(row);
    const n = engineNumber(row.concepto, i);
    if ((n === 4 || n === 6) && i < engines.length - 1) out.push(spacer());
  });
  const boilers = pivot(calderas, 'boiler', scheduleElectricBoilerName);
  if (boilers.length && out.length) out.push(spacer());
  out.push(...boilers);
  return out;
}

export function conceptRows(items: readonly ScheduleItem[]): ScheduleRow[] {
  return pivot(items, 'concept');
}

/** The hourly-average program (H1..H24) as rows. */
export function averageProgramRows(items: readonly ScheduleItem[]): ScheduleRow[] {
  return pivot(hourlyAverageProgram(items), 'concept');
}

/** Hour labels used by some rows, in hour order. */
export function rowHours(rows: readonly ScheduleRow[]): string[] {
  return hourLabels(rows.flatMap((r) => Object.keys(r.values).map((hora) => ({ concepto: r.concepto, hora, valor: 0 }))));
}

const peaks = new WeakMap<ScheduleRow, number>();

/** The row's highest value over the whole horizon (0 at least), worked out once per row. */
export function rowPeak(row: ScheduleRow): number {
  let peak = peaks.get(row);
  if (peak === undefined) {
    peak = 0;
    for (const h in row.values) {
      const v = row.values[h]!;
      if (Number.isFinite(v) && v > peak) peak = v;
    }
    peaks.set(row, peak);
  }
  return peak;
}

/** Rows as a table of text/number cells for Excel and PDF: name, then one value per hour. */
export function rowsAsMatrix(rows: readonly ScheduleRow[], hours: readonly string[]): Array<Array<string | number>> {
  return rows.map((r) => [r.concepto, ...hours.map((h) => (r.kind === 'spacer' ? '' : (r.values[h] ?? '')))]);
}

/**
 * Above one day the schedule grids show one day at a time (a day selector chooses it): a whole day
 * fits on one screen, and a planning year would be 8,784 columns.
 */
export const PAGED_ABOVE_HOURS = 24;

/** The number of days the hours make (a last partial day counts). */
export function dayCount(hours: readonly string[]): number {
  return Math.max(1, Math.ceil(hours.length / 24));
}

/** The hour labels of day `day` (0-based) when the horizon is paged, else all of them. */
export function visibleHours(hours: readonly string[], day: number): string[] {
  if (hours.length <= PAGED_ABOVE_HOURS) return [...hours];
  return hours.slice(day * 24, day * 24 + 24);
}

/**
 * The hour labels of each day. A run's periods are its operation table's rows in order, so when their
 * FECHA_HORA are given the days follow them (a quarter-hour day holds 92, 96 or 100 periods);
 * otherwise every 24 labels make a day.
 */
export function dayGroups(hours: readonly string[], fechas?: readonly string[]): string[][] {
  if (!fechas || fechas.length !== hours.length || !fechas.some((f) => !f.endsWith(':00'))) {
    return Array.from({ length: dayCount(hours) }, (_, d) => hours.slice(d * 24, d * 24 + 24));
  }
  const groups: string[][] = [];
  let last = '';
  hours.forEach((h, i) => {
    const day = fechas[i]!.slice(0, 10);
    if (day !== last || groups.length === 0) groups.push([]);
    last = day;
    groups[groups.length - 1]!.push(h);
  });
  return groups;
}

/** A column's heading: the period's clock time ('07:45') on a quarter-hour run, else its label (H8). */
export function periodHeadings(hours: readonly string[], fechas?: readonly string[]): Record<string, string> | undefined {
  if (!fechas || fechas.length !== hours.length || !fechas.some((f) => !f.endsWith(':00'))) return undefined;
  return Object.fromEntries(hours.map((h, i) => [h, fechas[i]!.slice(11)]));
}

/** Every grid of the schedule view, built from one program. */
export interface ScheduleGrids {
  /** Hour labels of the whole horizon, in order. */
  hours: string[];
  engines: ScheduleRow[];
  concepts: ScheduleRow[];
  average: ScheduleRow[];
  averageHours: string[];
  program: ScheduleRow[];
}

const gridsCache = new WeakMap<Programa, ScheduleGrids>();

/**
 * The schedule grids of a program, built once per program object: a planning year takes a
 * noticeable time to pivot, so the results reader builds them ahead in a task of their own and the
 * schedule view (mounted again at each visit of its sub-tab) finds them ready.
 */
export function scheduleGridsOf(p: Programa): ScheduleGrids {
  let grids = gridsCache.get(p);
  if (!grids) {
    const average = averageProgramRows(p.conceptos_programas);
    grids = {
      hours: hourLabels(p.motores, p.calderas, p.conceptos, p.conceptos_programas),
      engines: engineGridRows(p.motores, p.calderas),
      concepts: conceptRows(p.conceptos),
      average,
      averageHours: rowHours(average),
      program: pivot(p.conceptos_programas, 'concept'),
    };
    for (const row of grids.engines) rowPeak(row); // the coloured grid's scale
    gridsCache.set(p, grids);
  }
  return grids;
}
