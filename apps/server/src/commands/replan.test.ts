import { describe, expect, it } from 'vitest';
import { payloadFrom } from '../../test/support/payloads.ts';
import { createBaseCase, replanUnits, SIMULATION_STATUS, type SimulationPayload } from '@plantasim/domain';
import type { JobQueue } from '../jobs/types.ts';
import { refusal, scriptedDb, type Rule } from '../../test/support/scriptedDb.ts';
import { PART, runRow, storedRunRules } from '../../test/support/storedRuns.ts';
import { launchReplan, readReplanInfo } from './replan.ts';

const INSERT = /^INSERT INTO simulations/;
const REPLANS = /WHERE replan_of = \$1/;
const ORIGIN = /JOIN simulations o ON o.id = s.replan_of/;
const full = { username: 'tecnico', role: 'full' as const };
const operator = { username: 'operador', role: 'operator' as const };
/** 10:00 in Madrid on the origin's day: its one-day horizon includes today. */
const now = new Date('2025-01-15T09:00:00Z');

const insertRule: Rule = [INSERT, (p) => ({
  rows: [{ id: 11, name: p[0], username: p[1], created: new Date('2025-01-15T09:00:00Z'), status: p[2], valid: 0, last_update: new Date('2025-01-15T09:00:00Z'), mode: p[4], parent_id: null }],
})];

function queue(): JobQueue & { queued: number[] } {
  const queued: number[] = [];
  return { kind: 'local', queued, enqueue: async (id) => { queued.push(id); }, abortLocal: () => {}, holds: () => false, close: async () => {} };
}

/** The origin is the day's valid plan; its re-plan must not be. */
function inputs(): SimulationPayload {
  const p = createBaseCase({ date: '15/01/2025', simulationName: 'Plan' });
  return { ...p, metadata: { ...p.metadata, valid: 1 } };
}
const origin = runRow({ id: 7, name: 'Plan' });
const engine = () => replanUnits(inputs().planta)[0]!.nombre;
/** The origin stored with its inputs and, unless told otherwise, its operation table. */
const stored = (operation = true) => storedRunRules([{ row: origin, inputs: inputs(), parts: operation ? { resultado_operacion: { columns: [], rows: [] } } : {} }]);
/** The origin planned in quarter hours: its tables per period are stored beside the hourly ones. */
const storedQuarters = () => storedRunRules([{
  row: origin, inputs: inputs(),
  parts: { resultado_operacion: { columns: [], rows: [] }, resultado_operacion_cuartos: { columns: [], rows: [] } },
}]);

