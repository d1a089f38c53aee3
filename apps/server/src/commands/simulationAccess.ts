/** Who may address which simulation (docs/rules/roles.md): roles are enforced by the server, whatever the browser shows. */
import { addDays, isListedStatus, madridDate, SIMULATION_STATUS_TEXT, type SimulationStatus } from '@plantasim/domain';
import { AppError, userText } from '../errors.ts';
import type { Repos } from '../repositories/index.ts';
import type { SimulationRow } from '../repositories/simulations.ts';
import type { AuthUser } from '../types.ts';
import { plansInForce } from './planInForce.ts';

/** The answer to an id that is not a simulation id (contract/common.ts simulationIdText), a route's `config.badRequest`. */
export function badSimulationId(): AppError {
  return new AppError(400, userText('access.badId'), 'BAD_SIMULATION_ID');
}

/** 409 for a simulation without results (not run, running, failed…), naming its status. */
export function noResults(s: SimulationRow): AppError {
  const text = SIMULATION_STATUS_TEXT[s.status as SimulationStatus]?.es ?? String(s.status);
  return new AppError(409, userText('access.noResults', { id: s.id, status: text }), 'NO_RESULTS', { simulationStatus: s.status });
}

export function notFound(id: number): AppError {
  return new AppError(404, userText('validity.notFound', { id }), 'SIMULATION_NOT_FOUND');
}

/**
 * The simulation when the user may see it: listed (not deleted), and an operator's own. Other users' ids
 * answer 404 to operators, exactly like missing ids, so ids of others cannot be probed.
 */
export async function visibleSimulation(repos: Repos<'simulations'>, id: number, user: AuthUser): Promise<SimulationRow> {
  const s = await repos.simulations.findSimulation(id);
  if (!s || !isListedStatus(s.status)) throw notFound(id);
  if (user.role !== 'full' && s.username !== user.username) throw notFound(id);
  return s;
}

/**
 * The operator's hand-over: the plan in force for today or tomorrow on the Madrid calendar of `now`
 * (domain rules/planInForce.ts), whoever made it. Operators read it as they read their own runs (its
 * inputs, schedule, operation, economics and explanation as the results screen shows them) and may
 * re-plan it; every other run of another user stays 404 to them, on every route.
 */
export async function isHandedOver(repos: Repos<'simulations'>, s: SimulationRow, now: Date): Promise<boolean> {
  const today = madridDate(now);
  const plans = await plansInForce(repos, today, addDays(today, 1));
  return [...plans.values()].some((p) => p.run.id === s.id);
}

/** visibleSimulation, plus the plan in force for today and tomorrow for operators (read and re-plan only). */
export async function readableSimulation(repos: Repos<'simulations'>, id: number, user: AuthUser, now: Date): Promise<SimulationRow> {
  const s = await repos.simulations.findSimulation(id);
  if (!s || !isListedStatus(s.status)) throw notFound(id);
  if (user.role === 'full' || s.username === user.username) return s;
  if (await isHandedOver(repos, s, now)) return s;
  throw notFound(id);
}
