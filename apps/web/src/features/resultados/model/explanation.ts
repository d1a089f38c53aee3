// The explanation part (GET /api/explicacion/{id}, computed by the solve job): marginal values per
// hour, PCEQ per engine and hour, and one block per run of every unit with its reason in Spanish
// and English. Read defensively (null for simulations solved before explanations existed), and
// turned into the tables, chart series and schedule tooltips the Explicación sub-tab shows.
import { scheduleElectricBoilerName } from '@plantasim/domain';
import type { ChartData } from './chartData';
import { fold } from './chartData';
import type { Sheet } from './workbooks';

export interface ExplainBlock {
  family: 'engine' | 'gasBoiler' | 'electricBoiler' | 'compressor';
  name: string;
  on: boolean;
  from: number;
  to: number;
  status: 'flipped' | 'infeasible' | 'unavailable';
  delta?: number;
  constraint?: string;
  es: string;
  en: string;
}

export interface Explanation {
  hours: number;
  hourLabels: string[];
  dates: string[];
  marginal: { steam: number[]; cold: number[]; elec: number[]; exportLimit: number[]; importLimit: number[] };
  price: number[];
  pceq: { engines: string[]; values: number[][] };
  blocks: ExplainBlock[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const numbers = (v: unknown, n: number): number[] => (Array.isArray(v) ? Array.from({ length: n }, (_, i) => (typeof v[i] === 'number' ? v[i] as number : NaN)) : new Array<number>(n).fill(NaN));

/** The stored part, or null when there is none (or it is not an explanation). */
export function toExplanation(body: unknown): Explanation | null {
  if (!isObject(body) || typeof body.hours !== 'number' || !Array.isArray(body.blocks)) return null;
  const n = body.hours;
  const m = isObject(body.marginal) ? body.marginal : {};
  const pceq = isObject(body.pceq) ? body.pceq : {};
  const engines = Array.isArray(pceq.engines) ? pceq.engines.map(String) : [];
  const labels = Array.isArray(body.hourLabels) ? body.hourLabels.map(String) : Array.from({ length: n }, (_, t) => `H${t + 1}`);
  return {
    hours: n,
    hourLabels: labels,
    dates: Array.isArray(body.dates) ? body.dates.map(String) : labels,
    marginal: { steam: numbers(m.steam, n), cold: numbers(m.cold, n), elec: numbers(m.elec, n), exportLimit: numbers(m.exportLimit, n), importLimit: numbers(m.importLimit, n) },
    price: numbers(body.price, n),
    pceq: { engines, values: engines.map((_, e) => numbers(Array.isArray(pceq.values) ? pceq.values[e] : undefined, n)) },
    blocks: body.blocks.filter(isObject).map((b) => ({
      family: (['engine', 'gasBoiler', 'electricBoiler', 'compressor'].includes(String(b.family)) ? b.family : 'engine') as ExplainBlock['family'],
      name: String(b.name ?? ''), on: b.on === true, from: Number(b.from) || 0, to: Number(b.to) || 0,
      status: (['flipped', 'infeasible', 'unavailable'].includes(String(b.status)) ? b.status : 'flipped') as ExplainBlock['status'],
      delta: typeof b.delta === 'number' ? b.delta : undefined,
      constraint: typeof b.constraint === 'string' ? b.constraint : undefined,
      es: String(b.es ?? ''), en: String(b.en ?? ''),
    })),
  };
}

/** Schedule tooltips: grid row name (electric boilers under their schedule names) → hour label → reason. */
export function scheduleTooltips(ex: Explanation, lang: 'es' | 'en'): Map<string, Record<string, string>> {
  const out = new Map<string, Record<string, string>>();
  for (const b of ex.blocks) {
    if (b.family !== 'engine' && b.family !== 'electricBoiler') continue;
    const row = b.family === 'electricBoiler' ? scheduleElectricBoilerName(b.name) : b.name;
    let hours = out.get(row);
    if (!hours) out.set(row, (hours = {}));
    for (let t = b.from; t < b.to; t++) hours[ex.hourLabels[t] ?? `H${t + 1}`] = b[lang];
  }
  return out;
}

/** Column ids of the marginal-values table, in order; PCEQ_<engine> columns follow. */
export const MARGINAL_COLUMNS = ['FECHA_HORA', 'PCIO_EL', 'VALOR_VAPOR', 'VALOR_FRIO', 'VALOR_ELEC', 'VALOR_EXPORT', 'VALOR_IMPORT'] as const;

export function marginalRows(ex: Explanation): Array<Record<string, string | number>> {
  return Array.from({ length: ex.hours }, (_, t) => {
    const row: Record<string, string | number> = {
      FECHA_HORA: ex.dates[t] ?? ex.hourLabels[t], PCIO_EL: ex.price[t], VALOR_VAPOR: ex.marginal.steam[t], VALOR_FRIO: ex.marginal.cold[t],
      VALOR_ELEC: ex.marginal.elec[t], VALOR_EXPORT: ex.marginal.exportLimit[t], VALOR_IMPORT: ex.marginal.importLimit[t],
    };
    ex.pceq.engines.forEach((name, e) => { row[`PCEQ_${name}`] = ex.pceq.values[e][t]; });
    return row;
  });
}

export function marginalColumns(ex: Explanation): string[] {
  return [...MARGINAL_COLUMNS, ...ex.pceq.engines.map((name) => `PCEQ_${name}`)];
}

/** Steam, cold and electricity values with the pool price, EUR/MWh per hour (daily means when long). */
export function marginalChart(ex: Explanation, names: { steam: string; cold: string; elec: string; price: string }): ChartData {
  return fold({
    labels: ex.dates.length === ex.hours ? ex.dates : ex.hourLabels,
    stacked: [],
    lines: [
      { name: names.steam, data: ex.marginal.steam }, { name: names.cold, data: ex.marginal.cold },
      { name: names.elec, data: ex.marginal.elec }, { name: names.price, data: ex.price },
    ],
    daily: false,
  });
}

/** The Excel file: marginal values and PCEQ per hour, then every block with its reason. */
export function explanationSheets(ex: Explanation, lang: 'es' | 'en', l: { marginal: string; blocks: string; headers: string[] }): Sheet[] {
  const columns = marginalColumns(ex);
  const cell = (v: unknown) => (typeof v === 'number' ? (Number.isFinite(v) ? v : '') : String(v ?? ''));
  return [
    { name: l.marginal, rows: [columns, ...marginalRows(ex).map((r) => columns.map((c) => cell(r[c])))] },
    { name: l.blocks, rows: [l.headers, ...ex.blocks.map((b) => [b.name, ex.hourLabels[b.from] ?? '', ex.hourLabels[b.to - 1] ?? '', b.on ? 1 : 0, cell(b.delta), b[lang]])] },
  ];
}
