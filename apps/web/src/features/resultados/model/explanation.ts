// The explanation part (GET /api/explicacion/{id}, computed by the solve job): marginal values per
// hour, PCEQ per engine and hour, and one block per run of every unit with its reason in Spanish
// and English. Read defensively (null for simulations solved before explanations existed), and
// turned into the tables, chart series and schedule tooltips the Explicación sub-tab shows. Its
// shape is the contract's (@plantasim/domain contract/explanation.ts).
import {
  explanationSchema, hourGroups, periodClockLabels, periodsOfLabels, scheduleElectricBoilerName,
  type ExplainBlockPart, type ExplanationPart, type ResultResolution,
} from '@plantasim/domain';
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
  // A quarter run's explanation stored before it carried its periods' lengths: read from its labels.
  const minutes = ex.periodMinutes ?? periodsOfLabels(ex.dates).map((p) => p.minutes);
  const { periodMinutes: _stored, ...rest } = ex;
  return {
    ...rest,
    ...(minutes.length === n && minutes.some((x) => x !== 60) ? { periodMinutes: minutes } : {}),
    marginal: { steam: numbers(m.steam, n), cold: numbers(m.cold, n), elec: numbers(m.elec, n), exportLimit: numbers(m.exportLimit, n), importLimit: numbers(m.importLimit, n) },
    price: numbers(ex.price, n),
    pceq: { engines: ex.pceq.engines, values: ex.pceq.engines.map((_, e) => numbers(ex.pceq.values[e], n)) },
    blocks: ex.blocks.map((b) => ({ ...b, delta: b.delta ?? undefined })),
  };
}

/**
 * Schedule tooltips: grid row name (electric boilers under their schedule names) → column → reason.
 * The columns are the schedule's H1…Hn at the `shown` resolution. A run with periods shorter than an
 * hour shows its periods as H1…Hn on its quarter view; on its hourly view each hour (the hourly
 * tables' row its periods fold into, hourGroups) gets the reasons of the periods in it, each once.
 */
export function scheduleTooltips(ex: Explanation, lang: 'es' | 'en', shown: ResultResolution = 'horas'): Map<string, Record<string, string>> {
  const columnOf = periodColumns(ex, shown);
  const out = new Map<string, Record<string, string>>();
  const texts = new Map<string, Map<string, string[]>>();
  for (const b of ex.blocks) {
    if (b.family !== 'engine' && b.family !== 'electricBoiler') continue;
    const row = b.family === 'electricBoiler' ? scheduleElectricBoilerName(b.name) : b.name;
    let cells = texts.get(row);
    if (!cells) texts.set(row, (cells = new Map()));
    for (let t = b.from; t < b.to; t++) {
      const column = columnOf(t);
      const list = cells.get(column) ?? cells.set(column, []).get(column)!;
      if (!list.includes(b[lang])) list.push(b[lang]);
    }
  }
  for (const [row, cells] of texts) out.set(row, Object.fromEntries([...cells].map(([column, list]) => [column, list.join('\n')])));
  return out;
}

/** The schedule column (H label) each period of the explanation falls in at the shown resolution. */
function periodColumns(ex: Explanation, shown: ResultResolution): (t: number) => string {
  const minutes = ex.periodMinutes;
  if (shown === 'cuartos' || !minutes || minutes.length !== ex.hours || ex.dates.length !== ex.hours) return (t) => `H${t + 1}`;
  const hourOf = new Array<number>(ex.hours);
  hourGroups(ex.dates.map((label, t) => ({ label, minutes: minutes[t] ?? 60 }))).forEach((g, h) => { for (const t of g.periods) hourOf[t] = h; });
  return (t) => `H${(hourOf[t] ?? t) + 1}`;
}

const clockCache = new WeakMap<Explanation, ReturnType<typeof periodClockLabels>>();

/** The clock names of a run's periods (null on an hourly run), computed once per explanation. */
function clockOf(ex: Explanation): ReturnType<typeof periodClockLabels> {
  if (!ex.periodMinutes) return null;
  if (!clockCache.has(ex)) clockCache.set(ex, periodClockLabels(ex.dates, ex.periodMinutes));
  return clockCache.get(ex) ?? null;
}

/** Where a block begins and ends as its run names them: H labels (from its first hour to its last)
 *  on an hourly run, the clock (from its first period's start to its last period's end) otherwise. */
export function blockRange(ex: Explanation, b: Pick<ExplainBlock, 'from' | 'to'>): { from: string; to: string } {
  const clock = clockOf(ex);
  const label = (t: number) => ex.hourLabels[t] ?? `H${t + 1}`;
  return { from: clock?.[b.from]?.from ?? label(b.from), to: clock?.[b.to - 1]?.to ?? label(b.to - 1) };
}

/** A block's range as the blocks table shows it: 'H3–H5', or on a quarter run '14:15–15:30'. */
export function blockRangeText(ex: Explanation, b: Pick<ExplainBlock, 'from' | 'to'>): string {
  const r = blockRange(ex, b);
  return `${r.from}–${r.to}`;
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
    { name: l.blocks, rows: [l.headers, ...ex.blocks.map((b) => { const r = blockRange(ex, b); return [b.name, r.from, r.to, b.on ? 1 : 0, cell(b.delta), b[lang]]; })] },
  ];
}
