// Number display of every grid (SPEC §9): es-ES, a fixed number of decimals (2 unless a column
// says otherwise), whatever the interface language. Formatters are cached per decimal count
// because Intl.NumberFormat is costly to build and a year-long grid formats thousands of cells.
import { parseCsvNumber as parseNumber } from '@plantasim/domain';

const formatters = new Map<number, Intl.NumberFormat>();

function formatter(decimals: number): Intl.NumberFormat {
  let f = formatters.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat('es-ES', { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: true });
    formatters.set(decimals, f);
  }
  return f;
}

/** '1.234,50' style text; '' for null, undefined, '' and anything that is not a finite number. */
export function formatEsNumber(value: unknown, decimals = 2): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : parseNumber(String(value));
  if (n === null || !Number.isFinite(n)) return typeof value === 'string' ? value : '';
  const text = formatter(decimals).format(n);
  // Intl writes '-0,00' for tiny negatives; a grid should not.
  return /^-0(,0*)?$/.test(text) ? text.slice(1) : text;
}

/** How many decimals a step has (0.1 → 1, 0.01 → 2, 1 → 0). */
export function stepDecimals(step: number | undefined): number {
  if (!step || !Number.isFinite(step)) return 0;
  const text = String(step);
  if (/e-(\d+)$/.test(text)) return Number(/e-(\d+)$/.exec(text)![1]);
  return text.includes('.') ? text.split('.')[1]!.length : 0;
}

/**
 * What an edited cell becomes: text typed with a decimal comma or point (SPEC §5 number rule),
 * clamped into [min, max]. Null when the text is not a number (the edit is then dropped).
 */
export function readEditedNumber(raw: unknown, min?: number, max?: number): number | null {
  const n = typeof raw === 'number' ? raw : parseNumber(raw === null || raw === undefined ? '' : String(raw));
  if (n === null || !Number.isFinite(n)) return null;
  let v = n;
  if (min !== undefined && v < min) v = min;
  if (max !== undefined && v > max) v = max;
  return v;
}

/** One arrow-key step up or down, rounded to the step's decimals, kept within [min, max]. */
export function stepValue(current: number, step: number, direction: 1 | -1, min?: number, max?: number): number {
  const decimals = Math.max(stepDecimals(step), stepDecimals(current));
  const next = Number((current + direction * step).toFixed(Math.min(decimals, 10)));
  return readEditedNumber(next, min, max) ?? current;
}
