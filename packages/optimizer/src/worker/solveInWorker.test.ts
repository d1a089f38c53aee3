import { describe, expect, it } from 'vitest';
import { solveInWorker, SolveCancelledError } from './solveInWorker.ts';
import { engine, tinyInput } from '../testing/plants.ts';
import { randomInput } from '../testing/randomPlant.ts';

describe('solveInWorker', () => {
  it('solves in a worker thread and reports progress', async () => {
    const input = tinyInput(3, { electricityPrice: [50, 30, 60], gasPrice: [20, 20, 20], engines: [engine()] });
    const seen: number[] = [];
    const r = await solveInWorker(input, { lazyCompile: true, onProgress: (p) => seen.push(p.hoursDone) });
    expect(r.stats.objective).toBeCloseTo(-300, 6);
    expect(r.programa!.motores.map((m) => m.estado)).toEqual([1, 0, 1]);
    expect(seen).toEqual([3]);
  });

  it('can be cancelled while it solves', async () => {
    // Abort when the first of four windows reports: the worker is then mid-solve.
    const controller = new AbortController();
    const windows: number[] = [];
    const p = solveInWorker(randomInput(2, 96), {
      lazyCompile: true, rollingAboveHours: 24, keepHours: 24, signal: controller.signal,
      onProgress: (pr) => { windows.push(pr.window); controller.abort(); },
    });
    await expect(p).rejects.toBeInstanceOf(SolveCancelledError);
    expect(windows).toEqual([1]);
  });

  it('refuses an already aborted signal', async () => {
    await expect(solveInWorker(randomInput(2, 6), { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(SolveCancelledError);
  });
});
