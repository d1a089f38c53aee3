/**
 * In-process job queue (PGlite, or PostgreSQL when pg-boss is switched off): FIFO with a fixed number
 * of concurrent solves. The solves themselves run off the request thread inside the solver (worker
 * threads); this queue only bounds how many run at once.
 */
import type { Db } from '../db/index.ts';
import { runSolve, type RunSolveOptions } from './runSolve.ts';
import { claimRun } from './solverProcess.ts';
import type { JobQueue, SolveFn } from './types.ts';

export function createLocalQueue(
  db: Db, solve: SolveFn, opts: { concurrency: number; runner?: string; maxAttempts?: number; log?: RunSolveOptions['log'] },
): JobQueue {
  const waiting: number[] = [];
  const running = new Map<number, AbortController>();
  const shutdown = new AbortController();
  const idle = new Set<() => void>();
  let closed = false;

  const pump = (): void => {
    while (!closed && running.size < opts.concurrency && waiting.length > 0) {
      const id = waiting.shift()!;
      const controller = new AbortController();
      const onShutdown = () => controller.abort('shutdown');
      shutdown.signal.addEventListener('abort', onShutdown, { once: true });
      running.set(id, controller);
      runSolve(db, solve, id, { signal: controller.signal, log: opts.log, runner: opts.runner, maxAttempts: opts.maxAttempts })
        .catch((err: unknown) => opts.log?.error({ simulationId: id, err }, 'error al guardar el resultado'))
        .finally(() => {
          shutdown.signal.removeEventListener('abort', onShutdown);
          running.delete(id);
          if (running.size === 0) for (const fn of idle) fn();
          pump();
        });
    }
  };

  return {
    kind: 'local',
    async enqueue(id) {
      if (closed) throw new Error('la cola de trabajos está cerrada');
      // Queued here, lost with this process: recorded so that a dead process's queue is recovered too.
      if (opts.runner) await claimRun(db, id, opts.runner);
      waiting.push(id);
      pump();
    },
    abortLocal(id) {
      const i = waiting.indexOf(id);
      if (i >= 0) waiting.splice(i, 1);
      running.get(id)?.abort('cancelled');
    },
    holds(id) {
      return running.has(id) || waiting.includes(id);
    },
    async close() {
      closed = true;
      waiting.length = 0;
      shutdown.abort('shutdown');
      if (running.size > 0) await new Promise<void>((resolve) => idle.add(resolve));
    },
  };
}
