/**
 * Plan vs actual vs hindsight of a day (docs/plan-vs-actual.md): the plan in force for that day (the
 * domain's rule, commands/planInForce.ts) or the executed run the user picks, read over that day of
 * its horizon; the day's actuals and its realised OMIE/MIBGAS prices. The counterfactual solves
 * run off the request thread (the optimizer's worker pool); a computed day is kept in
 * actual_bridges under what it was computed from, so a month reads known days back.
 * Operators see the days whose valid plan is their own; full users every day (docs/rules/roles.md).
 */
import { createHash } from 'node:crypto';
import {
  actualWarningLine, addDays, bridgeAmounts, bridgeOf, compareDates, dayIndexIn, deviationBand, formatDate, formatIsoDate, formatMessage, hasResultsStatus,
  firstPeriodOfHour, HOURS_PER_DAY, hoursHolding, plannedDays, linesInCents, MAX_BRIDGE_DAYS, measuredDay, measuredQuartersOnPeriods, mustParseDate, periodsByHour,
  runPeriods, spreadHours, sumBridges, valuesOnPeriods,
  type Bridge, type BridgeDayResponse, type BridgeRangeResponse, type BridgeSkipReason, type CalendarDate, type MessageLang,
} from '@plantasim/domain';
import {
  bridgeDay, fromPayload, solutionFromOperation, sliceInput, sliceSolution, type BridgeSolve, type OptimizerInput,
} from '@plantasim/optimizer';
import { spreadDailyToHours, toPriceRows, toQuarterPriceRows, type PriceService } from '@plantasim/market-data';
import { AppError } from '../errors.ts';
import type { Repos } from '../repositories/index.ts';
import type { AuthUser } from '../types.ts';
import { plannedRow, planInForceOn, plansInForce, type PlannedRow } from './planInForce.ts';
import { visibleSimulation } from './simulationAccess.ts';

export interface BridgeDeps {
  /** The runs in force and their parts, the measured operation, the kept bridges. */
  repos: Repos<'simulations' | 'simulationResults' | 'actuals' | 'actualBridges'>;
  prices: PriceService;
  solve: BridgeSolve;
}

/** Part of every cache key: a change of method must not read bridges computed the old way
 *  (bridge-2: the plan read with its stored engine states and marks; bridge-3: every step priced
 *  at the Results screen's net cost, the swaps settled on each step's prices; bridge-4: a run planned
 *  in quarter hours compared on its own periods, where bridge-3 read its hourly operation table
 *  against its quarter clock; bridge-5: such a run priced on the market's quarter prices and its
 *  measured quarters where they exist). */
const METHOD = 'bridge-5';

type DayOutcome = { ok: true; answer: BridgeDayResponse } | { ok: false; reason: BridgeSkipReason; count?: number };

/** The day's realised prices: 24 hourly ones, and the market's quarter prices when it published the
 *  day in quarters (from 1 October 2025); undefined when a market has not published the whole day. */
async function realisedPrices(service: PriceService, iso: string): Promise<{ electricity: number[]; gas: number[]; quarters?: number[] } | undefined> {
  let hourly: { electricity: number[]; gas: number[] };
  try {
    const [omie, mibgas] = await Promise.all([service.omieHourly(iso, iso), service.mibgasDaily(iso, iso)]);
    const electricity = toPriceRows(omie, iso).map((r) => r.valor);
    const gas = toPriceRows(spreadDailyToHours(mibgas), iso).map((r) => r.valor);
    if (electricity.length !== HOURS_PER_DAY || gas.length !== HOURS_PER_DAY) return undefined;
    hourly = { electricity, gas };
  } catch {
    return undefined; // a source that cannot answer: the day has no realised prices yet
  }
  try {
    // The same days and versions as the hourly prices, at the market's resolution.
    const quarters = toQuarterPriceRows(await service.omiePeriods(iso, iso)).map((r) => r.valor);
    return quarters.length > 0 ? { ...hourly, quarters } : hourly;
  } catch {
    return hourly; // without the quarters, each hourly price holds in its quarters
  }
}

/** The run a day is compared with and the position of the day in its horizon. */
interface DayPlan { row: PlannedRow; dayIndex: number }

/** The day's answer with the warnings its measured hours were stored with (never cached: they follow the reader's language and later imports). */
async function dayOutcome(deps: BridgeDeps, user: AuthUser, day: CalendarDate, plan: DayPlan | undefined, lang: MessageLang): Promise<DayOutcome> {
  const outcome = await computedDay(deps, user, day, plan, lang);
  if (!outcome.ok) return outcome;
  const iso = formatIsoDate(day);
  const avisos = (await deps.repos.actuals.currentActualWarnings(iso, iso)).flatMap((w) => actualWarningLine(w.code, w.params, lang) ?? []);
  return { ok: true, answer: { ...outcome.answer, avisos } };
}

