// A price download put into the payload series it fills: the hourly rows into an hourly series, the
// quarter rows into the quarter series. One typed place for the form's downloads and the server's
// own (an operator's launch), so the shape of each series is checked by the compiler, not assumed.
import type { SimulationPayload } from '../schemas/payload.ts';
import type { MarketPriceRow, QuarterPriceRow } from '../schemas/series.ts';
import type { PriceDownload } from './formData.ts';
import type { PriceSeriesByTarget, PriceTarget } from './operatorPayload.ts';

/** What one download brought (GET /api/descargar-precios-*): hourly rows, or quarter rows. */
export type DownloadedRows = readonly MarketPriceRow[] | readonly QuarterPriceRow[];

const isQuarterRow = (r: MarketPriceRow | QuarterPriceRow): r is QuarterPriceRow => 'periodo' in r;
const isHourRow = (r: MarketPriceRow | QuarterPriceRow): r is MarketPriceRow => !('periodo' in r);

/** The series a target holds, from a download's rows (rows of the other shape are not its). */
export function seriesFor(target: PriceTarget, rows: DownloadedRows): PriceSeriesByTarget {
  const all: readonly (MarketPriceRow | QuarterPriceRow)[] = rows;
  if (target === 'elec_precios_OMIE_cuartos') return { [target]: all.filter(isQuarterRow) };
  const hourly = all.filter(isHourRow);
  switch (target) {
    case 'elec_precios_OMIE': return { elec_precios_OMIE: hourly };
    case 'gas_precios_MIBGAS': return { gas_precios_MIBGAS: hourly };
    case 'elec_precios_prevision': return { elec_precios_prevision: hourly };
    case 'elec_precios_historicos': return { elec_precios_historicos: hourly };
    case 'gas_precios_historicos': return { gas_precios_historicos: hourly };
  }
}

/** The series of several downloads, by target (a download that brought nothing: none). */
export function pricesByTarget(downloads: readonly PriceDownload[], answers: readonly (DownloadedRows | null)[]): PriceSeriesByTarget {
  let out: PriceSeriesByTarget = {};
  downloads.forEach((d, i) => { out = { ...out, ...seriesFor(d.target, answers[i] ?? []) }; });
  return out;
}

/** The payload with a download's rows in the series it fills. */
export function withDownloadedPrices(p: SimulationPayload, target: PriceTarget, rows: DownloadedRows): SimulationPayload {
  return { ...p, ...seriesFor(target, rows) };
}
