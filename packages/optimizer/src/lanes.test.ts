import { describe, expect, it } from 'vitest';
import { joinLane } from './laneJoin.ts';
import { solveChain, type Piece } from './windowChain.ts';
import { solveRolling } from './rolling.ts';
import { baseCaseInput } from './testing/baseCase.ts';
import { checkSolution } from './testing/checker.ts';
import type { Carry } from './carry.ts';
import { engine, tinyInput } from './testing/plants.ts';
import { Lane } from './worker/lane.ts';

// Four days of the base plant with prices that make the engines start and stop every day.
const hours = 96;
const price = Array.from({ length: hours }, (_, t) => [20, 20, 25, 30, 60, 110, 140, 120, 90, 70, 60, 40][Math.floor((t % 24) / 2)]!);
const input = baseCaseInput({ hours, mode: 0, electricityPrice: price, gasPrice: new Array(hours).fill(35) });
const opts = { keepHours: 24, lookaheadHours: 12 };

/** Engines a and b of a piece exchanged, as a thread that named them the other way round would return it. */
function swapped(p: Piece, a: number, b: number): Piece {
  const swap = <T>(xs: T[]) => xs.map((x, k) => (k === a ? xs[b]! : k === b ? xs[a]! : x));
  return { ...p, carryIn: p.carryIn && { ...p.carryIn, engines: swap(p.carryIn.engines) }, solution: { ...p.solution, engines: swap(p.solution.engines) } };
}

describe('windows solved on a second thread from a predicted state', () => {
  it('keeps the windows whose state matches, solves the others again, and relabels interchangeable engines', async () => {
    // Two identical engines, gas 20 EUR/MWh at 50 % efficiency (40 EUR/MWhe) against 41 EUR/MWh:
    // engine 1, already on, earns 10 EUR/h; engine 2 would never earn back its 500 EUR start.
    const twin = (nombre: string, estado: boolean) => engine({ nombre, estado, coste_arranque: 500 });
    const tiny = tinyInput(hours, { electricityPrice: new Array(hours).fill(41), gasPrice: new Array(hours).fill(20), engines: [twin('A', true), twin('B', false)] });
    const serial = await solveChain(tiny, opts, 0, 4, undefined);
    expect(serial.pieces).toHaveLength(4);
    const atTwo = serial.pieces[2]!.carryIn;
    const theirs = serial.pieces.slice(2);
    const calls: number[] = [];
    const solveOne = (w: number, carry: Carry | undefined) => { calls.push(w); return solveChain(tiny, opts, w, w + 1, carry); };

    const same = await joinLane(tiny, opts, 2, 4, atTwo, theirs, solveOne);
    expect(same.lanes).toEqual({ kept: 2, resolved: 0 });
    expect(calls).toEqual([]);
    expect(same.pieces.map((p) => p.solution)).toEqual(theirs.map((p) => p.solution));

    // A prediction that missed (a rented compressor's day paid that was not): that window is solved
    // again from the true state, which ends where the lane's did, so the next one is kept.
    const wrong = { ...theirs[0]!, carryIn: { ...atTwo!, rentedDayPaid: { 'Compresor 7': true } } };
    const missed = await joinLane(tiny, opts, 2, 4, atTwo, [wrong, theirs[1]!], solveOne);
    expect(calls).toEqual([2]);
    expect(missed.lanes).toEqual({ kept: 1, resolved: 1 });
    expect(missed.pieces.map((p) => p.solution)).toEqual(theirs.map((p) => p.solution));

    // The lane ran the engines the other way round (B on, A off): kept, with the true names back.
    expect(theirs[0]!.solution.engines.map((e) => e.on.every((x) => x === 1))).toEqual([true, false]);
    const renamed = await joinLane(tiny, opts, 2, 4, atTwo, theirs.map((p) => swapped(p, 0, 1)), solveOne);
    expect(calls).toEqual([2]);
    expect(renamed.lanes).toEqual({ kept: 2, resolved: 0 });
    expect(renamed.pieces.map((p) => p.solution)).toEqual(theirs.map((p) => p.solution));
  });

  it('gives a plan the plant can run, as good as one thread within the tolerance, with a real second thread', async () => {
    const one = await solveRolling(input, { ...opts, lanes: 1 });
    const two = await solveRolling(input, { ...opts, lanes: 2, laneMinHours: 0 });
    expect(one.lanes).toBeUndefined();
    // Windows 2-3 were the lane's: each kept or solved again.
    expect(two.lanes!.kept + two.lanes!.resolved).toBe(2);
    expect(checkSolution(input, two.solution!).violations).toEqual([]);
    expect(two.status).toBe('optimal');
    expect(Math.abs(two.objective - one.objective) / Math.abs(one.objective)).toBeLessThan(1e-3);
    expect(two.bound).toBeCloseTo(one.bound, 4);
  });

  it('reports the bound\'s parts computed alongside the windows once every window is done', async () => {
    const seen: Array<{ phase: string; window: number; windows: number; hoursDone: number }> = [];
    const r = await solveRolling(input, {
      ...opts, lanes: 2, laneMinHours: 0, fullBoundMaxHours: 24, boundBlockHours: 24,
      onProgress: (p) => seen.push({ phase: p.phase, window: p.window, windows: p.windows, hoursDone: p.hoursDone }),
    });
    expect(r.boundKind).toBe('lp-blocks');
    const lastWindow = seen.map((p) => p.phase).lastIndexOf('window');
    expect(seen.slice(0, lastWindow + 1).every((p) => p.phase === 'window')).toBe(true);
    const bound = seen.slice(lastWindow + 1);
    // Four daily blocks: counted up to all four (a part done alongside is counted when reported).
    expect(bound.length).toBeGreaterThan(0);
    expect(bound.every((p) => p.phase === 'bound' && p.windows === 4)).toBe(true);
    expect(bound.at(-1)).toMatchObject({ window: 4, hoursDone: hours });
    for (let i = 1; i < bound.length; i++) if (bound[i]!.window < bound[i - 1]!.window) expect(bound[i]!.window).toBe(1); // the steam-cover pass counts again
  });

  it('leaves its work to the caller when its thread fails or is gone', async () => {
    const failing = Lane.open();
    // An input the lane cannot read: it reports the error, and the caller gets no window.
    expect(await failing.chain({} as typeof input, opts, 2, 4, () => {})).toEqual([]);
    failing.close();
    const ended = Lane.open();
    const pending = ended.chain(input, opts, 2, 4, () => {});
    ended.close();
    expect(await pending).toEqual([]);
    expect((await ended.bound(input, {}, false, new SharedArrayBuffer(4))).size).toBe(0);
  });
});
