import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { closeIdleSolvers, idleSolverCount, prewarmUrgentSolver, solveInWorker, SolveCancelledError } from './solveInWorker.ts';
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

  it('explains in the worker after the solve, reporting progress, and can be cancelled while it explains', async () => {
    const input = tinyInput(3, { electricityPrice: [50, 30, 60], gasPrice: [20, 20, 20], engines: [engine()] });
    const phases: string[] = [];
    const r = await solveInWorker(input, { lazyCompile: true, explain: true, onProgress: (p) => phases.push(p.phase) });
    expect(r.explicacion!.blocks.map((b) => [b.on, b.from, b.to])).toEqual([[true, 0, 1], [false, 1, 2], [true, 2, 3]]);
    expect(phases[0]).toBe('window');
    expect(phases.at(-1)).toBe('explain');
    // Cancel as soon as the explanation reports: the solve is done, the explanation under way.
    const controller = new AbortController();
    const seen: string[] = [];
    const p = solveInWorker(randomInput(4, 96), {
      lazyCompile: true, explain: true, rollingAboveHours: 24, keepHours: 24, signal: controller.signal,
      onProgress: (pr) => { seen.push(pr.phase); if (pr.phase === 'explain') controller.abort(); },
    });
    await expect(p).rejects.toBeInstanceOf(SolveCancelledError);
    expect(seen.filter((x) => x === 'explain')).toHaveLength(1);
    expect(seen).toContain('window');
  });

  it('solves at a lower CPU priority than the caller, so requests stay responsive', async () => {
    // Linux keeps a nice value per thread: /proc/self/task lists this process's threads.
    const niceOfThreads = () => readdirSync('/proc/self/task').map((t) => {
      try {
        return Number(readFileSync(`/proc/self/task/${t}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);
      } catch {
        return NaN; // a thread that ended meanwhile
      }
    });
    const before = getPriority();
    const controller = new AbortController();
    let seen: number[] = [];
    const p = solveInWorker(randomInput(3, 96), {
      lazyCompile: true, rollingAboveHours: 24, keepHours: 24, signal: controller.signal,
      onProgress: () => { if (seen.length === 0) seen = niceOfThreads(); controller.abort(); },
    });
    await expect(p).rejects.toBeInstanceOf(SolveCancelledError);
    expect(seen).toContain(Math.max(before, 10));
    expect(getPriority()).toBe(before);
  });

  it('keeps a worker warm after a small solve and reuses it; a cancelled one is ended', async () => {
    await closeIdleSolvers();
    const input = tinyInput(3, { electricityPrice: [50, 30, 60], gasPrice: [20, 20, 20], engines: [engine()] });
    expect((await solveInWorker(input, { lazyCompile: true })).stats.objective).toBeCloseTo(-300, 6);
    expect(idleSolverCount()).toBe(1);
    // The warm worker solves the next ones (the pool is taken, then given back), without piling
    // listeners on it at each reuse.
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.name);
    process.on('warning', onWarning);
    for (let k = 0; k < 12; k++) expect((await solveInWorker(input, { lazyCompile: true })).stats.objective).toBeCloseTo(-300, 6);
    process.off('warning', onWarning);
    expect(warnings).not.toContain('MaxListenersExceededWarning');
    expect(idleSolverCount()).toBe(1);
    const controller = new AbortController();
    const p = solveInWorker(randomInput(2, 96), {
      lazyCompile: true, rollingAboveHours: 24, keepHours: 24, signal: controller.signal, onProgress: () => controller.abort(),
    });
    expect(idleSolverCount()).toBe(0);
    await expect(p).rejects.toBeInstanceOf(SolveCancelledError);
    expect(idleSolverCount()).toBe(0);
    await closeIdleSolvers();
  });

  it('keeps one urgent worker warm from the start, which the first urgent solve takes', async () => {
    await closeIdleSolvers();
    prewarmUrgentSolver();
    prewarmUrgentSolver();
    expect(idleSolverCount()).toBe(1);
    const input = tinyInput(3, { electricityPrice: [50, 30, 60], gasPrice: [20, 20, 20], engines: [engine()] });
    const p = solveInWorker(input, { lazyCompile: true, urgent: true });
    expect(idleSolverCount()).toBe(0);
    expect((await p).stats.objective).toBeCloseTo(-300, 6);
    expect(idleSolverCount()).toBe(1);
    await closeIdleSolvers();
  });

  it('refuses an already aborted signal', async () => {
    await expect(solveInWorker(randomInput(2, 6), { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(SolveCancelledError);
  });
});
