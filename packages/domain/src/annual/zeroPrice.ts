// RD 917/2025 (BOE-A-2025-20694), amending RD 413/2014: the energy sold in hours of zero price no
// longer lowers the equivalent operating hours when that price lasts six consecutive hours or more
// (docs/annual-rules.md §2.1). This marks those hours on an hourly price series.

/** Shortest run of zero-price hours that is exempt. */
export const ZERO_PRICE_MIN_RUN_HOURS = 6;

/** A day-ahead price that counts as "precio cero": at or below zero. Negative prices are taken as
 *  zero ones (the day-ahead market pays nothing for the energy either way); with this reading the
 *  OMIE 2024 and 2025 series give 646 and 634 exempt hours, the 630–650 h the sector reports, while
 *  prices of exactly 0 alone give 274 and 19 (docs/annual-rules.md). */
export function isZeroPrice(price: number): boolean {
  return price <= 0;
}

/** Per hour, whether it lies in a run of at least ZERO_PRICE_MIN_RUN_HOURS consecutive zero-price
 *  hours. A run is read on the series given: pass the whole period (a run cut by its start or end
 *  is only as long as what the series shows of it). */
export function zeroPriceExemptHours(prices: readonly number[]): boolean[] {
  const exempt = new Array<boolean>(prices.length).fill(false);
  let start = 0;
  for (let t = 0; t <= prices.length; t++) {
    if (t < prices.length && isZeroPrice(prices[t]!)) continue;
    if (t - start >= ZERO_PRICE_MIN_RUN_HOURS) exempt.fill(true, start, t);
    start = t + 1;
  }
  return exempt;
}
