/**
 * Sensitivity of an executed simulation: one child run per shifted input, each launched through the
 * ordinary launch command (same normalisation, same solve queue: pg-boss on PostgreSQL, so workers on
 * other machines share the batch), linked to its parent.
 */
import {
  applyShift, columnsOf, DEFAULT_SHIFTS, engineToTakeOutOfColumns, formatMessage, runKpis, shiftText, tornado,
  type Kpis, type SensitivityLaunchResponse, type SensitivityResponse, type Shift, type SimulationPayload,
} from '@plantasim/domain';
import type { Repos } from '../repositories/index.ts';
import { AppError } from '../errors.ts';
import type { JobQueue } from '../jobs/types.ts';
import type { SimulationRow } from '../repositories/simulations.ts';
import type { AuthUser } from '../types.ts';
import { launchSimulation, type LaunchRepos } from './launchSimulation.ts';
import { loadExecutedRun, type RunRepos } from './compareSimulations.ts';

/** A child's name: the parent's and the shift, e.g. 'Plan marzo · Precio electricidad ×1,1'. */
function childName(parent: SimulationRow, shift: Shift): string {
  return `${parent.name} · ${shiftText(shift)}`.slice(0, 200);
}

export async function launchSensitivity(
  repos: LaunchRepos, jobs: JobQueue, parent: SimulationRow, user: AuthUser, shifts: readonly Shift[] = DEFAULT_SHIFTS,
): Promise<SensitivityLaunchResponse> {
  if (parent.parent_id !== null) throw new AppError(409, formatMessage('sensitivity.ofChild'), 'SENSITIVITY_OF_CHILD');
  const run = await loadExecutedRun(repos, parent);
  const engine = engineToTakeOutOfColumns(run.payload, columnsOf(run.results).motores);
  const batch = shifts.map((s): Shift => (s.kind === 'engineOff' ? { ...s, factor: 1, engine: s.engine ?? engine } : s));
  // Checked before anything is stored: a refused batch leaves no child behind.
  const unknown = batch.find((s) => s.kind === 'engineOff' && !run.payload.planta.motores.some((m) => m.nombre === s.engine));
  if (unknown) throw new AppError(400, formatMessage('sensitivity.unknownEngine', { engine: unknown.engine ?? '' }), 'UNKNOWN_ENGINE');
  const children: SensitivityLaunchResponse['children'] = [];
  for (const shift of batch) {
    const base = applyShift(run.payload, shift);
    const payload: SimulationPayload = { ...base, metadata: { ...base.metadata, simulation_name: childName(parent, shift), valid: 0 } };
    const stored = await launchSimulation(repos, jobs, payload, user, new Date(), { parentId: parent.id, shift });
    children.push({ id: stored.id, shift });
  }
  return { status: 200, message: formatMessage('sensitivity.launched', { count: children.length }), parent: parent.id, children };
}

async function kpisOf(repos: RunRepos, row: SimulationRow): Promise<Kpis | null> {
  try {
    const run = await loadExecutedRun(repos, row);
    return runKpis(run.payload, run.results);
  } catch (err) {
    if (err instanceof AppError && err.status === 409) return null; // not (yet) executed OK
    throw err;
  }
}

export async function readSensitivity(repos: RunRepos & Repos<'sensitivity'>, parent: SimulationRow): Promise<SensitivityResponse> {
  const parentKpis = await kpisOf(repos, parent);
  const rows = await repos.sensitivity.listChildren(parent.id);
  const children: SensitivityResponse['children'] = [];
  for (const c of rows) {
    const row = await repos.simulations.findSimulation(c.id);
    children.push({ id: c.id, name: c.name, status: c.status, shift: c.shift as Shift, kpis: row ? await kpisOf(repos, row) : null });
  }
  return {
    parent: { id: parent.id, name: parent.name, kpis: parentKpis },
    children,
    tornado: parentKpis ? tornado(parentKpis, children) : [],
  };
}
