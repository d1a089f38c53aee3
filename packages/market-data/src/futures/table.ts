import type { FuturesTable } from '../types.ts';

export const emptyTable = (names: readonly string[]): FuturesTable => ({ headers: names.map((name) => ({ name })), data: [] });

/** Builds a futures tab from rows keyed by the header names, keeping only rows whose `dateKey`
 *  is within [start, end] when a range is given, newest first. */
export function toTable<T extends Record<string, string | number | null>>(
  names: readonly (keyof T & string)[], rows: T[], dateKey: keyof T & string, range?: { start: string; end: string },
): FuturesTable {
  const inRange = range ? rows.filter((r) => String(r[dateKey]) >= range.start && String(r[dateKey]) <= range.end) : rows;
  const data = [...inRange].sort((a, b) => String(b[dateKey]).localeCompare(String(a[dateKey])));
  return { headers: names.map((name) => ({ name })), data };
}
