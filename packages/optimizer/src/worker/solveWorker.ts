// Worker-thread entry: receives solve requests one at a time (the worker is reused while its solves
// are small, worker/solveInWorker.ts), posts progress messages and the result. It runs in its own
// isolate, so the WebAssembly memory HiGHS grows is freed when the worker ends.
import { getPriority, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { loadHighs, type WasmModule } from '../highsRunner.ts';
import { solve, type Progress, type SolveOptions } from '../solve.ts';
import type { OptimizerInput } from '../input.ts';
import { replanRun, type ReplanJob } from '../replanRun.ts';
import { runLaneTask, type LaneTask } from './laneTasks.ts';

/**
 * Solves yield the CPU to the threads that answer users: on Linux the nice value is per thread, so
 * this lowers only this worker thread (SOLVER_NICE, default 10; 0 keeps the normal priority).
 */
export function lowerSolverPriority(env: Record<string, string | undefined> = process.env): number | null {
  const n = Number(env.SOLVER_NICE ?? 10);
  const wanted = Number.isInteger(n) ? Math.min(19, Math.max(0, n)) : 10;
  try {
    // Never raise it: a thread may not lower its nice value without privileges.
    const nice = Math.max(getPriority(), wanted);
    setPriority(nice);
    return nice;
  } catch {
    return null; // not permitted on this platform: the solve still runs
  }
}

/** A lane's tasks run one after the other, in the order the rolling solve sent them. */
let laneQueue: Promise<void> = Promise.resolve();

export type LaneRequest = { type: 'lane'; task: LaneTask; module?: WasmModule };

export type SolveRequest = {
  input: OptimizerInput;
  options: Omit<SolveOptions, 'onProgress'>;
  module?: WasmModule;
} & ({ type: 'solve' } | { type: 'replan'; job: ReplanJob });

if (parentPort) lowerSolverPriority();

async function onMessage(msg: SolveRequest | LaneRequest): Promise<void> {
  if (msg.type === 'lane') {
    laneQueue = laneQueue.then(async () => {
      await loadHighs(msg.module);
      await runLaneTask(msg.task, (m) => parentPort!.postMessage(m));
    });
    return;
  }
  if (msg.type !== 'solve' && msg.type !== 'replan') return;
  try {
    await loadHighs(msg.module);
    const options = { ...msg.options, onProgress: (progress: Progress) => parentPort!.postMessage({ type: 'progress', progress }) };
    const result = msg.type === 'replan' ? await replanRun(msg.input, msg.job, options) : await solve(msg.input, options);
    parentPort!.postMessage({ type: 'result', result });
  } catch (e) {
    parentPort!.postMessage({ type: 'error', message: e instanceof Error ? e.message : String(e) });
  }
}

// onMessage reports its own failures to the parent.
parentPort?.on('message', (msg: SolveRequest | LaneRequest) => void onMessage(msg));
