// The exact counterfactual against the block estimate, on a plant solved by hand: forcing a block
// on lets the full optimum move the same engine's neighbouring run, which the estimate holds.
import { describe, expect, it } from 'vitest';
import { solveWindow } from '../solveWindow.ts';
import { engine, tinyInput } from '../testing/plants.ts';
import { explainPlan } from './index.ts';
import { exactCounterfactual } from './exact.ts';

describe('exact counterfactual', () => {
  // One engine: 10 MW max, 5 MW min, 40 EUR/MWhe (eta 0.5, gas 20), minimum up time 3 h.
  // Prices 5, 5, 8, 100, 6, 5: a 3 h run must cover H4 (the only hour that pays). At minimum load
  // an hour at price p loses (40 - p) x 5: H2-H4 earns 600 - 175 - 160 = 265, H3-H5 600 - 160 - 170
  // = 270, H4-H6 600 - 170 - 175 = 255. The plan runs H3-H5.
  const input = tinyInput(6, {
    electricityPrice: [5, 5, 8, 100, 6, 5], gasPrice: [20, 20, 20, 20, 20, 20],
    engines: [engine({ tiempo_minimo_acoplamiento: 3 })],
  });

  it('re-solves the whole horizon with the block forced: the neighbouring run moves, the estimate held it', async () => {
    const solved = await solveWindow(input);
    const s = solved.solution!;
    expect(s.engines[0]!.on).toEqual([0, 0, 1, 1, 1, 0]);
    const ex = await explainPlan(input, s);
    const h6 = ex.blocks.find((b) => !b.on && b.from === 5)!;
    // The estimate holds H3-H5 on and adds H6 at minimum load: (40 - 5) x 5 = 175 EUR.
    expect(h6.delta).toBeCloseTo(175, 6);
    // The whole horizon with H6 on runs H4-H6 instead (H3 stops): 270 - 255 = 15 EUR.
    const exact = await exactCounterfactual(input, s, { family: 'engine', unit: 0, on: false, from: 5, to: 6 });
    expect(exact.status).toBe('ok');
    if (exact.status !== 'ok') return;
    expect(exact.delta).toBeCloseTo(15, 6);
    expect(exact.planObjective).toBeCloseTo(-270, 6);
    expect(exact.window).toEqual({ from: 0, to: 6 });
    // H1-H2 forced on: the estimate adds them to the held run H3-H5 (2 x 175 = 350 EUR); the whole
    // horizon runs H1-H4 and stops H5: 270 - (600 - 175 - 175 - 160) = 180 EUR.
    const h12 = ex.blocks.find((b) => !b.on && b.from === 0)!;
    expect(h12.delta).toBeCloseTo(350, 6);
    const early = await exactCounterfactual(input, s, { family: 'engine', unit: 0, on: false, from: 0, to: 2 });
    expect(early.status === 'ok' && early.delta).toBeCloseTo(180, 6);
  });

  it('agrees with the estimate when no neighbour can move, and says when the flip is impossible', async () => {
    // Prices 100, 100, 10, 10 without minimum times: it runs H1-H2; forced on H3-H4 it runs them at
    // its 5 MW minimum, 2 x 5 x (40 - 10) = 300 EUR more, with nothing else worth moving.
    const flat = tinyInput(4, { electricityPrice: [100, 100, 10, 10], gasPrice: [20, 20, 20, 20], engines: [engine()] });
    const s = (await solveWindow(flat)).solution!;
    const off = (await explainPlan(flat, s)).blocks.find((b) => !b.on)!;
    const exact = await exactCounterfactual(flat, s, { family: 'engine', unit: 0, on: false, from: off.from, to: off.to });
    expect(off.delta).toBeCloseTo(300, 6);
    expect(exact.status === 'ok' && exact.delta).toBeCloseTo(300, 6);
    // Unavailable hours cannot be forced on.
    const na = tinyInput(2, { electricityPrice: [100, 100], gasPrice: [20, 20], engines: [engine()], availability: { 'Motor cogeneración 1': [1, 0] } });
    const sna = (await solveWindow(na)).solution!;
    expect((await exactCounterfactual(na, sna, { family: 'engine', unit: 0, on: false, from: 1, to: 2 })).status).toBe('infeasible');
  });
});
