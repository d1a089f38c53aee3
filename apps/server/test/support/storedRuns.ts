/**
 * A stored simulation's row for the decision tests, as repositories/simulations.ts reads it (the
 * in-memory fakes of test/support/fakeRepositories.ts keep it with the run's inputs and parts).
 */
import { SIMULATION_STATUS } from '@plantasim/domain';
import type { SimulationRow } from '../../src/repositories/simulations.ts';

export const runRow = (over: Partial<SimulationRow> = {}): SimulationRow => ({
  id: 7, name: 'Plan', username: 'operador', created: '2025-01-15T08:00:00.000Z', status: SIMULATION_STATUS.EjecutadaOK,
  valid: 0, last_update: '2025-01-15T08:05:00.000Z', mode: null, error: null, parent_id: null,
  kind: 'operativa', first_day: '15/01/2025', horizon_days: 1, ...over,
});