async function computedDay(deps: BridgeDeps, user: AuthUser, day: CalendarDate, plan: DayPlan | undefined, lang: MessageLang): Promise<DayOutcome> {
  const fecha = formatDate(day);
  const iso = formatIsoDate(day);
  if (!plan || (user.role !== 'full' && plan.row.username !== user.username)) return { ok: false, reason: 'sinPlan' };
  const { row, dayIndex } = plan;
  const actuals = await deps.repos.actuals.currentActuals(iso, iso);
  const measured = measuredDay(day, actuals.hours);
  if (measured.hours.length < HOURS_PER_DAY) return { ok: false, reason: 'sinDatos', count: measured.hours.length };
  const prices = await realisedPrices(deps.prices, iso);
  if (!prices) return { ok: false, reason: 'sinPrecios' };

  const inputs = [METHOD, row.id, dayIndex, Math.max(...actuals.importIds), createHash('sha256').update(JSON.stringify(prices)).digest('hex').slice(0, 16)].join(':');
  const cached = await deps.repos.actualBridges.readBridge(iso, inputs);
  if (cached) return { ok: true, answer: cached };

  // The plan in the periods it was solved in (a quarter-hour run's tables per period), read back with
  // its stored engine states and marks, as a re-plan reads its origin: when the valid plan is a
  // re-plan, the hour before its trip ran in full (no stop derating there).
  const payload = await deps.repos.simulations.storedPayload(row.id);
  const { operacion: table, engineStates, engineMarks } = await deps.repos.simulationResults.readSolvedOperation(row.id, payload.planta.motores);
  const parsed = fromPayload(payload);
  if (!table || !parsed.ok) return { ok: false, reason: 'sinOperacion' };
  const whole = parsed.data;
  // The day's periods of the run's horizon (24 hours, or the quarters of a day planned in quarters),
  // started from the state the run planned at its first.
  const span = dayPeriods(whole, dayIndex);
  if (!span) return { ok: false, reason: 'sinOperacion' };
  const { from, to, hourPeriods } = span;
  const wholeSolution = solutionFromOperation(whole, table, engineStates, engineMarks);
  const dayInput = from > 0 || to < whole.hours ? sliceInput(whole, from, to, wholeSolution) : whole;
  const planSolution = sliceSolution(wholeSolution, from, to);
  // On a quarter clock, a measured quarter and the market's quarter price hold in their period; a
  // measured hour and an hourly price in each period of their hour (power × the period's length).
  // An hourly run reads each hour measured per quarter as their mean (measuredDay of the hourly view).
  const onClock = hourPeriods
    ? {
      prices: {
        electricity: valuesOnPeriods(prices.electricity, hourPeriods, to - from, prices.quarters),
        gas: spreadHours(prices.gas, hourPeriods, to - from),
      },
      measured: measuredQuartersOnPeriods(measured, hourPeriods, to - from, day, actuals.quarters),
    }
    : { prices: { electricity: prices.electricity, gas: prices.gas }, measured };
  const hoursOf = (ts: readonly number[]) => (hourPeriods ? hoursHolding(hourPeriods, ts) : [...ts]);
  let computed;
  try {
    computed = await bridgeDay(dayInput, planSolution, onClock.prices, onClock.measured, { solve: deps.solve });
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    throw new AppError(500, formatMessage('bridge.solveFailed', { date: fecha, reason }, lang), 'BRIDGE_SOLVE_FAILED');
  }
  const bridge = bridgeOf(computed.costs);
  const answer: BridgeDayResponse = {
    fecha,
    simulacion: { id: row.id, name: row.name, username: row.username },
    columnas: {
      plan: linesInCents(computed.lines.plan),
      real: linesInCents(computed.lines.actual),
      posteriori: computed.lines.hindsight ? linesInCents(computed.lines.hindsight) : null,
    },
    puente: bridgeAmounts(bridge),
    banda: deviationBand(bridge),
    horasDemanda: hoursOf(computed.demandHours).map((h) => h + 1),
    averias: Object.entries(computed.outages).map(([unidad, horas]) => ({ unidad, horas: hoursOf(horas).map((h) => h + 1) })),
    avisos: [],
  };
  await deps.repos.actualBridges.storeBridge(iso, inputs, row.id, answer);
  return { ok: true, answer };
}

/**
 * The periods of day `dayIndex` of a run: hours dayIndex·24 … +24 on an hourly clock; on a clock with
 * quarters, the day's periods and the periods (0-based within the day) of each of its 24 hours
 * (domain periodsByHour). Undefined when the run's horizon does not reach the day's end.
 */
function dayPeriods(input: OptimizerInput, dayIndex: number): { from: number; to: number; hourPeriods?: number[][] } | undefined {
  const first = dayIndex * HOURS_PER_DAY;
  const last = first + HOURS_PER_DAY;
  if (!input.periodMinutes) return input.hours < last ? undefined : { from: first, to: last };
  const byHour = periodsByHour(runPeriods(input.hours, input.labels, input.periodMinutes));
  if (byHour.length < last) return undefined;
  const from = firstPeriodOfHour(byHour, first);
  return { from, to: firstPeriodOfHour(byHour, last), hourPeriods: byHour.slice(first, last).map((ts) => ts.map((t) => t - from)) };
}

