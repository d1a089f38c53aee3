// Execution modes on one engine whose MWhe costs 40 EUR while the pool pays 30: left free it
// stays off, so every forced hour shows up as a loss of 10 EUR per MWhe.
import { describe, expect, it } from 'vitest';
import { solveWindow } from './solveWindow.ts';
import { engine, tinyInput } from './testing/plants.ts';
import type { ExecutionMode } from './input.ts';
import { at } from './at.ts';

const base = (mode: ExecutionMode) => tinyInput(3, {
  mode, electricityPrice: [30, 30, 30], gasPrice: [20, 20, 20],
  engines: [engine({ nombre: 'M1' }), engine({ nombre: 'M2' })],
  availability: { M1: [1, 1, 0], M2: [1, 1, 1] },
  coupling: { M1: [0.8, 0, 0.5], M2: [0.6, 0.6, 0.6] },
  couplingFixed: [true, false],
});

describe('execution modes', () => {
  it('mode 0 optimises every engine freely', async () => {
    const r = await solveWindow(base(0));
    expect(r.run.objective).toBeCloseTo(0, 6);
    expect(r.solution!.engines.map((e) => e.on)).toEqual([[0, 0, 0], [0, 0, 0]]);
  });

  it('mode 1 runs every engine whenever available, at the cheapest load', async () => {
    const r = await solveWindow(base(1));
    expect(r.solution!.engines.map((e) => e.on)).toEqual([[1, 1, 0], [1, 1, 1]]);
    expect(r.run.objective).toBeCloseTo(5 * 10 * 5, 6); // five engine-hours at Pmin 5
  });

  for (const mode of [2, 3, 4] as const) {
    it(`mode ${mode} makes coupled engines follow the coupling table and optimises the others`, async () => {
      const r = await solveWindow(base(mode));
      // M1 coupled: 8 MW at hour 0, off at hour 1 (fraction 0), off at hour 2 (unavailable).
      expect(at(r.solution!.engines, 0).power).toEqual([8, 0, 0]);
      expect(at(r.solution!.engines, 1).on).toEqual([0, 0, 0]);
      expect(r.run.objective).toBeCloseTo(8 * 10, 6);
    });
  }

  it('mode 2 derates a coupled engine in its start hour', async () => {
    const input = base(2);
    input.engines[0] = engine({ nombre: 'M1', tiempo_arranque: 15 });
    const r = await solveWindow(input);
    expect(at(r.solution!.engines, 0).power[0]).toBeCloseTo(8 * 0.75, 9);
  });
});
