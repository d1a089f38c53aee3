import { describe, expect, it } from 'vitest';
import {
  createBaseCase, LONG_ENOUGH_HOURS, parsePayload, scheduleColumns, SIMULATION_STATUS, withEngineHoursBefore, type SimulationPayload,
} from '@plantasim/domain';
import type { JobQueue } from '../jobs/types.ts';
import { fakeRepos, inserted, type FakeRun } from '../../test/support/fakeRepositories.ts';
import { launchPrepared, launchSimulation, saveSimulation } from './launchSimulation.ts';
import { preparedInputs } from './preparedInputs.ts';
import { runRow } from '../../test/support/storedRuns.ts';

type StoredRun = FakeRun;

/** A database holding these runs (none: the day before has no valid simulation, nothing to carry);
 *  the next simulation stored gets id 11. */
function database(runs: StoredRun[] = []) {
  const db = fakeRepos(runs);
  db.store.idsFrom = 11;
  return db;
}
const inserts = (db: ReturnType<typeof database>) => inserted(db.calls);
/** What a sensitivity child or a re-plan stores besides its inputs, in the table's column order. */
const links = (i: ReturnType<typeof inserts>[number]) => [i.parentId ?? null, i.shift ?? null, i.replanOf ?? null, i.replan ?? null, i.plan?.tipo, i.plan?.fechaActual, i.plan?.horizonte];

function queue(fail?: Error): JobQueue & { queued: number[] } {
  const queued: number[] = [];
  return {
    kind: 'local', queued,
    enqueue: async (id) => { if (fail) throw fail; queued.push(id); },
    abortLocal: () => {}, holds: () => false, close: async () => {},
  };
}

const full = { username: 'tecnico', role: 'full' as const };
const operator = { username: 'operador', role: 'operator' as const };
const stored = (insert: ReturnType<typeof inserts>[number]): SimulationPayload => {
  const parsed = parsePayload('inputsJson' in insert ? insert.inputsJson : insert.inputs);
  if (!parsed.ok) throw new Error(`stored inputs do not parse: ${parsed.issues[0]?.message ?? ''}`);
  return parsed.data;
};

describe('launchSimulation', () => {
  it('stores the run at status 3 and queues its solve', async () => {
    const db = database();
    const jobs = queue();
    const s = await launchSimulation(db, jobs, createBaseCase({ date: '15/01/2025', simulationName: 'Plan' }), full, new Date('2025-01-15T08:00:00Z'));
    expect(s).toEqual({ id: 11, status: SIMULATION_STATUS.EnEjecucion, name: 'Plan' });
    expect(jobs.queued).toEqual([11]);
    expect(inserts(db).map((c) => c.status)).toEqual([SIMULATION_STATUS.EnEjecucion]);
    expect(db.store.get(11)?.row.status).toBe(SIMULATION_STATUS.EnEjecucion);
  });

  it('stores backtesting and planning as mode 2 with the mode text, and an operator always in the operator view', async () => {
    const db = database();
    await launchSimulation(db, queue(), createBaseCase({ date: '01/01/2025', modoEjecucion: 4 }), operator, new Date('2025-01-15T08:00:00Z'));
    const [insert] = inserts(db);
    const payload = stored(insert!);
    expect(payload.configuracion.modoEjecucion).toBe(2);
    expect(payload.configuracion.modoEjecucionTexto).toBe('Planificación');
    expect(insert!.mode).toBe('Planificación');
    // Stored as a planning run over its days: its validity never touches the day's operational plan.
    expect(links(insert!).slice(4)).toEqual(['planificacion', '01/01/2025', payload.configuracion.horizonte]);
    expect(payload.metadata.vista_operador).toBe(true);
  });

  it('links a sensitivity child to its parent and stores its shift', async () => {
    const db = database();
    const shift = { kind: 'elecPrice', factor: 1.1 };
    await launchSimulation(db, queue(), createBaseCase({ date: '15/01/2025' }), full, new Date(), { parentId: 4, shift });
    expect(db.calls.map((c) => c.fn)).toEqual(['insertSimulation']);
    expect(links(inserts(db)[0]!)).toEqual([4, shift, null, null, 'operativa', '15/01/2025', 1]);
  });

  it('links a re-plan to its origin and stores its request, as no sensitivity child', async () => {
    const db = database();
    const request = { hora: 14, unidades: ['Motor cogeneración 1'], usarReales: false };
    await launchPrepared(db, queue(), preparedInputs(createBaseCase({ date: '15/01/2025' })), full, { replanOf: 3, replan: request });
    expect(db.calls.map((c) => c.fn)).toEqual(['insertSimulation']);
    expect(links(inserts(db)[0]!)).toEqual([null, null, 3, request, 'operativa', '15/01/2025', 1]);
  });

  it('ends the run as 5 with the crash reason when the queue refuses it, and passes the error on', async () => {
    const db = database();
    const refused = new Error('cola cerrada');
    await expect(launchPrepared(db, queue(refused), preparedInputs(createBaseCase({ date: '15/01/2025' })), full)).rejects.toBe(refused);
    const [id, from, to, extra] = db.calls.find((c) => c.fn === 'transition')!.args as [number, unknown, unknown, { error?: string }];
    expect([id, to, from]).toEqual([11, SIMULATION_STATUS.EjecutadaNOK, [SIMULATION_STATUS.EnEjecucion]]);
    expect(extra.error).toBe('Fallo inesperado durante la ejecución: cola cerrada');
    expect(db.store.get(11)?.row).toMatchObject({ status: SIMULATION_STATUS.EjecutadaNOK, error: 'Fallo inesperado durante la ejecución: cola cerrada' });
  });
});

