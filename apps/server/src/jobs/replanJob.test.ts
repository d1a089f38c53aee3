import { describe, expect, it } from 'vitest';
import { createBaseCase, scheduleColumns, type ScheduleItem, type SimulationPayload } from '@plantasim/domain';
import { fromPayload, solutionFromOperation } from '@plantasim/optimizer';
import { fakeRepos, type FakeRun } from '../../test/support/fakeRepositories.ts';
import { runRow } from '../../test/support/storedRuns.ts';
import { replanSolveOf } from './replanJob.ts';

/** The origin is itself a re-plan: its first engine stopped at H11 as planned (H10 marked 'parada'),
 *  ran again H12-H13 and tripped at H14 after a full H13 (no mark there). Every other engine is off. */
function origin(): { payload: SimulationPayload; programa: { motores: ScheduleItem[] } } {
  const payload = createBaseCase({ date: '15/01/2025', simulationName: 'Plan (re-planificado H14)' });
  const names = payload.planta.motores.map((m) => m.nombre);
  const on = (k: number, t: number) => (k === 0 && (t < 10 || t === 11 || t === 12) ? 1 : 0);
  const motores = names.flatMap((concepto, k) => Array.from({ length: 24 }, (_, t): ScheduleItem => ({
    concepto, hora: `H${t + 1}`, valor: on(k, t) * 3, estado: on(k, t), ...(k === 0 && t === 9 ? { transicion: 'parada' as const } : {}),
  })));
  return { payload, programa: { motores } };
}

/** The origin (7) with its parts, the re-plan of run 6 (when `chain` has requests: each a re-plan of
 *  the next, 7's first), and run 5, the day's plan the first one re-planned. */
function database(columns: unknown, chain: unknown[]) {
  const runs: FakeRun[] = chain.map((replan, k) => ({ row: runRow({ id: 7 - k }), replanOf: 6 - k, replan }));
  const origin: FakeRun = { ...(runs[0] ?? { row: runRow({ id: 7 }) }), parts: { resultado_operacion: operacion, programa_columnas: columns } };
  return fakeRepos([origin, ...runs.slice(1), { row: runRow({ id: 7 - Math.max(chain.length, 1) }) }]);
}
const operacion = { columns: [], rows: [] };

describe('replanSolveOf', () => {
  const { payload, programa } = origin();
  const [first, second, third] = payload.planta.motores.map((m) => m.nombre);
  /** The origin (7) re-planned the day's plan from H14 with the first engine tripped. */
  const chain = [{ hora: 14, unidades: [first], usarReales: false }];
  const solveOf = (columns: unknown, requests: unknown[] = chain) => replanSolveOf(database(columns, requests), 7, { hora: 18, unidades: [second!] }, payload);

  it('keeps the trips of the re-plans its origin descends from in force, each from its own hour', async () => {
    // The origin (a re-plan from H14 tripping the first engine) is itself a re-plan of a re-plan
    // from H10 that tripped the third engine: the new re-plan from H18 keeps both, and its own.
    const db = database(scheduleColumns(programa), [{ hora: 14, unidades: [first], usarReales: false }, { hora: 10, unidades: [third], usarReales: true }]);
    const job = await replanSolveOf(db, 7, { hora: 18, unidades: [second!] }, payload);
    if (typeof job === 'string') throw new Error(job);
    expect(db.calls.find((c) => c.fn === 'replanRequestsUpFrom')!.args).toEqual([7]);
    expect([job.hora, job.unidades]).toEqual([18, [second]]);
    expect(job.disparos).toEqual([{ unidad: third, hora: 10 }, { unidad: first, hora: 14 }, { unidad: second, hora: 18 }]);
    // A re-plan of the day's plan itself has only its own trip.
    const plain = await solveOf(scheduleColumns(programa), []);
    if (typeof plain === 'string') throw new Error(plain);
    expect(plain.disparos).toEqual([{ unidad: second, hora: 18 }]);
  });

  it('refuses to run when a stored request up the chain cannot be read (a trip would be lost)', async () => {
    expect(await solveOf(scheduleColumns(programa), [{ hora: 'H14' }])).toBe(
      'Petición de re-planificación no válida: indique la hora (número entero) y al menos una unidad.',
    );
  });

  it("reads the origin's engine marks with its states, so a re-plan of a re-plan keeps its trip's kept hour a full one", async () => {
    const job = await solveOf(scheduleColumns(programa));
    if (typeof job === 'string') throw new Error(job);
    const marks = job.engineMarks!;
    expect(marks).toHaveLength(payload.planta.motores.length);
    expect(marks[0]!.flatMap((m, t) => (m ? [[t, m]] : []))).toEqual([[9, 'parada']]);
    expect(job.engineStates![0]!.slice(11, 15)).toEqual([1, 1, 0, 0]);
    // The optimizer reads the hour before the trip as a full hour, the planned stop's hour as run down.
    const input = fromPayload(payload);
    if (!input.ok) throw new Error('base case');
    const plan = solutionFromOperation(input.data, operacion, job.engineStates, job.engineMarks);
    expect(plan.engines[0]!.stop.flatMap((s, t) => (s ? [t] : []))).toEqual([10, 13]);
    expect(plan.engines[0]!.stopNext.flatMap((s, t) => (s ? [t] : []))).toEqual([9]);
  });

  it('leaves the marks out for columns stored without them (the states alone then)', async () => {
    const columns = scheduleColumns(programa);
    const job = await solveOf({ ...columns, motores: columns.motores.map(({ transicion: _, ...c }) => c) });
    if (typeof job === 'string') throw new Error(job);
    expect(job.engineMarks).toBeUndefined();
    expect(job.engineStates![0]!.slice(11, 15)).toEqual([1, 1, 0, 0]);
  });

  it('passes the quarters measured on their own before H besides the hours (an hour measured per quarter reads as their mean)', async () => {
    const db = database(scheduleColumns(programa), []);
    db.actuals.put([
      { day: '2025-01-15', hour: 0, unit: 'motor.1', value: 3 },
      ...[1, 2, 3, 4].map((mw, k) => ({ day: '2025-01-15', hour: 1, quarter: 5 + k, unit: 'motor.1', value: mw })),
      ...[1, 2, 3, 4].map((mw, k) => ({ day: '2025-01-15', hour: 2, quarter: 9 + k, unit: 'motor.1', value: mw })),
    ]);
    const job = await replanSolveOf(db, 7, { hora: 3, unidades: [second!], usarReales: true }, payload);
    if (typeof job === 'string') throw new Error(job);
    expect(job.actuals).toEqual([[0, { 'motor.1': 3 }], [1, { 'motor.1': 2.5 }]]);
    // 02:00 is H3, not before it.
    expect(job.actualQuarters).toEqual([[0, 5, { 'motor.1': 1 }], [0, 6, { 'motor.1': 2 }], [0, 7, { 'motor.1': 3 }], [0, 8, { 'motor.1': 4 }]]);
  });
});
