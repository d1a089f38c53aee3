import { describe, expect, it } from 'vitest';
import { createBaseCase } from '../plant/baseCase.ts';
import { describeProblem } from '../messages/payloadIssues.ts';
import type { Configuracion } from '../schemas/configuracion.ts';
import { effectiveExecutionMode, horizonProblem } from './horizonRule.ts';

const config = (over: Partial<Configuracion>): Configuracion => ({ ...createBaseCase({ date: '15/01/2025' }).configuracion, ...over });

describe('horizonProblem', () => {
  it('allows OMIE 1 day only', () => {
    expect(horizonProblem(config({ precios: 'OMIE', horizonte: 1, horizonte_horas: 24 }))).toBeNull();
    const p = horizonProblem(config({ precios: 'OMIE', horizonte: 3, horizonte_horas: 72 }));
    expect(p).toEqual({ segments: ['configuracion', 'horizonte'], code: 'problem.horizonOmie', params: { days: 3 } });
    expect(describeProblem(p!, 'es')).toBe('General › Configuración › Horizonte: con precios OMIE el horizonte solo puede ser de 1 día (se recibieron 3)');
    expect(describeProblem(p!, 'en')).toBe('General › Configuration › Horizon: with OMIE prices the horizon can only be 1 day (3 received)');
  });

  it('allows 1 to 7 days for the forecast and Manual, in every free mode', () => {
    for (const precios of ['Prevision', 'Manual'] as const) {
      for (const modoEjecucion of [0, 1, 2] as const) {
        expect(horizonProblem(config({ precios, modoEjecucion, horizonte: 7, horizonte_horas: 168 }))).toBeNull();
        expect(horizonProblem(config({ precios, modoEjecucion, horizonte: 8, horizonte_horas: 192 }))?.code).toBe('problem.horizonOptions');
      }
    }
    expect(describeProblem(horizonProblem(config({ precios: 'Prevision', horizonte: 9, horizonte_horas: 216 }))!))
      .toBe('General › Configuración › Horizonte: con precios Previsión el horizonte debe ser de 1 a 7 días (se recibieron 9)');
  });

  it('leaves backtesting and planning to their own horizon, also when sent as mode 2 with the mode text', () => {
    expect(horizonProblem(config({ precios: 'OMIE', modoEjecucion: 3, modoEjecucionTexto: 'Backtesting', horizonte: 31, horizonte_horas: 744 }))).toBeNull();
    expect(horizonProblem(config({ precios: 'OMIE', modoEjecucion: 2, modoEjecucionTexto: 'Backtesting', horizonte: 31, horizonte_horas: 744 }))).toBeNull();
    expect(horizonProblem(config({ precios: 'Manual', modoEjecucion: 2, modoEjecucionTexto: 'Planificación', horizonte: 365, horizonte_horas: 8760 }))).toBeNull();
    expect(effectiveExecutionMode(config({ modoEjecucion: 2, mesPlanificacion: true }))).toBe(4);
    expect(effectiveExecutionMode(config({ modoEjecucion: 2 }))).toBe(2);
  });
});
