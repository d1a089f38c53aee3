// Number reading and stepping of the grid's editors. Display goes through the interface's one
// formatting module (i18n/format.ts); formatEsNumber is its Spanish form, kept for the files the
// application writes (CSV, Excel, the operators' PDF and mail), which follow the es-ES
// conventions of docs/rules/constants.md ("Number format") whatever the interface language.
import { parseCsvNumber as parseNumber } from '@plantasim/domain';
import { formatNumber, type UiLang } from '../../i18n/format';

/** '1.234,50' style text; '' for null, undefined, '' and anything that is not a finite number. */
export function formatEsNumber(value: unknown, decimals = 2): string {
  return formatNumber(value, 'es', decimals);
}

/** A value as the number editor opens it: the language's decimal mark, no thousands separator. */
export function editText(value: number, decimals: number, lang: UiLang): string {
  return formatNumber(value, lang, decimals).replace(lang === 'es' ? /\./g : /,/g, '');
}

/** How many decimals a step has (0.1 → 1, 0.01 → 2, 1 → 0). */
export function stepDecimals(step: number | undefined): number {
  if (!step || !Number.isFinite(step)) return 0;
  const text = String(step);
  if (/e-(\d+)$/.test(text)) return Number(/e-(\d+)$/.exec(text)![1]);
  return text.includes('.') ? text.split('.')[1]!.length : 0;
}

/**
 * What an edited cell becomes: text typed with a decimal comma or point (docs/rules/validation.md number rule),
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
