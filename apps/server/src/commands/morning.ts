/**
 * The morning page (GET /api/inicio): today and tomorrow on the Madrid calendar, each with its plan
 * in force (commands/planInForce.ts) read as the domain's morningDay.ts reads a day, what changed
 * against the previous plan in force for that day, and the alerts that need a decision. Operators get
 * the plans to open without money, and only the alerts that are theirs to act on (docs/rules/roles.md).
 */
import {
  addDays, annualBudgetOffTrack, annualLimitsOf, dayFigures, daysInYear, dayGasMWh, dayPlanChange, daySchedule, effectiveExecutionMode, engineEnergyDeviation, formatDate, formatIsoDate,
  HOURS_PER_DAY, LARGE_DEVIATION_SHARE, madridDate, measuredDay, measuredEngines, placeholderPrices, plannedButStopped, planInForce, PRICE_SERIES,
  priceRegime, priceValues, SIMULATION_STATUS, weekday,
  type CalendarDate, type DayUnit, type EconomicFigures, type MorningAlert, type MorningDay, type MorningFigures, type MorningResponse,
  type Programa, type ResultTable,
} from '@plantasim/domain';
import type { Db } from '../db/index.ts';
import { repositoriesOf } from '../repositories/index.ts';
import { DbPriceCache } from '../repositories/priceCache.ts';
import { currentActuals } from '../repositories/actuals.ts';
import { recentRuns, replansWithAuthors } from '../repositories/morning.ts';
import { readPartJson } from '../repositories/simulationResults.ts';
import { findOnceValidRunsPlanning, findValidRunsPlanning, readPayload } from '../repositories/simulations.ts';
import type { AuthUser } from '../types.ts';
import { annualToDate } from './annualToDate.ts';
import { plannedRow, type PlannedRow } from './planInForce.ts';

/** How far back a failed or not proven optimal run still asks for a decision. */
const RECENT_RUNS_MS = 36 * 3600_000;
const RECENT_RUNS_LIMIT = 20;
const NOT_OPTIMAL = new Set(['TIME_LIMIT', 'GAP_ABOVE_TOLERANCE', 'NO_SOLUTION']);

interface RunDay { schedule: DayUnit[]; money: EconomicFigures | null; gas: number | null }

function runReader(db: Db) {
  const cache = new Map<number, Promise<{ programa: Programa | null; economico: ResultTable | null; operacion: ResultTable | null }>>();
  return (id: number) => {
    let hit = cache.get(id);
    if (!hit) {
      hit = Promise.all([
        readPartJson(db, id, 'programa'), readPartJson(db, id, 'resultado_economico'), readPartJson(db, id, 'resultado_operacion'),
      ]).then(([programa, economico, operacion]) => ({ programa, economico, operacion }));
      cache.set(id, hit);
    }
    return hit;
  };
}

const figures = (f: EconomicFigures | null): MorningFigures | null => (f
  ? { costeNeto: f.netCost, margenBruto: f.grossMargin, ahorro: f.savings, ahorroPct: f.savingsShare, costeVapor: f.steamCost }
  : null);

/** Created before `b` (the higher id breaks a tie, as in the plan-in-force rule). */
const isOlder = (a: PlannedRow, b: PlannedRow): boolean => {
  const ta = Date.parse(a.created);
  const tb = Date.parse(b.created);
  return ta !== tb ? ta < tb : a.id < b.id;
};

const ref = (r: PlannedRow) => ({ id: r.id, name: r.name, username: r.username, created: r.created });

