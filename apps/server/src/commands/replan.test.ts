import { describe, expect, it } from 'vitest';
import { payloadFrom } from '../../test/support/payloads.ts';
import { createBaseCase, replanUnits, SIMULATION_STATUS, type SimulationPayload } from '@plantasim/domain';
import type { JobQueue } from '../jobs/types.ts';
import { fakeRepos, inserted, type FakeRun } from '../../test/support/fakeRepositories.ts';
import { refusal } from '../../test/support/refusal.ts';
import { runRow } from '../../test/support/storedRuns.ts';
import { launchReplan, readReplanInfo } from './replan.ts';

const full = { username: 'tecnico', role: 'full' as const };
const operator = { username: 'operador', role: 'operator' as const };
/** 10:00 in Madrid on the origin's day: its one-day horizon includes today. */
const now = new Date('2025-01-15T09:00:00Z');

/** A database holding these runs; the next simulation stored gets id 11. */
function database(...runs: FakeRun[]) {
  const db = fakeRepos(runs);
  db.store.idsFrom = 11;
  return db;
}

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
const stored = (operation = true): FakeRun => ({ row: origin, inputs: inputs(), parts: operation ? { resultado_operacion: { columns: [], rows: [] } } : {} });
/** The origin planned in quarter hours: its tables per period are stored beside the hourly ones. */
const storedQuarters = (): FakeRun => ({
  row: origin, inputs: inputs(),
  parts: { resultado_operacion: { columns: [], rows: [] }, resultado_operacion_cuartos: { columns: [], rows: [] } },
});

describe('launchReplan', () => {
  it('stores a linked run at status 3 named after the origin and queues its solve', async () => {
    const db = database(stored());
    const jobs = queue();
    const r = await launchReplan(db, jobs, origin, operator, { hora: 5, unidades: [engine()] }, 'en', now);
    expect(r).toEqual({ status: 200, message: 'Re-plan from H5 launched as simulation 11.', id: 11, origen: 7 });
    expect(jobs.queued).toEqual([11]);
    const insert = inserted(db.calls);
    expect(insert).toHaveLength(1);
    expect([insert[0]!.name, insert[0]!.username, insert[0]!.status]).toEqual(['Plan · Re-plan. H5', 'operador', SIMULATION_STATUS.EnEjecucion]);
    expect(insert[0]!.replanOf).toBe(7);
    const saved = payloadFrom('inputsJson' in insert[0]! ? insert[0].inputsJson : insert[0]!.inputs);
    expect([saved.metadata.simulation_name, saved.metadata.valid]).toEqual(['Plan · Re-plan. H5', 0]);
  });

  it('refuses a malformed request with 400 in the request language, reading and storing nothing', async () => {
    const db = database(stored());
    const err = await refusal(launchReplan(db, queue(), origin, full, { hora: 2.5, unidades: [] }, 'en', now));
    expect([err.status, err.code, err.message]).toEqual([400, 'BAD_REPLAN_REQUEST', 'Invalid re-plan request: give the hour (a whole number) and at least one unit.']);
    expect(db.calls).toEqual([]);
  });

  it('refuses with 409 a run that did not end OK and with 400 an hour outside the horizon, storing nothing', async () => {
    const failed = runRow({ id: 7, status: SIMULATION_STATUS.EjecutadaNOK });
    const db = database(stored());
    const jobs = queue();
    const notOk = await refusal(launchReplan(db, jobs, failed, full, { hora: 5, unidades: [engine()] }, 'es', now));
    expect([notOk.status, notOk.code, notOk.extra?.reason]).toEqual([409, 'REPLAN_REFUSED', 'replan.notExecuted']);
    expect(notOk.message).toMatch(/^Solo se puede re-planificar una simulación ejecutada correctamente \(estado: .+\)\.$/);
    const outside = await refusal(launchReplan(db, jobs, origin, full, { hora: 25, unidades: [engine()] }, 'es', now));
    expect([outside.status, outside.extra?.reason, outside.message]).toEqual([400, 'replan.hourOutside', 'La hora H25 no está en el horizonte: debe estar entre H2 y H24.']);
    const unknown = await refusal(launchReplan(db, jobs, origin, full, { hora: 5, unidades: ['Turbina'] }, 'en', now));
    expect([unknown.status, unknown.extra?.reason, unknown.message]).toEqual([400, 'replan.unknownUnit', 'Unit "Turbina" does not exist in the simulation.']);
    expect(db.calls.some((c) => c.fn === 'insertSimulation' || c.repo === 'simulationResults')).toBe(false);
    expect(jobs.queued).toEqual([]);
  });

  it('refuses with 409 a run whose horizon is past on the Madrid calendar', async () => {
    const db = database(stored());
    const err = await refusal(launchReplan(db, queue(), origin, full, { hora: 5, unidades: [engine()] }, 'en', new Date('2025-01-17T09:00:00Z')));
    expect([err.status, err.extra?.reason, err.message]).toEqual([409, 'replan.notCurrent', 'Only simulations whose horizon (15/01/2025 to 15/01/2025) includes today or tomorrow (17/01/2025) can be re-planned.']);
  });

  it('refuses with 409 an origin without a stored operation table, storing nothing', async () => {
    const db = database(stored(false));
    const jobs = queue();
    const err = await refusal(launchReplan(db, jobs, origin, full, { hora: 5, unidades: [engine()] }, 'es', now));
    expect([err.status, err.extra?.reason, err.message]).toEqual([409, 'replan.noOperation', 'La simulación de origen no tiene tabla de operación guardada: no se puede re-planificar.']);
    expect(jobs.queued).toEqual([]);
  });

  it('launches the re-plan of a run planned in quarter hours, which its job re-plans on the run\'s own clock', async () => {
    const db = database(storedQuarters());
    const jobs = queue();
    const r = await launchReplan(db, jobs, origin, full, { hora: 5, unidades: [engine()] }, 'en', now);
    expect(r).toEqual({ status: 200, message: 'Re-plan from H5 launched as simulation 11.', id: 11, origen: 7 });
    expect(inserted(db.calls)).toHaveLength(1);
    expect(jobs.queued).toEqual([11]);
  });
});