describe('the engines\' state before H1 at launch', () => {
  /** Run 21, valid, of 14/01/2025: engine 1 on from H20, engine 2 off the whole day. */
  function previousDay(): StoredRun {
    const inputs = createBaseCase({ date: '14/01/2025' });
    const [m1, m2] = inputs.planta.motores;
    const motores = Array.from({ length: 24 }, (_, t) => [
      { concepto: m1!.nombre, hora: `H${t + 1}`, valor: t >= 19 ? 4 : 0, estado: t >= 19 ? 1 : 0 },
      { concepto: m2!.nombre, hora: `H${t + 1}`, valor: 0, estado: 0 },
    ]).flat();
    return { row: runRow({ id: 21, name: 'Plan del 14', valid: 1 }), inputs, parts: { programa_columnas: scheduleColumns({ motores }) } };
  }
  const withPrevious = (run: StoredRun) => database([run]);
  const next = () => createBaseCase({ date: '15/01/2025' });

  it('takes state and hours from the previous day\'s valid simulation when none are sent, and says so', async () => {
    const db = withPrevious(previousDay());
    await launchSimulation(db, queue(), next(), operator, new Date('2025-01-15T08:00:00Z'));
    expect([db.calls[0]!.fn, db.calls[0]!.args[0]]).toEqual(['findValidRunStarting', '14/01/2025']);
    const planta = stored(inserts(db)[0]!).planta;
    expect(planta.motores.slice(0, 2).map((m) => m.estado)).toEqual(['Encendido', 'Parado']);
    expect(planta.horas_estado_motores?.slice(0, 3)).toEqual([5, 24, LONG_ENOUGH_HOURS]);
    expect(planta.origen_estado_motores).toBe('simulacion_anterior');
    expect(planta.simulacion_estado_motores).toEqual({ id: 21, fechaActual: '14/01/2025' });
  });

  it('keeps the hours a payload carries, without looking for the previous day', async () => {
    const typed = withEngineHoursBefore(next(), 0, 2);
    const db = withPrevious(previousDay());
    await launchSimulation(db, queue(), typed, full, new Date('2025-01-15T08:00:00Z'));
    expect(db.calls.map((c) => c.fn)).toEqual(['insertSimulation']);
    const planta = stored(inserts(db)[0]!).planta;
    expect([planta.horas_estado_motores?.[0], planta.origen_estado_motores]).toEqual([2, 'usuario']);
  });

  it('leaves the inputs as sent when the previous day has no valid simulation or its schedule is not stored', async () => {
    for (const db of [database(), withPrevious({ ...previousDay(), parts: {} })]) {
      await launchSimulation(db, queue(), next(), full, new Date('2025-01-15T08:00:00Z'));
      const planta = stored(inserts(db)[0]!).planta;
      expect([planta.horas_estado_motores, planta.origen_estado_motores]).toEqual([undefined, undefined]);
    }
  });

  it('carries nothing to engines the previous plan does not have (renamed since)', async () => {
    const renamed = next();
    // Renamed everywhere the payload names its engines, as the form does.
    const name = (old: string) => old.replace('Motor cogeneración', 'Motor nuevo');
    const renameKeys = <V>(byName: Record<string, V>): Record<string, V> => Object.fromEntries(Object.entries(byName).map(([k, v]) => [name(k), v]));
    const p: SimulationPayload = {
      ...renamed,
      planta: { ...renamed.planta, motores: renamed.planta.motores.map((m) => ({ ...m, nombre: name(m.nombre) })) },
      disponibilidad: { ...renamed.disponibilidad, motores: renamed.disponibilidad.motores.map((r) => ({ ...r, disponibilidad: renameKeys(r.disponibilidad) })) },
      acoplamiento_equipos: renamed.acoplamiento_equipos.map((r) => ({ ...r, acoplamiento: renameKeys(r.acoplamiento) })),
    };
    const db = withPrevious(previousDay());
    await launchSimulation(db, queue(), p, full, new Date('2025-01-15T08:00:00Z'));
    expect(stored(inserts(db)[0]!).planta.origen_estado_motores).toBeUndefined();
  });

  it('gives a sensitivity child its parent\'s state, not the previous day\'s', async () => {
    const db = withPrevious(previousDay());
    await launchSimulation(db, queue(), next(), full, new Date(), { parentId: 4, shift: { kind: 'elecPrice', factor: 1.1 } });
    expect(db.calls.map((c) => c.fn)).toEqual(['insertSimulation']);
    expect(stored(inserts(db)[0]!).planta.horas_estado_motores).toBeUndefined();
  });
});

describe('saveSimulation', () => {
  it('stores status 2 without queueing, the untitled name when none is given', async () => {
    const db = database();
    const payload = createBaseCase({ date: '15/01/2025', simulationName: '   ' });
    expect(await saveSimulation(db, preparedInputs(payload), full)).toEqual({ id: 11, status: SIMULATION_STATUS.Guardada, name: 'Sin título' });
    expect(db.calls.map((c) => [c.fn, inserts(db)[0]!.status])).toEqual([['insertSimulation', SIMULATION_STATUS.Guardada]]);
  });
});
