import { describe, expect, it } from 'vitest';
import { solve } from './solve.ts';
import { explainRun } from './explainRun.ts';
import { engine, gasBoiler, tinyInput } from './testing/plants.ts';

// 6 h: the engine (5-10 MWe, 0.5 electric and 0.2 steam per MWh of gas) runs while power pays
// 100 €/MWh and stops when it pays 10; the gas boiler makes the 1 MW of steam otherwise.
const price = [100, 100, 100, 10, 10, 10];
const input = tinyInput(6, { electricityPrice: price, gasPrice: new Array(6).fill(20), steamDemand: new Array(6).fill(1), engines: [engine()], gasBoilers: [gasBoiler()] });

describe('a stored plan explained after its results', () => {
  it('reads the solution back from the stored operation and explains it as the solve would', async () => {
    const r = await solve(input, { explain: true });
    const states = r.solution!.engines.map((e) => e.on);
    const later = await explainRun(input, { operacion: r.operacion!, engineStates: states });
    const strip = (b: { seconds: number }) => ({ ...b, seconds: 0 });
    expect(strip(later)).toEqual(strip(r.explicacion!));
    expect(later.blocks.filter((b) => b.family === 'engine').map((b) => [b.on, b.from, b.to])).toEqual([[true, 0, 3], [false, 3, 6]]);
  });

  it('explains a re-plan from its hour H on, the tripped unit unavailable there', async () => {
    const r = await solve(input);
    // The engine tripped at H3 (0-based 2): the stored re-plan's operation has it off from there.
    const operacion = { ...r.operacion!, rows: r.operacion!.rows.map((row, t) => (t >= 2 ? { ...row, 'PE_Motor cogeneración 1': 0 } : row)) };
    const states = [[1, 1, 0, 0, 0, 0]];
    const ex = await explainRun(input, { operacion, engineStates: states, replan: { from: 2, trips: ['Motor cogeneración 1'] } });
    expect(ex.blocks.every((b) => b.to > 2)).toBe(true);
    const eng = ex.blocks.filter((b) => b.family === 'engine');
    // The run H1-H2 before H is the origin's (explained with it): only the tripped hours remain.
    expect(eng.map((b) => [b.on, b.from, b.to, b.status])).toEqual([[false, 2, 6, 'unavailable']]);
  });
});
