import { describe, expect, it } from 'vitest';
import { SIMULATION_STATUS } from '@plantasim/domain';
import type { JobQueue } from '../jobs/types.ts';
import type { SimulationRow } from '../repositories/simulations.ts';
import { pgError, scriptedDb, type Answer, refusal } from '../../test/support/scriptedDb.ts';
import { runRow } from '../../test/support/storedRuns.ts';
import { activateSimulation, cancelSimulation, changeValidity, deleteSimulation } from './simulationState.ts';

const row = (over: Partial<SimulationRow> = {}) => runRow({ username: 'tecnico', ...over });

const SET_VALID = /^UPDATE simulations SET valid = \$2/;
const TRANSITION = /^WITH moved AS/;
const updated = (id = 7): Answer => ({ rows: [{ id }] });
const nothing: Answer = { rows: [] };

function fakeJobs(): JobQueue & { aborted: number[] } {
  const aborted: number[] = [];
  return { kind: 'local', aborted, enqueue: async () => {}, abortLocal: (id) => { aborted.push(id); }, holds: () => false, close: async () => {} };
}

describe('changeValidity', () => {
  it('marks and unmarks; unmarking the valid one of its day warns that the day has none left', async () => {
    expect(await changeValidity(scriptedDb([[SET_VALID, updated()]]), row(), 1))
      .toEqual({ status: 200, message: 'Validez actualizada', id: 7, VALID: 1 });
    expect(await changeValidity(scriptedDb([[SET_VALID, updated()]]), row({ valid: 0 }), 0))
      .toEqual({ status: 200, message: 'Validez actualizada', id: 7, VALID: 0 });
    const unmarked = await changeValidity(scriptedDb([[SET_VALID, updated()]]), row({ valid: 1 }), 0);
    expect(unmarked.warning).toBe(
      'La simulación ya no es válida. No queda ninguna otra simulación activa para la fecha 15/01/2025: debe haber al menos una simulación válida para el día, marca otra.',
    );
  });

  it('refuses, before writing anything, a run that did not end OK or a sensitivity child', async () => {
    for (const status of [SIMULATION_STATUS.Guardada, SIMULATION_STATUS.EnEjecucion, SIMULATION_STATUS.EjecutadaNOK, SIMULATION_STATUS.Cancelada]) {
      const db = scriptedDb([]);
      const err = await refusal(changeValidity(db, row({ status }), 1));
      expect([err.status, err.code, err.message]).toEqual([409, 'NOT_VALIDATABLE', 'Solo una simulación ejecutada correctamente (Ejecutada OK) puede ser válida.']);
      expect(err.extra).toEqual({ simulationStatus: status });
      expect(db.calls).toEqual([]);
    }
    const child = await refusal(changeValidity(scriptedDb([]), row({ parent_id: 3 }), 1));
    expect(child.message).toBe('Una simulación de sensibilidad no puede ser la válida del día: sus entradas están desplazadas a propósito.');
  });

  it("turns the day's unique index into 'validity.alreadyActive' and a vanished row into 'changed meanwhile'", async () => {
    const taken = await refusal(changeValidity(scriptedDb([[SET_VALID, { error: pgError('23505') }]]), row(), 1));
    expect([taken.status, taken.code, taken.extra]).toEqual([409, 'VALIDITY_DAY_TAKEN', { date: '2025-01-15' }]);
    expect(taken.message).toBe('Ya existe una simulación activa para la fecha 15/01/2025. Deja solo una simulación activa por día.');
    const changed = await refusal(changeValidity(scriptedDb([[SET_VALID, nothing]]), row(), 1));
    expect([changed.status, changed.code, changed.message]).toEqual([409, 'SIMULATION_CHANGED', 'La simulación ha cambiado de estado; recargue la lista']);
  });

  it('retries a deadlock or serialization failure, five attempts at most', async () => {
    let calls = 0;
    const flaky = scriptedDb([[SET_VALID, () => (++calls < 3 ? { error: pgError('40P01') } : updated())]]);
    expect((await changeValidity(flaky, row(), 1)).VALID).toBe(1);
    expect(flaky.calls).toHaveLength(3);
    const stuck = scriptedDb([[SET_VALID, { error: pgError('40001') }]]);
    await expect(changeValidity(stuck, row(), 1)).rejects.toMatchObject({ code: '40001' });
    expect(stuck.calls).toHaveLength(5);
    const other = scriptedDb([[SET_VALID, { error: pgError('22P02') }]]);
    await expect(changeValidity(other, row(), 1)).rejects.toMatchObject({ code: '22P02' });
    expect(other.calls).toHaveLength(1);
  });
});

