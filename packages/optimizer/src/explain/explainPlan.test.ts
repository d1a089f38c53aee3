import { describe, expect, it } from 'vitest';
import { solve } from '../solve.ts';
import { engine, gasBoiler, tinyInput } from '../testing/plants.ts';
import { at } from '../at.ts';
import { explanationSchema } from '@plantasim/domain';

describe('explanations within the solve', () => {
  it('explains a rolling horizon per window, in the horizon\'s hours, with progress', async () => {
    // 10 h in windows of 4 kept hours: the engine runs when the price pays (H1-H3, H7-H10).
    const price = [100, 100, 100, 10, 10, 10, 100, 100, 100, 100];
    const input = tinyInput(10, { electricityPrice: price, gasPrice: new Array(10).fill(20), steamDemand: new Array(10).fill(1), engines: [engine()], gasBoilers: [gasBoiler()] });
    const phases: string[] = [];
    const r = await solve(input, { explain: true, rollingAboveHours: 4, keepHours: 4, lookaheadHours: 2, onProgress: (p) => phases.push(p.phase) });
    const ex = r.explicacion!;
    expect(ex.windows).toEqual([{ from: 0, to: 4 }, { from: 4, to: 8 }, { from: 8, to: 10 }]);
    expect(phases.filter((p) => p === 'explain').length).toBeGreaterThanOrEqual(3);
    // Every hour of every unit lies in exactly one block, and every block has a reason in both languages.
    for (const name of ['Motor cogeneración 1', 'Caldera de gas 6']) {
      const covered = ex.blocks.filter((b) => b.name === name).flatMap((b) => Array.from({ length: b.to - b.from }, (_, i) => b.from + i));
      expect(covered).toEqual(Array.from({ length: 10 }, (_, t) => t));
    }
    for (const b of ex.blocks) {
      expect(b.es).toMatch(new RegExp(`^${b.name} .* de H${b.from + 1} a H${b.to}`));
      expect(b.en).toMatch(new RegExp(`^${b.name} .* from H${b.from + 1} to H${b.to}`));
    }
    const eng = ex.blocks.filter((b) => b.family === 'engine');
    // Windows cut blocks: H1-H3 on (window 1), H4 off, H5-H6 off, H7-H8 on, H9-H10 on.
    expect(eng.map((b) => [b.on, b.from, b.to])).toEqual([[true, 0, 3], [false, 3, 4], [false, 4, 6], [true, 6, 8], [true, 8, 10]]);
    // The steam is valued at the boiler's gas cost only when no engine makes it: engine hours
    // vent surplus steam, so one more MWh is free.
    expect(ex.marginal.steam[0]).toBeCloseTo(0, 9);
    expect(ex.marginal.steam[4]).toBeCloseTo(20, 9);
    expect(ex.pceq.values[0]).toHaveLength(10);
    expect(at(at(ex.pceq.values, 0), 0)).toBeCloseTo(40 - 0.4 * 20, 9); // gas 40/MWhe minus 0.4 MWh steam x 20
    // The part as stored (JSON) is what the contract declares.
    expect(explanationSchema.safeParse(JSON.parse(JSON.stringify(ex))).error).toBeUndefined();
  });

  it('leaves the explanation out unless asked', async () => {
    const r = await solve(tinyInput(2, { electricityPrice: [100, 100], gasPrice: [20, 20], engines: [engine()] }));
    expect(r.explicacion).toBeUndefined();
  });
});
