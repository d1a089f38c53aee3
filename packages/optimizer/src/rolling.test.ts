import { describe, expect, it } from 'vitest';
import { solveRolling } from './rolling.ts';
import { solveWindow } from './solveWindow.ts';
import { compressor, engine, tinyInput } from './testing/plants.ts';
import { checkSolution } from './testing/checker.ts';
import { baseCaseInput } from './testing/baseCase.ts';
import { at } from './at.ts';
import { NO_ANNUAL_PRICES } from './input.ts';
import { annualRulesSchema } from '@plantasim/domain';

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

describe('window borders keep the stop derating', () => {
  /** One engine (10 MWe, gas 20 EUR/MWh at ηe 0.5: 40 EUR/MWhe, 0.4 t CO2/MWhe, 30 min lost before
   *  a stop), on before H1; pool 100 EUR/MWh for three hours, then 50. Priced at 37.5 EUR/t for an
   *  annual CO2 budget, the later hours lose 5 EUR/MWhe. Window 1 keeps H1-H3 and sees H4: running on
   *  through H4 (1300 EUR) beats stopping at H4, which derates H3 (1125 EUR). Window 2 starts at H4
   *  and, without the border's derating in its model, stopped there at once: H3 ran 10 MW before a
   *  stop that allows 5. */
  const plant = () => tinyInput(7, {
    electricityPrice: [100, 100, 100, 50, 50, 50, 50], gasPrice: new Array(7).fill(20),
    engines: [engine({ estado: true, tiempo_parada: 30, potencia_minima: 0, coeficiente_emisiones_CO2: 0.2 })],
    annual: { rules: annualRulesSchema.parse({ ree_minimo: 0, co2_presupuesto_t: 1000 }), enforce: false, prices: { ...NO_ANNUAL_PRICES, co2: 37.5 } },
  });

  it('a re-priced window after a full-output border hour runs on into its first hour, and the checker finds nothing', async () => {
    const input = plant();
    const r = await solveRolling(input, { keepHours: 3, lookaheadHours: 1, lanes: 1, noBound: true });
    const e = at(r.solution!.engines, 0);
    expect(e.on).toEqual([1, 1, 1, 1, 0, 0, 0]);
    expect(e.power.slice(0, 4)).toEqual([10, 10, 10, 0]);
    expect(e.stopNext.slice(0, 4)).toEqual([0, 0, 0, 1]);
    expect(checkSolution(input, r.solution!).violations).toEqual([]);
  });

  it('the checker refuses a full hour before a stop the plan chose, and accepts it before an outage', () => {
    const input = tinyInput(2, { electricityPrice: [100, 100], engines: [engine({ estado: true, tiempo_parada: 30, potencia_minima: 0 })] });
    const sol = {
      hours: 2, engines: [{ on: [1, 0], start: [0, 0], stop: [0, 1], power: [10, 0], stopNext: [0, 0] }], gasBoilers: [], electricBoilers: [], compressors: [],
      market: { sell: [10, 0], buyClosed: [0, 0], buyOpen: [0, 0], unserved: [0, 0], spill: [0, 0] }, slack: { steam: [0, 0], cold: [0, 0] },
    };
    expect(checkSolution(input, sol).violations).toEqual(['Motor cogeneración 1 h0: stops at h1 without the derating of a planned stop']);
    expect(checkSolution({ ...input, availability: { 'Motor cogeneración 1': [1, 0] } }, sol).violations).toEqual([]);
  });
});
