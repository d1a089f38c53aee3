// Export-only price tables: the read-only OMIE, forecast (prevision) and MIBGAS tabs of the
// simulation, and the price downloader grid (docs/rules/screens.md, docs/rules/constants.md export names). Forecast: 3 decimals.
import { writeCsv, type CsvCell } from './engine.ts';
import { hourText, type MarketPriceRow } from './rows.ts';
import type { DownloadedPriceRow } from '../schemas/external.ts';
import type { CsvExporter } from './types.ts';
import type { SeriesExportCtx } from './series.ts';

function marketExporter(fileName: string, valueHeader: string, decimals: number): CsvExporter<readonly MarketPriceRow[], SeriesExportCtx> {
  const headers = ['Horizonte', 'Hora', valueHeader];
  return {
    fileName,
    headers: () => [...headers],
    export: (rows, ctx) =>
      writeCsv(headers, rows.slice(0, Math.max(0, ctx.horizonHours)).map((r) => [r.fecha_hora, hourText(r.hora), r.valor]), decimals),
  };
}

export const omiePricesCsv = marketExporter('precios_OMIE.csv', 'Precio OMIE (€/MWh)', 2);
export const previsionPricesCsv = marketExporter('prevision_precios.csv', 'Precio Previsión (€/MWh)', 3);
export const mibgasPricesCsv = marketExporter('precios_MIBGAS.csv', 'Precio MIBGAS (€/MWh)', 2);


const DOWNLOAD_HEADERS = ['fecha', 'omie', 'prevision', 'mibgas_2', 'co2'];

/** Price downloader export, precios.csv: fecha;omie;prevision;mibgas_2;co2, missing values empty (all rows: the downloader has a date range, not a horizon). */
export const downloadedPricesCsv: CsvExporter<readonly DownloadedPriceRow[], void> = {
  fileName: 'precios.csv',
  headers: () => [...DOWNLOAD_HEADERS],
  export: (rows) =>
    writeCsv(DOWNLOAD_HEADERS, rows.map((r): CsvCell[] => [r.fecha, r.omie, r.prevision, r.mibgas_2, r.co2])),
};
