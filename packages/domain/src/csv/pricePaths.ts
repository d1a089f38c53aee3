// Manual electricity and gas price paths (docs/rules/validation.md "Price path imports").
// Electricity file name: docs/rules/constants.md ("Export names") lists none, so 'precios_Electricidad_Manual.csv' mirrors the gas
// one ('precios_Gas_Manual').
import type { HourValueRow } from './rows.ts';
import { notFoundList, seriesCodec, type SeriesCtx, type SeriesSpec, hourValueSpecParts } from './series.ts';

function pathSpec<R extends HourValueRow>(fileName: string, valueHeader: string, gas: boolean): SeriesSpec<R> {
  return {
    ...hourValueSpecParts<R>(valueHeader, (r) => r.horizonte),
    fileName,
    separator: ';',
    rowCountTitle: 'csv.importError.title',
    nonNumeric: 'required',
    negative: gas ? 'warn' : 'allow',
    notFound: notFoundList(gas ? 'prices.pathHoursNotFound' : 'prices.pathNotFound', gas),
  };
}

export type PricePathCtx<R extends HourValueRow = HourValueRow> = SeriesCtx<R>;


/** The hourly manual electricity file's spec (also read by the quarter-aware import, quarterPrices.ts). */
export const manualElectricitySpec = pathSpec<HourValueRow>('precios_Electricidad_Manual.csv', 'Precio mercado (€/MWh)', false);

/** Manual electricity path: Horizonte;Hora;Precio mercado (€/MWh). Unmatched: 'Horizontes no encontrados en la senda: …'. */
export const manualElectricityPricesCsv = seriesCodec(manualElectricitySpec);

/** Manual gas path: Horizonte;Hora;Precio gas (€/MWh); matched on date and hour; negatives warn. */
export const manualGasPricesCsv = seriesCodec(pathSpec<HourValueRow>('precios_Gas_Manual.csv', 'Precio gas (€/MWh)', true));
