// Which quarter-hour rows the electricity price tab shows under its hourly table: a quarter-hourly
// scenario's quarter series of the tab's source (manual or OMIE), when it has rows.
import {
  manualElectricityQuarterPricesCsv, omieQuarterPricesCsv, resolutionOf, type CsvExporter, type QuarterPriceRow, type SeriesExportCtx, type SimulationPayload,
} from '@plantasim/domain';

export type QuarterSeriesKey = 'elec_precios_manual_cuartos' | 'elec_precios_OMIE_cuartos';

/** The CSV of each quarter series (Horizonte;Periodo;<value header>). */
export const QUARTER_EXPORTERS: Record<QuarterSeriesKey, CsvExporter<readonly QuarterPriceRow[], SeriesExportCtx | void>> = {
  elec_precios_manual_cuartos: manualElectricityQuarterPricesCsv,
  elec_precios_OMIE_cuartos: omieQuarterPricesCsv,
};

/** The quarter rows to show, or none (hourly scenario, no series, or an empty one). */
export function shownQuarterRows(p: SimulationPayload, key: QuarterSeriesKey | undefined): readonly QuarterPriceRow[] {
  if (!key || resolutionOf(p) !== 'cuartohoraria') return [];
  return p[key] ?? [];
}
