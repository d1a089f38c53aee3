// One operating day of a plan as the morning page shows it: which units run in each of its 24 hours
// and at what set-point (the schedule's engines and electric boilers), its money figures (figures.ts,
// never recomputed here), and what changed against the previous plan in force for the same day.
import type { Programa, ResultTable, ScheduleItem } from '../contract/results.ts';
import { formatDate, type CalendarDate } from '../calendar/dates.ts';
import { HOURS_PER_DAY, parseHourKey } from '../calendar/keys.ts';
import type { ActualHour } from '../actuals/rows.ts';
import { economicFigures, type EconomicFigures } from './figures.ts';
import { hourIndex } from './resultTables.ts';

export type DayUnitKind = 'motor' | 'caldera_electrica';

/** A unit's day: set-point per hour (MWe; 0 when stopped) and whether it runs (1) or not (0). */
export interface DayUnit {
  unidad: string;
  tipo: DayUnitKind;
  consigna: number[];
  marcha: Array<0 | 1>;
}

/** Set-points closer than this (MW) are the same set-point: the solver's rounding, not a decision. */
export const SETPOINT_TOLERANCE_MW = 0.05;

const hourOfDay = (label: string, dayIndex: number): number | null => {
  const h = hourIndex(label);
  if (h === null) return null;
  const t = h - dayIndex * HOURS_PER_DAY;
  return t >= 0 && t < HOURS_PER_DAY ? t : null;
};

function unitsOf(items: readonly ScheduleItem[], tipo: DayUnitKind, dayIndex: number): DayUnit[] {
  const byName = new Map<string, DayUnit>();
  for (const item of items) {
    const t = hourOfDay(item.hora, dayIndex);
    if (t === null) continue;
    let unit = byName.get(item.concepto);
    if (!unit) {
      unit = { unidad: item.concepto, tipo, consigna: new Array<number>(HOURS_PER_DAY).fill(0), marcha: new Array<0 | 1>(HOURS_PER_DAY).fill(0) };
      byName.set(item.concepto, unit);
    }
    // The schedule's estado says whether the unit runs; items without one run when they produce.
    const runs = item.estado !== undefined ? item.estado === 1 : item.valor > SETPOINT_TOLERANCE_MW;
    unit.marcha[t] = runs ? 1 : 0;
    unit.consigna[t] = runs ? item.valor : 0;
  }
  return [...byName.values()];
}

/** The day `dayIndex` (0 = the first of the horizon) of a schedule: engines, then electric boilers, in the schedule's order. */
export function daySchedule(programa: Pick<Programa, 'motores' | 'calderas'>, dayIndex: number): DayUnit[] {
  return [...unitsOf(programa.motores, 'motor', dayIndex), ...unitsOf(programa.calderas, 'caldera_electrica', dayIndex)];
}

/** The money figures of one day of a plan, from its economic table's hours of that day; null when it holds no money. */
export function dayFigures(economic: Pick<ResultTable, 'rows'>, dayIndex: number): EconomicFigures | null {
  const from = dayIndex * HOURS_PER_DAY;
  const rows = economic.rows.slice(from, from + HOURS_PER_DAY);
  return rows.length === 0 ? null : economicFigures(rows);
}

/** What changed for one unit: hours (1–24) it now starts running or stops, and set-points moved. */
export interface UnitChange {
  unidad: string;
  /** Hours it runs in the new plan and did not in the previous one. */
  arranca: number[];
  /** Hours it ran in the previous plan and no longer does. */
  para: number[];
  /** Hours it runs in both with a set-point moved by more than SETPOINT_TOLERANCE_MW. */
  consignas: Array<{ hora: number; antes: number; despues: number }>;
}

export interface DayPlanChange {
  /** Units with any change, in the new plan's order (then units only the previous plan had). */
  unidades: UnitChange[];
  /** Net cost of the new plan − net cost of the previous one for the day (EUR; negative is cheaper); null without money on either side. */
  diferenciaCosteNeto: number | null;
}

/**
 * The day of the new plan in force against the day of the previous one: units started or stopped,
 * set-points moved, and the € difference of the day's net cost (figures.ts's net cost of each).
 */
