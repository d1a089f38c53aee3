// Which quarter-hour rows the electricity price tab shows under its hourly table: a quarter-hourly
// scenario's quarter series of the tab's source (manual or OMIE), when it has rows; and what an edit
// of the hourly manual prices does to them.
import {
  manualElectricityQuarterPricesCsv, omieQuarterPricesCsv, quartersAfterHourEdit, resolutionOf, type CsvExporter, type QuarterPriceRow, type SeriesExportCtx, type SimulationPayload,
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

/**
 * The payload after an edit of a price series shown with quarter rows: the days whose hours were
 * edited lose their quarter rows, so the planner does not keep the quarters' prices over the edit.
 */
/** The payload's series, by name: the price tables edit their rows. */
type SeriesName = { [K in keyof SimulationPayload]-?: NonNullable<SimulationPayload[K]> extends readonly object[] ? K : never }[keyof SimulationPayload];

export function withEditedSeries<K extends SeriesName>(p: SimulationPayload, seriesKey: K, next: NonNullable<SimulationPayload[K]>[number][], quarterKey: QuarterSeriesKey | undefined): SimulationPayload {
  const edited: SimulationPayload = { ...p, [seriesKey]: next };
  const quarters = quarterKey ? p[quarterKey] : undefined;
  if (!quarterKey || !quarters?.length || seriesKey !== 'elec_precios_manual') return edited;
  return { ...edited, [quarterKey]: quartersAfterHourEdit(quarters, p.elec_precios_manual, edited.elec_precios_manual) };
}
