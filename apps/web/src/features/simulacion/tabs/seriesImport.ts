// What a series table's import does with a parsed file: a success carries the change to make, so a
// table whose import brings more than its own rows (the manual electricity prices and their quarter
// hours) goes through the same CSV buttons as the others.
import {
  manualElectricityImportCsv, type CsvParseResult, type ManualPriceRow, type QuarterPriceRow, type SeriesCtx, type SimulationPayload,
} from '@plantasim/domain';

/** Parses an imported text against the shown rows; a success carries the change to make. */
export type SeriesImporter<R> = (text: string, ctx: SeriesCtx<R>) => CsvParseResult<() => void>;

/** A parse result whose success carries what to do with its data (the result's counts and warnings kept). */
export function seriesImport<T>(result: CsvParseResult<T>, apply: (data: T) => void): CsvParseResult<() => void> {
  return result.ok ? { ...result, data: () => apply(result.data) } : result;
}

/**
 * The manual electricity table's import: its hourly file replaces the hours and drops any quarter
 * rows (they would no longer be the same prices); a quarter-hour file sets the quarter rows and the
 * hours derived from them.
 */
export function manualElectricityImporter(update: (change: (p: SimulationPayload) => SimulationPayload) => void): SeriesImporter<ManualPriceRow> {
  return (text, ctx) => seriesImport(manualElectricityImportCsv.parse(text, ctx), (data) => update((p) => withManualPrices(p, data.rows, data.quarters)));
}

/** The payload with the manual electricity hours and quarter rows (null: none). */
export function withManualPrices(p: SimulationPayload, rows: ManualPriceRow[], quarters: QuarterPriceRow[] | null): SimulationPayload {
  const { elec_precios_manual_cuartos: _old, ...rest } = p;
  return { ...rest, elec_precios_manual: rows, ...(quarters ? { elec_precios_manual_cuartos: quarters } : {}) };
}
