/**
 * In-process job queue (PGlite, or PostgreSQL when pg-boss is switched off): the most urgent job
 * first (jobs/priority.ts; equal ones in the order queued), a fixed number of concurrent jobs, and
 * one slot more for an urgent one, so a re-plan never waits for a long solve to end. The solves
 * themselves run off the request thread inside the solver (worker threads); this queue only orders
 * them and bounds how many run at once. Solves, explanations (jobs/runExplain.ts), exact
 * counterfactuals (jobs/runExact.ts) and the parts of day-ahead offers (jobs/runOffers.ts) share it.
 */
import type { Db } from '../db/index.ts';
import { runSolve, type RunSolveOptions } from './runSolve.ts';
import { runExplain } from './runExplain.ts';
import { runExact } from './runExact.ts';
import { runOffers } from './runOffers.ts';
import { claimRun } from '../repositories/runners.ts';
import type { OfferPart } from '../repositories/offers.ts';
import { isUrgent, JOB_PRIORITY } from './priority.ts';
import type { ExactFn, ExplainFn, JobQueue, OffersFns, SolveFn } from './types.ts';

interface Job {
  id: number;
  kind: 'solve' | 'explain' | 'exact' | 'offers';
  /** The explanation's block of an exact job. */
  block?: number;
  /** The part of an offers job (its two chains are jobs of their own, run side by side when slots allow). */
  part?: OfferPart;
  priority: number;
  /** Order queued, among equal priorities. */
  seq: number;
}

const keyOf = (job: Pick<Job, 'id' | 'kind' | 'block' | 'part'>) => `${job.kind}:${job.id}:${job.block ?? job.part ?? ''}`;

export function createLocalQueue(
  db: Db, solve: SolveFn,
  opts: { concurrency: number; runner?: string; maxAttempts?: number; log?: RunSolveOptions['log']; explain?: ExplainFn; exact?: ExactFn; offers?: OffersFns },
): JobQueue {
  const waiting: Job[] = [];
  const running = new Map<string, AbortController>();
  const shutdown = new AbortController();
  const idle = new Set<() => void>();
  let closed = false;
  let seq = 0;

  const add = (job: Omit<Job, 'seq'>) => {
    if (running.has(keyOf(job)) || waiting.some((w) => keyOf(w) === keyOf(job))) return;
    const queued = { ...job, seq: seq++ };
    const at = waiting.findIndex((w) => w.priority < queued.priority);
    waiting.splice(at < 0 ? waiting.length : at, 0, queued);
    pump();
  };

  const queueExplanation = opts.explain ? async (id: number) => add({ id, kind: 'explain', priority: JOB_PRIORITY.explanation }) : undefined;
  const queueOffers = async (id: number, part: OfferPart) => {
    if (!closed) add({ id, kind: 'offers', part, priority: JOB_PRIORITY.offers });
  };

  const run = (job: Job, signal: AbortSignal): Promise<unknown> => job.kind === 'solve'
    ? runSolve(db, solve, job.id, { signal, log: opts.log, runner: opts.runner, maxAttempts: opts.maxAttempts, queueExplanation })
    : job.kind === 'explain' ? runExplain(db, opts.explain!, job.id, { signal, log: opts.log })
      : job.kind === 'exact' ? runExact(db, opts.exact!, job.id, job.block!, { signal, log: opts.log })
        : runOffers(db, opts.offers!, job.id, job.part ?? 'anchor', { signal, log: opts.log, queueChain: queueOffers });

  const pump = (): void => {
    // The first waiting job is the most urgent: it starts when a slot is free, an urgent one also in the spare slot.
    while (!closed && waiting.length > 0 && running.size < opts.concurrency + (isUrgent(waiting[0]!.priority) ? 1 : 0)) {
      const job = waiting.shift()!;
      const key = keyOf(job);
      const controller = new AbortController();
      const onShutdown = () => controller.abort('shutdown');
      shutdown.signal.addEventListener('abort', onShutdown, { once: true });
      running.set(key, controller);
      run(job, controller.signal)
        .catch((err: unknown) => opts.log?.error({ simulationId: job.id, err }, 'error al guardar el resultado'))
        .finally(() => {
          shutdown.signal.removeEventListener('abort', onShutdown);
          running.delete(key);
          if (running.size === 0) for (const fn of idle) fn();
          pump();
        });
    }
  };

  return {
    kind: 'local',
    async enqueue(id, priority = JOB_PRIORITY.interactive) {
      if (closed) throw new Error('la cola de trabajos está cerrada');
      // Queued here, lost with this process: recorded so that a dead process's queue is recovered too.
      if (opts.runner) await claimRun(db, id, opts.runner);
      add({ id, kind: 'solve', priority });
    },
    async enqueueExplanation(id) {
      if (closed || !queueExplanation) return;
      await queueExplanation(id);
    },
    async enqueueExact(id, block) {
      if (closed || !opts.exact) return;
      add({ id, kind: 'exact', block, priority: JOB_PRIORITY.exact });
    },
    // Only a queue given the offers' solver takes their jobs (the route refuses otherwise).
    ...(opts.offers ? {
      async enqueueOffers(id: number, part: OfferPart = 'anchor') {
        await queueOffers(id, part);
      },
    } : {}),
    abortLocal(id) {
      for (let i = waiting.length - 1; i >= 0; i--) if (waiting[i]!.id === id) waiting.splice(i, 1);
      for (const [key, controller] of running) if (key.split(':')[1] === String(id)) controller.abort('cancelled');
    },
    holds(id) {
      const key = keyOf({ id, kind: 'solve' });
      return running.has(key) || waiting.some((w) => keyOf(w) === key);
    },
    async close() {
      closed = true;
      waiting.length = 0;
      shutdown.abort('shutdown');
      if (running.size > 0) await new Promise<void>((resolve) => idle.add(resolve));
    },
  };
}
