// Month labels of the Ro table ('ene 2025') and the months/days a horizon spans.
import { addDays, daysInMonth, type CalendarDate } from './dates.ts';

/** Spanish three-letter lowercase month abbreviations, January first. */
export const MONTH_ABBREVIATIONS_ES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'] as const;
const MONTH_NAMES_ES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
/** English names accepted on import as well (jan, apr, aug, dec differ from Spanish). */
const MONTH_NAMES_EN = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

export interface YearMonth {
  year: number;
  /** 1–12 */
  month: number;
}

/** 'ene 2025'. */
export function monthLabel(ym: YearMonth): string {
  return `${MONTH_ABBREVIATIONS_ES[ym.month - 1]} ${ym.year}`;
}

const stripAccents = (s: string): string => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/**
 * Parses a month label leniently (docs/rules/validation.md Ro CSV: month names normalised, two-digit year expanded
 * to 20xx): 'ene 2025', 'Ene-25', 'enero 2025', 'ENE/2025', 'sept 2025', 'jan 2025'. Null otherwise.
 */
export function parseMonthLabel(text: string): YearMonth | null {
  const m = /^\s*([A-Za-zÀ-ÿ.]+)[\s\-/._]*(\d{2}|\d{4})\s*$/.exec(String(text ?? ''));
  if (!m) return null;
  const name = stripAccents(m[1]!.toLowerCase()).replace(/\./g, '');
  if (name.length < 3) return null;
  const alias = name === 'setiembre' ? 'septiembre' : name;
  // Any prefix of at least 3 letters of a Spanish or English month name: 'ene', 'sept', 'enero', 'jan'.
  let idx = MONTH_NAMES_ES.findIndex((full) => full.startsWith(alias));
  if (idx < 0) idx = MONTH_NAMES_EN.findIndex((full) => full.startsWith(alias));
  if (idx < 0) return null;
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return { year, month: idx + 1 };
}

/** 'yyyy-MM-01' of a month (Ro master DATE_RO). */
export function monthIsoFirst(ym: YearMonth): string {
  return `${String(ym.year).padStart(4, '0')}-${String(ym.month).padStart(2, '0')}-01`;
}

/** 'yyyy-MM-dd' of the last day of a month. */
export function monthIsoLast(ym: YearMonth): string {
  return `${String(ym.year).padStart(4, '0')}-${String(ym.month).padStart(2, '0')}-${String(daysInMonth(ym.year, ym.month)).padStart(2, '0')}`;
}

/** Distinct months touched by `days` days from `start`, in order. */
export function monthsInHorizon(start: CalendarDate, days: number): YearMonth[] {
  const out: YearMonth[] = [];
  if (days <= 0) return out;
  const last = addDays(start, days - 1);
  let y = start.year;
  let mo = start.month;
  while (y < last.year || (y === last.year && mo <= last.month)) {
    out.push({ year: y, month: mo });
    mo += 1;
    if (mo > 12) { mo = 1; y += 1; }
  }
  return out;
}

/** Every day of a month (backtesting horizon). */
export function daysOfMonth(ym: YearMonth): CalendarDate[] {
  return Array.from({ length: daysInMonth(ym.year, ym.month) }, (_, i) => ({ year: ym.year, month: ym.month, day: i + 1 }));
}
