// The explanation part (GET /api/explicacion/{id}, computed by the solve job): marginal values per
// hour, PCEQ per engine and hour, and one block per run of every unit with its reason in Spanish
// and English. Read defensively (null for simulations solved before explanations existed), and
// turned into the tables, chart series and schedule tooltips the Explicación sub-tab shows. Its
// shape is the contract's (@plantasim/domain contract/explanation.ts).
import { explanationSchema, scheduleElectricBoilerName, type ExplainBlockPart, type ExplanationPart } from '@plantasim/domain';
import type { ChartData } from './chartData';
import { fold } from './chartData';
import type { Sheet } from './workbooks';

/** A block as the views read it: a cost JSON stored as null (not a number) reads as none. */
export type ExplainBlock = Omit<ExplainBlockPart, 'delta'> & { delta?: number };

/** The stored part (contract/explanation.ts) with every hourly series `hours` long and NaN for a
 *  number it does not hold (JSON null, or past a short series). */
export type Explanation = Omit<ExplanationPart, 'marginal' | 'price' | 'pceq' | 'blocks'> & {
  marginal: { steam: number[]; cold: number[]; elec: number[]; exportLimit: number[]; importLimit: number[] };
  price: number[];
  pceq: { engines: string[]; values: number[][] };
  blocks: ExplainBlock[];
};

const numbers = (v: ReadonlyArray<number | null> | undefined, n: number): number[] => Array.from({ length: n }, (_, i) => v?.[i] ?? NaN);

/** The stored part, or null when there is none (or it is not an explanation). */
export function toExplanation(body: unknown): Explanation | null {
  const parsed = explanationSchema.safeParse(body);
  if (!parsed.success) return null;
  const ex = parsed.data;
  const n = ex.hours;
  const m = ex.marginal;
  return {
    ...ex,
    marginal: { steam: numbers(m.steam, n), cold: numbers(m.cold, n), elec: numbers(m.elec, n), exportLimit: numbers(m.exportLimit, n), importLimit: numbers(m.importLimit, n) },
    price: numbers(ex.price, n),
    pceq: { engines: ex.pceq.engines, values: ex.pceq.engines.map((_, e) => numbers(ex.pceq.values[e], n)) },
    blocks: ex.blocks.map((b) => ({ ...b, delta: b.delta ?? undefined })),
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
