// Historical OMIE and MIBGAS prices (backtesting; docs/rules/validation.md "Historical imports"): rows match on
// date and hour; unmatched rows give 'Horizontes/horas no encontrados en la tabla'; MIBGAS warns
// on negative values (negative OMIE prices are real and accepted).
import { parseDate } from '../calendar/dates.ts';
import { horizonKeys } from '../calendar/keys.ts';
import type { MarketPriceRow } from './rows.ts';
import { notFoundList, seriesCodec, type SeriesCtx, type SeriesExportCtx, type SeriesSpec, hourValueSpecParts } from './series.ts';
import type { CsvCodec, CsvParseResult } from './types.ts';

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
export type HistoricalPricesCodec = CsvCodec<MarketPriceRow[], HistoricalPricesCtx, SeriesExportCtx>;

/** Horizonte;Hora;Precio casación OMIE (€/MWh) → precios_historicos_OMIE.csv */
export const historicalOmiePricesCsv = seriesCodec(historicalSpec('precios_historicos_OMIE.csv', 'Precio casación OMIE (€/MWh)', false));

/** Horizonte;Hora;Precio casación MIBGAS (€/MWh) → precios_historicos_MIBGAS.csv */
export const historicalMibgasPricesCsv = seriesCodec(historicalSpec('precios_historicos_MIBGAS.csv', 'Precio casación MIBGAS (€/MWh)', true));

/**
 * Historical import over the whole backtesting month starting at `first` (dd/MM/yyyy): the hours
 * the stored series lacks (a day with no market file anywhere) are matched too, so the missing
 * days can be imported from a CSV; hours that still have no value afterwards are left out again.
 */
export function parseHistoricalMonth(
  codec: HistoricalPricesCodec,
  text: string,
  ctx: HistoricalPricesCtx,
  first: string,
): CsvParseResult<MarketPriceRow[]> {
  const start = parseDate(first);
  if (!start.ok) return codec.parse(text, ctx);
  const stored = new Map(ctx.rows.map((r) => [r.fecha_hora, r]));
  const month = horizonKeys(start.data, Math.ceil(ctx.horizonHours / 24)).map((key, i): MarketPriceRow =>
    stored.get(key) ?? { fecha_hora: key, hora: `H${i + 1}`, valor: Number.NaN });
  const r = codec.parse(text, { ...ctx, rows: month });
  return r.ok ? { ...r, data: r.data.filter((row) => Number.isFinite(row.valor)) } : r;
}

/** The historical codec whose import covers the whole backtesting month starting at `first` (parseHistoricalMonth). */
export function wholeMonthCodec(codec: HistoricalPricesCodec, first: string): HistoricalPricesCodec {
  return { ...codec, parse: (text, ctx) => parseHistoricalMonth(codec, text, ctx, first) };
}
