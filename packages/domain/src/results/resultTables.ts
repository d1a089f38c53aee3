// Business rules of the results screens (docs/rules/screens.md, docs/rules/constants.md): the economic totals row and its decimals,
// the reference pool price of the schedule and the hourly-average program. Pure functions over
// the result rows the server serves; the web screens and their exports both call them, so the
// grid, the Excel file and the tests agree on one definition.

import type { ScheduleItem } from '../contract/results.ts';
import { figureTotals } from './figures.ts';

/** Row of a result table: FECHA_HORA (text), TARIFA (text) and numbers. */
export type ResultRow = Record<string, string | number | null | undefined>;

/** Label of the totals row of the economic table. */
export const TOTALS_LABEL = 'TOTAL';

/**
 * Columns whose total is the mean of the hours, not the sum: prices, ratios, unit costs and
 * percentages (adding 24 hourly prices means nothing). Every other numeric column (EUR, MWh) is
 * summed. The totals row overrides both for the columns that are figures of the horizon
 * (figureTotals: AHORRO, AHORRO_PCT and CMED_VAPOR as weighted ratios of sums); the mean only stands
 * for a table too old to compute them.
 */
export function isAveragedEconomicColumn(column: string): boolean {
  return ['PCIO_EL', 'Ro', 'PCIOGAS', 'PCIOCO2', 'RATIO', 'AHORRO_PCT', 'PCEQ_MCCV'].includes(column)
    || column.startsWith('PRC_TERM_') || column.startsWith('CMED_');
}

/** Decimals of a totals-row cell (docs/rules/constants.md): 1, except COST_IVPEE with 2. */
export function economicTotalsDecimals(column: string): number {
  return column === 'COST_IVPEE' ? 2 : 1;
}

function numeric(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * The totals row of the economic table: FECHA_HORA 'TOTAL', text columns empty, the sum of every
 * numeric column (the mean for isAveragedEconomicColumn), and the horizon's figures where the
 * column is one (figureTotals). A column with no number stays empty.
 */
export function economicTotalsRow(columns: readonly string[], rows: readonly ResultRow[]): ResultRow {
  const out: ResultRow = {};
  const figures: Record<string, number | undefined> = figureTotals(rows);
  for (const column of columns) {
    let sum = 0;
    let count = 0;
    for (const row of rows) {
      const n = numeric(row[column]);
      if (n !== null) {
        sum += n;
        count += 1;
      }
    }
    if (count === 0) out[column] = '';
    else out[column] = figures[column] ?? (isAveragedEconomicColumn(column) ? sum / count : sum);
  }
  if (columns.includes('FECHA_HORA') || columns.length === 0) out.FECHA_HORA = TOTALS_LABEL;
  else out[columns[0]!] = TOTALS_LABEL;
  return out;
}

/** Name of the break-even pool price concept (docs/rules/screens.md: reference pool price card). */
export const REFERENCE_POOL_PRICE_CONCEPT = 'PCEQ_MCCV';

/**
 * Reference pool price (EUR/MWh): the maximum of PCEQ_MCCV over the horizon, read from the
 * schedule concepts or, failing that, from the economic rows. Null when neither has it.
 */
export function referencePoolPrice(conceptos: readonly ScheduleItem[], economicRows: readonly ResultRow[] = []): number | null {
  let best = -Infinity;
  for (const item of conceptos) {
    if (item.concepto === REFERENCE_POOL_PRICE_CONCEPT && Number.isFinite(item.valor)) best = Math.max(best, item.valor);
  }
  if (best === -Infinity) {
    for (const row of economicRows) {
      const n = numeric(row[REFERENCE_POOL_PRICE_CONCEPT]);
      if (n !== null) best = Math.max(best, n);
    }
  }
  return best === -Infinity ? null : best;
}

/** Position (0-based) of an hour label 'H7' → 6; null for anything else. */
export function hourIndex(label: string): number | null {
  const m = /^H(\d+)$/.exec(label.trim());
  return m ? Number(m[1]) - 1 : null;
}

/**
 * Hourly-average program: for each concept, the mean of its values at each hour of the day
 * (H1..H24) over the days of the horizon. A one-day horizon gives back its own values.
 */
export function hourlyAverageProgram(items: readonly ScheduleItem[]): ScheduleItem[] {
  const acc = new Map<string, { sum: number[]; count: number[] }>();
  for (const item of items) {
    const t = hourIndex(item.hora);
    if (t === null || !Number.isFinite(item.valor)) continue;
    let entry = acc.get(item.concepto);
    if (!entry) {
      entry = { sum: new Array<number>(24).fill(0), count: new Array<number>(24).fill(0) };
      acc.set(item.concepto, entry);
    }
    entry.sum[t % 24]! += item.valor;
    entry.count[t % 24]! += 1;
  }
  const out: ScheduleItem[] = [];
  for (const [concepto, { sum, count }] of acc) {
    for (let h = 0; h < 24; h++) {
      if (count[h]! > 0) out.push({ concepto, hora: `H${h + 1}`, valor: sum[h]! / count[h]! });
    }
  }
  return out;
}
