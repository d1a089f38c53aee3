// The product works on 24 rows per day; the market publishes 23 values on the spring-forward day
// and 25 on the fall-back day. The one rule that folds them lives in @plantasim/domain's calendar;
// here it is only wrapped to strip the floating-point noise of the 25-hour average.
import { mapDstDayToHours as foldDay } from '@plantasim/domain';

/** Maps 23/24/25 hourly values of one day onto 24; returns null for any other length. */
export function mapDstDayToHours(values: readonly number[]): number[] | null {
  const folded = foldDay([...values]);
  return folded && values.length === 25 ? folded.map(roundPrice) : folded;
}

/** Averages consecutive groups of `size` values (quarter-hours -> hours). */
export function averageGroups(values: readonly number[], size: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < values.length; i += size) {
    const group = values.slice(i, i + size);
    out.push(roundPrice(group.reduce((a, b) => a + b, 0) / group.length));
  }
  return out;
}

/** Removes binary floating-point noise from averages (prices are published with 2 decimals). */
export function roundPrice(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}
