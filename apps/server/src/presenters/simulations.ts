/**
 * Wire shapes of a stored simulation (@plantasim/domain contract/simulations.ts), made from the
 * repository's rows: repositories speak rows, routes answer the contract.
 */
import { planOutcomeSchema, runProgressSchema, type SimulationDetail, type SimulationListItem } from '@plantasim/domain';
import type { SimulationRow } from '../repositories/simulations.ts';

/** GET /api/simulacion item. */
export function simulationListItem(s: SimulationRow): SimulationListItem {
  return {
    id: s.id, name: s.name, username: s.username, created: s.created, status: s.status, VALID: s.valid,
    last_update: s.last_update, parent_id: s.parent_id, tipo: s.kind, fechaActual: s.first_day, horizonte: s.horizon_days,
    resultado: outcomeOf(s),
  };
}

/** The plan's outcome the solve job stored; null when it holds none (not finished, or stored before it was kept). */
function outcomeOf(s: SimulationRow): SimulationListItem['resultado'] {
  const parsed = planOutcomeSchema.safeParse(s.outcome);
  return parsed.success ? parsed.data : null;
}

/**
 * GET /api/simulacion/:id: the row with its failure reason and, while it runs, `run` from the
 * progress the solve job writes into the stats column ({ progress, started }; null before it starts).
 */
export function simulationDetail(s: SimulationRow, running: boolean, stats: unknown): SimulationDetail {
  const row: SimulationDetail = {
    id: s.id, name: s.name, username: s.username, created: s.created, status: s.status, VALID: s.valid,
    last_update: s.last_update, mode: s.mode, error: s.error,
  };
  if (!running) return row;
  const written = stats as { progress?: unknown; started?: unknown } | null | undefined;
  const started = typeof written?.started === 'string' ? written.started : null;
  const progress = runProgressSchema.safeParse(written?.progress);
  return { ...row, run: started ? { started, progress: progress.success ? progress.data : null } : null };
}
