import { describe, expect, it } from 'vitest';
import { payloadFrom } from '../../test/support/payloads.ts';
import { createBaseCase, scheduleColumns, SIMULATION_STATUS, type Shift } from '@plantasim/domain';
import type { JobQueue } from '../jobs/types.ts';
import { fakeRepos, inserted, pgError, type FakeRun } from '../../test/support/fakeRepositories.ts';
import { refusal } from '../../test/support/refusal.ts';
import { runRow } from '../../test/support/storedRuns.ts';
import { launchSensitivity, readSensitivity } from './sensitivity.ts';

type StoredRun = FakeRun;
const full = { username: 'tecnico', role: 'full' as const };

/** Run 7, executed: engine 3 ran most (so a batch takes it out); net cost 800 €. */
function parent(over: Partial<StoredRun['row']> = {}): StoredRun {
  const inputs = createBaseCase({ date: '15/01/2025' });
  const [m1, , m3] = inputs.planta.motores;
  const motores = [1, 2, 3].flatMap((h) => [
    { concepto: m1!.nombre, hora: `H${h}`, valor: h === 1 ? 4 : 0, estado: h === 1 ? 1 : 0 },
    { concepto: m3!.nombre, hora: `H${h}`, valor: 4, estado: 1 },
  ]);
  return {
    row: runRow({ id: 7, name: 'Plan marzo', ...over }), inputs,
    parts: { programa_columnas: scheduleColumns({ motores }), resultados: { totals: { COST_TOTAL: 1000, ING_TOTAL: 200, AHORRO: 50 } } },
  };
}

/** A database holding these runs; the next simulation stored gets id 100. */
function database(runs: StoredRun[]) {
  const db = fakeRepos(runs);
  db.store.idsFrom = 100;
  return db;
}

function queue(): JobQueue & { queued: number[] } {
  const queued: number[] = [];
  return { kind: 'local', queued, enqueue: async (id) => { queued.push(id); }, abortLocal: () => {}, holds: () => false, close: async () => {} };
}

describe('launchSensitivity', () => {
  it("launches one child per shift, named after the parent and linked to it; the engine taken out is the one that ran most", async () => {
    const run = parent();
    const db = database([run]);
    const jobs = queue();
    const shifts: Shift[] = [{ kind: 'elecPrice', factor: 1.1 }, { kind: 'engineOff', factor: 1 }];
    const r = await launchSensitivity(db, jobs, run.row, full, shifts);
    const engine = (run.inputs as ReturnType<typeof createBaseCase>).planta.motores[2]!.nombre;
    expect(r).toEqual({
      status: 200, message: 'Análisis de sensibilidad lanzado: 2 simulaciones.', parent: 7,
      children: [{ id: 100, shift: { kind: 'elecPrice', factor: 1.1 } }, { id: 101, shift: { kind: 'engineOff', factor: 1, engine } }],
    });
    expect(jobs.queued).toEqual([100, 101]);
    const inserts = inserted(db.calls);
    expect(inserts.map((c) => c.name)).toEqual(['Plan marzo · Precio electricidad ×1,1', `Plan marzo · Motor no disponible (${engine})`]);
    expect(inserts.map((c) => c.parentId)).toEqual([7, 7]);
    const stored = payloadFrom('inputsJson' in inserts[1]! ? inserts[1].inputsJson : inserts[1]!.inputs);
    expect(stored.metadata.valid).toBe(0);
  });

  it("refuses a child as parent before reading anything", async () => {
    const child = parent({ parent_id: 3 });
    const db = database([child]);
    const err = await refusal(launchSensitivity(db, queue(), child.row, full));
    expect([err.status, err.code]).toEqual([409, 'SENSITIVITY_OF_CHILD']);
    expect(db.calls).toEqual([]);
  });

  it('refuses a batch naming an engine the parent lacks, storing no child at all', async () => {
    const run = parent();
    const db = database([run]);
    const jobs = queue();
    const err = await refusal(launchSensitivity(db, jobs, run.row, full, [{ kind: 'elecPrice', factor: 0.8 }, { kind: 'engineOff', factor: 1, engine: 'Motor 99' }]));
    expect([err.status, err.code, err.message]).toEqual([400, 'UNKNOWN_ENGINE', 'El motor Motor 99 no existe en la simulación.']);
    expect(inserted(db.calls)).toEqual([]);
    expect(jobs.queued).toEqual([]);
  });
});

describe('readSensitivity', () => {
  const elec = { kind: 'elecPrice', factor: 1.1 };

  it("gives each executed child its figures and the others none; the tornado uses the executed ones", async () => {
    const run = parent();
    const done: StoredRun = {
      ...parent({ id: 8, name: 'hijo', parent_id: 7 }), shift: elec, parts: { ...run.parts, resultados: { totals: { COST_TOTAL: 1100, ING_TOTAL: 200, AHORRO: 40 } } },
    };
    const running: StoredRun = { row: runRow({ id: 9, name: 'en curso', parent_id: 7, status: SIMULATION_STATUS.EnEjecucion }), shift: { kind: 'gasPrice', factor: 0.9 } };
    const gone: StoredRun = { row: runRow({ id: 10, name: 'desaparecido', parent_id: 7 }), shift: { kind: 'gasPrice', factor: 1.1 } };
    const db = database([run, done, running, gone]);
    // Child 10 disappears between the listing and the read of its row.
    const list = db.sensitivity.listChildren.bind(db.sensitivity);
    db.sensitivity.listChildren = async (id) => {
      const rows = await list(id);
      db.store.runs.delete(10);
      return rows;
    };
    const r = await readSensitivity(db, run.row);
    expect(r.children.map((c) => [c.id, c.name, c.status])).toEqual([[8, 'hijo', 4], [9, 'en curso', 3], [10, 'desaparecido', 4]]);
    expect(r.parent).toMatchObject({ id: 7, name: 'Plan marzo', kpis: { netCost: 800, savings: 50 } });
    expect(r.children.map((c) => [c.id, c.kpis?.netCost ?? null])).toEqual([[8, 900], [9, null], [10, null]]);
    expect(r.tornado.map((b) => b.kind)).toEqual(['elecPrice']);
  });

  it('answers no tornado while the parent has no results', async () => {
    const run = parent({ status: SIMULATION_STATUS.EjecutadaNOK });
    const r = await readSensitivity(database([run]), run.row);
    expect([r.parent.kpis, r.tornado]).toEqual([null, []]);
  });

  it("passes on any failure other than a child without results", async () => {
    const run = parent();
    const db = database([run, { ...parent({ id: 8, name: 'hijo', parent_id: 7 }), shift: elec }]);
    db.simulations.fail('storedPayload', (_n, args) => (args[0] === 8 ? pgError('57P01') : undefined));
    await expect(readSensitivity(db, run.row)).rejects.toMatchObject({ code: '57P01' });
  });
});
