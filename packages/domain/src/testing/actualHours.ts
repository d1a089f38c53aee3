// Measured hours a real plant could have sent: every unit within its maximum and the steam, cold
// and electricity balances closed, so a test changes one thing and sees only that finding.
import { formatHourKey } from '../calendar/keys.ts';
import type { CalendarDate } from '../calendar/dates.ts';
import type { ActualHour } from '../actuals/rows.ts';
import { baseActualsPlant, hourBalances, type ActualsPlant } from '../actuals/plausibility.ts';

const r3 = (x: number) => Math.round(x * 1000) / 1000;

/**
 * One hour at `load` (0..1) of every unit's maximum (boilers at half of it), steam and cold
 * delivered a little below what was produced and the grid meters the net of generation and
 * consumption. `fixed` sets units before the balances are closed.
 */
export function balancedActualValues(load: number, plant: ActualsPlant = baseActualsPlant(), fixed: Record<string, number> = {}): Record<string, number> {
  const v: Record<string, number> = {};
  plant.engines.forEach((u, i) => { v[`motor.${i + 1}`] = r3(u.max * load); });
  plant.gasBoilers.forEach((u, i) => { v[`caldera_gas.${i + 1}`] = r3(u.max * load * 0.5); });
  plant.electricBoilers.forEach((u, i) => { v[`caldera_electrica.${i + 1}`] = r3(u.max * load * 0.5); });
  plant.compressors.forEach((u, i) => { v[`compresor.${i + 1}`] = r3(u.max * load); });
  Object.assign(v, fixed);
  const b = hourBalances(plant, v);
  v['red.venta'] = r3(Math.max(0, b.generated - b.consumed));
  v['red.compra'] = r3(Math.max(0, b.consumed - b.generated));
  v['demanda.vapor'] = r3(b.steamProduced * 0.98);
  v['demanda.frio'] = r3(b.coldProduced * 0.98);
  return v;
}

/** A day of balanced hours, the load following the hour (a morning ramp, never 0 nor full). */
export function balancedActualDay(day: CalendarDate, plant: ActualsPlant = baseActualsPlant()): ActualHour[] {
  return Array.from({ length: 24 }, (_, h) => ({ horizonte: formatHourKey(day, h), valores: balancedActualValues(0.3 + 0.6 * (h / 23), plant) }));
}
