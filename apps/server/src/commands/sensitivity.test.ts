import { describe, expect, it } from 'vitest';
import { payloadFrom } from '../../test/support/payloads.ts';
import { createBaseCase, scheduleColumns, SIMULATION_STATUS, type Shift } from '@plantasim/domain';
import type { JobQueue } from '../jobs/types.ts';
import { pgError, refusal, scriptedDb, type Rule } from '../../test/support/scriptedDb.ts';
import { runRow, storedRunRules, type StoredRun } from '../../test/support/storedRuns.ts';
import { launchSensitivity, readSensitivity } from './sensitivity.ts';

const INSERT = /^INSERT INTO simulations/;
const CHILDREN = /WHERE parent_id = \$1 AND status <> \$2/;
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

let nextId = 100;
const insertRule: Rule = [INSERT, (p) => ({
  rows: [{ id: nextId++, name: p[0], username: p[1], created: new Date(), status: p[2], valid: 0, last_update: new Date(), mode: p[4], parent_id: p[5] }],
})];

function queue(): JobQueue & { queued: number[] } {
  const queued: number[] = [];
  return { kind: 'local', queued, enqueue: async (id) => { queued.push(id); }, abortLocal: () => {}, holds: () => false, close: async () => {} };
}

describe('launchSensitivity', () => {
  it("launches one child per shift, named after the parent and linked to it; the engine taken out is the one that ran most", async () => {
    nextId = 100;
    const run = parent();
    const db = scriptedDb([...storedRunRules([run]), insertRule]);
    const jobs = queue();
    const shifts: Shift[] = [{ kind: 'elecPrice', factor: 1.1 }, { kind: 'engineOff', factor: 1 }];
    const r = await launchSensitivity(db, jobs, run.row, full, shifts);
    const engine = run.inputs!.planta.motores[2]!.nombre;
    expect(r).toEqual({
      status: 200, message: 'Análisis de sensibilidad lanzado: 2 simulaciones.', parent: 7,
      children: [{ id: 100, shift: { kind: 'elecPrice', factor: 1.1 } }, { id: 101, shift: { kind: 'engineOff', factor: 1, engine } }],
    });
    expect(jobs.queued).toEqual([100, 101]);
    const inserts = db.calls.filter((c) => INSERT.test(c.sql));
    expect(inserts.map((c) => c.params[0])).toEqual(['Plan marzo · Precio electricidad ×1,1', `Plan marzo · Motor no disponible (${engine})`]);
    expect(inserts.map((c) => c.params[5])).toEqual([7, 7]);
    const stored = payloadFrom(inserts[1]!.params[3]);
    expect(stored.metadata.valid).toBe(0);
  });

  it("refuses a child as parent before reading anything", async () => {
    const db = scriptedDb([]);
    const err = await refusal(launchSensitivity(db, queue(), parent({ parent_id: 3 }).row, full));
    expect([err.status, err.code]).toEqual([409, 'SENSITIVITY_OF_CHILD']);
    expect(db.calls).toEqual([]);
  });

  it('refuses a batch naming an engine the parent lacks, storing no child at all', async () => {
    const run = parent();
    const db = scriptedDb(storedRunRules([run]));
    const jobs = queue();
    const err = await refusal(launchSensitivity(db, jobs, run.row, full, [{ kind: 'elecPrice', factor: 0.8 }, { kind: 'engineOff', factor: 1, engine: 'Motor 99' }]));
    expect([err.status, err.code, err.message]).toEqual([400, 'UNKNOWN_ENGINE', 'El motor Motor 99 no existe en la simulación.']);
    expect(db.calls.some((c) => INSERT.test(c.sql))).toBe(false);
    expect(jobs.queued).toEqual([]);
  });
});

describe('readSensitivity', () => {
  const children = (rows: unknown[]): Rule => [CHILDREN, { rows }];
  const elec = { kind: 'elecPrice', factor: 1.1 };

  it("gives each executed child its figures and the others none; the tornado uses the executed ones", async () => {
    const run = parent();
    const done: StoredRun = { ...parent({ id: 8, name: 'hijo', parent_id: 7 }), parts: { ...run.parts, resultados: { totals: { COST_TOTAL: 1100, ING_TOTAL: 200, AHORRO: 40 } } } };
    const running: StoredRun = { row: runRow({ id: 9, parent_id: 7, status: SIMULATION_STATUS.EnEjecucion }) };
    const db = scriptedDb([children([
      { id: 8, name: 'hijo', status: 4, shift: elec }, { id: 9, name: 'en curso', status: 3, shift: { kind: 'gasPrice', factor: 0.9 } },
      { id: 10, name: 'desaparecido', status: 4, shift: { kind: 'gasPrice', factor: 1.1 } },
    ]), ...storedRunRules([run, done, running])]);
    const r = await readSensitivity(db, run.row);
    expect(r.parent).toMatchObject({ id: 7, name: 'Plan marzo', kpis: { netCost: 800, savings: 50 } });
    expect(r.children.map((c) => [c.id, c.kpis?.netCost ?? null])).toEqual([[8, 900], [9, null], [10, null]]);
    expect(r.tornado.map((b) => b.kind)).toEqual(['elecPrice']);
  });

  it('answers no tornado while the parent has no results', async () => {
    const run = parent({ status: SIMULATION_STATUS.EjecutadaNOK });
    const r = await readSensitivity(scriptedDb([children([]), ...storedRunRules([run])]), run.row);
    expect([r.parent.kpis, r.tornado]).toEqual([null, []]);
  });

  it("passes on any failure other than a child without results", async () => {
    const run = parent();
    const broken: Rule = [/^SELECT inputs FROM simulations WHERE id = \$1/, (p) => (p[0] === 8 ? { error: pgError('57P01') } : { rows: [{ inputs: run.inputs }] })];
    const db = scriptedDb([children([{ id: 8, name: 'hijo', status: 4, shift: elec }]), broken, ...storedRunRules([run, { ...parent({ id: 8, parent_id: 7 }) }])]);
    await expect(readSensitivity(db, run.row)).rejects.toMatchObject({ code: '57P01' });
  });
});