export async function morningPage(db: Db, user: AuthUser, now: Date): Promise<MorningResponse> {
  const full = user.role === 'full';
  const today = madridDate(now);
  const tomorrow = addDays(today, 1);
  const yesterday = addDays(today, -1);
  const runs = (await findValidRunsPlanning(db, formatDate(yesterday), formatDate(tomorrow))).map(plannedRow);
  const onceValid = (await findOnceValidRunsPlanning(db, formatDate(today), formatDate(tomorrow))).map((r) => ({ ...plannedRow(r), VALID: 1 as const }));
  const read = runReader(db);
  const dayOf = async (run: PlannedRow, dayIndex: number): Promise<RunDay> => {
    const { programa, economico, operacion } = await read(run.id);
    return {
      schedule: programa ? daySchedule(programa, dayIndex) : [],
      money: economico ? dayFigures(economico, dayIndex) : null,
      gas: operacion ? dayGasMWh(operacion, dayIndex) : null,
    };
  };

  const alertas: MorningAlert[] = [];
  const dias: MorningDay[] = [];
  for (const [cual, day] of [['hoy', today], ['manana', tomorrow]] as const) {
    const plan = planInForce(runs, day);
    const entry: MorningDay = { fecha: formatDate(day), diaSemana: weekday(day), cual, plan: null };
    if (plan) {
      const run = plan.run;
      const mine = await dayOf(run, plan.dayIndex);
      // The plan that was in force for the day before this one: the same rule among the runs created
      // before it that are or were valid (the new plan often took the validity of its day's earlier run).
      const previous = planInForce(onceValid.filter((r) => isOlder(r, run)), day);
      let cambios = null;
      if (previous) {
        const theirs = await dayOf(previous.run, previous.dayIndex);
        const change = dayPlanChange(theirs.schedule, mine.schedule, { before: theirs.money, after: mine.money });
        cambios = { anterior: ref(previous.run), unidades: change.unidades, diferenciaCosteNeto: full ? change.diferenciaCosteNeto : null };
      }
      entry.plan = {
        ...ref(run), dia: plan.dayIndex, gasMWh: mine.gas, cifras: full ? figures(mine.money) : null, horario: mine.schedule, cambios,
        replanificaciones: await replansWithAuthors(db, run.id, full ? undefined : user.username),
      };
      if (full && await hasPlaceholderPrices(db, run.id, plan.dayIndex)) {
        alertas.push({ codigo: 'preciosProvisionales', params: { fecha: entry.fecha, id: run.id }, enlace: `/resultado-simulacion/${run.id}` });
      }
    }
    dias.push(entry);
  }

  if (full && (await new DbPriceCache(db).get('omie', [formatIsoDate(tomorrow)])).size === 0) {
    alertas.push({ codigo: 'preciosMananaFaltan', params: { fecha: formatDate(tomorrow) }, enlace: '/precios' });
  }
  alertas.push(...await actualsAlerts(db, runs, yesterday, today, dayOf));
  // The planning year is the manager's run, its limits and figures theirs: operators do not get it.
  if (full) alertas.push(...await annualAlerts(db, today));
  alertas.push(...await runAlerts(db, full ? undefined : user.username, now));
  return { hoy: formatDate(today), operador: !full, dias, alertas };
}

/** Whether the prices a run reads for one of its days look like placeholders (placeholderPrices). */
async function hasPlaceholderPrices(db: Db, id: number, dayIndex: number): Promise<boolean> {
  const payload = await readPayload(db, id);
  if (!payload?.configuracion) return false;
  const { elec } = PRICE_SERIES[priceRegime(effectiveExecutionMode(payload.configuracion), payload.configuracion.precios)];
  const from = dayIndex * HOURS_PER_DAY;
  return placeholderPrices(priceValues(payload, elec).slice(from, from + HOURS_PER_DAY));
}

