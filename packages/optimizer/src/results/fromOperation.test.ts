// Reading a plan back from its stored operation table gives the same operation and the same cost.
import { describe, expect, it } from 'vitest';
import { solve } from '../solve.ts';
import { prepare } from '../prepare.ts';
import { baseCaseInput } from '../testing/baseCase.ts';
import { engine, gasBoiler, tinyInput } from '../testing/plants.ts';
import { operationTable } from './operation.ts';
import { totalCost } from './costs.ts';
import { solutionFromOperation } from './fromOperation.ts';

describe('operation read back from its table', () => {
  it('is the solved operation, states from the schedule, and prices to the same cost', async () => {
    const input = tinyInput(6, {
      electricityPrice: [0, 0, 60, 60, 30, 60], gasPrice: new Array(6).fill(20), steamDemand: new Array(6).fill(3),
      engines: [engine({ tiempo_minimo_acoplamiento: 2 })], gasBoilers: [gasBoiler({ potencia_gas_maxima: 5 })],
    });
    const r = await solve(input);
    const s = r.solution!;
    const back = solutionFromOperation(input, r.operacion!, s.engines.map((e) => e.on));
    // Engines whole; boilers and compressors by amount (a boiler may sit on at zero output in the
    // solution, which costs nothing and the table cannot tell).
    expect(back.engines).toEqual(s.engines);
    expect(back.gasBoilers.map((b) => b.gas)).toEqual(s.gasBoilers.map((b) => b.gas));
    expect(back.market).toEqual(s.market);
    expect(back.slack).toEqual(s.slack);
    expect(totalCost(input, prepare(input), back)).toBeCloseTo(r.stats.objective, 6);
  });

  it('prices the base-case day the same when read back', async () => {
    const input = baseCaseInput({ hours: 24 });
    const r = await solve(input);
    const back = solutionFromOperation(input, operationTable(input, r.solution!), r.solution!.engines.map((e) => e.on));
    expect(totalCost(input, prepare(input), back)).toBeCloseTo(totalCost(input, prepare(input), r.solution!), 4);
    expect(back.engines.map((e) => e.start)).toEqual(r.solution!.engines.map((e) => e.start));
  });
});
