// The year so far before a day, day by day: a day whose 24 hours were measured (a stored actuals
// import; a refused file is never stored) counts what the plant did, any other day with a plan in
// force counts what that plan said. The server reads both kinds of day; this sums them, in order,
// so the zero-price runs and the 3-, 6- and 9-month checkpoints read the year's hours as they came.
import type { SimulationPayload } from '../schemas/payload.ts';
import type { MeasuredSeries } from '../actuals/measuredDay.ts';
import { HOURS_PER_DAY } from '../calendar/keys.ts';
import type { CalendarDate } from '../calendar/dates.ts';
import { formatDate } from '../calendar/dates.ts';
import { addFlows, CHECK_MONTHS, hourFlows, NO_FLOWS, type AnnualFlows } from './rules.ts';
import { operationFlows } from './operation.ts';
import { settlementOnDay } from './quarterSettlement.ts';
import { zeroPriceExemptHours } from './zeroPrice.ts';

type Row = Record<string, string | number | null>;

/** A day read from its plan in force: the plan's inputs (fechaActual and demand already that day's), its 24 operation rows and settled prices. */
export interface PlannedToDateDay {
  day: CalendarDate;
  payload: SimulationPayload;
  rows: readonly Row[];
  /** The day's 24 settled prices (NaN where unknown: no zero-price run is seen across it). */
  prices: readonly number[];
}

/** A day whose 24 hours were measured: the plant it is read against (units by position) and its prices. */
export interface MeasuredToDateDay {
  day: CalendarDate;
  payload: SimulationPayload;
  measured: MeasuredSeries;
  prices: readonly number[];
}

export type ToDateSource = 'medido' | 'planificado';

export interface YearToDate {
  flows: AnnualFlows;
  /** The flows at the end of each check period already past (3, 6, 9 months). */
  periods: Array<{ months: (typeof CHECK_MONTHS)[number]; flows: AnnualFlows }>;
  /** Each counted day, in order, and where it was read from. */
  days: Array<{ fecha: string; source: ToDateSource }>;
  measuredDays: number;
  plannedDays: number;
}

const dayNumber = (d: CalendarDate) => Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;

/** Gas (MW) an engine burns at `power` MWe: its part-load curve (points joined by straight lines,
 *  the end segments carried on) or its single efficiency; nothing when it stands. */
export function engineGasAt(engine: { rendimiento_electricidad_gas: number }, curve: readonly { potencia: number; gas: number }[] | undefined, power: number): number {
  if (!(power > 0)) return 0;
  if (!curve || curve.length < 2) return power / engine.rendimiento_electricidad_gas;
  let i = 0;
  while (i < curve.length - 2 && power > curve[i + 1]!.potencia) i++;
  const a = curve[i]!, b = curve[i + 1]!;
  const slope = b.potencia === a.potencia ? 0 : (b.gas - a.gas) / (b.potencia - a.potencia);
  return Math.max(0, a.gas + slope * (power - a.potencia));
}

/**
 * The flows of a measured day. Engines (MWe measured) burn the gas of their curve and give the steam
 * and hot water that gas gives (rendimiento_vapor_gas, porcentaje_agua_caliente); only as much of it
 * counts as useful as the steam and cold delivered (measured) could use, as in a plan. Gas boilers
 * emit for the gas measured. Energy sold: the engines' whole output under venta_total, otherwise the
 * export meter, or (meter not read that day) generation less the electric boilers' and compressors'
 * draw.
 */
