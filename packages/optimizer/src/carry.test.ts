import { describe, expect, it } from 'vitest';
import { carryOf, matchCarry, withCarry, type Carry } from './carry.ts';
import { baseCaseInput } from './testing/baseCase.ts';
import { sliceInput } from './sliceInput.ts';
import { sliceSolution } from './solution.ts';
import { solveWindow } from './solveWindow.ts';

// Base case: engines 0-3 alike (3.33 MW, up 4 h / down 2 h), 4-5 alike (5.076 MW, 4 h / 2 h), 6-7 alike (8.43 MW, 6 h / 3 h).
const input = baseCaseInput({ hours: 48, mode: 0 });
const off = (hoursInState = 48) => ({ estado: false, hoursInState });
const on = (hoursInState = 48) => ({ estado: true, hoursInState });

function carry(engines: Carry['engines'], extra: Partial<Carry> = {}): Carry {
  return { engines, gasBoilers: [true, false, false], electricBoilers: [false, false], compressors: new Array(11).fill(false), rentedDayPaid: {}, ...extra };
}

describe('the state a window starts from', () => {
  const base = [off(), off(), off(), off(), off(24), on(4), off(47), off(23)];

  it('matches itself, and hours in state beyond the minimum times do not matter', () => {
    expect(matchCarry(input, carry(base), carry(base))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const longer = base.map((e) => ({ ...e, hoursInState: e.hoursInState + 100 }));
    expect(matchCarry(input, carry(base), carry(longer))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('names interchangeable engines the other way round when that is the only difference', () => {
    const swapped = [off(), off(), off(), off(), on(4), off(24), off(47), off(23)];
    expect(matchCarry(input, carry(base), carry(swapped))).toEqual([0, 1, 2, 3, 5, 4, 6, 7]);
  });

  it('refuses a different minimum time still to serve, or engines that are not alike', () => {
    // Engine 5 on for 2 h must stay on 2 more (minimum up 4 h): not the state of 4 h on.
    expect(matchCarry(input, carry(base), carry([off(), off(), off(), off(), off(24), on(2), off(47), off(23)]))).toBeUndefined();
    // Engine 6 (8.43 MW) on cannot stand in for engine 5 (5.076 MW) on.
    expect(matchCarry(input, carry(base), carry([off(), off(), off(), off(), off(24), off(24), on(4), off(23)]))).toBeUndefined();
  });

  it('tells apart engines whose coupling tables differ only where the mode follows the tables', () => {
    const swapped = [off(), off(), off(), off(), on(4), off(24), off(47), off(23)];
    const tables = { ...input, coupling: { ...input.coupling, [input.engines[4]!.nombre]: new Array(48).fill(0.5) } };
    expect(matchCarry({ ...tables, mode: 0 }, carry(base), carry(swapped))).toEqual([0, 1, 2, 3, 5, 4, 6, 7]);
    const coupled = { ...tables, mode: 2 as const, couplingFixed: input.engines.map(() => true) };
    expect(matchCarry(coupled, carry(base), carry(swapped))).toBeUndefined();
  });

  it('compares the boilers only where a start costs, and the rented days paid', () => {
    const other = { gasBoilers: [false, false, false] };
    expect(matchCarry(input, carry(base), carry(base, other))).toBeDefined();
    const costly = { ...input, gasBoilers: input.gasBoilers.map((b) => ({ ...b, coste_arranque: 50 })) };
    expect(matchCarry(costly, carry(base), carry(base, other))).toBeUndefined();
    expect(matchCarry(input, carry(base), carry(base, { rentedDayPaid: { 'Compresor 7': true } }))).toBeUndefined();
  });

  it('is the same read off a whole schedule or off the window that ends there', async () => {
    const r = await solveWindow(input);
    const s = r.solution!;
    const second = sliceInput(input, 12, 48, s);
    expect(carryOf(second, 24, sliceSolution(s, 12, 48))).toEqual(carryOf(input, 36, s));
    expect(withCarry(sliceInput(input, 12, 48), carryOf(input, 12, s))).toEqual(second);
  });
});
