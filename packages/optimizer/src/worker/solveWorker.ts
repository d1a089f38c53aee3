// Worker-thread entry: receives one solve request, posts progress messages and the result.
// It runs in its own isolate, so the WebAssembly memory HiGHS grows is freed when the worker ends.
import { parentPort } from 'node:worker_threads';
import { loadHighs, type WasmModule } from '../highsRunner.ts';
import { solve, type SolveOptions } from '../solve.ts';
import type { OptimizerInput } from '../input.ts';

export interface SolveRequest {
  type: 'solve';
  input: OptimizerInput;
  options: Omit<SolveOptions, 'onProgress'>;
  module?: WasmModule;
}

parentPort?.on('message', async (msg: SolveRequest) => {
  if (msg.type !== 'solve') return;
  try {
    await loadHighs(msg.module);
    const result = await solve(msg.input, { ...msg.options, onProgress: (progress) => parentPort!.postMessage({ type: 'progress', progress }) });
    parentPort!.postMessage({ type: 'result', result });
  } catch (e) {
    parentPort!.postMessage({ type: 'error', message: e instanceof Error ? e.message : String(e) });
  }
});