const REFUSAL = {
  sinPlan: [404, 'bridge.noPlan', 'BRIDGE_NO_PLAN'],
  sinDatos: [409, 'bridge.incompleteActuals', 'BRIDGE_NO_ACTUALS'],
  sinPrecios: [409, 'bridge.noPrices', 'BRIDGE_NO_PRICES'],
  sinOperacion: [409, 'bridge.noOperation', 'BRIDGE_NO_OPERATION'],
} as const;

/**
 * The run the user picked for a day: it must be one they may see, have run OK and plan that day
 * (404 as an unknown run otherwise, 409 with the reason).
 */
async function pickedPlan(deps: BridgeDeps, user: AuthUser, id: number, day: CalendarDate, lang: MessageLang): Promise<DayPlan> {
  const row = plannedRow(await visibleSimulation(deps.repos, id, user));
  if (!hasResultsStatus(row.status)) throw new AppError(409, formatMessage('plan.picked.notExecuted', { id }, lang), 'PLAN_NOT_EXECUTED');
  const dayIndex = dayIndexIn(row, day);
  if (dayIndex === null) {
    const span = plannedDays(row);
    const params = { id, date: formatDate(day), from: span ? formatDate(span.from) : '—', to: span ? formatDate(span.to) : '—' };
    throw new AppError(409, formatMessage('plan.picked.notCovering', params, lang), 'PLAN_NOT_COVERING');
  }
  return { row, dayIndex };
}

export async function bridgeOfDay(deps: BridgeDeps, user: AuthUser, dia: string, lang: MessageLang, simulacion?: number): Promise<BridgeDayResponse> {
  const day = mustParseDate(dia);
  let plan: DayPlan | undefined;
  if (simulacion !== undefined) plan = await pickedPlan(deps, user, simulacion, day, lang);
  else {
    const inForce = await planInForceOn(deps.repos, day);
    plan = inForce ? { row: inForce.run, dayIndex: inForce.dayIndex } : undefined;
  }
  const r = await dayOutcome(deps, user, day, plan, lang);
  if (r.ok) return r.answer;
  const [status, code, errorCode] = REFUSAL[r.reason];
  throw new AppError(status, formatMessage(code, { date: formatDate(day), count: r.count ?? 0 }, lang), errorCode);
}

/** The bridge back from its contract form (cents), to be summed. */
function bridgeFrom(a: BridgeDayResponse['puente']): Bridge {
  return {
    plan: a.plan, actual: a.real, hindsight: a.posteriori, price: a.precio, demand: a.demanda,
    unavailability: a.indisponibilidad, execution: a.ejecucion, total: a.total, foresight: a.prevision,
  };
}

/** Days answered two at a time: the worker pool keeps two solvers warm. */
const PARALLEL_DAYS = 2;

export async function bridgeOfRange(deps: BridgeDeps, user: AuthUser, desde: string, hasta: string, lang: MessageLang): Promise<BridgeRangeResponse | 'badRange'> {
  const from = mustParseDate(desde);
  const to = mustParseDate(hasta);
  if (compareDates(from, to) > 0 || compareDates(addDays(from, MAX_BRIDGE_DAYS - 1), to) < 0) return 'badRange';
  const days: CalendarDate[] = [];
  for (let d = from; compareDates(d, to) <= 0; d = addDays(d, 1)) days.push(d);
  const outcomes: DayOutcome[] = new Array(days.length);
  const plans = await plansInForce(deps.repos, from, to);
  let next = 0;
  const worker = async () => {
    while (next < days.length) {
      const i = next++;
      const plan = plans.get(formatDate(days[i]!));
      outcomes[i] = await dayOutcome(deps, user, days[i]!, plan && { row: plan.run, dayIndex: plan.dayIndex }, lang);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_DAYS }, worker));
  const answered = outcomes.flatMap((o) => (o.ok ? [o.answer] : []));
  if (answered.length === 0) {
    throw new AppError(404, formatMessage('bridge.noDays', { from: formatDate(from), to: formatDate(to) }, lang), 'BRIDGE_NO_DAYS');
  }
  return {
    desde: formatDate(from),
    hasta: formatDate(to),
    puente: bridgeAmounts(sumBridges(answered.map((a) => bridgeFrom(a.puente)))),
    dias: answered.map((a) => ({ fecha: a.fecha, simulacion: a.simulacion.id, plan: a.puente.plan, total: a.puente.total, banda: a.banda, avisos: a.avisos.length })),
    omitidos: outcomes.flatMap((o, i) => (o.ok ? [] : [{ fecha: formatDate(days[i]!), motivo: o.reason }])),
  };
}