export function dayPlanChange(
  before: readonly DayUnit[], after: readonly DayUnit[], money: { before: EconomicFigures | null; after: EconomicFigures | null } = { before: null, after: null },
): DayPlanChange {
  const previous = new Map(before.map((u) => [u.unidad, u]));
  const names = [...after.map((u) => u.unidad), ...before.map((u) => u.unidad).filter((n) => !after.some((u) => u.unidad === n))];
  const current = new Map(after.map((u) => [u.unidad, u]));
  const unidades: UnitChange[] = [];
  for (const unidad of names) {
    const a = current.get(unidad);
    const b = previous.get(unidad);
    const change: UnitChange = { unidad, arranca: [], para: [], consignas: [] };
    for (let t = 0; t < HOURS_PER_DAY; t++) {
      const was = b?.marcha[t] === 1;
      const is = a?.marcha[t] === 1;
      if (is && !was) change.arranca.push(t + 1);
      else if (was && !is) change.para.push(t + 1);
      else if (is && was) {
        const antes = b!.consigna[t] ?? 0;
        const despues = a!.consigna[t] ?? 0;
        if (Math.abs(despues - antes) > SETPOINT_TOLERANCE_MW) change.consignas.push({ hora: t + 1, antes, despues });
      }
    }
    if (change.arranca.length || change.para.length || change.consignas.length) unidades.push(change);
  }
  const diferenciaCosteNeto = money.before && money.after ? money.after.netCost - money.before.netCost : null;
  return { unidades, diferenciaCosteNeto };
}

/** Hours (1–24) as ranges for a line of text: [1,2,3,7] → '1–3, 7'. */
export function hourRanges(hours: readonly number[]): string {
  const sorted = [...hours].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const start = sorted[i]!;
    while (i + 1 < sorted.length && sorted[i + 1] === sorted[i]! + 1) i++;
    parts.push(start === sorted[i] ? String(start) : `${start}–${sorted[i]}`);
  }
  return parts.join(', ');
}

/**
 * The engines' measured output of one day: [engine position − 1][hour 0–23], NaN where the unit was
 * not measured that hour (an import need not carry every unit; an unmeasured hour is no trip).
 */
export function measuredEngines(day: CalendarDate, hours: readonly ActualHour[]): number[][] {
  const dayText = formatDate(day);
  const out: number[][] = [];
  for (const h of hours) {
    const k = parseHourKey(h.horizonte);
    if (!k || formatDate(k) !== dayText) continue;
    for (const [unit, value] of Object.entries(h.valores)) {
      const [kind, n] = unit.split('.');
      if (kind !== 'motor') continue;
      const i = Number(n) - 1;
      while (out.length <= i) out.push(new Array<number>(HOURS_PER_DAY).fill(NaN));
      out[i]![k.hour] = value;
    }
  }
  return out;
}

const measuredAt = (measured: readonly number[][], i: number, t: number): number | null => {
  const v = measured[i]?.[t];
  return v === undefined || Number.isNaN(v) ? null : v;
};

/**
 * Unit-hours read as trips: hours the plan runs a unit (by position: the n-th engine of the plan is
 * the measured `motor.n`) and a measurement of that hour says it produced nothing.
 */
export function plannedButStopped(plan: readonly DayUnit[], measured: readonly number[][]): Array<{ unidad: string; horas: number[] }> {
  const out: Array<{ unidad: string; horas: number[] }> = [];
  plan.filter((u) => u.tipo === 'motor').forEach((u, i) => {
    const horas: number[] = [];
    for (let t = 0; t < HOURS_PER_DAY; t++) {
      const real = measuredAt(measured, i, t);
      if (real !== null && real <= 0 && u.marcha[t] === 1 && u.consigna[t]! > SETPOINT_TOLERANCE_MW) horas.push(t + 1);
    }
    if (horas.length) out.push({ unidad: u.unidad, horas });
  });
  return out;
}

/** A day's engines produced this share less or more energy than planned: worth a look. */
export const LARGE_DEVIATION_SHARE = 0.1;

/** |measured − planned| / planned engine energy over the measured engine-hours; null when nothing was planned there. */
export function engineEnergyDeviation(plan: readonly DayUnit[], measured: readonly number[][]): number | null {
  let planned = 0;
  let real = 0;
  plan.filter((u) => u.tipo === 'motor').forEach((u, i) => {
    for (let t = 0; t < HOURS_PER_DAY; t++) {
      const value = measuredAt(measured, i, t);
      if (value === null) continue;
      planned += u.consigna[t] ?? 0;
      real += value;
    }
  });
  return planned > 0 ? Math.abs(real - planned) / planned : null;
}

/** Prices that look like placeholders: missing hours, or one value for every hour of the day (no market has a flat day). */
export function placeholderPrices(values: readonly number[]): boolean {
  if (values.length < HOURS_PER_DAY) return true;
  return values.every((v) => v === values[0]);
}

/** Gas burnt on the day (MWh): the operation table's CG_ columns (engines and boilers) over its 24 hours; null without any. */
export function dayGasMWh(operation: Pick<ResultTable, 'columns' | 'rows'>, dayIndex: number): number | null {
  const gas = operation.columns.filter((c) => c.startsWith('CG_'));
  const from = dayIndex * HOURS_PER_DAY;
  const rows = operation.rows.slice(from, from + HOURS_PER_DAY);
  if (gas.length === 0 || rows.length === 0) return null;
  let total = 0;
  for (const row of rows) for (const c of gas) total += typeof row[c] === 'number' ? row[c] : 0;
  return total;
}
