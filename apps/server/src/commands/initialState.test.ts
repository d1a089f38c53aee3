import { describe, expect, it } from 'vitest';
import { createBaseCase, scheduleColumns, SIMULATION_STATUS, type SimulationPayload } from '@plantasim/domain';
import { fakeRepos, partsRead } from '../../test/support/fakeRepositories.ts';
import { refusal } from '../../test/support/refusal.ts';
import { runRow } from '../../test/support/storedRuns.ts';
import { initialStateFor } from './initialState.ts';

/** The previous day's plan: engine 1 on from H20, engine 2 off all day (off 6 h before it), the rest without items. */
function previousDay(): { inputs: SimulationPayload; columns: ReturnType<typeof scheduleColumns> } {
  const base = createBaseCase({ date: '29/02/2024' });
  const inputs: SimulationPayload = {
    ...base,
    planta: {
      ...base.planta,
      motores: base.planta.motores.map((m, e) => ({ ...m, estado: e === 1 ? 'Parado' : 'Encendido' })),
      horas_estado_motores: base.planta.motores.map((_, e) => (e === 1 ? 6 : 0)),
    },
  };
  const [m1, m2] = inputs.planta.motores;
  const motores = Array.from({ length: 24 }, (_, t) => [
    { concepto: m1!.nombre, hora: `H${t + 1}`, valor: t >= 19 ? 4 : 0, estado: t >= 19 ? 1 : 0 },
    { concepto: m2!.nombre, hora: `H${t + 1}`, valor: 0, estado: 0 },
  ]).flat();
  return { inputs, columns: scheduleColumns({ motores }) };
}

describe('initialStateFor', () => {
  it('looks for the valid run of the day before (across a leap day) and carries nothing when there is none', async () => {
    const db = fakeRepos();
    expect(await initialStateFor(db, '01/03/2024')).toEqual({ simulacion: null, motores: [] });
    expect(db.calls.map((c) => [c.fn, c.args[0]])).toEqual([['findValidRunStarting', '29/02/2024']]);
    await initialStateFor(db, '01/01/2025');
    expect(db.calls[1]!.args[0]).toBe('31/12/2024');
  });

  it("names that run and carries each engine's state at the end of its day; engines without items are left to the user", async () => {
    const { inputs, columns } = previousDay();
    const row = runRow({ id: 21, name: 'Plan del 29', valid: 1 });
    const db = fakeRepos([{ row, inputs, parts: { programa_columnas: columns } }]);
    const r = await initialStateFor(db, '01/03/2024');
    expect(r.simulacion).toEqual({ id: 21, name: 'Plan del 29', fechaActual: '29/02/2024' });
    expect(r.motores.slice(0, 3)).toEqual([
      { nombre: inputs.planta.motores[0]!.nombre, estado: 'Encendido', horas: 5 },
      // Off the whole day after 6 h off: the day's 24 h added to them.
      { nombre: inputs.planta.motores[1]!.nombre, estado: 'Parado', horas: 30 },
      null,
    ]);
    expect(partsRead(db.calls)).toEqual(['21:programa_columnas']);
  });

  it('refuses with 409 a valid run whose schedule is not stored', async () => {
    const row = runRow({ id: 22, valid: 1, status: SIMULATION_STATUS.EjecutadaOK });
    const db = fakeRepos([{ row, inputs: previousDay().inputs }]);
    const err = await refusal(initialStateFor(db, '01/03/2024'));
    expect([err.status, err.code]).toEqual([409, 'NO_RESULTS']);
  });
});
