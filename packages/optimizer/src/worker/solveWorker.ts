// Worker-thread entry: receives solve requests one at a time (the worker is reused while its solves
// are small, worker/solveInWorker.ts), posts progress messages and the result. It runs in its own
// isolate, so the WebAssembly memory HiGHS grows is freed when the worker ends.
import { parentPort, workerData } from 'node:worker_threads';
import { loadHighs, releaseGrownHighs, type WasmModule } from '../highsRunner.ts';
import { solve, type Progress, type SolveOptions } from '../solve.ts';
import type { OptimizerInput } from '../input.ts';
import { replanRun, type ReplanJob } from '../replanRun.ts';
import { exactRun, explainRun, type ExplainJob } from '../explainRun.ts';
import type { ExactBlock } from '../explain/exact.ts';
import { offerAnchor, offerChain, type OfferDirection } from '../offers/run.ts';
import { lowerSolverPriority } from './priority.ts';

export type SolveRequest = {
  input: OptimizerInput;
  options: Omit<SolveOptions, 'onProgress'>;
  module?: WasmModule;
} & ({ type: 'solve' } | { type: 'replan'; job: ReplanJob } | { type: 'explain'; explain: ExplainJob } | { type: 'exact'; explain: ExplainJob; block: ExactBlock } | { type: 'offerAnchor' }
  | { type: 'offerChain'; direction: OfferDirection; anchorNetMW: readonly number[]; deltas?: readonly number[] });

// An urgent solve's thread (a re-plan a user waits on) keeps the normal priority.
if (parentPort && (workerData as { urgent?: boolean } | undefined)?.urgent !== true) lowerSolverPriority();

/** An offer solve's options: horizon and time limit only (no progress per window, no explanation). */
function offerSolveOptions(o: Omit<SolveOptions, 'onProgress'>): SolveOptions {
  return { rollingAboveHours: o.rollingAboveHours, keepHours: o.keepHours, timeLimit: o.timeLimit };
}

async function onMessage(msg: SolveRequest): Promise<void> {
  if (msg.type !== 'solve' && msg.type !== 'replan' && msg.type !== 'explain' && msg.type !== 'exact' && msg.type !== 'offerAnchor' && msg.type !== 'offerChain') return;
  try {
    await loadHighs(msg.module);
    const options = { ...msg.options, onProgress: (progress: Progress) => parentPort!.postMessage({ type: 'progress', progress }) };
    const result = msg.type === 'replan' ? await replanRun(msg.input, msg.job, options)
      : msg.type === 'explain' ? await explainRun(msg.input, msg.explain, {
        rollingAboveHours: options.rollingAboveHours, keepHours: options.keepHours,
        onProgress: (p) => options.onProgress({ phase: 'explain', window: p.window, windows: p.windows, hoursDone: p.hoursDone, hours: p.hours }),
      })
      : msg.type === 'exact' ? await exactRun(msg.input, msg.explain, msg.block, { rollingAboveHours: options.rollingAboveHours, keepHours: options.keepHours, timeLimit: options.timeLimit })
      : msg.type === 'offerAnchor' ? await offerAnchor(msg.input, { solveOptions: offerSolveOptions(options) })
      : msg.type === 'offerChain' ? await offerChain(msg.input, msg.direction, msg.anchorNetMW, { deltas: msg.deltas, solveOptions: offerSolveOptions(options) })
      : await solve(msg.input, options);
    parentPort!.postMessage({ type: 'result', result });
  } catch (e) {
    parentPort!.postMessage({ type: 'error', message: e instanceof Error ? e.message : String(e) });
  } finally {
    releaseGrownHighs();
  }
}

// onMessage reports its own failures to the parent.
parentPort?.on('message', (msg: SolveRequest) => void onMessage(msg));
