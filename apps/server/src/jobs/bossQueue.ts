/**
 * pg-boss (PostgreSQL) job queue: the server and any number of `npm run worker` processes share the
 * work. A worker that dies mid-solve leaves its job 'active' until it expires; pg-boss then retries it
 * (the simulation is still at 3). Jobs have a deterministic id per simulation so the reaper can check
 * them without an extra column.
 */
import { createRequire } from 'node:module';
import PgBoss from 'pg-boss';
import { isDatabaseUnavailable } from '../db/connectionErrors.ts';
import type { Db } from '../db/index.ts';
import { runSolve, type RunSolveOptions } from './runSolve.ts';
import type { JobQueue, SolveFn } from './types.ts';

export const SOLVE_QUEUE = 'simulation-solve';

type Warn = (obj: object, msg: string) => void;
let warnLostAck: Warn = () => {};
let acksGuarded = false;

/**
 * pg-boss 10 calls complete()/fail() after each job without awaiting or catching them, so a database
 * connection lost at that moment (a PostgreSQL restart) became an unhandled rejection, which stops a
 * Node process (seen when a test ends the connection with pg_terminate_backend). Both are wrapped once: a lost
 * connection is logged, and the job stays active until it expires and is retried (runSolve skips a
 * simulation that already finished). Any other error is passed on unchanged.
 */
function guardBossAcks(warn?: Warn): void {
  if (warn) warnLostAck = warn;
  if (acksGuarded) return;
  acksGuarded = true;
  const manager = createRequire(import.meta.url)('pg-boss/src/manager.js') as { prototype: Record<string, (...a: unknown[]) => unknown> };
  for (const name of ['complete', 'fail']) {
    const original = manager.prototype[name]!;
    const guarded = function (this: unknown, ...args: unknown[]) {
      return Promise.resolve(original.apply(this, args)).catch((err: unknown) => {
        if (!isDatabaseUnavailable(err)) throw err;
        warnLostAck({ err, queue: args[0] }, `pg-boss: ${name} perdido por la conexión; el trabajo se reintentará al caducar`);
        return undefined;
      });
    };
    // PgBoss publishes the manager's methods under their function names (boss.fail, boss.complete).
    Object.defineProperty(guarded, 'name', { value: name });
    manager.prototype[name] = guarded;
  }
}

/** The job id of a simulation's solve: a UUID built from its id. */
export function jobIdOf(simulationId: number): string {
  return `00000000-0000-4000-8000-${simulationId.toString(16).padStart(12, '0')}`;
}

export interface BossQueueOptions {
  connectionString: string;
  /** Concurrent solves worked by this process (0: send only, e.g. a server leaving work to workers). */
  concurrency: number;
  /** A solve still active after this long is considered lost and retried. */
  expireInSeconds: number;
  retryLimit: number;
  /** Solves that may start for one simulation (1 + the retry limit of the recovery). */
  maxAttempts?: number;
  /** This process as a runner (heartbeat), recorded on the simulations it solves. */
  runner?: string;
  log?: RunSolveOptions['log'] & { warn?: (obj: object, msg: string) => void };
}

export async function startBoss(opts: BossQueueOptions): Promise<PgBoss> {
  guardBossAcks(opts.log?.warn?.bind(opts.log));
  const boss = new PgBoss({ connectionString: opts.connectionString, max: 4, application_name: 'plantasim-jobs' });
  boss.on('error', (err) => opts.log?.error({ err }, 'pg-boss'));
  await boss.start();
  const settings = { retryLimit: opts.retryLimit, retryDelay: 2, expireInSeconds: opts.expireInSeconds };
  // createQueue leaves an existing queue as it is: the settings of this start are applied explicitly,
  // so changing SOLVE_EXPIRE_SECONDS or SOLVE_RETRY_LIMIT takes effect at the next start.
  await boss.createQueue(SOLVE_QUEUE, { name: SOLVE_QUEUE, ...settings });
  await boss.updateQueue(SOLVE_QUEUE, { name: SOLVE_QUEUE, ...settings });
  return boss;
}

export async function createBossQueue(db: Db, solve: SolveFn, opts: BossQueueOptions): Promise<JobQueue & { boss: PgBoss }> {
  const boss = await startBoss(opts);
  const running = new Map<number, AbortController>();
  const shutdown = new AbortController();
  const workerIds: string[] = [];
  for (let i = 0; i < opts.concurrency; i++) {
    const workerId: string = await boss.work<{ simulationId: number }>(
      SOLVE_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: 0.5 },
      async (jobs) => {
        // pg-boss waits the polling interval after every job, even with more waiting: a backlog
        // (e.g. launches made while PostgreSQL restarted) drained at 2 jobs/s. Notified, the
        // worker fetches the next job at once.
        boss.notifyWorker(workerId);
        for (const job of jobs) {
          const id = job.data.simulationId;
          const controller = new AbortController();
          const onShutdown = () => controller.abort('shutdown');
          shutdown.signal.addEventListener('abort', onShutdown, { once: true });
          running.set(id, controller);
          try {
            const r = await runSolve(db, solve, id, { signal: controller.signal, log: opts.log, runner: opts.runner, maxAttempts: opts.maxAttempts });
            // Interrupted by our own shutdown: fail the job so pg-boss hands it to another worker.
            if (r === 'interrupted') throw new Error('interrumpida por parada del proceso');
          } finally {
            running.delete(id);
            shutdown.signal.removeEventListener('abort', onShutdown);
          }
        }
      },
    );
    workerIds.push(workerId);
  }
  return {
    kind: 'pg-boss',
    boss,
    async enqueue(id) {
      await boss.send(SOLVE_QUEUE, { simulationId: id }, { id: jobIdOf(id) });
    },
    abortLocal(id) {
      running.get(id)?.abort('cancelled');
      // A job whose worker died stays active until it expires, then runs again: cancelled, it ends now.
      boss.cancel(SOLVE_QUEUE, jobIdOf(id)).catch((err: unknown) => opts.log?.error({ err, simulationId: id }, 'pg-boss: cancelación del trabajo'));
    },
    holds(id) {
      return running.has(id);
    },
    async close() {
      shutdown.abort('shutdown');
      for (const w of workerIds) await boss.offWork({ id: w }).catch(() => {});
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 }).catch(() => {});
    },
  };
}
