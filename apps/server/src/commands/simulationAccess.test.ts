import { describe, expect, it } from 'vitest';
import { SIMULATION_STATUS, simulationIdText } from '@plantasim/domain';
import type { SimulationRow } from '../repositories/simulations.ts';
import { fakeRepos } from '../../test/support/fakeRepositories.ts';
import { refusal } from '../../test/support/refusal.ts';
import { runRow } from '../../test/support/storedRuns.ts';
import { badSimulationId, noResults, notFound, visibleSimulation } from './simulationAccess.ts';

const row = runRow;

describe('simulation ids', () => {
  it('take a positive 32-bit integer written in digits', () => {
    expect(simulationIdText.parse('1')).toBe(1);
    expect(simulationIdText.parse('2147483647')).toBe(2_147_483_647);
  });

  it('refuse anything else, answered with 400 and the catalogue text', () => {
    for (const raw of ['0', '-1', '2147483648', '99999999999', '1.5', '1e3', ' 1', 'abc', '', undefined, null]) {
      expect(simulationIdText.safeParse(raw).success, String(raw)).toBe(false);
    }
    const err = badSimulationId();
    expect({ status: err.status, code: err.code, message: err.message }).toEqual({
      status: 400, code: 'BAD_SIMULATION_ID', message: 'Identificador de simulación no válido',
    });
  });
});

describe('noResults and notFound', () => {
  it('name the simulation and, for 409, its status in words', () => {
    const err = noResults(row({ status: SIMULATION_STATUS.EnEjecucion }));
    expect(err.status).toBe(409);
    expect(err.code).toBe('NO_RESULTS');
    expect(err.message).toBe('La simulación 7 no tiene resultados (estado: En ejecución)');
    expect(err.extra).toEqual({ simulationStatus: SIMULATION_STATUS.EnEjecucion });
    expect(notFound(12)).toMatchObject({ status: 404, code: 'SIMULATION_NOT_FOUND', message: 'No existe la simulación 12.' });
  });
});

describe('visibleSimulation', () => {
  const full = { username: 'tecnico', role: 'full' as const };
  const operator = { username: 'operador', role: 'operator' as const };
  const dbWith = (r: SimulationRow | undefined) => fakeRepos(r ? [{ row: r }] : []);

  it("shows full users every listed simulation and operators only their own", async () => {
    expect((await visibleSimulation(dbWith(row()), 7, full)).id).toBe(7);
    expect((await visibleSimulation(dbWith(row()), 7, operator)).id).toBe(7);
    const other = await refusal(visibleSimulation(dbWith(row({ username: 'otro' })), 7, operator));
    expect({ status: other.status, code: other.code }).toEqual({ status: 404, code: 'SIMULATION_NOT_FOUND' });
  });

  it('answers a deleted simulation like a missing one, to everybody', async () => {
    for (const user of [full, operator]) {
      const deleted = await refusal(visibleSimulation(dbWith(row({ status: SIMULATION_STATUS.Borrada })), 7, user));
      const missing = await refusal(visibleSimulation(dbWith(undefined), 7, user));
      expect([deleted.status, deleted.message]).toEqual([404, 'No existe la simulación 7.']);
      expect([missing.status, missing.message]).toEqual([404, 'No existe la simulación 7.']);
    }
  });
});
