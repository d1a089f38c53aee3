// Runs a solve off the caller's thread in a worker (kept warm for the next small solve; ended
// after a long one, since WebAssembly memory never shrinks), cancellable through an AbortSignal, with
// progress messages per window. HiGHS is compiled once per process (eagerly optimised, see
// highsRunner.ts) and the compiled Module is handed to each worker.
import { Worker } from 'node:worker_threads';
import { compileHighsModule } from '../highsRunner.ts';
import type { OptimizerInput } from '../input.ts';
import type { OptimizerResult, Progress, SolveOptions } from '../solve.ts';
import type { SolveRequest } from './solveWorker.ts';
import type { ReplanJob, ReplanRunResult } from '../replanRun.ts';
import type { ExplainJob } from '../explainRun.ts';
import type { Explanation } from '../explain/types.ts';
import type { ExactBlock, ExactResult } from '../explain/exact.ts';
import { assembleOffers, type OfferAnchor, type OfferDirection, type OfferRunResult, type OfferStepResult } from '../offers/run.ts';

export interface SolveInWorkerOptions extends Omit<SolveOptions, 'onProgress'> {
  onProgress?: (p: Progress) => void;
  signal?: AbortSignal;
  /** Skip the eager compilation and let the worker compile HiGHS lazily. */
  lazyCompile?: boolean;
  /** Work a user waits on (a re-plan): solved in a thread at the normal CPU priority, ahead of the
   *  lowered solver threads of long and batch work (worker/priority.ts). */
  urgent?: boolean;
}

export class SolveCancelledError extends Error {
  constructor() {
    super('Solve cancelled');
    this.name = 'SolveCancelledError';
  }
}

/** From the TypeScript sources (tsx, vitest) the worker starts through bootstrap.mjs, which
 *  registers tsx; the compiled server (apps/server/scripts/build.mjs) has solveWorker.js beside it. */
const WORKER_URL = import.meta.url.endsWith('.ts') ? new URL('./bootstrap.mjs', import.meta.url) : new URL('./solveWorker.js', import.meta.url);

/** Idle workers kept warm for the next solve: starting one (tsx, the optimizer's modules, HiGHS)
 *  costs far more CPU than a one-day solve. Only workers whose last solve was small go back to the
 *  pool: WebAssembly memory never shrinks, so a worker that grew for a long horizon is ended. */
const idle: Worker[] = [];
/** Warm workers at the normal CPU priority, for urgent solves (a thread's nice value never goes back down). */
const idleUrgent: Worker[] = [];
const POOL_SIZE = Math.max(0, Number(process.env.SOLVER_POOL_SIZE ?? 2) || 0);
const REUSE_MAX_HOURS = 744;

function takeWorker(urgent: boolean): Worker {
  const pool = urgent ? idleUrgent : idle;
  const w = pool.pop();
  if (w) {
    w.ref();
    return w;
  }
  // A worker that fails or ends while idle leaves the pool (its listeners live as long as the worker).
  const worker = new Worker(WORKER_URL, urgent ? { workerData: { urgent: true } } : undefined);
  const drop = () => {
    const i = pool.indexOf(worker);
    if (i >= 0) pool.splice(i, 1);
  };
  worker.on('error', drop);
  worker.on('exit', drop);
  return worker;
}

function giveBack(worker: Worker, hours: number, urgent: boolean): void {
  const pool = urgent ? idleUrgent : idle;
  if (hours > REUSE_MAX_HOURS || pool.length >= (urgent ? Math.min(1, POOL_SIZE) : POOL_SIZE)) {
    void worker.terminate();
    return;
  }
  worker.unref(); // an idle worker never keeps the process alive
  pool.push(worker);
}

/** Warm workers waiting for a solve. */
export function idleSolverCount(): number {
  return idle.length + idleUrgent.length;
}

/** Starts one warm worker for urgent solves when there is none: a server's first re-plan would
 *  otherwise wait for a thread to start (the optimizer's modules, tsx from the sources), several
 *  times a one-day solve, while a user waits on it. */
export function prewarmUrgentSolver(): void {
  if (POOL_SIZE === 0 || idleUrgent.length > 0) return;
  giveBack(takeWorker(true), 0, true);
}

