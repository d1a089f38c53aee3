/**
 * pg-boss (PostgreSQL) job queue: the server and any number of `npm run worker` processes share the
 * work. A worker that dies mid-solve leaves its job 'active' until it expires; pg-boss then retries it
 * (the simulation is still at 3). Jobs have a deterministic id per simulation so the reaper can check
 * them without an extra column. The most urgent job is fetched first (pg-boss orders by priority,
 * then age; jobs/priority.ts), and urgent solves go to a queue of their own with one worker more in
 * every process, so a re-plan starts at once even when every other worker solves a long run.
 * Explanations (jobs/runExplain.ts), exact counterfactuals (jobs/runExact.ts) and the parts of
 * day-ahead offers (jobs/runOffers.ts) share the solve queue at lower priorities.
 */
import { createRequire } from 'node:module';
import PgBoss from 'pg-boss';
import type { OfferPart } from '../repositories/offers.ts';
import { isDatabaseUnavailable } from '../db/connectionErrors.ts';
import type { Db } from '../db/index.ts';
import { runSolve, type RunSolveOptions } from './runSolve.ts';
import { runExplain } from './runExplain.ts';
import { runExact } from './runExact.ts';
import { runOffers } from './runOffers.ts';
import { isUrgent, JOB_PRIORITY } from './priority.ts';
import type { ExactFn, ExplainFn, JobQueue, OffersFns, SolveFn } from './types.ts';

export const SOLVE_QUEUE = 'simulation-solve';
/** Urgent solves (re-plans): worked by one more worker in every process. */
export const URGENT_QUEUE = 'simulation-solve-urgent';
/** Every queue a simulation's solve job may be in. */
export const SOLVE_QUEUES = [SOLVE_QUEUE, URGENT_QUEUE] as const;

interface JobData {
  simulationId: number;
  /** The explanation of a solved run, not its solve. */
  explain?: boolean;
  /** The exact counterfactual of this block of its explanation, not its solve. */
  exactBlock?: number;
  /** The day-ahead offers of an executed run, not its solve. */
  offers?: boolean;
  /** Which part of the offers (absent: the anchor, whose job queues the two chains). */
  offerPart?: OfferPart;
}

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

/** The job id of a solved run's explanation. */
export function explainJobIdOf(simulationId: number): string {
  return `00000000-0000-4000-8001-${simulationId.toString(16).padStart(12, '0')}`;
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
  /** The explainer of solved runs (absent: runs get no explanation). */
  explain?: ExplainFn;
  /** The exact counterfactuals of explanations' blocks (absent: none computed). */
  exact?: ExactFn;
  /** The day-ahead offers of executed runs (absent: none computed). */
  offers?: OffersFns;
}

export async function startBoss(opts: BossQueueOptions): Promise<PgBoss> {
  guardBossAcks(opts.log?.warn?.bind(opts.log));
  const boss = new PgBoss({ connectionString: opts.connectionString, max: 4, application_name: 'plantasim-jobs' });
  boss.on('error', (err) => opts.log?.error({ err }, 'pg-boss'));
  await boss.start();
  const settings = { retryLimit: opts.retryLimit, retryDelay: 2, expireInSeconds: opts.expireInSeconds };
  // createQueue leaves an existing queue as it is: the settings of this start are applied explicitly,
  // so changing SOLVE_EXPIRE_SECONDS or SOLVE_RETRY_LIMIT takes effect at the next start.
  for (const name of SOLVE_QUEUES) {
    await boss.createQueue(name, { name, ...settings });
    await boss.updateQueue(name, { name, ...settings });
  }
  return boss;
}

