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
