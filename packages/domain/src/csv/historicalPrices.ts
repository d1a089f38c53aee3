// Historical OMIE and MIBGAS prices (backtesting; SPEC §5 "Historical imports"): rows match on
// date and hour; unmatched rows give 'Horizontes/horas no encontrados en la tabla'; MIBGAS warns
// on negative values (negative OMIE prices are real and accepted).
import type { MarketPriceRow } from './rows.ts';
import { notFoundList, seriesCodec, type SeriesCtx, type SeriesSpec, hourValueSpecParts } from './series.ts';

function historicalSpec(fileName: string, valueHeader: string, gas: boolean): SeriesSpec<MarketPriceRow> {
  return {
    ...hourValueSpecParts<MarketPriceRow>(valueHeader, (r) => r.fecha_hora),
    fileName,
    separator: ';',
    rowCountTitle: null,
    nonNumeric: 'required',
    negative: gas ? 'warn' : 'allow',
    notFound: notFoundList('prices.tableNotFound', true),
  };
}

export type HistoricalPricesCtx = SeriesCtx<MarketPriceRow>;

/** Horizonte;Hora;Precio casación OMIE (€/MWh) → precios_historicos_OMIE.csv */
export const historicalOmiePricesCsv = seriesCodec(historicalSpec('precios_historicos_OMIE.csv', 'Precio casación OMIE (€/MWh)', false));

/** Horizonte;Hora;Precio casación MIBGAS (€/MWh) → precios_historicos_MIBGAS.csv */
export const historicalMibgasPricesCsv = seriesCodec(historicalSpec('precios_historicos_MIBGAS.csv', 'Precio casación MIBGAS (€/MWh)', true));
