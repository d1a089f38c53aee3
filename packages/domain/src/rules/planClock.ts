// The periods a simulation is planned in. Hourly (the default) is the model of docs/rules: 24 rows a
// day, DST days folded to 24. Quarter-hourly plans each day whose quarter prices the payload holds in
// the day-ahead market's 15-minute periods (92/96/100 a day, their real clock), and the other days
// hourly; every hourly input of a quarter (demand, availability, gas, Ro, tariff period) is its hour's.
import { addDays, parseDate, type CalendarDate } from '../calendar/dates.ts';
import { HOURS_PER_DAY } from '../calendar/keys.ts';
import { dayQuarterKeys, parseQuarterKey, quarterHourRow } from '../calendar/quarterKeys.ts';
import type { PlanResolution } from '../schemas/configuracion.ts';
import type { SimulationPayload } from '../schemas/payload.ts';
import type { QuarterPriceRow } from '../schemas/series.ts';
import type { ElecSeries } from './priceSeries.ts';

/** Longest horizon planned in quarter hours: a week is one model (longer horizons are solved in
 *  rolling windows, which count hours). */
export const MAX_QUARTER_HORIZON_DAYS = 7;

/** The quarter series kept beside each hourly electricity series that the market publishes per quarter. */
export const QUARTER_SERIES = {
  elec_precios_OMIE: 'elec_precios_OMIE_cuartos',
  elec_precios_manual: 'elec_precios_manual_cuartos',
  elec_precios_historicos: 'elec_precios_historicos_cuartos',
} as const satisfies Partial<Record<ElecSeries, keyof SimulationPayload>>;

export type QuarterSeriesName = (typeof QUARTER_SERIES)[keyof typeof QUARTER_SERIES];

export const resolutionOf = (p: Pick<SimulationPayload, 'configuracion'>): PlanResolution => p.configuracion.resolucion ?? 'horaria';

export interface PlanPeriod {
  /** Row of the hourly series this period reads its hourly inputs from (day × 24 + folded hour). */
  hourRow: number;
  minutes: 15 | 60;
  /** 'dd/MM/yyyy HH:00' (an hour) or 'dd/MM/yyyy HH:mm' (a quarter). */
  label: string;
  /** EUR/MWh: a quarter's own electricity price. */
  price?: number;
}

export interface PlanClock {
  periods: PlanPeriod[];
  /** Days planned in quarters. */
  quarterDays: number;
  /** Why a quarter-hourly scenario is planned hourly throughout (none when it is not). */
  hourlyBecause?: 'annualRules' | 'noQuarterPrices';
}

/** The quarter rows of each day, in period order, only for days whose rows are exactly the day's
 *  periods (a day with a period missing or out of place keeps its hourly plan). */
export function quarterDaysOf(rows: readonly QuarterPriceRow[]): Map<string, number[]> {
  const byDay = new Map<string, QuarterPriceRow[]>();
  for (const r of rows) {
    const day = r.fecha_hora.slice(0, 10);
    (byDay.get(day) ?? byDay.set(day, []).get(day)!).push(r);
  }
  const out = new Map<string, number[]>();
  for (const [day, dayRows] of byDay) {
    const k = parseQuarterKey(dayRows[0]!.fecha_hora);
    if (!k) continue;
    const keys = dayQuarterKeys(k);
    const sorted = [...dayRows].sort((a, b) => a.periodo - b.periodo);
    if (sorted.length === keys.length && sorted.every((r, i) => r.periodo === i + 1 && r.fecha_hora === keys[i])) out.set(day, sorted.map((r) => r.valor));
  }
  return out;
}

/** Where a quarter row breaks the day's clock: its period is not the one its time names (the
 *  periods of a day follow dayQuarterKeys). Index of the first such row, or -1. */
export function misplacedQuarterRow(rows: readonly QuarterPriceRow[]): number {
  const cache = new Map<string, string[]>();
  return rows.findIndex((r) => {
    const k = parseQuarterKey(r.fecha_hora);
    if (!k) return false;
    const day = r.fecha_hora.slice(0, 10);
    const keys = cache.get(day) ?? cache.set(day, dayQuarterKeys(k)).get(day)!;
    return keys[r.periodo - 1] !== r.fecha_hora;
  });
}

/**
 * The periods of a horizon of `days` days from `start`: hourly, or in quarters on the days the
 * quarter series covers. `hourLabels` are the hourly series' keys (one per hourly row).
 */
export function planClock(
  p: SimulationPayload,
  elecSeries: ElecSeries,
  start: CalendarDate,
  hourLabels: readonly string[],
): PlanClock {
  const days = p.configuracion.horizonte;
  const hourly = (hourlyBecause?: PlanClock['hourlyBecause']): PlanClock => ({
    periods: Array.from({ length: days * HOURS_PER_DAY }, (_, t) => ({ hourRow: t, minutes: 60, label: hourLabels[t] ?? `H${t + 1}` })),
    quarterDays: 0,
    ...(hourlyBecause ? { hourlyBecause } : {}),
  });
  if (resolutionOf(p) !== 'cuartohoraria') return hourly();
  // The annual rules count hours (equivalent hours, zero-price runs of six hours).
  if (p.planta.reglas_anuales) return hourly('annualRules');
  const name = (QUARTER_SERIES as Partial<Record<ElecSeries, QuarterSeriesName>>)[elecSeries];
  const quarters = quarterDaysOf((name && p[name]) || []);
  const periods: PlanPeriod[] = [];
  let quarterDays = 0;
  for (let d = 0; d < days; d++) {
    const date = addDays(start, d);
    const dayText = dayQuarterKeys(date)[0]!.slice(0, 10);
    const prices = quarters.get(dayText);
    if (prices) {
      quarterDays++;
      const keys = dayQuarterKeys(date);
      prices.forEach((price, q) => periods.push({ hourRow: d * HOURS_PER_DAY + quarterHourRow(date, q + 1), minutes: 15, label: keys[q]!, price }));
    } else {
      for (let h = 0; h < HOURS_PER_DAY; h++) periods.push({ hourRow: d * HOURS_PER_DAY + h, minutes: 60, label: hourLabels[d * HOURS_PER_DAY + h] ?? `H${d * HOURS_PER_DAY + h + 1}` });
    }
  }
  return quarterDays > 0 ? { periods, quarterDays } : hourly('noQuarterPrices');
}

/** planClock from the payload's own start date (null when fechaActual is not a date). */
export function payloadPlanClock(p: SimulationPayload, elecSeries: ElecSeries, hourLabels: readonly string[]): PlanClock | null {
  const start = parseDate(p.configuracion.fechaActual);
  return start.ok ? planClock(p, elecSeries, start.data, hourLabels) : null;
}
