// What differs between the inputs of two simulations, grouped as the form shows them
// (tab › table), each change with its row (hour, equipment, period…), field and both values.
import type { SimulationPayload } from '../schemas/payload.ts';

/** Form tabs (the web's SimulationTabs ids) that hold the compared tables. */
export type InputTab = 'general' | 'planta' | 'electricidad' | 'gas' | 'ro' | 'demanda' | 'disponibilidad' | 'acoplamiento';

export type DiffValue = string | number | boolean | null;

export interface InputChange {
  /** Row key: hour key 'dd/MM/yyyy HH:00', equipment name, toll period, swap id, month, '' for a single record. */
  row: string;
  field: string;
  a: DiffValue;
  b: DiffValue;
}

export interface InputDiffGroup {
  tab: InputTab;
  /** Payload path of the table, e.g. 'demanda_vapor', 'planta.motores', 'configuracion.otros'. */
  table: string;
  /** Number of changed cells (all of them, even when `changes` is cut short). */
  count: number;
  /** Rows that differ (hour keys for hourly tables), in table order. */
  rows: string[];
  /** The first MAX_CHANGES_PER_TABLE changes. */
  changes: InputChange[];
}

/** Changes kept per table: two planning years differ in every hour, and the page shows a sample. */
export const MAX_CHANGES_PER_TABLE = 2000;

type Flat = Record<string, DiffValue>;
interface TableSpec {
  tab: InputTab;
  table: string;
  /** Rows as stored, by key; flattened (one level of nested maps) only where two rows differ. */
  rows: (p: SimulationPayload) => Array<[string, object]>;
  /** Fields that identify the row and are not compared. */
  skip?: readonly string[];
}

function leaf(v: unknown): DiffValue {
  if (v === undefined || v === null) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  return JSON.stringify(v);
}

/** One level of nested maps (availability and coupling per equipment) flattened to 'map.key'. */
function flatten(row: object, skip: readonly string[] = []): Flat {
  const out: Flat = {};
  for (const [k, v] of Object.entries(row)) {
    if (skip.includes(k)) continue;
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
      for (const [k2, v2] of Object.entries(v as Record<string, unknown>)) out[`${k}.${k2}`] = leaf(v2);
    } else {
      out[k] = leaf(v);
    }
  }
  return out;
}

const hourly = (tab: InputTab, table: string, get: (p: SimulationPayload) => ReadonlyArray<object> | undefined, keyField: 'horizonte' | 'fecha_hora'): TableSpec => ({
  tab, table,
  // The hour key identifies the row; the position label 'H7' follows from it and is not compared.
  rows: (p) => (get(p) ?? []).map((r) => [String((r as Record<string, unknown>)[keyField]), r]),
  skip: [keyField, 'hora'],
});

const keyed = <R extends object>(tab: InputTab, table: string, get: (p: SimulationPayload) => readonly R[], key: (r: R, i: number) => string): TableSpec => ({
  tab, table, rows: (p) => get(p).map((r, i) => [key(r, i), r]),
});

const record = (tab: InputTab, table: string, get: (p: SimulationPayload) => object): TableSpec => ({
  tab, table, rows: (p) => [['', get(p)]],
});

const NO_SKIP: readonly string[] = [];

