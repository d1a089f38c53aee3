// Conversion to the wire rows of the price endpoints, in the formats of @plantasim/domain's
// schemas (schemas/series.ts marketPriceRowSchema, schemas/external.ts downloadedPriceRowSchema):
// date-hour keys 'dd/MM/yyyy HH:00' (Europe/Madrid hour start, HH 00..23) and position labels
// 'H1'..'Hn' counted from the first requested day, so a missing day never shifts later labels.
import type { DailyPrice, HourlyPrice, OmiePeriodDay, PriceRow } from './types.ts';
import { dayQuarterKeys, formatDate, formatHourKey, realHoursMean, type QuarterPriceRow } from '@plantasim/domain';
import { dayOf, daysBetween, eachDay, hoursInMadridDay } from './util/calendar.ts';

/** 'yyyy-MM-dd' -> 'dd/MM/yyyy' (the domain calendar's date format). */
export const toDmy = (iso: string): string => formatDate(dayOf(iso));

/** The domain's hour key 'dd/MM/yyyy HH:00' of hour 1..24 of a day (hour 1 starts at 00:00). */
export const hourKey = (date: string, hour: number): string => formatHourKey(dayOf(date), hour - 1);

/** Hourly prices -> { fecha_hora, hora, valor }; hora = 'H' + position from `start` (1-based). */
export function toPriceRows(prices: readonly HourlyPrice[], start: string): PriceRow[] {
  return prices.map((p) => ({ fecha_hora: hourKey(p.date, p.hour), hora: `H${daysBetween(start, p.date) * 24 + p.hour}`, valor: p.value }));
}

/** The quarter-hour rows (domain's quarterPriceRowSchema) of the quarter-hour days among `days`:
 *  { fecha_hora: 'dd/MM/yyyy HH:mm' (dayQuarterKeys), periodo: 1..92/96/100, valor }, in order. Hourly
 *  days (before 2025-10-01) give none: they have no quarter-hours to show. */
export function toQuarterPriceRows(days: readonly OmiePeriodDay[]): QuarterPriceRow[] {
  return days.flatMap((d) => {
    if (d.minutes !== 15) return [];
    const keys = dayQuarterKeys(dayOf(d.date));
    // A count that is not the day's (never served by PriceService) gives no rows rather than wrong keys.
    if (keys.length !== d.values.length) return [];
    return d.values.map((valor, i) => ({ fecha_hora: keys[i] as string, periodo: i + 1, valor }));
  });
}

/** A daily price repeated on the 24 hours of its day (gas is priced per gas day). */
export function spreadDailyToHours(prices: readonly DailyPrice[]): HourlyPrice[] {
  return prices.flatMap((p) => Array.from({ length: 24 }, (_, i) => ({ date: p.date, hour: i + 1, value: p.value })));
}

/** Price downloader row (docs/rules/fields.md "Downloaded price row"); null where a source has no value. */
export interface DownloaderRow {
  fecha: string;
  omie: number | null;
  prevision: number | null;
  mibgas_2: number | null;
  co2: number | null;
  /** The OMIE file version of the day (1 first publication, 2, 3… corrections); only when the
   *  input gives versions, null for a day without OMIE prices. */
  version_omie?: number | null;
}

export interface DownloaderInput {
  omie: readonly HourlyPrice[];
  prevision: readonly HourlyPrice[];
  /** The day's gas price (EUR/MWh). */
  mibgas: readonly DailyPrice[];
  /** CO2 settlement (EUR/t); carried forward over days without a session (weekends, holidays). */
  co2: readonly DailyPrice[];
  /** The version of each OMIE day (yyyy-MM-dd) served, to show beside its prices. */
  omieVersions?: ReadonlyMap<string, number>;
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const mean = (xs: number[]) => (xs.length === 0 ? null : round2(xs.reduce((a, b) => a + b, 0) / xs.length));

/** The day's mean: over its real 23/24/25 hours when all 24 folded rows are there, else of the rows present. */
function dayMean(date: string, hours: Map<number, number> | undefined): number | null {
  if (!hours) return null;
  if (hours.size === 24) {
    const folded = Array.from({ length: 24 }, (_, i) => hours.get(i + 1) as number);
    const m = realHoursMean(folded, hoursInMadridDay(date));
    return m === null ? null : round2(m);
  }
  return mean([...hours.values()]);
}

/**
 * Rows of the price downloader. `day` (default): one row per day, fecha 'dd/MM/yyyy', omie and
 * prevision the daily mean of the day's real hours (23 or 25 on clock-change days, see realHoursMean). `hour`: one row per hour, fecha 'dd/MM/yyyy HH:00',
 * daily series repeated on each hour. Days where no source has a value are left out, so no data at
 * all gives []. Values are rounded to 2 decimals.
 */
export function downloaderRows(input: DownloaderInput, start: string, end: string, resolution: 'day' | 'hour' = 'day'): DownloaderRow[] {
  const hourly = (xs: readonly HourlyPrice[]) => {
    const m = new Map<string, Map<number, number>>();
    for (const p of xs) { if (!m.has(p.date)) m.set(p.date, new Map()); m.get(p.date)!.set(p.hour, p.value); }
    return m;
  };
  const omie = hourly(input.omie);
  const prev = hourly(input.prevision);
  const gas = new Map(input.mibgas.map((p) => [p.date, p.value]));
  const co2Sorted = [...input.co2].sort((a, b) => a.date.localeCompare(b.date));
  const co2At = (date: string): number | null => {
    // carry the last settlement forward over a weekend or holiday (at most 4 days), never further
    let last: DailyPrice | undefined;
    for (const p of co2Sorted) { if (p.date > date) break; last = p; }
    return last && daysBetween(last.date, date) <= 4 ? last.value : null;
  };
  const rows: DownloaderRow[] = [];
  const versions = input.omieVersions;
  for (const date of eachDay(start, end)) {
    const c = co2At(date);
    const g = gas.get(date) ?? null;
    const version = versions ? { version_omie: omie.has(date) ? (versions.get(date) ?? null) : null } : {};
    if (resolution === 'day') {
      const row = { fecha: toDmy(date), omie: dayMean(date, omie.get(date)), prevision: dayMean(date, prev.get(date)),
        mibgas_2: g === null ? null : round2(g), co2: c === null ? null : round2(c), ...version };
      if (row.omie !== null || row.prevision !== null || row.mibgas_2 !== null || row.co2 !== null) rows.push(row);
      continue;
    }
    for (let h = 1; h <= 24; h++) {
      const o = omie.get(date)?.get(h);
      const p = prev.get(date)?.get(h);
      const row = { fecha: hourKey(date, h), omie: o === undefined ? null : round2(o), prevision: p === undefined ? null : round2(p),
        mibgas_2: g === null ? null : round2(g), co2: c === null ? null : round2(c), ...version };
      if (row.omie !== null || row.prevision !== null || row.mibgas_2 !== null || row.co2 !== null) rows.push(row);
    }
  }
  return rows;
}
