// An explanation that fails never fails the solve: the results come back without one and with a
// warning in both languages.
import { describe, expect, it, vi } from 'vitest';
import { solve } from '../solve.ts';
import { engine, tinyInput } from '../testing/plants.ts';

vi.mock('./index.ts', () => ({
  explainPlan: () => Promise.reject(new Error('re-solve at its time limit')),
}));

describe('a failed explanation', () => {
  it('keeps the plan and its tables, with an EXPLAIN_FAILED warning', async () => {
    const r = await solve(tinyInput(2, { electricityPrice: [100, 100], gasPrice: [20, 20], engines: [engine()] }), { explain: true });
    expect(r.stats.status).toBe('optimal');
    expect(r.programa).toBeDefined();
    expect(r.explicacion).toBeUndefined();
    expect(r.warnings).toEqual([{
      code: 'EXPLAIN_FAILED',
      es: 'No se pudo calcular la explicación de las decisiones: re-solve at its time limit. El plan y sus resultados no cambian.',
      en: 'The explanation of the decisions could not be computed: re-solve at its time limit. The plan and its results stand.',
    }]);
  });
});
