import { describe, expect, it } from 'vitest';
import { createBaseCase, SIMULATION_STATUS, type SimulationPayload } from '@plantasim/domain';
import type { JobQueue } from '../jobs/types.ts';
import { scriptedDb, type Rule } from '../../test/support/scriptedDb.ts';
import { launchPrepared, launchSimulation, saveSimulation } from './launchSimulation.ts';
import { preparedInputs } from './preparedInputs.ts';

const INSERT = /^INSERT INTO simulations/;
const TRANSITION = /^WITH moved AS/;

/** The insert answered as the table would: the row with id 11 and the values given. */
const insertRule: Rule = [INSERT, (p) => ({
  rows: [{ id: 11, name: p[0], username: p[1], created: new Date('2025-01-15T08:00:00Z'), status: p[2], valid: 0, last_update: new Date('2025-01-15T08:00:00Z'), mode: p[4], parent_id: p[5] }],
})];

function queue(fail?: Error): JobQueue & { queued: number[] } {
  const queued: number[] = [];
  return {
    kind: 'local', queued,
    enqueue: async (id) => { if (fail) throw fail; queued.push(id); },
    abortLocal: () => {}, close: async () => {},
  };
}

const full = { username: 'tecnico', role: 'full' as const };
const operator = { username: 'operador', role: 'operator' as const };
const stored = (params: unknown[]): SimulationPayload => JSON.parse(params[3] as string) as SimulationPayload;

describe('launchSimulation', () => {
  it('stores the run at status 3 and queues its solve', async () => {
    const db = scriptedDb([insertRule]);
    const jobs = queue();
    const s = await launchSimulation(db, jobs, createBaseCase({ date: '15/01/2025', simulationName: 'Plan' }), full, new Date('2025-01-15T08:00:00Z'));
    expect(s).toEqual({ id: 11, status: SIMULATION_STATUS.EnEjecucion, name: 'Plan' });
    expect(jobs.queued).toEqual([11]);
    expect(db.calls.map((c) => c.params[2])).toEqual([SIMULATION_STATUS.EnEjecucion]);
  });

  it('stores backtesting and planning as mode 2 with the mode text, and an operator always in the operator view', async () => {
    const db = scriptedDb([insertRule]);
    await launchSimulation(db, queue(), createBaseCase({ date: '01/01/2025', modoEjecucion: 4 }), operator, new Date('2025-01-15T08:00:00Z'));
    const [insert] = db.calls;
    const payload = stored(insert!.params);
    expect(payload.configuracion.modoEjecucion).toBe(2);
    expect(payload.configuracion.modoEjecucionTexto).toBe('Planificación');
    expect(insert!.params[4]).toBe('Planificación');
    expect(payload.metadata.vista_operador).toBe(true);
  });

  it('links a sensitivity child to its parent and stores its shift', async () => {
    const db = scriptedDb([insertRule]);
    const shift = { kind: 'elecPrice', factor: 1.1 };
    await launchSimulation(db, queue(), createBaseCase({ date: '15/01/2025' }), full, new Date(), { parentId: 4, shift });
    expect(db.calls[0]!.params.slice(5)).toEqual([4, JSON.stringify(shift), null, null]);
  });

  it('links a re-plan to its origin and stores its request, as no sensitivity child', async () => {
    const db = scriptedDb([insertRule]);
    const request = { hora: 14, unidades: ['Motor cogeneración 1'], usarReales: false };
    await launchPrepared(db, queue(), preparedInputs(createBaseCase({ date: '15/01/2025' })), full, { replanOf: 3, replan: request });
    expect(db.calls[0]!.params.slice(5)).toEqual([null, null, 3, JSON.stringify(request)]);
  });

  it('ends the run as 5 with the crash reason when the queue refuses it, and passes the error on', async () => {
    const db = scriptedDb([insertRule, [TRANSITION, { rows: [{ id: 11 }] }]]);
    const refused = new Error('cola cerrada');
    await expect(launchPrepared(db, queue(refused), preparedInputs(createBaseCase({ date: '15/01/2025' })), full)).rejects.toBe(refused);
    const transition = db.calls[1]!;
    expect(transition.params.slice(0, 3)).toEqual([11, SIMULATION_STATUS.EjecutadaNOK, [SIMULATION_STATUS.EnEjecucion]]);
    expect(transition.params[6]).toBe('Fallo inesperado durante la ejecución: cola cerrada');
  });
});

describe('saveSimulation', () => {
  it('stores status 2 without queueing, the untitled name when none is given', async () => {
    const db = scriptedDb([insertRule]);
    const payload = createBaseCase({ date: '15/01/2025', simulationName: '   ' });
    expect(await saveSimulation(db, preparedInputs(payload), full)).toEqual({ id: 11, status: SIMULATION_STATUS.Guardada, name: 'Sin título' });
    expect(db.calls.map((c) => c.params[2])).toEqual([SIMULATION_STATUS.Guardada]);
  });
});
