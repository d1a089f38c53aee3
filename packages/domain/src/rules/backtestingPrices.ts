// Backtesting runs on the historical prices of a whole month. A day without prices (no OMIE or
// MIBGAS file for it anywhere) must stop the launch with the days named and what to do about it,
// not reach the optimiser as a short series ('Se esperaban 720 filas…').
import { addDays, compareDates, formatDate, parseDate, type CalendarDate } from '../calendar/dates.ts';
import { backtestingStartDate } from '../calendar/horizon.ts';
import type { SimulationPayload } from '../schemas/payload.ts';
import { BACKTESTING_MODE } from './executionModes.ts';

type HistoricalSeries = 'elec_precios_historicos' | 'gas_precios_historicos';

export interface MissingPriceDays {
  series: HistoricalSeries;
  /** Market name shown to the user. */
  market: 'OMIE' | 'MIBGAS';
  /** dd/MM/yyyy of each day of the month without its 24 hourly rows. */
  days: string[];
}

/** Days from `first` (dd/MM/yyyy) on, `count` of them, that do not have all 24 hours in `rows`. */
export function daysWithoutPrices(rows: readonly { fecha_hora: string }[], first: string, count: number): string[] {
  const start = parseDate(first);
  if (!start.ok) return [];
  const hours = new Map<string, Set<string>>();
  for (const r of rows) {
    const day = r.fecha_hora.slice(0, 10);
    if (!hours.has(day)) hours.set(day, new Set());
    hours.get(day)!.add(r.fecha_hora.slice(11, 13));
  }
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const day = formatDate(addDays(start.data, i));
    if ((hours.get(day)?.size ?? 0) < 24) out.push(day);
  }
  return out;
}

/** Whether the payload is a backtesting run (the launch sends mode 3 as 2 and keeps the month flag). */
export function isBacktesting(p: SimulationPayload): boolean {
  return p.configuracion.modoEjecucion === BACKTESTING_MODE || p.configuracion.mesBacktesting;
}

/** The historical series of a backtesting payload with days missing (empty when complete or not backtesting). */
export function missingBacktestingPrices(p: SimulationPayload): MissingPriceDays[] {
  if (!isBacktesting(p)) return [];
  const date = parseDate(p.configuracion.fechaActual);
  if (!date.ok) return [];
  const first = formatDate(backtestingStartDate(date.data));
  const days = Math.ceil(p.configuracion.horizonte_horas / 24);
  const series: [HistoricalSeries, 'OMIE' | 'MIBGAS'][] = [['elec_precios_historicos', 'OMIE'], ['gas_precios_historicos', 'MIBGAS']];
  return series
    .map(([key, market]) => ({ series: key, market, days: daysWithoutPrices(p[key] ?? [], first, days) }))
    .filter((m) => m.days.length > 0);
}

/** Days (dd/MM/yyyy) as runs of consecutive days: '01/01/2025–31/01/2025, 05/02/2025'. A whole
 *  month missing reads as one range, not 31 dates. */
export function dayRanges(days: readonly string[]): string {
  const parsed = [...new Set(days)].flatMap((d) => { const r = parseDate(d); return r.ok ? [r.data] : []; })
    .sort(compareDates);
  const runs: [CalendarDate, CalendarDate][] = [];
  for (const d of parsed) {
    const last = runs[runs.length - 1];
    if (last && formatDate(addDays(last[1], 1)) === formatDate(d)) last[1] = d;
    else runs.push([d, d]);
  }
  return runs.map(([a, b]) => (a === b ? formatDate(a) : `${formatDate(a)}–${formatDate(b)}`)).join(', ');
}

/** The catalogue message of one series with missing days ('backtesting.missingPrices'), the days as ranges. */
export function missingPricesMessage(m: MissingPriceDays): { code: 'backtesting.missingPrices'; params: { market: string; days: string } } {
  return { code: 'backtesting.missingPrices', params: { market: m.market, days: dayRanges(m.days) } };
}
