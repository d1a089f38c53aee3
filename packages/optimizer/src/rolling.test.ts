import { describe, expect, it } from 'vitest';
import { solveRolling } from './rolling.ts';
import { solveWindow } from './solveWindow.ts';
import { compressor, engine, tinyInput } from './testing/plants.ts';
import { checkSolution } from './testing/checker.ts';
import { baseCaseInput } from './testing/baseCase.ts';
import { at } from './at.ts';

describe('rolling horizon', () => {
  it('carries the time already spent on across a window border (minimum up time)', async () => {
    // Window 1 keeps hours 0-2 and sees no further: it starts the engine at 60 EUR. With UT = 4
    // the engine must still be on at hour 3 in window 2 although the price there is 30.
    const prices = [60, 30, 30, 30, 30, 30];
    const input = tinyInput(6, { electricityPrice: prices, gasPrice: new Array(6).fill(20), engines: [engine({ tiempo_minimo_acoplamiento: 4 })] });
    const r = await solveRolling(input, { keepHours: 3, lookaheadHours: 0 });
    expect(at(r.solution!.engines, 0).on).toEqual([1, 1, 1, 1, 0, 0]);
    expect(checkSolution(input, r.solution!).violations).toEqual([]);
    expect(r.objective).toBeCloseTo(-200 + 3 * 50, 6);
  });

  it('carries the time already spent off across a window border (minimum down time)', async () => {
    const prices = [60, 30, 60, 60, 60, 60];
    const input = tinyInput(6, {
      electricityPrice: prices, gasPrice: new Array(6).fill(20),
      engines: [engine({ estado: true, tiempo_minimo_parada: 3, potencia_minima: 9 })],
    });
    // Without look-ahead window 1 stops at hour 1 (loss 9*10 at min load); it must stay off through hour 3.
    const r = await solveRolling(input, { keepHours: 2, lookaheadHours: 0 });
    expect(at(r.solution!.engines, 0).on).toEqual([1, 0, 0, 0, 1, 1]);
    expect(checkSolution(input, r.solution!).violations).toEqual([]);
  });

  it('does not bill a rented compressor twice for a day split between windows', async () => {
    const cold = new Array(24).fill(0);
    cold[2] = 4;
    cold[20] = 4;
    const input = tinyInput(24, {
      coldDemand: cold, electricityPrice: new Array(24).fill(10),
      compressors: [compressor({ nombre: 'R', coste_alquiler: 100, coste_uso: 5 })],
    });
    const r = await solveRolling(input, { keepHours: 12, lookaheadHours: 0 });
    expect(r.objective).toBeCloseTo(100 + 2 * 5 + 2 * 10, 6);
    expect(r.windows).toHaveLength(2);
  });

  it('matches a single solve within 0.1% on 5 days solved as 2-day windows', async () => {
    const input = baseCaseInput({ hours: 120, mode: 0 });
    const progress: number[] = [];
    const rolling = await solveRolling(input, { keepHours: 48, lookaheadHours: 24, onProgress: (p) => { if (p.phase === 'window') progress.push(p.hoursDone); } });
    const single = await solveWindow(input);
    expect(single.run.status).toBe('optimal');
    expect(rolling.status).toBe('optimal');
    expect(Math.abs(rolling.objective - single.run.objective) / Math.abs(single.run.objective)).toBeLessThan(1e-3);
    expect(rolling.bound).toBeLessThanOrEqual(single.run.objective + 1e-6 * Math.abs(single.run.objective));
    expect(rolling.gap).toBeGreaterThanOrEqual(-1e-9);
    expect(progress).toEqual([48, 96, 120]);
    expect(checkSolution(input, rolling.solution!).violations).toEqual([]);
  });
});
