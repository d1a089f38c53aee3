// Worker-thread entry of a rolling solve's second thread (lane.ts): runs lane tasks (laneTasks.ts) one
// after the other, in the order the solve sent them. Its own entry, lighter than solveWorker's (no result
// tables, explanations or re-plans to load), since a lane is started for each long solve.
import { parentPort } from 'node:worker_threads';
import { loadHighs, type WasmModule } from '../highsRunner.ts';
import { lowerSolverPriority } from './priority.ts';
import { runLaneTask, type LaneTask } from './laneTasks.ts';

export interface LaneRequest {
  type: 'lane';
  task: LaneTask;
  module?: WasmModule;
}

let queue: Promise<void> = Promise.resolve();

if (parentPort) lowerSolverPriority();

parentPort?.on('message', (msg: LaneRequest) => {
  if (msg.type !== 'lane') return;
  queue = queue.then(async () => {
    await loadHighs(msg.module);
    await runLaneTask(msg.task, (m) => parentPort!.postMessage(m));
  });
});