/** Ends the idle workers (tests, shutdown). */
export async function closeIdleSolvers(): Promise<void> {
  await Promise.all([...idle.splice(0), ...idleUrgent.splice(0)].map((w) => w.terminate()));
}

export async function solveInWorker(input: OptimizerInput, opts: SolveInWorkerOptions = {}): Promise<OptimizerResult> {
  return inWorker(input, opts, (options, module) => ({ type: 'solve', input, options, module }));
}

/** replanRun (a re-plan from hour H of a stored plan) off the caller's thread, like solveInWorker. */
export async function replanInWorker(input: OptimizerInput, job: ReplanJob, opts: SolveInWorkerOptions = {}): Promise<ReplanRunResult> {
  return inWorker(input, opts, (options, module) => ({ type: 'replan', input, job, options, module }));
}

/** explainRun (the explanation of a stored plan, a job after its results) off the caller's thread, like solveInWorker. */
export async function explainInWorker(input: OptimizerInput, job: ExplainJob, opts: SolveInWorkerOptions = {}): Promise<Explanation> {
  return inWorker(input, opts, (options, module) => ({ type: 'explain', input, explain: job, options, module }));
}

/** exactRun (one block's counterfactual re-solved over the whole horizon) off the caller's thread. */
export async function exactInWorker(input: OptimizerInput, job: ExplainJob, block: ExactBlock, opts: SolveInWorkerOptions = {}): Promise<ExactResult> {
  return inWorker(input, opts, (options, module) => ({ type: 'exact', input, explain: job, block, options, module }));
}

/** The plan at the forecast of a run's day-ahead offers (offers/run.ts offerAnchor) off the caller's thread. */
export async function offerAnchorInWorker(input: OptimizerInput, opts: SolveInWorkerOptions = {}): Promise<OfferAnchor> {
  return inWorker(input, opts, (options, module) => ({ type: 'offerAnchor', input, options, module }));
}

/** One chain of the offer ladder (offers/run.ts offerChain) off the caller's thread. */
export async function offerChainInWorker(
  input: OptimizerInput, direction: OfferDirection, anchorNetMW: readonly number[], deltas: readonly number[] | undefined, opts: SolveInWorkerOptions = {},
): Promise<OfferStepResult[]> {
  return inWorker(input, opts, (options, module) => ({ type: 'offerChain', input, direction, anchorNetMW, deltas, options, module }));
}

/** A run's day-ahead offers off the caller's thread: the anchor, then the down and up chains in two
 *  workers side by side (they depend on the anchor only), assembled here. */
export async function offersInWorker(input: OptimizerInput, deltas: readonly number[] | undefined, opts: SolveInWorkerOptions = {}): Promise<OfferRunResult> {
  const anchor = await offerAnchorInWorker(input, opts);
  const [down, up] = await Promise.all((['down', 'up'] as const).map((d) => offerChainInWorker(input, d, anchor.netMW, deltas, opts)));
  return assembleOffers(anchor, down!, up!);
}

async function inWorker<R>(
  input: OptimizerInput, opts: SolveInWorkerOptions, requestOf: (options: SolveRequest['options'], module: SolveRequest['module']) => SolveRequest,
): Promise<R> {
  const { onProgress, signal, lazyCompile, urgent = false, ...options } = opts;
  if (signal?.aborted) throw new SolveCancelledError();
  const module = lazyCompile ? undefined : await compileHighsModule();
  if (signal?.aborted) throw new SolveCancelledError();
  const worker = takeWorker(urgent);
  return new Promise<R>((resolve, reject) => {
    let settled = false;
    const finish = (f: () => void, reusable: boolean) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (reusable) giveBack(worker, input.hours, urgent);
      else void worker.terminate();
      f();
    };
    const onAbort = () => finish(() => reject(new SolveCancelledError()), false);
    const onMessage = (msg: { type: string; progress?: Progress; result?: R; message?: string }) => {
      if (msg.type === 'progress' && msg.progress) onProgress?.(msg.progress);
      else if (msg.type === 'result') finish(() => resolve(msg.result!), true);
      else if (msg.type === 'error') finish(() => reject(new Error(msg.message)), false);
    };
    const onError = (e: Error) => finish(() => reject(e), false);
    const onExit = (code: number) => finish(() => reject(new Error(`Optimizer worker exited with code ${code}`)), false);
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(requestOf(options, module));
  });
}