describe('launchReplan', () => {
  it('stores a linked run at status 3 named after the origin and queues its solve', async () => {
    const db = scriptedDb([insertRule, ...stored()]);
    const jobs = queue();
    const r = await launchReplan(db, jobs, origin, operator, { hora: 5, unidades: [engine()] }, 'en', now);
    expect(r).toEqual({ status: 200, message: 'Re-plan from H5 launched as simulation 11.', id: 11, origen: 7 });
    expect(jobs.queued).toEqual([11]);
    const insert = db.calls.filter((c) => INSERT.test(c.sql));
    expect(insert).toHaveLength(1);
    expect(insert[0]!.params.slice(0, 3)).toEqual(['Plan · Re-plan. H5', 'operador', SIMULATION_STATUS.EnEjecucion]);
    expect(insert[0]!.params).toContain(7);
    const saved = payloadFrom(insert[0]!.params[3]);
    expect([saved.metadata.simulation_name, saved.metadata.valid]).toEqual(['Plan · Re-plan. H5', 0]);
  });

  it('refuses a malformed request with 400 in the request language, reading and storing nothing', async () => {
    const db = scriptedDb([]);
    const err = await refusal(launchReplan(db, queue(), origin, full, { hora: 2.5, unidades: [] }, 'en', now));
    expect([err.status, err.code, err.message]).toEqual([400, 'BAD_REPLAN_REQUEST', 'Invalid re-plan request: give the hour (a whole number) and at least one unit.']);
    expect(db.calls).toEqual([]);
  });

  it('refuses with 409 a run that did not end OK and with 400 an hour outside the horizon, storing nothing', async () => {
    const failed = runRow({ id: 7, status: SIMULATION_STATUS.EjecutadaNOK });
    const db = scriptedDb(stored());
    const jobs = queue();
    const notOk = await refusal(launchReplan(db, jobs, failed, full, { hora: 5, unidades: [engine()] }, 'es', now));
    expect([notOk.status, notOk.code, notOk.extra?.reason]).toEqual([409, 'REPLAN_REFUSED', 'replan.notExecuted']);
    expect(notOk.message).toMatch(/^Solo se puede re-planificar una simulación ejecutada correctamente \(estado: .+\)\.$/);
    const outside = await refusal(launchReplan(db, jobs, origin, full, { hora: 25, unidades: [engine()] }, 'es', now));
    expect([outside.status, outside.extra?.reason, outside.message]).toEqual([400, 'replan.hourOutside', 'La hora H25 no está en el horizonte: debe estar entre H2 y H24.']);
    const unknown = await refusal(launchReplan(db, jobs, origin, full, { hora: 5, unidades: ['Turbina'] }, 'en', now));
    expect([unknown.status, unknown.extra?.reason, unknown.message]).toEqual([400, 'replan.unknownUnit', 'Unit "Turbina" does not exist in the simulation.']);
    expect(db.calls.some((c) => INSERT.test(c.sql) || PART.test(c.sql))).toBe(false);
    expect(jobs.queued).toEqual([]);
  });

  it('refuses with 409 a run whose horizon is past on the Madrid calendar', async () => {
    const db = scriptedDb(stored());
    const err = await refusal(launchReplan(db, queue(), origin, full, { hora: 5, unidades: [engine()] }, 'en', new Date('2025-01-17T09:00:00Z')));
    expect([err.status, err.extra?.reason, err.message]).toEqual([409, 'replan.notCurrent', 'Only simulations whose horizon (15/01/2025 to 15/01/2025) includes today or tomorrow (17/01/2025) can be re-planned.']);
  });

  it('refuses with 409 an origin without a stored operation table, storing nothing', async () => {
    const db = scriptedDb(stored(false));
    const jobs = queue();
    const err = await refusal(launchReplan(db, jobs, origin, full, { hora: 5, unidades: [engine()] }, 'es', now));
    expect([err.status, err.extra?.reason, err.message]).toEqual([409, 'replan.noOperation', 'La simulación de origen no tiene tabla de operación guardada: no se puede re-planificar.']);
    expect(jobs.queued).toEqual([]);
  });

  it('launches the re-plan of a run planned in quarter hours, which its job re-plans on the run\'s own clock', async () => {
    const db = scriptedDb([insertRule, ...storedQuarters()]);
    const jobs = queue();
    const r = await launchReplan(db, jobs, origin, full, { hora: 5, unidades: [engine()] }, 'en', now);
    expect(r).toEqual({ status: 200, message: 'Re-plan from H5 launched as simulation 11.', id: 11, origen: 7 });
    expect(db.calls.filter((c) => INSERT.test(c.sql))).toHaveLength(1);
    expect(jobs.queued).toEqual([11]);
  });
});

describe('readReplanInfo', () => {
  it('offers the re-plan of a run planned in quarter hours like any other', async () => {
    const db = scriptedDb([[ORIGIN, { rows: [] }], [REPLANS, { rows: [] }], ...storedQuarters()]);
    const info = await readReplanInfo(db, origin, full, 'es', now);
    expect([info.noReplanificable, info.horas, info.primeraHora, info.horaPropuesta]).toEqual([null, 24, 2, 12]);
  });

  it('proposes H1 of a plan for tomorrow, which may be re-planned whole', async () => {
    const info = await readReplanInfo(scriptedDb(rules()), origin, full, 'es', new Date('2025-01-14T16:20:00Z'));
    expect([info.noReplanificable, info.primeraHora, info.horaPropuesta]).toEqual([null, 1, 1]);
  });

  const rules = (): Rule[] => [[ORIGIN, { rows: [] }], [REPLANS, { rows: [{ id: 12, name: 'Plan · Re-plan. H5', status: 4, created: new Date('2025-01-15T10:00:00Z') }] }], ...stored()];

  it("lists an operator only their own re-plans of a run, and a full user everyone's", async () => {
    const db = scriptedDb(rules());
    const info = await readReplanInfo(db, origin, operator, 'es', now);
    expect([info.noReplanificable, info.horas, info.origen, info.peticion, info.resultado]).toEqual([null, 24, null, null, null]);
    // 10:00 in Madrid on the plan's own day: from H2 on, and H12 (11–12) proposed.
    expect([info.primeraHora, info.horaPropuesta]).toEqual([2, 12]);
    expect(info.replanificaciones.map((l) => l.id)).toEqual([12]);
    expect(db.calls.find((c) => REPLANS.test(c.sql))!.params[2]).toBe('operador');
    const asFull = scriptedDb(rules());
    await readReplanInfo(asFull, origin, full, 'es', now);
    expect(asFull.calls.find((c) => REPLANS.test(c.sql))!.params[2]).toBeNull();
  });

  it('says why a past run cannot be re-planned, in the request language', async () => {
    const db = scriptedDb(rules());
    const info = await readReplanInfo(db, origin, full, 'en', new Date('2025-01-17T09:00:00Z'));
    expect(info.noReplanificable).toBe('Only simulations whose horizon (15/01/2025 to 15/01/2025) includes today or tomorrow (17/01/2025) can be re-planned.');
  });
});
