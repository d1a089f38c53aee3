// A result is called optimal only when its gap to a valid bound of the whole horizon is within the
// tolerance; otherwise (or when stopped by the time limit) the status and a warning say so.
import { describe, expect, it } from 'vitest';
import { solve } from './solve.ts';
import { horizonStatus } from './rolling.ts';
import { statusWarnings } from './results/warnings.ts';
import { engine, tinyInput } from './testing/plants.ts';
import { at } from './at.ts';

describe('honest statuses', () => {
  it('a rolling schedule farther than the tolerance from the bound is feasible, not optimal, and says by how much', async () => {
    // Engine on before H1, Pmin 5, Pmax 10, minimum down time 3 h, running cost 40 EUR/MWhe.
    // Prices 60, 0, 60, 60. Windows of 2 h without look-ahead stop it at hour 1 (saving 200) and
    // the minimum down time keeps it off to the end: cost -200. Staying on (-200 + 200 - 400) is
    // the optimum, -400; the whole-horizon LP bound is -400 too. Gap (-200 + 400) / max(1, 200) = 1.
    const input = tinyInput(4, {
      electricityPrice: [60, 0, 60, 60], gasPrice: new Array(4).fill(20),
      engines: [engine({ estado: true, tiempo_minimo_parada: 3, potencia_minima: 5 })],
    });
    const r = await solve(input, { rollingAboveHours: 2, keepHours: 2, lookaheadHours: 0 });
    expect(r.stats.objective).toBeCloseTo(-200, 6);
    expect(r.stats.bound).toBeCloseTo(-400, 6);
    expect(r.stats.gap).toBeCloseTo(1, 6);
    expect(r.stats.windows.every((w) => w.status === 'optimal')).toBe(true);
    expect(r.stats.status).toBe('feasible');
    const w = r.warnings.find((x) => x.code === 'GAP_ABOVE_TOLERANCE')!;
    expect(w.es).toBe('Solución no demostrada óptima: está a un 100 % de la cota inferior del horizonte (tolerancia 0,01 %).');
    expect(w.en).toBe('Solution not proven optimal: it is 100 % from the lower bound of the horizon (tolerance 0.01 %).');
  });

  it('the same horizon with look-ahead is proven optimal and carries no warning', async () => {
    const input = tinyInput(4, {
      electricityPrice: [60, 0, 60, 60], gasPrice: new Array(4).fill(20),
      engines: [engine({ estado: true, tiempo_minimo_parada: 3, potencia_minima: 5 })],
    });
    const r = await solve(input, { rollingAboveHours: 2, keepHours: 2, lookaheadHours: 2 });
    expect(r.stats.objective).toBeCloseTo(-400, 6);
    expect(r.stats.status).toBe('optimal');
    expect(r.warnings).toEqual([]);
  });

  it('optimal only within the tolerance: 1.29e-4 is not within 1e-4', () => {
    expect(horizonStatus('optimal', 1e-4, 1e-4)).toBe('optimal');
    expect(horizonStatus('optimal', 1.29e-4, 1e-4)).toBe('feasible');
    expect(horizonStatus('optimal', NaN, 1e-4)).toBe('feasible');
    expect(horizonStatus('time_limit', 0, 1e-4)).toBe('time_limit');
  });

  it('a time-limited result with a solution warns in both languages with its true gap', () => {
    const w = at(statusWarnings({ status: 'time_limit', gap: 0.0123 }, 1e-4), 0);
    expect(w.code).toBe('TIME_LIMIT');
    expect(w.es).toContain('tiempo límite');
    expect(w.es).toContain('hasta un 1,23 % más');
    expect(w.en).toContain('up to 1.23 % more');
    expect(at(statusWarnings({ status: 'time_limit', gap: NaN }, 1e-4), 0).en).toContain('unknown');
    expect(statusWarnings({ status: 'optimal', gap: 0 }, 1e-4)).toEqual([]);
  });

  it('a plan below its bound (an annual limit broken) reports no gap, never "0 %"', () => {
    // The limits year of the annual passes: 0.26 % below the bound of the year that meets the limits.
    const w = at(statusWarnings({ status: 'feasible', gap: -0.0026 }, 1e-4), 0);
    expect(w.code).toBe('GAP_ABOVE_TOLERANCE');
    expect(w.es).not.toMatch(/ 0 %|a un/);
    expect(w.en).toBe('Solution not proven optimal: it costs less than the lower bound of the horizon, which holds limits the plan does not meet; there is no distance to the optimum to report.');
    expect(at(statusWarnings({ status: 'time_limit', gap: -0.01 }, 1e-4), 0).code).toBe('TIME_LIMIT');
  });
});
