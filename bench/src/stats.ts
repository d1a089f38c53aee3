// Figures the benchmarks print of their repeated measurements.

/** The median, the mean of the two middle values of an even count; NaN for no values. */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  if (s.length === 0) return Number.NaN;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}