describe('readReplanInfo', () => {
  it('offers the re-plan of a run planned in quarter hours like any other', async () => {
    const db = database(storedQuarters());
    const info = await readReplanInfo(db, origin, full, 'es', now);
    expect([info.noReplanificable, info.horas, info.primeraHora, info.horaPropuesta]).toEqual([null, 24, 2, 12]);
  });

  it('proposes H1 of a plan for tomorrow, which may be re-planned whole', async () => {
    const info = await readReplanInfo(withReplans(), origin, full, 'es', new Date('2025-01-14T16:20:00Z'));
    expect([info.noReplanificable, info.primeraHora, info.horaPropuesta]).toEqual([null, 1, 1]);
  });

  /** The origin with two re-plans of it, one the operator's and one another user's. */
  const withReplans = () => database(stored(), ...[12, 13].map((id): FakeRun => ({
    row: runRow({ id, name: 'Plan · Re-plan. H5', username: id === 12 ? 'operador' : 'otro', created: '2025-01-15T10:00:00.000Z' }),
    inputs: inputs(), replanOf: 7, replan: { hora: 5, unidades: [engine()] },
  })));

  it("lists an operator only their own re-plans of a run, and a full user everyone's", async () => {
    const db = withReplans();
    const info = await readReplanInfo(db, origin, operator, 'es', now);
    expect([info.noReplanificable, info.horas, info.origen, info.peticion, info.resultado]).toEqual([null, 24, null, null, null]);
    // 10:00 in Madrid on the plan's own day: from H2 on, and H12 (11–12) proposed.
    expect([info.primeraHora, info.horaPropuesta]).toEqual([2, 12]);
    expect(info.replanificaciones.map((l) => l.id)).toEqual([12]);
    expect(db.calls.find((c) => c.fn === 'replansOf')!.args).toEqual([7, 'operador']);
    const asFull = withReplans();
    expect((await readReplanInfo(asFull, origin, full, 'es', now)).replanificaciones.map((l) => l.id)).toEqual([12, 13]);
    expect(asFull.calls.find((c) => c.fn === 'replansOf')!.args).toEqual([7, undefined]);
  });

  it('says why a past run cannot be re-planned, in the request language', async () => {
    const db = withReplans();
    const info = await readReplanInfo(db, origin, full, 'en', new Date('2025-01-17T09:00:00Z'));
    expect(info.noReplanificable).toBe('Only simulations whose horizon (15/01/2025 to 15/01/2025) includes today or tomorrow (17/01/2025) can be re-planned.');
  });
});
