/**
 * The year so far before a day (GET /api/anual/acumulado): REE, equivalent hours and CO2 flows summed
 * over the days of the year before it, each day read from its plan in force (domain
 * rules/planInForce.ts: that day's 24 hours of the run's stored operation table), and the limits'
 * prices of the planning year in force for the day (economico.anual).
 */
import {
  addDays, addFlows, CHECK_MONTHS, formatDate, HOURS_PER_DAY, mustParseDate, NO_FLOWS, operationFlows, planInForce, zeroPriceExemptHours,
  type AnnualFlows, type AnnualToDateResponse, type SimulationPayload,
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

/** One run's inputs, operation rows and settled prices (PCIO_EL), read once however many of its days count. */
function runReader(db: Db) {
  const cache = new Map<number, Promise<{ payload: SimulationPayload; rows: OperationRow[] | undefined; eco: OperationRow[] }>>();
  return (id: number) => {
    let read = cache.get(id);
    if (!read) {
      read = Promise.all([readInputs(db, id) as Promise<SimulationPayload>, part(db, id, 'resultado_operacion'), part(db, id, 'resultado_economico')])
        .then(([payload, operation, economic]) => ({
          payload, rows: (operation as { rows?: OperationRow[] } | null)?.rows, eco: (economic as { rows?: OperationRow[] } | null)?.rows ?? [],
        }));
      cache.set(id, read);
    }
    return read;
  };
}

/** The price an hour was settled at in its run; an hour without one breaks a zero-price run. */
function settledPrice(row: OperationRow | undefined): number {
  const v = row?.PCIO_EL;
  const x = typeof v === 'number' ? v : Number(v ?? NaN);
  return Number.isFinite(x) ? x : NaN;
}

interface CountedDay { day: number; payload: SimulationPayload; rows: OperationRow[]; prices: number[] }

export async function annualToDate(db: Db, fecha: string): Promise<AnnualToDateResponse> {
  const day = mustParseDate(fecha);
  const first = { year: day.year, month: 1, day: 1 };
  const counted: CountedDay[] = [];
  if (dayNumber(day) > dayNumber(first)) {
    const plans = await plansInForce(db, first, addDays(day, -1));
    const read = runReader(db);
    for (const [dayText, plan] of plans) {
      const { payload, rows, eco } = await read(plan.run.id);
      const from = plan.dayIndex * HOURS_PER_DAY;
      const dayRows = rows?.slice(from, from + HOURS_PER_DAY);
      if (!dayRows || dayRows.length < HOURS_PER_DAY) continue;
      // The day's own hours: its operation rows, the demand the flows read beside them and its date
      // (the settlement scheme may change by quarter).
      const dayPayload: SimulationPayload = {
        ...payload,
        configuracion: { ...payload.configuracion, fechaActual: dayText },
        demanda_frio: payload.demanda_frio.slice(from, from + HOURS_PER_DAY),
      };
      const prices = Array.from({ length: HOURS_PER_DAY }, (_, t) => settledPrice(eco[from + t]));
      counted.push({ day: dayNumber(mustParseDate(dayText)), payload: dayPayload, rows: dayRows, prices });
    }
  }
  counted.sort((a, b) => a.day - b.day);
  // Zero-price runs are read on the year's hours in order; a day without a plan in force breaks them.
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
    flows = addFlows(flows, operationFlows(c.payload, c.rows, HOURS_PER_DAY, exempt.slice(offset, offset + HOURS_PER_DAY)));
    offset += HOURS_PER_DAY;
  });
  for (const p of periodEnds) if (!periodFlows.has(p.meses)) periodFlows.set(p.meses, flows);
  const toJson = (f: AnnualFlows) => ({
    electricidad_mwh: f.electricity, combustible_mwh: f.fuel, calor_util_mwh: f.usefulHeat, energia_vendida_mwh: f.sold, co2_t: f.co2, horas_exentas: f.exemptHours,
  });
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
    anio: day.year, dias: counted.length, dias_transcurridos: dayNumber(day) - dayNumber(first),
    acumulado: toJson(flows),
    periodos: periodEnds.map((p) => ({ meses: p.meses, acumulado: toJson(periodFlows.get(p.meses)!) })),
    planificacion,
  };
}
