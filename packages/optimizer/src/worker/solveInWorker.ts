// Runs a solve off the caller's thread: one fresh worker per solve (WebAssembly memory never
// shrinks, so ending the worker is what frees it), cancellable through an AbortSignal, with
// progress messages per window. HiGHS is compiled once per process (eagerly optimised, see
// highsRunner.ts) and the compiled Module is handed to each worker.
import { Worker } from 'node:worker_threads';
import { compileHighsModule } from '../highsRunner.ts';
import type { OptimizerInput } from '../input.ts';
import type { OptimizerResult, Progress, SolveOptions } from '../solve.ts';
import type { SolveRequest } from './solveWorker.ts';

export interface SolveInWorkerOptions extends Omit<SolveOptions, 'onProgress'> {
  onProgress?: (p: Progress) => void;
  signal?: AbortSignal;
  /** Skip the eager compilation and let the worker compile HiGHS lazily. */
  lazyCompile?: boolean;
}

export class SolveCancelledError extends Error {
  constructor() {
    super('Solve cancelled');
    this.name = 'SolveCancelledError';
  }
}

const WORKER_URL = new URL('./bootstrap.mjs', import.meta.url);

export async function solveInWorker(input: OptimizerInput, opts: SolveInWorkerOptions = {}): Promise<OptimizerResult> {
  const { onProgress, signal, lazyCompile, ...options } = opts;
  if (signal?.aborted) throw new SolveCancelledError();
  const module = lazyCompile ? undefined : await compileHighsModule();
  if (signal?.aborted) throw new SolveCancelledError();
  // bootstrap.mjs registers tsx inside the worker, then loads solveWorker.ts.
  const worker = new Worker(WORKER_URL);
  return new Promise<OptimizerResult>((resolve, reject) => {
    let settled = false;
    const finish = (f: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      void worker.terminate();
      f();
    };
    const onAbort = () => finish(() => reject(new SolveCancelledError()));
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.on('message', (msg: { type: string; progress?: Progress; result?: OptimizerResult; message?: string }) => {
      if (msg.type === 'progress' && msg.progress) onProgress?.(msg.progress);
      else if (msg.type === 'result') finish(() => resolve(msg.result!));
      else if (msg.type === 'error') finish(() => reject(new Error(msg.message)));
    });
    worker.on('error', (e) => finish(() => reject(e)));
    worker.on('exit', (code) => finish(() => reject(new Error(`Optimizer worker exited with code ${code}`))));
    const request: SolveRequest = { type: 'solve', input, options, module };
    worker.postMessage(request);
  });
}
