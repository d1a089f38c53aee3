// One day of measured hours laid out as the cost model reads an operation: a series of 24 values
// per unit, by the unit's position in its kind (motor.1 is the first engine of the plan), the grid
// meters and the steam and cold delivered. A value not measured reads as 0; a meter measured in no
// hour is absent, so the settlement falls back to the units.
import { formatDate, type CalendarDate } from '../calendar/dates.ts';
import { HOURS_PER_DAY, parseHourKey } from '../calendar/keys.ts';
import type { ActualHour } from './rows.ts';

export interface MeasuredSeries {
  engines: number[][];
  gasBoilers: number[][];
  electricBoilers: number[][];
  compressors: number[][];
  gridBuy?: number[];
  gridSell?: number[];
  steam: number[];
  cold: number[];
  /** Hours of the day (0–23) that have a measurement. */
  hours: number[];
}

const KIND_OF: Record<string, keyof Pick<MeasuredSeries, 'engines' | 'gasBoilers' | 'electricBoilers' | 'compressors'>> = {
  motor: 'engines', caldera_gas: 'gasBoilers', caldera_electrica: 'electricBoilers', compresor: 'compressors',
};

export function measuredDay(day: CalendarDate, hours: readonly ActualHour[]): MeasuredSeries {
  const zeros = () => new Array<number>(HOURS_PER_DAY).fill(0);
  const out: MeasuredSeries = { engines: [], gasBoilers: [], electricBoilers: [], compressors: [], steam: zeros(), cold: zeros(), hours: [] };
  const dayText = formatDate(day);
  const seen = new Set<number>();
  const meter = (name: 'gridBuy' | 'gridSell', t: number, v: number) => { (out[name] ??= zeros())[t] = v; };
  for (const h of hours) {
    const k = parseHourKey(h.horizonte);
    if (!k || formatDate(k) !== dayText) continue;
    seen.add(k.hour);
    for (const [unit, value] of Object.entries(h.valores)) {
      const [kind = '', n] = unit.split('.');
      const series = KIND_OF[kind];
      if (series) {
        const i = Number(n) - 1;
        while (out[series].length <= i) out[series].push(zeros());
        out[series][i]![k.hour] = value;
      } else if (unit === 'red.compra') meter('gridBuy', k.hour, value);
      else if (unit === 'red.venta') meter('gridSell', k.hour, value);
      else if (unit === 'demanda.vapor') out.steam[k.hour] = value;
      else if (unit === 'demanda.frio') out.cold[k.hour] = value;
    }
  }
  out.hours = [...seen].sort((a, b) => a - b);
  return out;
}

/** Hourly values on the periods of a run's clock: each period holds its hour's value. `hourPeriods`
 *  lists, for each hour of the values, its periods (0-based; none for the 23-hour day's 02:00). */
export function spreadHours(values: readonly number[], hourPeriods: readonly (readonly number[])[], count: number): number[] {
  const out = new Array<number>(count).fill(0);
  hourPeriods.forEach((ts, h) => ts.forEach((t) => { if (t >= 0 && t < count) out[t] = values[h] ?? 0; }));
  return out;
}

/**
 * A day measured per hour laid out on the periods of a run planned in quarter hours: a measured
 * hour (MW, the hour's mean) holds in each of its periods, so each quarter counts a quarter of the
 * hour's energy (power × 0.25 h) and the hour's four add up to its measurement. `hours` stays the
 * measured hours of the day.
 */
export function measuredOnPeriods(m: MeasuredSeries, hourPeriods: readonly (readonly number[])[], count: number): MeasuredSeries {
  const spread = (v: readonly number[]) => spreadHours(v, hourPeriods, count);
  return {
    engines: m.engines.map(spread), gasBoilers: m.gasBoilers.map(spread), electricBoilers: m.electricBoilers.map(spread), compressors: m.compressors.map(spread),
    ...(m.gridBuy ? { gridBuy: spread(m.gridBuy) } : {}), ...(m.gridSell ? { gridSell: spread(m.gridSell) } : {}),
    steam: spread(m.steam), cold: spread(m.cold), hours: [...m.hours],
  };
}
