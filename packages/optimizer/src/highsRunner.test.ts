import { describe, expect, it, vi } from 'vitest';
import { compileHighsModule, highsSeconds, loadHighs, loadedHighsModule, releaseGrownHighs, resetHighsSeconds, runHighs, type RunKind } from './highsRunner.ts';
import { LinearModel } from './lp/linearModel.ts';

/** min x + y s.t. x + 2y >= 4, x, y in [0, 10]: optimum 2 (y = 2). */
function tiny(): LinearModel {
  const m = new LinearModel();
  const x = m.addVar({ component: 'T', attr: 'x', unit: 0, hour: 0 }, 0, 10, 1);
  const y = m.addVar({ component: 'T', attr: 'y', unit: 0, hour: 0 }, 0, 10, 1);
  m.addRow('r', [[x, 1], [y, 2]], 4, Infinity);
  return m;
}

describe('HiGHS instance', () => {
  it('is kept through the LPs of a task, and replaced when a task ends past the memory limit; the next solve is still right', async () => {
    const module = await compileHighsModule();
    const first = await loadHighs(module);
    expect(loadedHighsModule()).toBe(module);
    const limit = process.env.PLANTASIM_HIGHS_RECYCLE_MB;
    try {
      process.env.PLANTASIM_HIGHS_RECYCLE_MB = '100000';
      expect((await runHighs(tiny())).objective).toBeCloseTo(2, 9);
      releaseGrownHighs();
      expect(await loadHighs()).toBe(first);
      // Any instance holds more than 1 MB: with that limit the task's LPs share the instance, and the
      // next task gets a fresh one.
      process.env.PLANTASIM_HIGHS_RECYCLE_MB = '1';
      expect((await runHighs(tiny())).objective).toBeCloseTo(2, 9);
      expect((await runHighs(tiny())).objective).toBeCloseTo(2, 9);
      expect(await loadHighs()).toBe(first);
      releaseGrownHighs();
      const second = await loadHighs();
      expect(second).not.toBe(first);
      expect((await runHighs(tiny())).objective).toBeCloseTo(2, 9);
    } finally {
      if (limit === undefined) delete process.env.PLANTASIM_HIGHS_RECYCLE_MB;
      else process.env.PLANTASIM_HIGHS_RECYCLE_MB = limit;
    }
  });
});

/** min x + y s.t. x + 2y >= 3, x, y integer in [0, 10]: relaxation 1.5, integer optimum 2. */
function tinyInteger(): LinearModel {
  const m = new LinearModel();
  const x = m.addVar({ component: 'T', attr: 'x', unit: 0, hour: 0 }, 0, 10, 1, true);
  const y = m.addVar({ component: 'T', attr: 'y', unit: 0, hour: 0 }, 0, 10, 1, true);
  m.addRow('r', [[x, 1], [y, 2]], 3, Infinity);
  return m;
}

describe('time spent in HiGHS', () => {
  it('is counted under the kind of run: relaxation, integers fixed as an LP, integers fixed in a MIP, MIP', async () => {
    const grew = (run: () => Promise<unknown>) => async (): Promise<RunKind[]> => {
      resetHighsSeconds();
      await run();
      const t = highsSeconds();
      return (Object.keys(t) as RunKind[]).filter((k) => t[k] > 0);
    };
    const m = tinyInteger();
    expect(await grew(async () => expect((await runHighs(m, { relax: true })).objective).toBeCloseTo(1.5, 9))()).toEqual(['relaxation']);
    expect(await grew(async () => expect((await runHighs(m, { fixIntegers: [1, 1] })).objective).toBeCloseTo(2, 9))()).toEqual(['fixed']);
    const pinned = tinyInteger();
    pinned.fix(0, 1);
    pinned.fix(1, 1);
    expect(await grew(async () => expect((await runHighs(pinned)).objective).toBeCloseTo(2, 9))()).toEqual(['fixed-mip']);
    expect(await grew(async () => expect((await runHighs(m)).objective).toBeCloseTo(2, 9))()).toEqual(['mip']);
    resetHighsSeconds();
    expect(Object.values(highsSeconds()).every((s) => s === 0)).toBe(true);
  });
});

describe('model hand-over', () => {
  it('instantiates HiGHS from the compiled Module it is given, not by compiling highs.wasm again', async () => {
    const module = await compileHighsModule();
    await loadHighs(module);
    const limit = process.env.PLANTASIM_HIGHS_RECYCLE_MB;
    const wa = (globalThis as unknown as { WebAssembly: { instantiate(...args: unknown[]): Promise<unknown> } }).WebAssembly;
    const spy = vi.spyOn(wa, 'instantiate');
    try {
      process.env.PLANTASIM_HIGHS_RECYCLE_MB = '1';
      await runHighs(tiny());
      releaseGrownHighs();
      await loadHighs();
      expect(spy).toHaveBeenCalled();
      expect(spy.mock.calls.every(([source]) => source === module)).toBe(true);
      expect((await runHighs(tiny())).objective).toBeCloseTo(2, 9);
    } finally {
      spy.mockRestore();
      if (limit === undefined) delete process.env.PLANTASIM_HIGHS_RECYCLE_MB;
      else process.env.PLANTASIM_HIGHS_RECYCLE_MB = limit;
    }
  });

  it('ends the load with the error when the instance cannot be made (the loader alone would wait forever)', async () => {
    const module = await compileHighsModule();
    await loadHighs(module);
    const limit = process.env.PLANTASIM_HIGHS_RECYCLE_MB;
    const wa = (globalThis as unknown as { WebAssembly: { instantiate(...args: unknown[]): Promise<unknown> } }).WebAssembly;
    const spy = vi.spyOn(wa, 'instantiate').mockRejectedValueOnce(new RangeError('out of memory'));
    try {
      process.env.PLANTASIM_HIGHS_RECYCLE_MB = '1';
      await runHighs(tiny());
      releaseGrownHighs();
      await expect(loadHighs()).rejects.toThrow(/out of memory/);
    } finally {
      spy.mockRestore();
      if (limit === undefined) delete process.env.PLANTASIM_HIGHS_RECYCLE_MB;
      else process.env.PLANTASIM_HIGHS_RECYCLE_MB = limit;
    }
  });

  it('refuses a NaN in the model and a matrix HiGHS rejects, and the next model still solves', async () => {
    const nan = tiny();
    nan.colCost[0] = Number.NaN;
    await expect(runHighs(nan)).rejects.toThrow(/NaN/);
    const outside = tiny();
    outside.rowIndex[0] = 7; // a column the model does not have
    await expect(runHighs(outside)).rejects.toThrow();
    expect((await runHighs(tiny())).objective).toBeCloseTo(2, 9);
  });
});