export async function createBossQueue(db: Db, solve: SolveFn, opts: BossQueueOptions): Promise<JobQueue & { boss: PgBoss }> {
  const boss = await startBoss(opts);
  const shutdown = new AbortController();
  const workerIds: string[] = [];
  /** This process's workers of each queue, woken when a job is sent to it. */
  const workersOf = new Map<string, string[]>();
  // An idle worker fetches again only after its polling interval: a job sent by this process would
  // wait up to that long (a re-plan, a launch, the first children of a batch). Waking this process's
  // workers of that queue starts it at once; other processes' workers still poll.
  const wake = (name: string) => { for (const w of workersOf.get(name) ?? []) boss.notifyWorker(w); };
  const send = async (name: string, data: JobData, options: PgBoss.SendOptions) => {
    await boss.send(name, data, options);
    wake(name);
  };
  const queueExplanation = opts.explain
    ? async (id: number) => { await send(SOLVE_QUEUE, { simulationId: id, explain: true }, { id: explainJobIdOf(id), priority: JOB_PRIORITY.explanation }); }
    : undefined;
  // This process's running jobs: a solve by its id, an explanation by -id, an exact by `id:block`,
  // a part of the offers by `id:offers:part`.
  const key = (data: JobData) => (data.exactBlock !== undefined ? `${data.simulationId}:${data.exactBlock}`
    : data.offers ? `${data.simulationId}:offers:${data.offerPart ?? 'anchor'}` : data.explain ? -data.simulationId : data.simulationId);
  // pg-boss's own ids: offers asked again after a failure are new jobs (the request's row keeps one
  // request at a time: repositories/offers.ts). Any worker process may fetch either chain.
  const queueOffers = async (id: number, part: OfferPart) => {
    await send(SOLVE_QUEUE, { simulationId: id, offers: true, offerPart: part }, { priority: JOB_PRIORITY.offers });
  };
  const running = new Map<number | string, AbortController>();
  const work = async (name: string) => {
    const workerId: string = await boss.work<JobData>(
      name,
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
          running.set(key(job.data), controller);
          try {
            const block = job.data.exactBlock;
            const r = block !== undefined
              ? (opts.exact ? await runExact(db, opts.exact, id, block, { signal: controller.signal, log: opts.log }) : 'skipped')
              : job.data.offers
              ? (opts.offers
                ? await runOffers(db, opts.offers, id, job.data.offerPart ?? 'anchor', { signal: controller.signal, log: opts.log, queueChain: queueOffers })
                : 'skipped')
              : job.data.explain
              ? (opts.explain ? await runExplain(db, opts.explain, id, { signal: controller.signal, log: opts.log }) : 'skipped')
              : await runSolve(db, solve, id, { signal: controller.signal, log: opts.log, runner: opts.runner, maxAttempts: opts.maxAttempts, queueExplanation });
            // Interrupted by our own shutdown: fail the job so pg-boss hands it to another worker.
            if (r === 'interrupted') throw new Error('interrumpida por parada del proceso');
          } finally {
            running.delete(key(job.data));
            shutdown.signal.removeEventListener('abort', onShutdown);
          }
        }
      },
    );
    workerIds.push(workerId);
    workersOf.set(name, [...(workersOf.get(name) ?? []), workerId]);
  };
  for (let i = 0; i < opts.concurrency; i++) await work(SOLVE_QUEUE);
  if (opts.concurrency > 0) await work(URGENT_QUEUE);
  return {
    kind: 'pg-boss',
    boss,
    async enqueue(id, priority = JOB_PRIORITY.interactive) {
      await send(isUrgent(priority) ? URGENT_QUEUE : SOLVE_QUEUE, { simulationId: id }, { id: jobIdOf(id), priority });
    },
    async enqueueExplanation(id) {
      await queueExplanation?.(id);
    },
    async enqueueExact(id, block) {
      if (!opts.exact) return;
      // pg-boss's own id: a block asked again after a failure is a new job (the request's row keeps
      // one job per block while it is queued or solving: repositories/exactCounterfactuals.ts).
      await send(SOLVE_QUEUE, { simulationId: id, exactBlock: block }, { priority: JOB_PRIORITY.exact });
    },
    // Only a process given the offers' solver sends their jobs (the route refuses otherwise).
    ...(opts.offers ? {
      async enqueueOffers(id: number, part: OfferPart = 'anchor') {
        await queueOffers(id, part);
      },
    } : {}),
    abortLocal(id) {
      for (const [k, controller] of running) if (k === id || k === -id || (typeof k === 'string' && k.startsWith(`${id}:`))) controller.abort('cancelled');
      // A job whose worker died stays active until it expires, then runs again: cancelled, it ends now.
      for (const name of SOLVE_QUEUES) {
        boss.cancel(name, jobIdOf(id)).catch((err: unknown) => opts.log?.error({ err, simulationId: id }, 'pg-boss: cancelación del trabajo'));
      }
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