function isMap(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** Fields of a row that are compared (not skipped). */
function compared(row: Record<string, unknown>, skip: readonly string[]): number {
  let n = 0;
  for (const k in row) if (!skip.includes(k)) n += 1;
  return n;
}

/**
 * True when two rows are certainly equal field by field: the same fields holding the same
 * primitives, or the same one-level maps of primitives. Anything else (arrays, a field on one side
 * only) answers false and the rows are flattened and compared cell by cell. Two planning years
 * share most of their 8,760 rows per table: this check spares building their flat copies.
 */
function sameRow(a: Record<string, unknown>, b: Record<string, unknown>, skip: readonly string[]): boolean {
  if (compared(a, skip) !== compared(b, skip)) return false;
  for (const k in a) {
    if (skip.includes(k)) continue;
    const va = a[k];
    const vb = b[k];
    if (va === vb && (va === null || typeof va !== 'object')) {
      if (va === undefined && !(k in b)) return false;
      continue;
    }
    if (!isMap(va) || !isMap(vb)) return false;
    let n = 0;
    for (const k2 in va) {
      const x = va[k2];
      if (x !== vb[k2] || (x !== null && typeof x === 'object') || (x === undefined && !(k2 in vb))) return false;
      n += 1;
    }
    for (const _k2 in vb) n -= 1;
    if (n !== 0) return false;
  }
  return true;
}

const byName = (r: { nombre: string }): string => r.nombre;

/** Every compared table, in the form's tab order. Metadata (name, id, validity) is not an input. */
export const COMPARED_TABLES: readonly TableSpec[] = [
  {
    tab: 'general', table: 'configuracion',
    rows: (p) => {
      const { otros: _o, pestanas: _p, opciones_precios, ...rest } = p.configuracion;
      return [['', { ...rest, opciones_precios: opciones_precios.join(', ') }]];
    },
  },
  record('general', 'configuracion.otros', (p) => p.configuracion.otros),
  keyed('planta', 'planta.motores', (p) => p.planta.motores, byName),
  keyed('planta', 'planta.calderas_gas', (p) => p.planta.calderas_gas, byName),
  keyed('planta', 'planta.calderas_electricas', (p) => p.planta.calderas_electricas, byName),
  keyed('planta', 'planta.compresores', (p) => p.planta.compresores, byName),
  keyed('electricidad', 'elec_peajes', (p) => p.elec_peajes, (r) => r.periodo),
  keyed('electricidad', 'elec_swap', (p) => p.elec_swap, (r) => String(r.id)),
  hourly('electricidad', 'elec_precios_manual', (p) => p.elec_precios_manual, 'horizonte'),
  hourly('electricidad', 'elec_precios_OMIE', (p) => p.elec_precios_OMIE, 'fecha_hora'),
  hourly('electricidad', 'elec_precios_prevision', (p) => p.elec_precios_prevision, 'fecha_hora'),
  hourly('electricidad', 'elec_precios_historicos', (p) => p.elec_precios_historicos, 'fecha_hora'),
  hourly('electricidad', 'elec_precios_estimados', (p) => p.elec_precios_estimados, 'horizonte'),
  record('gas', 'gas_parametros', (p) => p.gas_parametros),
  keyed('gas', 'gas_swap', (p) => p.gas_swap, (r) => String(r.id)),
  hourly('gas', 'gas_precios_manual', (p) => p.gas_precios_manual, 'horizonte'),
  hourly('gas', 'gas_precios_MIBGAS', (p) => p.gas_precios_MIBGAS, 'fecha_hora'),
  hourly('gas', 'gas_precios_historicos', (p) => p.gas_precios_historicos, 'fecha_hora'),
  hourly('gas', 'gas_precios_estimados', (p) => p.gas_precios_estimados, 'horizonte'),
  { tab: 'ro', table: 'ro_cogeneracion', rows: (p) => Object.entries(p.ro_cogeneracion).map(([month, v]) => [month, { valor: v }]) },
  record('demanda', 'demanda_coef', (p) => ({ valor: p.demanda_coef })),
  hourly('demanda', 'demanda_vapor', (p) => p.demanda_vapor, 'horizonte'),
  hourly('demanda', 'demanda_frio', (p) => p.demanda_frio, 'horizonte'),
  hourly('disponibilidad', 'disponibilidad.motores', (p) => p.disponibilidad.motores, 'horizonte'),
  hourly('disponibilidad', 'disponibilidad.calderas_gas', (p) => p.disponibilidad.calderas_gas, 'horizonte'),
  hourly('disponibilidad', 'disponibilidad.calderas_electricas', (p) => p.disponibilidad.calderas_electricas, 'horizonte'),
  {
    tab: 'acoplamiento', table: 'estadoAcoplamiento',
    rows: (p) => p.estadoAcoplamiento.map((v, i) => [p.planta.motores[i]?.nombre ?? String(i + 1), { valor: v }]),
  },
  hourly('acoplamiento', 'acoplamiento_equipos', (p) => p.acoplamiento_equipos, 'horizonte'),
];

/** Cells of one table that differ; rows present on one side only show null on the other. */
export function diffTable(spec: TableSpec, a: SimulationPayload, b: SimulationPayload): InputDiffGroup | null {
  const skip = spec.skip ?? NO_SKIP;
  const rowsA = spec.rows(a);
  const rowsB = new Map(spec.rows(b));
  const order: string[] = rowsA.map(([k]) => k);
  const seen = new Set(order);
  for (const k of rowsB.keys()) if (!seen.has(k)) order.push(k);
  const mapA = new Map(rowsA);
  let count = 0;
  const changes: InputChange[] = [];
  const rows: string[] = [];
  for (const key of order) {
    const rawA = mapA.get(key);
    const rawB = rowsB.get(key);
    if (rawA && rawB && sameRow(rawA as Record<string, unknown>, rawB as Record<string, unknown>, skip)) continue;
    const ra = rawA ? flatten(rawA, skip) : {};
    const rb = rawB ? flatten(rawB, skip) : {};
    let rowDiffers = false;
    const fields = new Set([...Object.keys(ra), ...Object.keys(rb)]);
    for (const field of fields) {
      const va = field in ra ? ra[field]! : null;
      const vb = field in rb ? rb[field]! : null;
      if (va === vb) continue;
      rowDiffers = true;
      count += 1;
      if (changes.length < MAX_CHANGES_PER_TABLE) changes.push({ row: key, field, a: va, b: vb });
    }
    if (rowDiffers) rows.push(key);
  }
  return count === 0 ? null : { tab: spec.tab, table: spec.table, count, rows, changes };
}

/** Every table whose inputs differ between simulation `a` and simulation `b`. */
export function diffInputs(a: SimulationPayload, b: SimulationPayload): InputDiffGroup[] {
  const out: InputDiffGroup[] = [];
  for (const spec of COMPARED_TABLES) {
    const g = diffTable(spec, a, b);
    if (g) out.push(g);
  }
  return out;
}
