// The CO2 price of a new scenario (Otros datos): the EUA futures settlement of its date when the
// source has one (the downloader's co2 column, the last settlement on or before a weekend day), the
// value it had otherwise; and the line the form shows to say which.
import type { DownloadedPriceRow } from '../schemas/external.ts';

/** The EUA price of `fecha` ('dd/MM/yyyy') among the downloader's daily rows, or null. */
export function co2ForDate(rows: readonly Pick<DownloadedPriceRow, 'fecha' | 'co2'>[] | null, fecha: string): number | null {
  const row = rows?.find((r) => r.fecha === fecha);
  return row && row.co2 !== null && Number.isFinite(row.co2) ? row.co2 : null;
}

/** The scenario's CO2 price from the source: the EUA price when there is one, else unchanged. */
export function co2PriceFromSource(current: number, eua: number | null): number {
  return eua ?? current;
}

export interface Co2Note {
  code: 'co2.source.eua' | 'co2.source.edited' | 'co2.source.none';
  /** Numbers stay numbers: the form formats them in the user's language. */
  params: { date: string; value: number; eua?: number };
}

/** Which CO2 price the scenario uses: the EUA price of its date, another value typed over it, or no EUA price that day. */
export function co2Note(fecha: string, current: number, eua: number | null): Co2Note {
  if (eua === null) return { code: 'co2.source.none', params: { date: fecha, value: current } };
  if (Math.abs(eua - current) < 0.005) return { code: 'co2.source.eua', params: { date: fecha, value: current } };
  return { code: 'co2.source.edited', params: { date: fecha, value: current, eua } };
}
