import { describe, expect, it } from 'vitest';
import { compileHighsModule, loadHighs, loadedHighsModule, releaseGrownHighs, runHighs } from './highsRunner.ts';
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
