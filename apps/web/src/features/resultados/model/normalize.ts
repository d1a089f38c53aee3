// The four result parts arrive as JSON whose inner shapes the spec leaves open (SPEC §3). These
// readers accept what the server stores (the optimizer's { columns, rows } tables, plain row arrays,
// JSON text) and give the screens one typed shape; anything unreadable becomes an empty part.
import type { ResultRow, ScheduleItem } from '@plantasim/domain';

export interface ProgramData {
  motores: ScheduleItem[];
  calderas: ScheduleItem[];
  conceptos: ScheduleItem[];
  conceptos_programas: ScheduleItem[];
  total_consumo_gas: number;
}

export interface ResultTable {
  columns: string[];
  rows: ResultRow[];
  /** The economic table's settlement scheme (the optimizer's `esquema_liquidacion`), when it says. */
  settlementScheme?: 'venta_total' | 'autoconsumo_neto';
}

function parsed(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return null;
  }
}

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value.replace(',', '.'));
  return NaN;
}

/** Already in the shape the screens use (what the optimizer stores): kept as it is. */
function isScheduleItem(raw: unknown): boolean {
  if (!raw || typeof raw !== 'object') return false;
  const r = raw as Record<string, unknown>;
  return typeof r.concepto === 'string' && typeof r.hora === 'string' && typeof r.valor === 'number'
    && (r.estado === undefined || r.estado === 0 || r.estado === 1);
}

function items(value: unknown): ScheduleItem[] {
  if (!Array.isArray(value)) return [];
  // A planning year holds ~250,000 items: when every one is well formed the list is used as it came
  // (checking is several times cheaper than copying, and keeps a second copy out of memory).
  if (value.every(isScheduleItem)) return value as ScheduleItem[];
  const out: ScheduleItem[] = [];
  for (const raw of value as Array<Record<string, unknown>>) {
    if (!raw || typeof raw !== 'object' || raw.concepto === undefined || raw.hora === undefined) continue;
    const item: ScheduleItem = { concepto: String(raw.concepto), hora: String(raw.hora), valor: toNumber(raw.valor) };
    if (raw.estado !== undefined && raw.estado !== null) item.estado = toNumber(raw.estado) ? 1 : 0;
    out.push(item);
  }
  return out;
}

/** GET /api/programa/{id} → ProgramData. */
export function toProgram(body: unknown): ProgramData {
  const v = parsed(body);
  const o = v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  const total = toNumber(o.total_consumo_gas);
  return {
    motores: items(o.motores),
    calderas: items(o.calderas),
    conceptos: items(o.conceptos),
    conceptos_programas: items(o.conceptos_programas),
    total_consumo_gas: Number.isFinite(total) ? total : 0,
  };
}

/** GET /api/resultado-operacion|resultado-economico/{id} → columns in order and rows. */
export function toTable(body: unknown): ResultTable {
  const v = parsed(body);
  let rows: unknown = v;
  let columns: string[] | undefined;
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    const o = v as Record<string, unknown>;
    rows = o.rows ?? o.data ?? [];
    if (Array.isArray(o.columns)) columns = o.columns.map(String);
  }
  if (!Array.isArray(rows)) return { columns: columns ?? [], rows: [] };
  const list = (rows as unknown[]).filter((r): r is ResultRow => Boolean(r) && typeof r === 'object' && !Array.isArray(r));
  if (!columns || columns.length === 0) {
    const seen = new Set<string>();
    for (const row of list) for (const key of Object.keys(row)) seen.add(key);
    columns = [...seen];
  }
  const scheme = v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>).esquema_liquidacion : undefined;
  return scheme === 'venta_total' || scheme === 'autoconsumo_neto' ? { columns, rows: list, settlementScheme: scheme } : { columns, rows: list };
}

/** GET /api/resultados/{id}: the warnings to show ({ es, en } texts), whatever else it carries. */
export interface ResultWarning {
  code: string;
  es: string;
  en: string;
}

export function toWarnings(body: unknown): ResultWarning[] {
  const v = parsed(body);
  const list = v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>).warnings : undefined;
  if (!Array.isArray(list)) return [];
  return list
    .filter((w): w is Record<string, unknown> => Boolean(w) && typeof w === 'object')
    .map((w) => ({ code: String(w.code ?? ''), es: String(w.es ?? w.message ?? ''), en: String(w.en ?? w.es ?? w.message ?? '') }))
    .filter((w) => w.es !== '');
}
