/**
 * The year so far before a day (GET /api/anual/acumulado): REE, equivalent hours and CO2 flows summed
 * over the year's valid simulations, each counted by its first day (read from its stored operation
 * table and inputs; the days after it are planned again), and the limits' prices of the year's
 * latest valid planning simulation (economico.anual).
 */
import {
  addFlows, EXECUTION_MODE_TEXTS, mustParseDate, NO_FLOWS, operationFlows, PLANNING_MODE,
  type AnnualToDateResponse, type SimulationPayload,
} from '@plantasim/domain';
import type { Db } from '../db/index.ts';
import { findValidRunsOfYear, readInputs } from '../repositories/simulations.ts';
import { partText, readResultPart, type StoredPartName } from '../repositories/simulationResults.ts';

async function part(db: Db, id: number, name: StoredPartName): Promise<unknown> {
  const stored = await readResultPart(db, id, name);
  return stored ? JSON.parse(await partText(stored)) : null;
}

const dayNumber = (d: { year: number; month: number; day: number }) => Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;

export async function annualToDate(db: Db, fecha: string): Promise<AnnualToDateResponse> {
  const day = mustParseDate(fecha);
  const first = dayNumber({ year: day.year, month: 1, day: 1 });
  const runs = await findValidRunsOfYear(db, day.year);
  const byDay = new Map<string, (typeof runs)[number]>();
  let plan: (typeof runs)[number] | undefined;
  for (const r of runs) {
    if (r.modeText === EXECUTION_MODE_TEXTS[PLANNING_MODE]) {
      plan ??= r;
      continue;
    }
    const d = mustParseDate(r.fechaActual);
    if (dayNumber(d) < dayNumber(day) && !byDay.has(r.fechaActual)) byDay.set(r.fechaActual, r);
  }
  let flows = NO_FLOWS;
  let days = 0;
  for (const r of byDay.values()) {
    const [payload, operation] = await Promise.all([readInputs(db, r.id) as Promise<SimulationPayload>, part(db, r.id, 'resultado_operacion')]);
    const rows = (operation as { rows?: Array<Record<string, string | number | null>> } | null)?.rows;
    if (!rows) continue;
    flows = addFlows(flows, operationFlows(payload, rows, 24));
    days++;
  }
  let planificacion: AnnualToDateResponse['planificacion'] = null;
  if (plan) {
    const eco = (await part(db, plan.id, 'resultado_economico')) as { anual?: { precio_punto_ree: number | null; precio_hora: number | null; precio_co2_t: number | null } } | null;
    if (eco?.anual) {
      planificacion = { id: plan.id, fechaActual: plan.fechaActual, precio_punto_ree: eco.anual.precio_punto_ree, precio_hora: eco.anual.precio_hora, precio_co2_t: eco.anual.precio_co2_t };
    }
  }
  return {
    anio: day.year, dias: days, dias_transcurridos: dayNumber(day) - first,
    acumulado: { electricidad_mwh: flows.electricity, combustible_mwh: flows.fuel, calor_util_mwh: flows.usefulHeat, energia_vendida_mwh: flows.sold, co2_t: flows.co2 },
    planificacion,
  };
}
