// How the interface writes numbers, money and dates: in the interface language, everywhere on screen
// (grids, cards, chart axes and tooltips, dialogs). Spanish: 46.894,00 € and 15/01/2024; English:
// €46,894.00 and 15/01/2024 (day first in both, as the plant reads its dates). One module so that a
// table and the chart beside it never disagree. The files the application writes (CSV, Excel, the
// operators' PDF) keep the Spanish conventions of docs/rules/constants.md ("Number format") whatever the language: they call this module
// with 'es'.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate as formatCalendarDate, parseCsvNumber, type CalendarDate } from '@plantasim/domain';

export type UiLang = 'es' | 'en';

/** The interface language of an i18next language code ('en-GB' → 'en'; anything else → 'es'). */
export function uiLang(language: string | undefined): UiLang {
  return language?.startsWith('en') ? 'en' : 'es';
}

const LOCALE: Record<UiLang, string> = { es: 'es-ES', en: 'en-GB' };

// Intl.NumberFormat is costly to build and a year-long grid formats thousands of cells: one per
// (language, style, decimals), built on first use.
const cache = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: UiLang, decimals: number, minDecimals: number, money: boolean): Intl.NumberFormat {
  const key = `${lang}|${decimals}|${minDecimals}|${money ? 'm' : 'n'}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE[lang], {
      ...(money ? { style: 'currency', currency: 'EUR' } : {}),
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: decimals,
      // es-ES leaves 4-digit numbers ungrouped by default ('4689'): a column of figures groups them all.
      useGrouping: 'always',
    });
    cache.set(key, f);
  }
  return f;
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = parseCsvNumber(value);
  return n !== null && Number.isFinite(n) ? n : null;
}

// Intl writes '-0,00' for a tiny negative; a figure of nothing has no sign.
function unsignedZero(value: number, decimals: number): number {
  return Math.abs(value) < 0.5 * 10 ** -decimals ? 0 : value;
}

export interface NumberOptions {
  /** Drop trailing zero decimals ('12,5' instead of '12,50'). */
  trim?: boolean;
}

/**
 * '46.894,00' (es) or '46,894.00' (en) with `decimals` decimals. '' for null, undefined and '';
 * a numeric string is read with either decimal mark; any other text is returned as it is.
 */
export function formatNumber(value: unknown, lang: UiLang, decimals = 2, options: NumberOptions = {}): string {
  if (value === null || value === undefined || value === '') return '';
  const n = toNumber(value);
  if (n === null) return typeof value === 'string' ? value : '';
  return numberFormat(lang, decimals, options.trim ? 0 : decimals, false).format(unsignedZero(n, decimals));
}

/** '46.894,00 €' (es) or '€46,894.00' (en); '' when there is no number. */
export function formatMoney(value: unknown, lang: UiLang, decimals = 2): string {
  const n = toNumber(value);
  if (n === null) return '';
  return numberFormat(lang, decimals, decimals, true).format(unsignedZero(n, decimals));
}

/** A change with its sign: '+12,50', '−3,00', '0,00' (a true minus sign, as in print). */
export function formatSigned(value: number, lang: UiLang, decimals = 2, options: NumberOptions = {}): string {
  const v = unsignedZero(value, decimals);
  const text = formatNumber(Math.abs(v), lang, decimals, options);
  return v > 0 ? `+${text}` : v < 0 ? `−${text}` : text;
}

/** A change of money with its sign: '+1.234,00 €' / '−€1,234.00'. */
export function formatSignedMoney(value: number, lang: UiLang, decimals = 2): string {
  const v = unsignedZero(value, decimals);
  const text = formatMoney(Math.abs(v), lang, decimals);
  return v > 0 ? `+${text}` : v < 0 ? `−${text}` : text;
}

/** A multiplier as the interface writes it: '×0,8' (es), '×0.8' (en). */
export function formatFactor(factor: number, lang: UiLang): string {
  return `×${formatNumber(factor, lang, 4, { trim: true })}`;
}

/** dd/MM/yyyy in both languages, from a calendar date, a 'yyyy-mm-dd' day or a Date (its UTC day). */
export function formatDay(value: CalendarDate | string | Date): string {
  if (value instanceof Date) return formatCalendarDate({ year: value.getUTCFullYear(), month: value.getUTCMonth() + 1, day: value.getUTCDate() });
  if (typeof value === 'string') {
    const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
    return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : value;
  }
  return formatCalendarDate(value);
}

/** The formatters bound to the interface language (re-renders when it changes). */
export interface Formatters {
  lang: UiLang;
  number: (value: unknown, decimals?: number, options?: NumberOptions) => string;
  money: (value: unknown, decimals?: number) => string;
  signed: (value: number, decimals?: number, options?: NumberOptions) => string;
  signedMoney: (value: number, decimals?: number) => string;
  factor: (factor: number) => string;
}

export function formattersFor(lang: UiLang): Formatters {
  return {
    lang,
    number: (value, decimals, options) => formatNumber(value, lang, decimals, options),
    money: (value, decimals) => formatMoney(value, lang, decimals),
    signed: (value, decimals, options) => formatSigned(value, lang, decimals, options),
    signedMoney: (value, decimals) => formatSignedMoney(value, lang, decimals),
    factor: (factor) => formatFactor(factor, lang),
  };
}

export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  const lang = uiLang(i18n.resolvedLanguage ?? i18n.language);
  return useMemo(() => formattersFor(lang), [lang]);
}

/**
 * The number formatters of an ECharts chart: axis ticks (up to 2 decimals, none when whole) and
 * tooltip values (2 decimals). ECharts' own are English whatever the page ('-30,000').
 */
export function chartNumbers(lang: UiLang): { axis: (value: number) => string; tooltip: (value: unknown) => string } {
  return {
    axis: (value) => formatNumber(value, lang, 2, { trim: true }),
    tooltip: (value) => (Array.isArray(value) ? value.map((v) => formatNumber(v, lang, 2)).join(' – ') : formatNumber(typeof value === 'string' ? Number(value) : value, lang, 2)),
  };
}

const weekdayFormats = new Map<UiLang, Intl.DateTimeFormat>();

/** The weekday of a calendar date in the interface language: 'miércoles' (es), 'Wednesday' (en). */
export function formatWeekday(value: CalendarDate, lang: UiLang): string {
  let f = weekdayFormats.get(lang);
  if (!f) weekdayFormats.set(lang, (f = new Intl.DateTimeFormat(LOCALE[lang], { weekday: 'long', timeZone: 'UTC' })));
  return f.format(new Date(Date.UTC(value.year, value.month - 1, value.day)));
}

/** A day as a control room reads it: 'miércoles 15/01/2025' (es), 'Wednesday 15/01/2025' (en). */
export function formatDayWithWeekday(value: CalendarDate, lang: UiLang): string {
  return `${formatWeekday(value, lang)} ${formatDay(value)}`;
}
