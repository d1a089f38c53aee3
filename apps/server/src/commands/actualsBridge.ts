/**
 * Plan vs actual vs hindsight of a day (docs/plan-vs-actual.md): the valid simulation whose horizon
 * starts that day, the day's actuals and its realised OMIE/MIBGAS prices. The counterfactual solves
 * run off the request thread (the optimizer's worker pool); a computed day is kept in
 * actual_bridges under what it was computed from, so a month reads known days back.
 * Operators see the days whose valid plan is their own; full users every day (SPEC §6).
 */
import { createHash } from 'node:crypto';
import {
  addDays, bridgeAmounts, bridgeOf, compareDates, deviationBand, formatDate, formatIsoDate, formatMessage, hasResultsStatus,
  HOURS_PER_DAY, linesInCents, MAX_BRIDGE_DAYS, measuredDay, mustParseDate, sumBridges,
  type Bridge, type BridgeDayResponse, type BridgeRangeResponse, type BridgeSkipReason, type CalendarDate, type MessageLang,
  type SimulationPayload,
} from '@plantasim/domain';
import {
  bridgeDay, fromPayload, solutionFromOperation, sliceInput, sliceSolution, type BridgeSolve, type Table,
} from '@plantasim/optimizer';
import { spreadDailyToHours, toPriceRows, type PriceService } from '@plantasim/market-data';
import type { Db } from '../db/index.ts';
import { AppError } from '../errors.ts';
import { readBridge, storeBridge } from '../repositories/actualBridges.ts';
import { currentActuals } from '../repositories/actuals.ts';
import { findValidRunStarting, readInputs } from '../repositories/simulations.ts';
import { partText, readEngineSchedule, readResultPart } from '../repositories/simulationResults.ts';
import type { AuthUser } from '../types.ts';

export interface BridgeDeps {
  db: Db;
  prices: PriceService;
  solve: BridgeSolve;
}

/** Part of every cache key: a change of method must not read bridges computed the old way
 *  (bridge-2: the plan read with its stored engine states and marks; bridge-3: every step priced
 *  at the Results screen's net cost, the swaps settled on each step's prices). */
const METHOD = 'bridge-3';

type DayOutcome = { ok: true; answer: BridgeDayResponse } | { ok: false; reason: BridgeSkipReason; count?: number };

/** The day's 24 realised prices, or undefined when a market has not published the whole day. */
async function realisedPrices(service: PriceService, iso: string): Promise<{ electricity: number[]; gas: number[] } | undefined> {
  try {
    const [omie, mibgas] = await Promise.all([service.omieHourly(iso, iso), service.mibgasDaily(iso, iso)]);
    const electricity = toPriceRows(omie, iso).map((r) => r.valor);
    const gas = toPriceRows(spreadDailyToHours(mibgas), iso).map((r) => r.valor);
    return electricity.length === HOURS_PER_DAY && gas.length === HOURS_PER_DAY ? { electricity, gas } : undefined;
  } catch {
    return undefined; // a source that cannot answer: the day has no realised prices yet
  }
}

async function operationTable(db: Db, id: number): Promise<Table | undefined> {
  const stored = await readResultPart(db, id, 'resultado_operacion');
  return stored ? (JSON.parse(await partText(stored)) as Table | null) ?? undefined : undefined;
}

async function dayOutcome(deps: BridgeDeps, user: AuthUser, day: CalendarDate, lang: MessageLang): Promise<DayOutcome> {
  const fecha = formatDate(day);
  const iso = formatIsoDate(day);
  const row = await findValidRunStarting(deps.db, fecha);
  if (!row || !hasResultsStatus(row.status) || (user.role !== 'full' && row.username !== user.username)) return { ok: false, reason: 'sinPlan' };
  const actuals = await currentActuals(deps.db, iso, iso);
  const measured = measuredDay(day, actuals.hours);
  if (measured.hours.length < HOURS_PER_DAY) return { ok: false, reason: 'sinDatos', count: measured.hours.length };
  const prices = await realisedPrices(deps.prices, iso);
  if (!prices) return { ok: false, reason: 'sinPrecios' };

  const inputs = [METHOD, row.id, Math.max(...actuals.importIds), createHash('sha256').update(JSON.stringify(prices)).digest('hex').slice(0, 16)].join(':');
  const cached = await readBridge(deps.db, iso, inputs);
  if (cached) return { ok: true, answer: cached };

  const [payload, table] = await Promise.all([readInputs(deps.db, row.id) as Promise<SimulationPayload>, operationTable(deps.db, row.id)]);
  const parsed = fromPayload(payload);
  if (!table || !parsed.ok) return { ok: false, reason: 'sinOperacion' };
  const whole = parsed.data;
  const plan = whole.hours > HOURS_PER_DAY ? sliceInput(whole, 0, HOURS_PER_DAY) : whole;
  // The plan read back with its stored engine states and marks, as a re-plan reads its origin: when
  // the valid plan is a re-plan, the hour before its trip ran in full (no stop derating there).
  const { engineStates, engineMarks } = await readEngineSchedule(deps.db, row.id, payload.planta.motores);
  const planSolution = sliceSolution(solutionFromOperation(whole, table, engineStates, engineMarks), 0, plan.hours);
  let computed;
  try {
    computed = await bridgeDay(plan, planSolution, prices, measured, { solve: deps.solve });
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
    horasDemanda: computed.demandHours.map((t) => t + 1),
    averias: Object.entries(computed.outages).map(([unidad, horas]) => ({ unidad, horas: horas.map((t) => t + 1) })),
  };
  await storeBridge(deps.db, iso, inputs, row.id, answer);
  return { ok: true, answer };
}

const REFUSAL = {
  sinPlan: [404, 'bridge.noPlan', 'BRIDGE_NO_PLAN'],
  sinDatos: [409, 'bridge.incompleteActuals', 'BRIDGE_NO_ACTUALS'],
  sinPrecios: [409, 'bridge.noPrices', 'BRIDGE_NO_PRICES'],
  sinOperacion: [409, 'bridge.noOperation', 'BRIDGE_NO_OPERATION'],
} as const;

export async function bridgeOfDay(deps: BridgeDeps, user: AuthUser, dia: string, lang: MessageLang): Promise<BridgeDayResponse> {
  const day = mustParseDate(dia);
  const r = await dayOutcome(deps, user, day, lang);
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
  let next = 0;
  const worker = async () => {
    while (next < days.length) {
      const i = next++;
      outcomes[i] = await dayOutcome(deps, user, days[i]!, lang);
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
    dias: answered.map((a) => ({ fecha: a.fecha, simulacion: a.simulacion.id, plan: a.puente.plan, total: a.puente.total, banda: a.banda })),
    omitidos: outcomes.flatMap((o, i) => (o.ok ? [] : [{ fecha: formatDate(days[i]!), motivo: o.reason }])),
  };
}
