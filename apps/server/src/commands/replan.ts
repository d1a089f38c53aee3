/**
 * Re-planning an executed simulation from hour H (docs/rules/roles.md: operators their own runs, full users any):
 * the request is checked against the origin (executed OK, horizon including today or tomorrow on the
 * Madrid calendar of `now`, H2..Hn, units of its plant) before anything is stored; then a new
 * simulation with the origin's inputs, linked to it, is stored at status 3 and its solve queued
 * (jobs/replanJob.ts reads the origin's stored operation, per period for a run planned in quarter
 * hours, which is re-planned on its own clock). Refusals follow the request's language.
 */
import {
  defaultReplanHour, earliestReplanHour, formatMessage, madridDate, replanRefusal, replanRequestSchema, replanRunRefusal, replanUnits,
  type MessageLang, type ReplanInfo, type ReplanLaunchResponse, type SimulationPayload,
} from '@plantasim/domain';
import type { Repos } from '../repositories/index.ts';
import { AppError } from '../errors.ts';
import type { JobQueue } from '../jobs/types.ts';
import type { SimulationRow } from '../repositories/simulations.ts';
import type { AuthUser } from '../types.ts';
import type { RunRepos } from './compareSimulations.ts';
import { launchPrepared, type LaunchRepos } from './launchSimulation.ts';
import { preparedInputs } from './preparedInputs.ts';

/** Refusals about the run itself are conflicts with its state; the others are a bad request. */
const CONFLICTS = new Set(['replan.notExecuted', 'replan.notCurrent']);

function factsOf(row: SimulationRow, payload: SimulationPayload, now: Date) {
  return {
    status: row.status, fechaActual: payload.configuracion.fechaActual, horizonte: payload.configuracion.horizonte,
    units: replanUnits(payload.planta).map((u) => u.nombre), today: madridDate(now),
  };
}

export async function launchReplan(
  repos: LaunchRepos, jobs: JobQueue, origin: SimulationRow, user: AuthUser, body: unknown, lang: MessageLang, now: Date,
): Promise<ReplanLaunchResponse> {
  const parsed = replanRequestSchema.safeParse(body);
  if (!parsed.success) throw new AppError(400, formatMessage('replan.badRequest', {}, lang), 'BAD_REPLAN_REQUEST');
  const request = parsed.data;
  const payload = await repos.simulations.storedPayload(origin.id);
  const refusal = replanRefusal(factsOf(origin, payload, now), request, lang);
  if (refusal) {
    throw new AppError(CONFLICTS.has(refusal.code) ? 409 : 400, formatMessage(refusal.code, refusal.params, lang), 'REPLAN_REFUSED', { reason: refusal.code });
  }
  if (!(await repos.simulationResults.readResultPart(origin.id, 'resultado_operacion'))) {
    throw new AppError(409, formatMessage('replan.noOperation', {}, lang), 'REPLAN_REFUSED', { reason: 'replan.noOperation' });
  }
  // The re-plan is named in the product's language, like every stored name.
  const name = formatMessage('replan.name', { name: origin.name, hour: request.hora }).slice(0, 200);
  const inputs = { ...payload, metadata: { ...payload.metadata, simulation_name: name, valid: 0 as const } };
  const stored = await launchPrepared(repos, jobs, preparedInputs(inputs), user, { replanOf: origin.id, replan: request });
  return { status: 200, message: formatMessage('replan.launched', { hour: request.hora, id: stored.id }, lang), id: stored.id, origen: origin.id };
}

/** What the screen shows of a simulation's re-planning: whether it may be re-planned, its units, its origin and its re-plans. */
export async function readReplanInfo(repos: RunRepos & Repos<'replans'>, row: SimulationRow, user: AuthUser, lang: MessageLang, now: Date): Promise<ReplanInfo> {
  const payload = await repos.simulations.storedPayload(row.id);
  const refusal = replanRunRefusal(factsOf(row, payload, now), lang);
  const link = await repos.replans.replanOrigin(row.id);
  const request = link ? replanRequestSchema.safeParse(link.request) : undefined;
  return {
    noReplanificable: refusal ? formatMessage(refusal.code, refusal.params, lang) : null,
    horas: payload.configuracion.horizonte * 24,
    primeraHora: earliestReplanHour(payload.configuracion.fechaActual, madridDate(now)),
    horaPropuesta: defaultReplanHour(payload.configuracion.fechaActual, payload.configuracion.horizonte, now),
    unidades: replanUnits(payload.planta),
    // An operator re-plans only their own runs, so whoever sees a re-plan may see its origin.
    origen: link?.origin ?? null,
    peticion: request?.success ? request.data : null,
    resultado: link ? await repos.simulationResults.readPartJson(row.id, 'replanificacion') : null,
    replanificaciones: await repos.replans.replansOf(row.id, user.role === 'full' ? undefined : user.username),
  };
}