describe('activateSimulation', () => {
  const script = (setValid: Answer | (() => Answer)) => scriptedDb([
    [/FOR UPDATE OF o/, { rows: [] }],
    [/^UPDATE simulations o SET valid = 0/, { rows: [{ id: 5 }] }],
    [SET_VALID, typeof setValid === 'function' ? setValid : () => setValid],
  ]);

  it('makes it the valid one of its day and names the ones it replaced', async () => {
    const db = script(updated());
    const answer = await activateSimulation(db, row());
    expect(answer).toEqual({ status: 200, message: 'Simulación activada', id: 7, VALID: 1, deactivated: [5] });
  });

  it('refuses a run that did not end OK before touching the day', async () => {
    const db = script(updated());
    const err = await refusal(activateSimulation(db, row({ status: SIMULATION_STATUS.EjecutadaNOK })));
    expect(err.code).toBe('NOT_VALIDATABLE');
    expect(db.calls).toEqual([]);
  });

  it('gives up with validity.alreadyActive when the day stays contended', async () => {
    const err = await refusal(activateSimulation(script({ error: pgError('23505') }), row()));
    expect([err.status, err.code]).toEqual([409, 'VALIDITY_DAY_TAKEN']);
  });
});

describe('deleteSimulation and cancelSimulation', () => {
  const children = (cancelled: number[]) => scriptedDb([
    [TRANSITION, updated()],
    [/SET status = \$2, last_update = clock_timestamp\(\) WHERE parent_id/, { rows: cancelled.map((id) => ({ id })) }],
    [/SET status = \$2, valid = 0, last_update = clock_timestamp\(\) WHERE parent_id/, { rows: [] }],
  ]);

  it('refuses to delete a running simulation, before writing anything', async () => {
    const db = children([]);
    const err = await refusal(deleteSimulation(db, row({ status: SIMULATION_STATUS.EnEjecucion })));
    expect([err.status, err.code, err.message]).toEqual([409, 'NOT_DELETABLE', 'No se puede borrar una simulación en ejecución: espera a que termine o cancélala.']);
    expect(db.calls).toEqual([]);
  });

  it("deletes, aborts the running children's solves here, and warns when the day loses its valid one", async () => {
    const jobs = fakeJobs();
    expect(await deleteSimulation(children([21, 22]), row(), jobs)).toEqual({ status: 200, message: 'Simulación borrada', id: 7 });
    expect(jobs.aborted).toEqual([21, 22]);
    const valid = await deleteSimulation(children([]), row({ valid: 1 }), fakeJobs());
    expect(valid.warning).toMatch(/^La simulación ya no es válida\. No queda ninguna otra simulación activa para la fecha 15\/01\/2025/);
  });

  it('answers changed-meanwhile when the status moved under the delete', async () => {
    const err = await refusal(deleteSimulation(scriptedDb([[TRANSITION, nothing]]), row()));
    expect([err.status, err.code]).toEqual([409, 'SIMULATION_CHANGED']);
  });

  it('cancels only a running simulation and stops its solve in this process', async () => {
    const jobs = fakeJobs();
    expect(await cancelSimulation(scriptedDb([[TRANSITION, updated()]]), jobs, row({ status: SIMULATION_STATUS.EnEjecucion })))
      .toEqual({ status: 200, message: 'Simulación cancelada', id: 7 });
    expect(jobs.aborted).toEqual([7]);
    const idle = fakeJobs();
    const err = await refusal(cancelSimulation(scriptedDb([[TRANSITION, nothing]]), idle, row()));
    expect([err.status, err.code, err.message]).toEqual([409, 'NOT_RUNNING', 'La simulación no está en ejecución']);
    expect(idle.aborted).toEqual([]);
  });
});
