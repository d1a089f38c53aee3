/**
 * The year so far before a day (GET /api/anual/acumulado): REE, equivalent hours and CO2 flows summed
 * over the days of the year before it (domain annual/yearToDate.ts), each day read from its measured
 * actuals when all its hours were measured, otherwise from its plan in force (domain
 * rules/planInForce.ts: that day's 24 hours of the run's stored operation table), and the limits'
 * prices of the planning year in force for the day (economico.anual). Only reads: the domain sums.
 */
import {
  actualWarningLine, addDays, createBaseCase, formatDate, formatIsoDate, HOURS_PER_DAY, measuredDay, mustParseDate, parseIsoDate, planInForce, yearToDate,
  type AnnualFlows, type AnnualToDateResponse, type MeasuredToDateDay, type MessageLang, type PlannedToDateDay, type SimulationPayload,
} from '@plantasim/domain';
import type { Repos } from '../repositories/index.ts';
import { plannedRow, plansInForce } from './planInForce.ts';

type OperationRow = Record<string, string | number | null>;

/** What the year so far reads: the runs in force, their parts, and the measured operation. */
export type AnnualRepos = Repos<'simulations' | 'simulationResults' | 'actuals'>;

const dayNumber = (d: { year: number; month: number; day: number }) => Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;

function isoDate(text: string) {
  const d = parseIsoDate(text);
  if (!d.ok) throw new Error(`not an ISO day: ${text}`);
  return d.data;
}

/** One run's inputs, operation rows and settled prices (PCIO_EL), read once however many of its days count. */
function runReader(repos: AnnualRepos) {
  const cache = new Map<number, Promise<{ payload: SimulationPayload; rows: OperationRow[] | undefined; eco: OperationRow[] }>>();
  return (id: number) => {
    let read = cache.get(id);
    if (!read) {
      read = Promise.all([
        repos.simulations.storedPayload(id), repos.simulationResults.readPartJson(id, 'resultado_operacion'), repos.simulationResults.readPartJson(id, 'resultado_economico'),
      ])
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

export async function annualToDate(repos: AnnualRepos, fecha: string, lang: MessageLang = 'es'): Promise<AnnualToDateResponse> {
  const day = mustParseDate(fecha);
  const first = { year: day.year, month: 1, day: 1 };
  const planned: PlannedToDateDay[] = [];
  const measured: MeasuredToDateDay[] = [];
  const avisos: string[] = [];
  if (dayNumber(day) > dayNumber(first)) {
    const last = addDays(day, -1);
    const plans = await plansInForce(repos, first, last);
    const read = runReader(repos);
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
      planned.push({ day: mustParseDate(dayText), payload: dayPayload, rows: dayRows, prices });
    }
    // The measured days: every hour measured by a complete import (a refused file stored nothing).
    // Each is read against its plan in force's plant and prices, or, without one, the nearest
    // plan's plant (the base plant when the year has none) and no prices (no zero-price run seen).
    const imports = await repos.actuals.completeImportIds();
    const days = await repos.actuals.fullyMeasuredDays(first, last, imports);
    if (days.length > 0) {
      const byDay = new Map(planned.map((p) => [dayNumber(p.day), p]));
      const nearest = (n: number) => planned.reduce<PlannedToDateDay | undefined>(
        (best, p) => (!best || Math.abs(dayNumber(p.day) - n) < Math.abs(dayNumber(best.day) - n) ? p : best), undefined,
      );
      for (const isoDay of days) {
        const d = isoDate(isoDay);
        const dayText = formatDate(d);
        const { hours } = await repos.actuals.currentActualsOfDay(d, imports);
        const series = measuredDay(d, hours);
        if (series.hours.length < HOURS_PER_DAY) continue;
        const own = byDay.get(dayNumber(d));
        const near = own ?? nearest(dayNumber(d));
        const base = near?.payload ?? createBaseCase({ date: dayText });
        const payload: SimulationPayload = { ...base, configuracion: { ...base.configuracion, fechaActual: dayText } };
        measured.push({ day: d, payload, measured: series, prices: own?.prices ?? new Array<number>(HOURS_PER_DAY).fill(NaN) });
      }
      const firstIso = formatIsoDate(first);
      const lastIso = formatIsoDate(last);
      const counted = new Set(measured.map((m) => formatIsoDate(m.day)));
      for (const w of await repos.actuals.currentActualWarnings(firstIso, lastIso)) {
        if (!counted.has(w.day)) continue;
        const line = actualWarningLine(w.code, w.params, lang);
        if (line) avisos.push(line);
      }
    }
  }
  const year = yearToDate(day, measured, planned);
  const toJson = (f: AnnualFlows) => ({
    electricidad_mwh: f.electricity, combustible_mwh: f.fuel, calor_util_mwh: f.usefulHeat, energia_vendida_mwh: f.sold, co2_t: f.co2, horas_exentas: f.exemptHours,
  });
  let planificacion: AnnualToDateResponse['planificacion'] = null;
  const planning = planInForce((await repos.simulations.findValidRunsPlanning(fecha, fecha)).map(plannedRow), day, 'planificacion')?.run;
  if (planning) {
    const eco = (await repos.simulationResults.readPartJson(planning.id, 'resultado_economico')) as { anual?: { precio_punto_ree: number | null; precio_hora: number | null; precio_co2_t: number | null } } | null;
    if (eco?.anual) {
      planificacion = {
        id: planning.id, fechaActual: planning.fechaActual ?? formatDate(day),
        precio_punto_ree: eco.anual.precio_punto_ree, precio_hora: eco.anual.precio_hora, precio_co2_t: eco.anual.precio_co2_t,
      };
    }
  }
  return {
    anio: day.year, dias: year.days.length, dias_transcurridos: dayNumber(day) - dayNumber(first),
    dias_medidos: year.measuredDays, dias_planificados: year.plannedDays,
    origen_dias: year.days.map((d) => ({ fecha: d.fecha, origen: d.source })),
    avisos,
    acumulado: toJson(year.flows),
    periodos: year.periods.map((p) => ({ meses: p.months, acumulado: toJson(p.flows) })),
    planificacion,
  };
}
