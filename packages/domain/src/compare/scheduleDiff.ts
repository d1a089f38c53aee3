// The two schedules hour by hour on the hours both runs cover (same horizon or overlapping):
// a heat map of where engines and electric boilers differ, and the price/load series to overlay.
import type { SimulationPayload } from '../schemas/payload.ts';
import type { ScheduleItem } from '../results/resultTables.ts';

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

/** concepto → values by hour position (H1 → 0); only the concepts `only` names when given. */
function byConcept(lists: ReadonlyArray<readonly ScheduleItem[] | undefined>, hours: number, only?: ReadonlySet<string>): Map<string, { valor: Array<number | null>; estado: Array<number | null> }> {
  const out = new Map<string, { valor: Array<number | null>; estado: Array<number | null> }>();
  for (const items of lists) for (const it of items ?? []) {
    if (only && !only.has(it.concepto)) continue;
    const t = hourPosition(it.hora);
    if (t < 0 || t >= hours) continue;
    let e = out.get(it.concepto);
    if (!e) out.set(it.concepto, (e = { valor: new Array<number | null>(hours).fill(null), estado: new Array<number | null>(hours).fill(null) }));
    e.valor[t] = Number.isFinite(it.valor) ? it.valor : null;
    e.estado[t] = it.estado ?? null;
  }
  return out;
}

function isOn(valor: number | null, estado: number | null): boolean {
  return estado !== null ? estado === 1 : (valor ?? 0) > LOAD_TOLERANCE_MW;
}

export function compareSchedules(pa: SimulationPayload, ra: ProgramaLike, pb: SimulationPayload, rb: ProgramaLike): ScheduleComparison {
  const keysA = payloadHourKeys(pa);
  const keysB = payloadHourKeys(pb);
  const posB = new Map(keysB.map((k, i) => [k, i]));
  const pairs: Array<[number, number]> = [];
  keysA.forEach((k, i) => {
    const j = posB.get(k);
    if (j !== undefined) pairs.push([i, j]);
  });
  const hours = pairs.map(([i]) => keysA[i]!);
  const unitsA = byConcept([ra.motores, ra.calderas], keysA.length);
  const unitsB = byConcept([rb.motores, rb.calderas], keysB.length);
  const names = [...unitsA.keys()];
  for (const n of unitsB.keys()) if (!unitsA.has(n)) names.push(n);
  let differingCells = 0;
  const heat: HeatRow[] = names.map((concepto) => {
    const ua = unitsA.get(concepto);
    const ub = unitsB.get(concepto);
    const cells: HeatCell[] = [];
    const delta: number[] = [];
    for (const [i, j] of pairs) {
      const va = ua?.valor[i] ?? 0;
      const vb = ub?.valor[j] ?? 0;
      const onA = isOn(ua?.valor[i] ?? null, ua?.estado[i] ?? null);
      const onB = isOn(ub?.valor[j] ?? null, ub?.estado[j] ?? null);
      const cell: HeatCell = onA !== onB ? CELL.onOff : Math.abs(vb - va) > LOAD_TOLERANCE_MW ? CELL.load : CELL.same;
      if (cell !== CELL.same) differingCells += 1;
      cells.push(cell);
      delta.push(vb - va);
    }
    return { concepto, cells, delta };
  });
  const overlay = new Set<string>(OVERLAY_CONCEPTS);
  const ca = byConcept([ra.conceptos], keysA.length, overlay);
  const cb = byConcept([rb.conceptos], keysB.length, overlay);
  const series = OVERLAY_CONCEPTS.filter((c) => ca.has(c) || cb.has(c)).map((concepto) => ({
    concepto,
    a: pairs.map(([i]) => ca.get(concepto)?.valor[i] ?? null),
    b: pairs.map(([, j]) => cb.get(concepto)?.valor[j] ?? null),
  }));
  return { hours, heat, differingCells, series };
}