/** Yesterday without actuals; a trip or a large deviation of the engines yesterday or today (offering the re-plan while its plan is still in force). */
async function actualsAlerts(
  db: Db, runs: PlannedRow[], yesterday: CalendarDate, today: CalendarDate, dayOf: (run: PlannedRow, dayIndex: number) => Promise<RunDay>,
): Promise<MorningAlert[]> {
  const out: MorningAlert[] = [];
  const measured = await currentActuals(db, formatIsoDate(yesterday), formatIsoDate(today));
  for (const day of [yesterday, today]) {
    const plan = planInForce(runs, day);
    if (!plan) continue;
    const fecha = formatDate(day);
    if (measuredDay(day, measured.hours).hours.length === 0) {
      if (day === yesterday) out.push({ codigo: 'ayerSinReales', params: { fecha }, enlace: '/datos-reales' });
      continue;
    }
    const { schedule } = await dayOf(plan.run, plan.dayIndex);
    const stillInForce = day === today;
    const replan = stillInForce ? { replanificar: plan.run.id } : {};
    const enlace = stillInForce ? `/resultado-simulacion/${plan.run.id}` : '/plan-vs-real';
    const engines = measuredEngines(day, measured.hours);
    const trips = plannedButStopped(schedule, engines);
    for (const trip of trips) {
      out.push({ codigo: 'averia', params: { fecha, unidad: trip.unidad, horas: trip.horas.join(', '), id: plan.run.id }, enlace, ...replan });
    }
    const share = engineEnergyDeviation(schedule, engines);
    // A trip already says why the day is off, and offers the same decision.
    if (trips.length === 0 && share !== null && share > LARGE_DEVIATION_SHARE) {
      out.push({ codigo: 'desviacion', params: { fecha, pct: Math.round(share * 100), id: plan.run.id }, enlace, ...replan });
    }
  }
  return out;
}

/** The year so far (commands/annualToDate.ts) off the pace of the valid planning year's limits
 *  (domain annualBudgetOffTrack): one alert per limit, linked to the planning year's results. */
async function annualAlerts(db: Db, today: CalendarDate): Promise<MorningAlert[]> {
  const toDate = await annualToDate(repositoriesOf(db), formatDate(today));
  const planning = toDate.planificacion;
  if (!planning) return [];
  const anual = (await readPartJson(db, planning.id, 'resultado_economico'))?.anual;
  if (!anual) return [];
  const a = toDate.acumulado;
  const flows = {
    electricity: a.electricidad_mwh, fuel: a.combustible_mwh, usefulHeat: a.calor_util_mwh, sold: a.energia_vendida_mwh, co2: a.co2_t, exemptHours: a.horas_exentas ?? 0,
  };
  // Whole numbers: the REE as a percentage, hours and t as they are.
  const shown = (limite: string, x: number) => Math.round(limite === 'ree' ? x * 100 : x);
  return annualBudgetOffTrack(flows, toDate.dias, daysInYear(toDate.anio), annualLimitsOf(anual)).map((o) => ({
    codigo: 'presupuestoAnual',
    params: { limite: o.limite, acumulado: shown(o.limite, o.acumulado), objetivo: shown(o.limite, o.objetivo), dias: toDate.dias, id: planning.id },
    enlace: `/resultado-simulacion/${planning.id}`,
  }));
}

/** Runs of the last hours that failed, or whose solution is not proven optimal. */
async function runAlerts(db: Db, onlyUser: string | undefined, now: Date): Promise<MorningAlert[]> {
  const since = new Date(now.getTime() - RECENT_RUNS_MS);
  const out: MorningAlert[] = [];
  const S = SIMULATION_STATUS;
  for (const run of await recentRuns(db, since, [S.EjecutadaOK, S.EjecutadaNOK], RECENT_RUNS_LIMIT, onlyUser)) {
    const enlace = `/resultado-simulacion/${run.id}`;
    if (run.status === S.EjecutadaNOK) {
      out.push({ codigo: 'ejecucionFallida', params: { id: run.id, name: run.name }, enlace });
      continue;
    }
    const summary = await readPartJson(db, run.id, 'resultados');
    if (summary?.warnings.some((w) => NOT_OPTIMAL.has(w.code))) out.push({ codigo: 'noOptima', params: { id: run.id, name: run.name }, enlace });
  }
  return out;
}
