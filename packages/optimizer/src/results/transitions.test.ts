// Start and stop hours marked in the schedule (programa.motores[].transicion). Engine: Pmax 10,
// Pmin 5, etaE 0.5, gas 20 EUR/MWh so each MWhe costs 40 EUR; off before H1.
import { describe, expect, it } from 'vitest';
import { solve } from '../solve.ts';
import { engine, tinyInput } from '../testing/plants.ts';
import type { EngineParams, OptimizerInput } from '../input.ts';
import { transitionAt } from './schedule.ts';

function plant(prices: number[], eng: Partial<EngineParams>, over: Partial<OptimizerInput> = {}) {
  const T = prices.length;
  return tinyInput(T, { electricityPrice: prices, gasPrice: new Array(T).fill(20), engines: [engine(eng)], ...over });
}

const marks = async (input: OptimizerInput) => {
  const r = await solve(input);
  return r.programa!.motores.map((m) => m.transicion ?? '');
};

describe('start and stop hours in the schedule', () => {
  it('marks the start hour and the last hour before a stop when the engine loses minutes there', async () => {
    // Prices -100, 60, 60, -100: running H2-H3 earns 0.5*10*20 twice = 200 (H2 yields 30 min, H3 too
    // as the hour before the stop); running any -100 hour, even derated to 2.5 MW, loses 350 there.
    expect(await marks(plant([-100, 60, 60, -100], { tiempo_arranque: 30, tiempo_parada: 30 }))).toEqual(['', 'arranque', 'parada', '']);
  });

  it('marks nothing when the start and stop lose no minutes (the hours are not derated)', async () => {
    expect(await marks(plant([-100, 60, 60, -100], {}))).toEqual(['', '', '', '']);
  });

  it('a one-hour run is both; the horizon end is not a stop', async () => {
    // H2 alone: (120-40)*10*(1-0.25-0.25) = 400; riding through H3 at Pmin would lose 5*140 = 700
    // for 200 more in H2 and 200 in H4. H4 runs to the end, no stop after it.
    expect(await marks(plant([-100, 120, -100, 120], { tiempo_arranque: 15, tiempo_parada: 15 }))).toEqual(['', 'arranque_parada', '', 'arranque']);
  });

  it('a coupled engine stopping after the last hour (a window of a longer horizon) marks its last hour', () => {
    const sol = { on: [1, 1], start: [0, 0], stop: [0, 0] };
    const e = { tiempo_arranque: 0, tiempo_parada: 20 };
    expect(transitionAt(e, sol, 1, 2, false)).toBe('parada');
    expect(transitionAt(e, sol, 1, 2, undefined)).toBeUndefined();
    expect(transitionAt(e, sol, 1, 2, true)).toBeUndefined();
  });
});
