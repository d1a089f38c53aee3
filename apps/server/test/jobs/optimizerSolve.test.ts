import { describe, expect, it } from 'vitest';
import { explainReplanOf, optimizerSolve, outcomeOf, replanJobOf, resultsOf, runProgressOf } from '../../src/jobs/optimizerSolve.ts';
import { createBaseCase, dayQuarterKeys, runProgressSchema } from '@plantasim/domain';
import { fromPayload } from '@plantasim/optimizer';
import { failureReason } from '../../src/jobs/reasons.ts';

describe('optimizer outcome mapping', () => {
  const solved = { programa: { motores: [], calderas: [], conceptos: [], conceptos_programas: [], total_consumo_gas: 1, arranques_motores: [] }, operacion: { columns: [], rows: [] }, economico: { columns: [], rows: [], totals: { BENEFICIO_BRUTO: 5 }, esquema_liquidacion: 'venta_total' as const }, warnings: [] };

  it('keeps optimal and time-limited solutions as results (4)', () => {
    expect(outcomeOf({ ...solved, stats: { status: 'optimal' } })).toMatchObject({ status: 'optimal', results: { programa: solved.programa, resultado_operacion: solved.operacion, resultado_economico: solved.economico } });
    expect(outcomeOf({ ...solved, stats: { status: 'time_limit', gap: 0.01 } as { status: string } })).toMatchObject({ status: 'optimal', stats: { gap: 0.01 } });
    expect(outcomeOf({ ...solved, stats: { status: 'feasible', gap: 2e-4 } as { status: string } })).toMatchObject({ status: 'optimal', stats: { gap: 2e-4 } });
    expect(resultsOf(solved).resultados).toMatchObject({ totals: { BENEFICIO_BRUTO: 5 } });
  });

  it('turns runs without a solution into failures (5)', () => {
    expect(outcomeOf({ stats: { status: 'infeasible' } }).status).toBe('infeasible');
    expect(outcomeOf({ stats: { status: 'time_limit' } }).status).toBe('time_limit');
    expect(outcomeOf({ stats: { status: 'unbounded' } })).toMatchObject({ status: 'error', message: 'unbounded' });
    expect(outcomeOf({}).status).toBe('error');
  });

  it('hands the run\'s page the phase and the annual pass of each progress report, in the contract\'s shape', () => {
    const pass = runProgressOf({ phase: 'window', window: 3, windows: 53, hoursDone: 504, hours: 8784, objective: 1, gap: 0, pass: 2 });
    expect(pass).toEqual({ done: 504, total: 8784, window: 3, windows: 53, phase: 'window', pass: 2 });
    const bound = runProgressOf({ phase: 'bound', window: 7, windows: 53, hoursDone: 1160, hours: 8784 });
    expect(bound).toEqual({ done: 1160, total: 8784, window: 7, windows: 53, phase: 'bound' });
    expect(runProgressSchema.parse(pass)).toEqual(pass);
    expect(runProgressSchema.parse(bound)).toEqual(bound);
  });

  it('words the reasons in Spanish with the detail', () => {
    expect(failureReason('infeasible')).toBe('El problema no tiene solución factible');
    expect(failureReason('error', 'unbounded')).toBe('Error del optimizador: unbounded');
  });
});

describe('re-plan job', () => {
  const request = {
    origen: 7, hora: 18, unidades: ['Motor 2'], usarReales: true, operacion: { columns: [], rows: [] }, actuals: [[0, { 'motor.1': 2 }]] as [number, Record<string, number>][],
    disparos: [{ unidad: 'Motor 1', hora: 14 }, { unidad: 'Motor 2', hora: 18 }],
  };
  const inputOf = (p: Parameters<typeof fromPayload>[0]) => {
    const r = fromPayload(p);
    if (!r.ok) throw new Error('payload');
    return r.data;
  };

  it('hands the optimizer every trip in force from its own hour, 0-based', () => {
    const job = replanJobOf(request, inputOf(createBaseCase({ date: '15/11/2025' })));
    expect([job.from, job.trips, job.actuals]).toEqual([17, [{ unit: 'Motor 1', from: 13 }, { unit: 'Motor 2', from: 17 }], [[0, { 'motor.1': 2 }]]]);
  });

  it('puts H, the trips and the measured hours on the quarters of a run planned in quarter hours', () => {
    const base = createBaseCase({ date: '15/11/2025' });
    const quarters = dayQuarterKeys({ year: 2025, month: 11, day: 15 }).map((fecha_hora, i) => ({ fecha_hora, periodo: i + 1, valor: 80 }));
    const input = inputOf({ ...base, configuracion: { ...base.configuracion, resolucion: 'cuartohoraria' }, elec_precios_manual_cuartos: quarters });
    expect(input.hours).toBe(96);
    const job = replanJobOf(request, input);
    expect([job.from, job.trips]).toEqual([68, [{ unit: 'Motor 1', from: 52 }, { unit: 'Motor 2', from: 68 }]]);
    expect(job.actuals).toEqual([0, 1, 2, 3].map((t) => [t, { 'motor.1': 2 }]));
    // Its explanation re-solves from the same period.
    expect(explainReplanOf({ hora: 18, disparos: request.disparos }, input)).toEqual({ from: 68, trips: job.trips });
    expect(explainReplanOf({ hora: 18, disparos: request.disparos }, inputOf(base)).from).toBe(17);
  });
});

describe('a quarter-hourly scenario planned hourly on some days', () => {
  it('says so first among the results\' warnings, naming the days', async () => {
    const base = createBaseCase({ date: '15/11/2025', horizonDays: 2 });
    const quarters = dayQuarterKeys({ year: 2025, month: 11, day: 16 }).map((fecha_hora, i) => ({ fecha_hora, periodo: i + 1, valor: 80 + (i % 8) }));
    const payload = { ...base, configuracion: { ...base.configuracion, resolucion: 'cuartohoraria' as const }, elec_precios_manual_cuartos: quarters };
    const outcome = await optimizerSolve(payload, { signal: new AbortController().signal });
    expect(outcome.status).toBe('optimal');
    expect(outcome.results?.resultados?.cuartos).toBe(true);
    expect(outcome.results?.resultados?.warnings[0]).toMatchObject({
      code: 'PLANNED_HOURLY',
      es: 'Resolución cuartohoraria: los días sin precios cuartohorarios completos (15/11/2025) se planificaron por horas; el resto del horizonte, por cuartos de hora.',
    });
  }, 60_000);
});
