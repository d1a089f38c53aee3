// "The day's gas price" (decision, see README): the Reference Price of the PVB day-ahead product
// GDAES_D+1, keyed by its delivery day (traded on D-1). Where a delivery day has no such row in
// the loaded workbooks (1 January when only that year's workbook is loaded), the 'MIBGAS PVB
// Average Price Index Day-Ahead' of that day is used: MIBGAS computes it with the same
// Reference Price methodology on the product that was day-ahead for that day.
import type { DailyPrice } from '../types.ts';
import type { MibgasWorkbook } from './workbook.ts';

export type GasPriceSeries = 'GDAES_D+1' | 'PVB_DA_INDEX';

export interface GasDailyPrice extends DailyPrice {
  /** Which series gave the value ('GDAES_D+1' reference price or the PVB day-ahead index). */
  series: GasPriceSeries;
}

/** One price per delivery day, sorted by date. `prefer` picks the primary series; the other one
 *  fills the days the primary lacks. Later workbooks win on duplicates. */
export function mibgasDailyPrices(books: readonly MibgasWorkbook[], prefer: GasPriceSeries = 'GDAES_D+1'): GasDailyPrice[] {
  const reference = new Map<string, number>();
  const index = new Map<string, number>();
  for (const book of books) {
    for (const t of book.trades) {
      if (t.product === 'GDAES_D+1' && t.referencePrice !== null) reference.set(t.firstDelivery, t.referencePrice);
    }
    for (const i of book.indexes) {
      if (i.pvbAveragePriceIndexDayAhead !== null) index.set(i.deliveryDay, i.pvbAveragePriceIndexDayAhead);
    }
  }
  const [primary, secondary, secondaryName]: [Map<string, number>, Map<string, number>, GasPriceSeries] =
    prefer === 'GDAES_D+1' ? [reference, index, 'PVB_DA_INDEX'] : [index, reference, 'GDAES_D+1'];
  const out = new Map<string, GasDailyPrice>();
  for (const [date, value] of secondary) out.set(date, { date, value, series: secondaryName });
  for (const [date, value] of primary) out.set(date, { date, value, series: prefer });
  return [...out.values()].sort((a, b) => a.date.localeCompare(b.date));
}