export function measuredDayFlows(payload: SimulationPayload, m: MeasuredSeries, exempt: readonly boolean[] = []): AnnualFlows {
  const engines = payload.planta.motores;
  const curves = payload.planta.curva_carga_motores;
  const cop = engines.reduce((c, e) => (e.porcentaje_agua_caliente > 0 ? Math.max(c, e.rendimiento_agua_fria_agua_caliente) : c), 0);
  const scheme = settlementOnDay(payload.configuracion.otros.esquema_liquidacion, payload.planta.esquema_liquidacion_trimestres, dayOf(payload));
  let total = NO_FLOWS;
  for (let t = 0; t < HOURS_PER_DAY; t++) {
    const hour = engines.map((e, i) => {
      const power = m.engines[i]?.[t] ?? 0;
      const gas = engineGasAt(e, curves?.[i], power);
      return {
        power, gas, steam: gas * e.rendimiento_vapor_gas, cold: gas * (e.porcentaje_agua_caliente / 100) * e.rendimiento_agua_fria_agua_caliente,
        co2PerMWhGas: e.coeficiente_emisiones_CO2, absorptionCop: e.rendimiento_agua_fria_agua_caliente,
      };
    });
    const generated = hour.reduce((s, e) => s + e.power, 0);
    const boilerCo2 = payload.planta.calderas_gas.reduce((c, b, i) => c + b.coeficiente_emisiones_CO2 * (m.gasBoilers[i]?.[t] ?? 0), 0);
    const drawn = [...m.electricBoilers, ...m.compressors].reduce((s, u) => s + (u[t] ?? 0), 0);
    const sold = scheme === 'venta_total' ? generated : (m.gridSell ? m.gridSell[t] ?? 0 : Math.max(0, generated - drawn));
    total = addFlows(total, hourFlows({ engines: hour, steamDemand: m.steam[t] ?? 0, coldDemand: m.cold[t] ?? 0, boilerCo2, sold, exempt: exempt[t] }, cop));
  }
  return total;
}

function dayOf(payload: SimulationPayload): CalendarDate {
  const [d, mo, y] = payload.configuracion.fechaActual.split('/').map(Number);
  return { year: y!, month: mo!, day: d! };
}

/**
 * The year so far before `before` (its year's days from 1 January): each day measured if it is
 * among `measured`, otherwise planned if among `planned`, otherwise not counted. Zero-price runs are
 * read on the counted days' prices in order; a day not counted breaks them.
 */
export function yearToDate(before: CalendarDate, measured: readonly MeasuredToDateDay[], planned: readonly PlannedToDateDay[]): YearToDate {
  const first = dayNumber({ year: before.year, month: 1, day: 1 });
  const end = dayNumber(before);
  type Counted = { n: number; fecha: string; prices: readonly number[]; flows: (exempt: boolean[]) => AnnualFlows; source: ToDateSource };
  const byDay = new Map<number, Counted>();
  for (const p of planned) {
    const n = dayNumber(p.day);
    if (n < first || n >= end) continue;
    byDay.set(n, { n, fecha: formatDate(p.day), prices: p.prices, source: 'planificado', flows: (x) => operationFlows(p.payload, p.rows, HOURS_PER_DAY, x) });
  }
  for (const d of measured) {
    const n = dayNumber(d.day);
    if (n < first || n >= end) continue;
    byDay.set(n, { n, fecha: formatDate(d.day), prices: d.prices, source: 'medido', flows: (x) => measuredDayFlows(d.payload, d.measured, x) });
  }
  const counted = [...byDay.values()].sort((a, b) => a.n - b.n);
  const series: number[] = [];
  counted.forEach((c, i) => {
    if (i > 0 && c.n !== counted[i - 1]!.n + 1) series.push(NaN);
    series.push(...Array.from({ length: HOURS_PER_DAY }, (_, t) => c.prices[t] ?? NaN));
  });
  const exempt = zeroPriceExemptHours(series);
  const periodEnds = CHECK_MONTHS.map((months) => ({ months, end: dayNumber({ year: before.year, month: months + 1, day: 1 }) })).filter((p) => p.end <= end);
  const periodFlows = new Map<number, AnnualFlows>();
  let flows = NO_FLOWS;
  let offset = 0;
  counted.forEach((c, i) => {
    if (i > 0 && c.n !== counted[i - 1]!.n + 1) offset++;
    for (const p of periodEnds) if (c.n >= p.end && !periodFlows.has(p.months)) periodFlows.set(p.months, flows);
    flows = addFlows(flows, c.flows(exempt.slice(offset, offset + HOURS_PER_DAY)));
    offset += HOURS_PER_DAY;
  });
  for (const p of periodEnds) if (!periodFlows.has(p.months)) periodFlows.set(p.months, flows);
  const measuredDays = counted.filter((c) => c.source === 'medido').length;
  return {
    flows,
    periods: periodEnds.map((p) => ({ months: p.months, flows: periodFlows.get(p.months)! })),
    days: counted.map((c) => ({ fecha: c.fecha, source: c.source })),
    measuredDays, plannedDays: counted.length - measuredDays,
  };
}
