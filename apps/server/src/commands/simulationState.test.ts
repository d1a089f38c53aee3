import { describe, expect, it } from 'vitest';
import { SIMULATION_STATUS } from '@plantasim/domain';
import type { JobQueue } from '../jobs/types.ts';
import type { SimulationRow } from '../repositories/simulations.ts';
import { fakeRepos, pgError } from '../../test/support/fakeRepositories.ts';
import { refusal } from '../../test/support/refusal.ts';
import { runRow } from '../../test/support/storedRuns.ts';
import { activateSimulation, cancelSimulation, changeValidity, deleteSimulation } from './simulationState.ts';

const row = (over: Partial<SimulationRow> = {}) => runRow({ username: 'tecnico', ...over });
/** A database holding these rows (7, as the command read it, unless another 7 is given). */
const stored = (...rows: SimulationRow[]) => fakeRepos(rows.map((r) => ({ row: r })));

function fakeJobs(): JobQueue & { aborted: number[] } {
  const aborted: number[] = [];
  return { kind: 'local', aborted, enqueue: async () => {}, abortLocal: (id) => { aborted.push(id); }, holds: () => false, close: async () => {} };
}

describe('changeValidity', () => {
  it('marks and unmarks; unmarking the valid one of its day warns that the day has none left', async () => {
    const marked = stored(row());
    expect(await changeValidity(marked, row(), 1))
      .toEqual({ status: 200, message: 'Validez actualizada', id: 7, VALID: 1 });
    expect(marked.store.get(7)?.row.valid).toBe(1);
    expect(await changeValidity(stored(row({ valid: 0 })), row({ valid: 0 }), 0))
      .toEqual({ status: 200, message: 'Validez actualizada', id: 7, VALID: 0 });
    const unmarked = await changeValidity(stored(row({ valid: 1 })), row({ valid: 1 }), 0);
    expect(unmarked.warning).toBe(
      'La simulación ya no es válida. No queda ninguna otra simulación activa para la fecha 15/01/2025: debe haber al menos una simulación válida para el día, marca otra.',
    );
  });

  it('refuses, before writing anything, a run that did not end OK or a sensitivity child', async () => {
    for (const status of [SIMULATION_STATUS.Guardada, SIMULATION_STATUS.EnEjecucion, SIMULATION_STATUS.EjecutadaNOK, SIMULATION_STATUS.Cancelada]) {
      const repos = stored(row({ status }));
      const err = await refusal(changeValidity(repos, row({ status }), 1));
      expect([err.status, err.code, err.message]).toEqual([409, 'NOT_VALIDATABLE', 'Solo una simulación ejecutada correctamente (Ejecutada OK) puede ser válida.']);
      expect(err.extra).toEqual({ simulationStatus: status });
      expect(repos.calls).toEqual([]);
    }
    const child = await refusal(changeValidity(stored(row({ parent_id: 3 })), row({ parent_id: 3 }), 1));
    expect(child.message).toBe('Una simulación de sensibilidad no puede ser la válida del día: sus entradas están desplazadas a propósito.');
  });

  it("turns the day's unique index into 'validity.alreadyActive' and a vanished row into 'changed meanwhile'", async () => {
    const otherValid = row({ id: 8, valid: 1, created: '2025-01-15T09:00:00.000Z' });
    const taken = await refusal(changeValidity(stored(row(), otherValid), row(), 1));
    expect([taken.status, taken.code, taken.extra]).toEqual([409, 'VALIDITY_DAY_TAKEN', { date: '2025-01-15' }]);
    expect(taken.message).toBe('Ya existe una simulación activa para la fecha 15/01/2025. Deja solo una simulación activa por día.');
    const changed = await refusal(changeValidity(stored(row({ status: SIMULATION_STATUS.Borrada })), row(), 1));
    expect([changed.status, changed.code, changed.message]).toEqual([409, 'SIMULATION_CHANGED', 'La simulación ha cambiado de estado; recargue la lista']);
  });

  it('retries a deadlock or serialization failure, five attempts at most', async () => {
    const flaky = stored(row());
    flaky.simulations.fail('setValid', (n) => (n < 3 ? pgError('40P01') : undefined));
    expect((await changeValidity(flaky, row(), 1)).VALID).toBe(1);
    expect(flaky.calls).toHaveLength(3);
    const stuck = stored(row());
    stuck.simulations.fail('setValid', () => pgError('40001'));
    await expect(changeValidity(stuck, row(), 1)).rejects.toMatchObject({ code: '40001' });
    expect(stuck.calls).toHaveLength(5);
    const other = stored(row());
    other.simulations.fail('setValid', () => pgError('22P02'));
    await expect(changeValidity(other, row(), 1)).rejects.toMatchObject({ code: '22P02' });
    expect(other.calls).toHaveLength(1);
  });
});

