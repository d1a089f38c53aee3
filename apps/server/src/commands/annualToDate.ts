/**
 * The year so far before a day (GET /api/anual/acumulado): REE, equivalent hours and CO2 flows summed
 * over the year's valid simulations, each counted by its first day (read from its stored operation
 * table and inputs; the days after it are planned again), and the limits' prices of the year's
 * latest valid planning simulation (economico.anual).
 */
import {
  addFlows, CHECK_MONTHS, EXECUTION_MODE_TEXTS, mustParseDate, NO_FLOWS, operationFlows, PLANNING_MODE, zeroPriceExemptHours,
  type AnnualFlows, type AnnualToDateResponse, type SimulationPayload,
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
  type Rows = Array<Record<string, string | number | null>>;
  const counted: Array<{ day: number; payload: SimulationPayload; rows: Rows; prices: number[] }> = [];
  for (const r of byDay.values()) {
    const [payload, operation, economic] = await Promise.all([
      readInputs(db, r.id) as Promise<SimulationPayload>, part(db, r.id, 'resultado_operacion'), part(db, r.id, 'resultado_economico'),
    ]);
    const rows = (operation as { rows?: Rows } | null)?.rows;
    if (!rows) continue;
    // The price each hour was settled at in the run (PCIO_EL); an hour without one breaks a run.
    const eco = (economic as { rows?: Rows } | null)?.rows ?? [];
    const prices = Array.from({ length: 24 }, (_, t) => {
      const v = eco[t]?.PCIO_EL;
      const x = typeof v === 'number' ? v : Number(v ?? NaN);
      return Number.isFinite(x) ? x : NaN;
    });
    counted.push({ day: dayNumber(mustParseDate(r.fechaActual)), payload, rows, prices });
  }
  counted.sort((a, b) => a.day - b.day);
  // Zero-price runs are read on the year's hours in order; a day without a valid simulation breaks them.
  const series: number[] = [];
  counted.forEach((c, i) => {
    if (i > 0 && c.day !== counted[i - 1]!.day + 1) series.push(NaN);
    series.push(...c.prices);
  });
  const exempt = zeroPriceExemptHours(series);
  let flows = NO_FLOWS;
  const periodEnds = CHECK_MONTHS.map((meses) => ({ meses, end: dayNumber({ year: day.year, month: meses + 1, day: 1 }) })).filter((p) => p.end <= dayNumber(day));
  const periodFlows = new Map<number, AnnualFlows>();
  let offset = 0;
  counted.forEach((c, i) => {
    if (i > 0 && c.day !== counted[i - 1]!.day + 1) offset++;
    for (const p of periodEnds) if (c.day >= p.end && !periodFlows.has(p.meses)) periodFlows.set(p.meses, flows);
    flows = addFlows(flows, operationFlows(c.payload, c.rows, 24, exempt.slice(offset, offset + 24)));
    offset += 24;
  });
  for (const p of periodEnds) if (!periodFlows.has(p.meses)) periodFlows.set(p.meses, flows);
  const days = counted.length;
  const toJson = (f: AnnualFlows) => ({
    electricidad_mwh: f.electricity, combustible_mwh: f.fuel, calor_util_mwh: f.usefulHeat, energia_vendida_mwh: f.sold, co2_t: f.co2, horas_exentas: f.exemptHours,
  });
  let planificacion: AnnualToDateResponse['planificacion'] = null;
  if (plan) {
    const eco = (await part(db, plan.id, 'resultado_economico')) as { anual?: { precio_punto_ree: number | null; precio_hora: number | null; precio_co2_t: number | null } } | null;
    if (eco?.anual) {
      planificacion = { id: plan.id, fechaActual: plan.fechaActual, precio_punto_ree: eco.anual.precio_punto_ree, precio_hora: eco.anual.precio_hora, precio_co2_t: eco.anual.precio_co2_t };
    }
  }
  return {
    anio: day.year, dias: days, dias_transcurridos: dayNumber(day) - first,
    acumulado: toJson(flows),
    periodos: periodEnds.map((p) => ({ meses: p.meses, acumulado: toJson(periodFlows.get(p.meses)!) })),
    planificacion,
  };
}
