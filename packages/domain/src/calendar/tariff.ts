// 6.1TD access-toll periods p1..p6 on the Peninsula (CNMC Circular 3/2020, art. 7 and annex).
//
// Seasons by month: high = Jan, Feb, Jul, Dec; medium-high = Mar, Nov; medium = Jun, Aug, Sep;
// low = Apr, May, Oct. Working days: 00–08 h p6; 09–14 h and 18–22 h the season's peak period
// (p1, p2, p3, p4); 08–09 h, 14–18 h and 22–24 h the season's shoulder period (p2, p3, p4, p5).
// Day type D (all 24 h p6): Saturdays, Sundays, 6 January and the national holidays of fixed date
// that regions cannot replace. The Circular excludes holidays "que no tienen fecha fija", so Good
// Friday is NOT p6 by default; `goodFridayIsHoliday: true` makes it p6 for contracts that treat it so.
import { addDays, type CalendarDate, weekday } from './dates.ts';

export type TariffPeriod = 'p1' | 'p2' | 'p3' | 'p4' | 'p5' | 'p6';
export const TARIFF_PERIODS: readonly TariffPeriod[] = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];

export type Season = 'alta' | 'media-alta' | 'media' | 'baja';

/** Month (1–12) → season. */
export function seasonOfMonth(month: number): Season {
  if ([1, 2, 7, 12].includes(month)) return 'alta';
  if ([3, 11].includes(month)) return 'media-alta';
  if ([6, 8, 9].includes(month)) return 'media';
  return 'baja';
}

const PEAK: Record<Season, TariffPeriod> = { alta: 'p1', 'media-alta': 'p2', media: 'p3', baja: 'p4' };
const SHOULDER: Record<Season, TariffPeriod> = { alta: 'p2', 'media-alta': 'p3', media: 'p4', baja: 'p5' };

/** National fixed-date, non-replaceable holidays plus 6 January, as 'MM-DD'. */
export const NATIONAL_FIXED_HOLIDAYS: readonly string[] = [
  '01-01', // Año Nuevo
  '01-06', // Epifanía (named explicitly by the Circular)
  '05-01', // Fiesta del Trabajo
  '08-15', // Asunción
  '10-12', // Fiesta Nacional de España
  '11-01', // Todos los Santos
  '12-06', // Día de la Constitución
  '12-08', // Inmaculada Concepción
  '12-25', // Navidad
];

/** Easter Sunday (Gregorian, anonymous algorithm of Meeus/Jones/Butcher). */
export function easterSunday(year: number): CalendarDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

export function goodFriday(year: number): CalendarDate {
  return addDays(easterSunday(year), -2);
}

export interface TariffOptions {
  /** Treat Good Friday as a day-type-D holiday (default false, per the Circular). */
  goodFridayIsHoliday?: boolean;
}

export function isNationalHoliday(d: CalendarDate, opts: TariffOptions = {}): boolean {
  const md = `${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
  if (NATIONAL_FIXED_HOLIDAYS.includes(md)) return true;
  if (opts.goodFridayIsHoliday) {
    const gf = goodFriday(d.year);
    return gf.month === d.month && gf.day === d.day;
  }
  return false;
}

/** Saturday, Sunday or national holiday: every hour p6. */
export function isTariffDayTypeD(d: CalendarDate, opts: TariffOptions = {}): boolean {
  const wd = weekday(d);
  return wd === 0 || wd === 6 || isNationalHoliday(d, opts);
}

/** 6.1TD period of the hour starting at `hour` (0–23) of civil day `d`. */
export function tariffPeriod(d: CalendarDate, hour: number, opts: TariffOptions = {}): TariffPeriod {
  if (isTariffDayTypeD(d, opts) || hour < 8) return 'p6';
  const season = seasonOfMonth(d.month);
  if ((hour >= 9 && hour < 14) || (hour >= 18 && hour < 22)) return PEAK[season];
  return SHOULDER[season];
}

/** Periods of the 24 hours of a day. */
export function tariffPeriodsOfDay(d: CalendarDate, opts: TariffOptions = {}): TariffPeriod[] {
  return Array.from({ length: 24 }, (_, h) => tariffPeriod(d, h, opts));
}