describe('activateSimulation', () => {
  const replaced = row({ id: 5, valid: 1, created: '2025-01-15T07:00:00.000Z' });

  it('makes it the valid one of its day and names the ones it replaced', async () => {
    const repos = stored(row(), replaced);
    const answer = await activateSimulation(repos, row());
    expect(answer).toEqual({ status: 200, message: 'Simulación activada', id: 7, VALID: 1, deactivated: [5] });
    expect([repos.store.get(7)?.row.valid, repos.store.get(5)?.row.valid]).toEqual([1, 0]);
  });

  it('refuses a run that did not end OK before touching the day', async () => {
    const repos = stored(row({ status: SIMULATION_STATUS.EjecutadaNOK }), replaced);
    const err = await refusal(activateSimulation(repos, row({ status: SIMULATION_STATUS.EjecutadaNOK })));
    expect(err.code).toBe('NOT_VALIDATABLE');
    expect(repos.calls).toEqual([]);
  });

  it('gives up with validity.alreadyActive when the day stays contended', async () => {
    const repos = stored(row(), replaced);
    repos.simulations.fail('setValidAlone', () => pgError('23505'));
    const err = await refusal(activateSimulation(repos, row()));
    expect([err.status, err.code]).toEqual([409, 'VALIDITY_DAY_TAKEN']);
  });
});

describe('deleteSimulation and cancelSimulation', () => {
  const child = (id: number, status: SimulationRow['status']) => row({ id, parent_id: 7, status });
  const withChildren = (...children: SimulationRow[]) => stored(row(), ...children);

  it('refuses to delete a running simulation, before writing anything', async () => {
    const repos = stored(row({ status: SIMULATION_STATUS.EnEjecucion }));
    const err = await refusal(deleteSimulation(repos, row({ status: SIMULATION_STATUS.EnEjecucion })));
    expect([err.status, err.code, err.message]).toEqual([409, 'NOT_DELETABLE', 'No se puede borrar una simulación en ejecución: espera a que termine o cancélala.']);
    expect(repos.calls).toEqual([]);
  });

  it("deletes, aborts the running children's solves here, and warns when the day loses its valid one", async () => {
    const jobs = fakeJobs();
    const repos = withChildren(child(21, SIMULATION_STATUS.EnEjecucion), child(22, SIMULATION_STATUS.EnEjecucion), child(23, SIMULATION_STATUS.EjecutadaOK));
    expect(await deleteSimulation(repos, row(), jobs)).toEqual({ status: 200, message: 'Simulación borrada', id: 7 });
    expect(jobs.aborted).toEqual([21, 22]);
    expect([7, 21, 22, 23].map((id) => repos.store.get(id)?.row.status)).toEqual([
      SIMULATION_STATUS.Borrada, SIMULATION_STATUS.Borrada, SIMULATION_STATUS.Borrada, SIMULATION_STATUS.Borrada,
    ]);
    const valid = await deleteSimulation(stored(row({ valid: 1 })), row({ valid: 1 }), fakeJobs());
    expect(valid.warning).toMatch(/^La simulación ya no es válida\. No queda ninguna otra simulación activa para la fecha 15\/01\/2025/);
  });

  it('answers changed-meanwhile when the status moved under the delete', async () => {
    const err = await refusal(deleteSimulation(stored(row({ status: SIMULATION_STATUS.EnEjecucion })), row()));
    expect([err.status, err.code]).toEqual([409, 'SIMULATION_CHANGED']);
  });

  it('cancels only a running simulation and stops its solve in this process', async () => {
    const jobs = fakeJobs();
    const running = row({ status: SIMULATION_STATUS.EnEjecucion });
    expect(await cancelSimulation(stored(running), jobs, running))
      .toEqual({ status: 200, message: 'Simulación cancelada', id: 7 });
    expect(jobs.aborted).toEqual([7]);
    const idle = fakeJobs();
    const err = await refusal(cancelSimulation(stored(row()), idle, row()));
    expect([err.status, err.code, err.message]).toEqual([409, 'NOT_RUNNING', 'La simulación no está en ejecución']);
    expect(idle.aborted).toEqual([]);
  });
});
