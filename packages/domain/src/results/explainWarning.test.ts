import { describe, expect, it } from 'vitest';
import { explainFailedWarning, withExplainFailed } from './explainWarning.ts';

describe('explainFailedWarning', () => {
  it('says in both languages that the explanation failed, why, and that the plan stands', () => {
    const w = explainFailedWarning('HiGHS se detuvo por su tiempo límite.');
    expect(w.code).toBe('EXPLAIN_FAILED');
    expect(w.es).toBe('No se pudo calcular la explicación de las decisiones: HiGHS se detuvo por su tiempo límite. El plan y sus resultados no cambian.');
    expect(w.en).toContain('The explanation of the decisions could not be computed');
    expect(explainFailedWarning().en).toContain("the simulation's stored data could not be read");
  });

  it('is added once to the summary, after its other warnings', () => {
    const other = { code: 'UNMET_STEAM' as const, es: 'a', en: 'a' };
    const once = withExplainFailed({ stats: null, totals: null, warnings: [other] }, explainFailedWarning('x'));
    const twice = withExplainFailed(once, explainFailedWarning('y'));
    expect(twice.warnings.map((w) => w.code)).toEqual(['UNMET_STEAM', 'EXPLAIN_FAILED']);
    expect(twice.warnings[1]!.en).toContain(': y.');
  });
});
