// Builders of stored series for the CSV tests and benchmarks (not exported from the package).
import { horizonKeys } from '../calendar/keys.ts';

export const START = { year: 2025, month: 1, day: 15 };

/** `hours` rows { horizonte, hora, valor } from START, hora 'H1'..'Hn'. */
export function hourValueRows(hours: number, value: (i: number) => number = () => 0): { horizonte: string; hora: string; valor: number }[] {
  return horizonKeys(START, Math.ceil(hours / 24)).slice(0, hours).map((horizonte, i) => ({ horizonte, hora: `H${i + 1}`, valor: value(i) }));
}

/** The same keys as market rows { fecha_hora, hora, valor }. */
export function marketRows(hours: number, value: (i: number) => number = () => 0): { fecha_hora: string; hora: string; valor: number }[] {
  return hourValueRows(hours, value).map((r) => ({ fecha_hora: r.horizonte, hora: r.hora, valor: r.valor }));
}

/** A CSV text from lines of cells (semicolon, no BOM). */
export const csvText = (lines: (string | number)[][]): string => lines.map((l) => l.join(';')).join('\n');

/** The item at index i of a fixture; a missing one fails the test at once rather than later. */
export function at<T>(items: readonly T[], i: number): T {
  const item = items[i];
  if (item === undefined) throw new Error(`fixture has no item ${i} (length ${items.length})`);
  return item;
}
