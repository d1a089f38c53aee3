// Row shapes the CSV codecs read and write: the payload types of src/schemas (docs/rules/fields.md), so what an
// import returns can be put into the payload as is. Codecs keep every other field of a stored row
// untouched. horizonte / fecha_hora are 'dd/MM/yyyy HH:00' keys (calendar/keys.ts); matching also
// accepts the forms a spreadsheet rewrites them to (csv/dateHour.ts).
import type { ManualPriceRow } from '../schemas/series.ts';

export type {
  AvailabilityRow, CouplingRow, EstimatedElecPriceRow as EstimatedElectricityRow, EstimatedGasPriceRow as EstimatedGasRow,
  MarketPriceRow,
} from '../schemas/series.ts';
export type { TollRow, RoCogeneracion as RoMap } from '../schemas/market.ts';

/** Demand row (steam and cooling) and manual price row: horizonte, hora ('H1'..'Hn'), valor. */
export type HourValueRow = ManualPriceRow;

export const hourText = (h: string | undefined): string => (h === undefined || h === null ? '' : String(h));
