// The annual flows (E, Q, V, energy sold, CO2) of the first hours of an executed run, read from its
// stored operation table and its inputs: what the year-to-date budget sums over the year's valid
// simulations (one per day, its first day only: the days after it are planned again the next day).
import type { SimulationPayload } from '../schemas/payload.ts';
import { addFlows, hourFlows, NO_FLOWS, type AnnualFlows } from './rules.ts';
import { settlementOnDay } from './quarterSettlement.ts';
import { addDays, parseDate } from '../calendar/dates.ts';

type Row = Record<string, string | number | null>;

const num = (row: Row, col: string): number => {
  const v = row[col];
  const x = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(x) ? x : 0;
};

/** Flows of the first `hours` rows of a run's operation table (PE_, CG_, PV_, PF_ per engine, CG_
 *  per gas boiler, DEMV, VENTA_RED); `exempt` marks the hours in zero-price runs of six hours or
 *  more (zeroPrice.ts, read on the year's series so that a run across midnight is seen whole). */
export function operationFlows(payload: SimulationPayload, rows: readonly Row[], hours: number, exempt: readonly boolean[] = []): AnnualFlows {
  const engines = payload.planta.motores;
  const cop = engines.reduce((c, e) => (e.porcentaje_agua_caliente > 0 ? Math.max(c, e.rendimiento_agua_fria_agua_caliente) : c), 0);
  const start = parseDate(payload.configuracion.fechaActual);
  const sellAllAt = (t: number) => {
    const day = start.ok ? addDays(start.data, Math.floor(t / 24)) : undefined;
    const scheme = day ? settlementOnDay(payload.configuracion.otros.esquema_liquidacion, payload.planta.esquema_liquidacion_trimestres, day) : (payload.configuracion.otros.esquema_liquidacion ?? 'venta_total');
    return scheme === 'venta_total';
  };
  let total = NO_FLOWS;
  rows.slice(0, hours).forEach((row, t) => {
    const hour = engines.map((e) => ({
      power: num(row, `PE_${e.nombre}`), gas: num(row, `CG_${e.nombre}`), steam: num(row, `PV_${e.nombre}`), cold: num(row, `PF_${e.nombre}`),
      co2PerMWhGas: e.coeficiente_emisiones_CO2, absorptionCop: e.rendimiento_agua_fria_agua_caliente,
    }));
    const boilerCo2 = payload.planta.calderas_gas.reduce((c, b) => c + b.coeficiente_emisiones_CO2 * num(row, `CG_${b.nombre}`), 0);
    const sold = sellAllAt(t) ? hour.reduce((s, e) => s + e.power, 0) : num(row, 'VENTA_RED');
    const coldDemand = payload.demanda_frio[t]?.valor ?? 0;
    total = addFlows(total, hourFlows({ engines: hour, steamDemand: num(row, 'DEMV'), coldDemand, boilerCo2, sold, exempt: exempt[t] }, cop));
  });
  return total;
}
