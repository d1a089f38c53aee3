// HiGHS' wrapper throws when a run ends with the native status -1 (kError: a solve or postsolve
// error HiGHS could not recover from; the status an offer chain's step was reported with on random
// plant 3). A run of the solve path is one attempt among several (relaxation, LP-and-fix, sub-MIP,
// branch and bound): its native error is that run's status 'error', so the next step can still find
// a plan, instead of an exception that ended the whole solve.
import { describe, expect, it, vi } from 'vitest';
import { LinearModel } from './lp/linearModel.ts';

class HighsError extends Error {
  readonly status = -1;
  constructor(readonly operation: string) {
    super(`${operation} failed with HiGHS status -1`);
    this.name = 'HighsError';
  }
}

let failing = 'run';
// The runner makes the instance through the loader's instantiateWasm hook and copies the model into
// its memory by the C API: the fake loader calls the hook, whose instance is a memory alone.
type Hook = (imports: unknown, receive: (instance: unknown) => void) => unknown;
const wa = (globalThis as unknown as { WebAssembly: { instantiate(...args: unknown[]): Promise<unknown>; Memory: new (d: { initial: number }) => unknown } }).WebAssembly;
vi.spyOn(wa, 'instantiate').mockImplementation(async () => ({ exports: { memory: new wa.Memory({ initial: 1 }) } }));
vi.mock('highs', () => ({
  default: async (o: { instantiateWasm: Hook }) => {
    await new Promise((resolve) => o.instantiateWasm({}, resolve));
    return fakeHighs;
  },
}));
const fakeHighs = {
  memoryBytes: 0,
  _malloc: () => 8,
  _free: () => {},
  _Highs_passModel: () => 0,
  constants: { status: { error: -1 }, modelStatus: { optimal: 7, timeLimit: 13, infeasible: 8, unbounded: 10, unboundedOrInfeasible: 9, interrupted: 17 }, callbackType: { logging: 0 }, basisValidity: { valid: 1 } },
  createModel: () => ({
    raw: { _require: () => 1 },
    options: { set: () => { if (failing === 'setOptionValue') throw new HighsError('setOptionValue'); } },
    setSolution: () => {},
    setBasis: () => {},
    run: () => { throw new HighsError('run'); },
    info: { get: () => 0 },
    dispose: () => {},
  }),
};

const { runHighs } = await import('./highsRunner.ts');

function tiny(): LinearModel {
  const m = new LinearModel();
  const x = m.addVar({ component: 'T', attr: 'x', unit: 0, hour: 0 }, 0, 10, 1);
  m.addRow('r', [[x, 1]], 4, Infinity);
  return m;
}

describe('a HiGHS run that ends with native status -1', () => {
  it("is that run's status 'error', without a solution", async () => {
    failing = 'run';
    const r = await runHighs(tiny());
    expect(r.status).toBe('error');
    expect(r.feasible).toBe(false);
    expect(Number.isNaN(r.objective)).toBe(true);
    expect(r.colValue).toHaveLength(1);
  });

  it('other wrapper errors (a refused option) still throw', async () => {
    failing = 'setOptionValue';
    await expect(runHighs(tiny())).rejects.toThrow(/setOptionValue failed/);
  });
});
