// Estimated (planning forecast) prices, electricity and gas (docs/rules/validation.md "Estimated price imports").
// Stored rows carry only horizonte; the Hora column is written 'H1'..'H24' (hour of the day + 1)
// and read as 'H1'..'H24' (→ hour − 1), 'hh:mm' or 'hh'. Dates dd/mm/yyyy or yyyy-mm-dd with an
// optional time. Matching is by date-hour key. Forecast tables are written with 3 decimals (docs/rules/constants.md).
import { dateHourKey, hourOfDateHour } from './dateHour.ts';
import type { EstimatedElectricityRow, EstimatedGasRow } from './rows.ts';
import { notFoundList, seriesCodec, type SeriesCtx, type SeriesSpec } from './series.ts';

/** 'H' + hour of the day + 1, from the time in the horizon text, else from the position. */
export function estimatedHourLabel(horizonte: string, index: number): string {
  const hour = hourOfDateHour(horizonte) ?? index % 24;
  return `H${hour + 1}`;
}

function estimatedSpec<R extends { horizonte: string }>(
  fileName: string,
  valueOf: (r: R) => number,
  withValue: (r: R, v: number) => R,
  gas: boolean,
): SeriesSpec<R> {
  return {
    fileName,
    headers: ['Horizonte', 'Hora', 'Precio Estimado (€ / MWh)'],
    separator: ';',
    decimals: 3,
    rowCountTitle: null,
    hourRequired: false,
    horizonOf: (r) => r.horizonte,
    hourOf: (r, i) => estimatedHourLabel(r.horizonte, i),
    valueOf,
    withValue,
    key: (h, hour) => dateHourKey(h, hour),
    nonNumeric: 'required',
    negative: gas ? 'warn' : 'allow',
    notFound: notFoundList('prices.tableNotFound', true),
  };
}

export type EstimatedElectricityCtx = SeriesCtx<EstimatedElectricityRow>;
export type EstimatedGasCtx = SeriesCtx<EstimatedGasRow>;

/** prevision_precios_electricidad.csv; value field precio_estimado. */
export const estimatedElectricityPricesCsv = seriesCodec(
  estimatedSpec<EstimatedElectricityRow>(
    'prevision_precios_electricidad.csv',
    (r) => r.precio_estimado,
    (r, precio_estimado) => ({ ...r, precio_estimado }),
    false,
  ),
);

/** prevision_precios_gas.csv; value field valor; negatives warn. */
export const estimatedGasPricesCsv = seriesCodec(
  estimatedSpec<EstimatedGasRow>('prevision_precios_gas.csv', (r) => r.valor, (r, valor) => ({ ...r, valor }), true),
);
