// The price downloader's two shapes of one download: one row per hour, or one row per day. The
// page downloads the hours once and shapes them here, so switching Día/Hora re-shapes the prices
// already on screen (no new download, the same range).
import { madridDayHours, realHoursMean } from '../calendar/dst.ts';
import { formatDate } from '../calendar/dates.ts';
import { parseHourKey } from '../calendar/keys.ts';
import type { DownloadedPriceRow } from '../schemas/external.ts';

/** 'dia': one row per day (fecha 'dd/MM/yyyy'); 'hora': one row per hour (fecha 'dd/MM/yyyy HH:00'). */
export type PriceResolution = 'dia' | 'hora';

const round2 = (x: number): number => Math.round(x * 100) / 100;

/**
 * The day's mean, as the server gives it: over the day's real 23/24/25 hours when its 24 folded
 * hours are all there (realHoursMean), otherwise the plain mean of the hours present; null without any.
 */
function dayMean(byHour: ReadonlyMap<number, number>, hours: 23 | 24 | 25): number | null {
  if (byHour.size === 0) return null;
  if (byHour.size === 24) {
    const folded = Array.from({ length: 24 }, (_, h) => byHour.get(h)!);
    const m = realHoursMean(folded, hours);
    return m === null ? null : round2(m);
  }
  let s = 0;
  for (const v of byHour.values()) s += v;
  return round2(s / byHour.size);
}

interface DayAcc {
  fecha: string;
  hours: 23 | 24 | 25;
  omie: Map<number, number>;
  prevision: Map<number, number>;
  mibgas_2: number | null;
  co2: number | null;
  version_omie: number | null | undefined;
}

/**
 * Hourly downloader rows in the shape asked for. 'hora' gives them back as they are; 'dia' folds
 * each day into one row: OMIE and forecast the day's mean, MIBGAS and CO2 (daily prices repeated on
 * every hour) the day's value. Days keep their order; a row whose fecha is not an hour key is left out
 * of the daily shape. The hourly values arrive rounded to 2 decimals, so a daily mean may differ from
 * one worked out on the unrounded hours by a cent at most.
 */
export function shapeDownloadedPrices(hourly: readonly DownloadedPriceRow[], resolution: PriceResolution): DownloadedPriceRow[] {
  if (resolution === 'hora') return [...hourly];
  const days = new Map<string, DayAcc>();
  for (const row of hourly) {
    const key = parseHourKey(row.fecha);
    if (!key) continue;
    const fecha = formatDate(key);
    let day = days.get(fecha);
    if (!day) {
      day = { fecha, hours: madridDayHours(key), omie: new Map(), prevision: new Map(), mibgas_2: null, co2: null, version_omie: undefined };
      days.set(fecha, day);
    }
    if (row.omie !== null) day.omie.set(key.hour, row.omie);
    if (row.prevision !== null) day.prevision.set(key.hour, row.prevision);
    day.mibgas_2 ??= row.mibgas_2;
    day.co2 ??= row.co2;
    day.version_omie ??= row.version_omie;
  }
  return [...days.values()].map((d) => ({
    fecha: d.fecha,
    omie: dayMean(d.omie, d.hours),
    prevision: dayMean(d.prevision, d.hours),
    mibgas_2: d.mibgas_2,
    co2: d.co2,
    ...(d.version_omie === undefined ? {} : { version_omie: d.version_omie }),
  }));
}
