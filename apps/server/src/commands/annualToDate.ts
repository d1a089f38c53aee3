/**
 * The year so far before a day (GET /api/anual/acumulado): REE, equivalent hours and CO2 flows summed
 * over the days of the year before it, each day read from its plan in force (domain
 * rules/planInForce.ts: that day's 24 hours of the run's stored operation table), and the limits'
 * prices of the planning year in force for the day (economico.anual).
 */
import {
  addDays, addFlows, formatDate, HOURS_PER_DAY, mustParseDate, NO_FLOWS, operationFlows, planInForce,
  type AnnualToDateResponse, type SimulationPayload,
} from '@plantasim/domain';
import type { Db } from '../db/index.ts';
import { findValidRunsPlanning, readInputs } from '../repositories/simulations.ts';
import { partText, readResultPart, type StoredPartName } from '../repositories/simulationResults.ts';
import { plannedRow, plansInForce } from './planInForce.ts';

type OperationRow = Record<string, string | number | null>;

async function part(db: Db, id: number, name: StoredPartName): Promise<unknown> {
  const stored = await readResultPart(db, id, name);
  return stored ? JSON.parse(await partText(stored)) : null;
}

const dayNumber = (d: { year: number; month: number; day: number }) => Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;

/** One run's inputs and operation rows, read once however many of its days count. */
function runReader(db: Db) {
  const cache = new Map<number, Promise<{ payload: SimulationPayload; rows: OperationRow[] | undefined }>>();
  return (id: number) => {
    let read = cache.get(id);
    if (!read) {
      read = Promise.all([readInputs(db, id) as Promise<SimulationPayload>, part(db, id, 'resultado_operacion')])
        .then(([payload, operation]) => ({ payload, rows: (operation as { rows?: OperationRow[] } | null)?.rows }));
      cache.set(id, read);
    }
    return read;
  };
}

export async function annualToDate(db: Db, fecha: string): Promise<AnnualToDateResponse> {
  const day = mustParseDate(fecha);
  const first = { year: day.year, month: 1, day: 1 };
  let flows = NO_FLOWS;
  let days = 0;
  if (dayNumber(day) > dayNumber(first)) {
    const plans = await plansInForce(db, first, addDays(day, -1));
    const read = runReader(db);
    for (const plan of plans.values()) {
      const { payload, rows } = await read(plan.run.id);
      const from = plan.dayIndex * HOURS_PER_DAY;
      const dayRows = rows?.slice(from, from + HOURS_PER_DAY);
      if (!dayRows || dayRows.length < HOURS_PER_DAY) continue;
      // The day's own hours: its operation rows and the demand the flows read beside them.
      const dayPayload = { ...payload, demanda_frio: payload.demanda_frio.slice(from, from + HOURS_PER_DAY) };
      flows = addFlows(flows, operationFlows(dayPayload, dayRows, HOURS_PER_DAY));
      days++;
    }
  }
  let planificacion: AnnualToDateResponse['planificacion'] = null;
  const planning = planInForce((await findValidRunsPlanning(db, fecha, fecha)).map(plannedRow), day, 'planificacion')?.run;
  if (planning) {
    const eco = (await part(db, planning.id, 'resultado_economico')) as { anual?: { precio_punto_ree: number | null; precio_hora: number | null; precio_co2_t: number | null } } | null;
    if (eco?.anual) {
      planificacion = {
        id: planning.id, fechaActual: planning.fechaActual ?? formatDate(day),
        precio_punto_ree: eco.anual.precio_punto_ree, precio_hora: eco.anual.precio_hora, precio_co2_t: eco.anual.precio_co2_t,
      };
    }
  }
  return {
    anio: day.year, dias: days, dias_transcurridos: dayNumber(day) - dayNumber(first),
    acumulado: { electricidad_mwh: flows.electricity, combustible_mwh: flows.fuel, calor_util_mwh: flows.usefulHeat, energia_vendida_mwh: flows.sold, co2_t: flows.co2 },
    planificacion,
  };
}
