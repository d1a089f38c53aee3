/**
 * The solve-job queue of the server (`app.jobs`). PGlite: in-process queue. PostgreSQL: pg-boss,
 * shared with `npm run worker` processes. Environment:
 *   SOLVE_QUEUE=local|pg-boss  (default: pg-boss on PostgreSQL, local on PGlite)
 *   SOLVE_WORKERS=n            concurrent solves worked by this process (default: the machine's cores, so a
 *                              sensitivity batch solves side by side; 0 = only queue). Re-plans get one more.
 *   SOLVE_EXPIRE_SECONDS=s     pg-boss: a solve active longer is considered lost and retried (3600)
 *   SOLVE_RETRY_LIMIT=n        retries of a solve interrupted by a crash or an outage (1); pg-boss's too
 */
import fp from 'fastify-plugin';
import type PgBoss from 'pg-boss';
import { createBossQueue } from './bossQueue.ts';
import { createLocalQueue } from './localQueue.ts';
import { recoverOrphans } from './recovery.ts';
import { registerSolverProcess, type SolverProcess } from './solverProcess.ts';
import { pruneSolverProcesses } from '../repositories/runners.ts';
import { currentSolver, jobFunctions, prewarmSolver } from './solver.ts';
import { availableParallelism } from 'node:os';
import { dueExplanations } from '../repositories/explanations.ts';
import { dueExact } from '../repositories/exactCounterfactuals.ts';
import { dueOffers } from '../repositories/offers.ts';
import type { JobQueue } from './types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

export interface JobSettings {
  queue: 'local' | 'pg-boss';
  workers: number;
  expireInSeconds: number;
  retryLimit: number;
}

export function jobSettings(env: NodeJS.ProcessEnv, hasPostgres: boolean): JobSettings {
  const int = (v: string | undefined, d: number, min: number) => {
    const n = Number(v);
    return v !== undefined && v !== '' && Number.isInteger(n) && n >= min ? n : d;
  };
  const queue = env.SOLVE_QUEUE === 'local' || !hasPostgres ? 'local' : 'pg-boss';
  return {
    queue,
    // Each solve runs in a worker thread of its own: as many as cores solve side by side.
    workers: int(env.SOLVE_WORKERS, availableParallelism(), queue === 'local' ? 1 : 0),
    expireInSeconds: int(env.SOLVE_EXPIRE_SECONDS, 3600, 10),
    retryLimit: int(env.SOLVE_RETRY_LIMIT, 1, 0),
  };
}

/** How often the server looks for runs at 3 that nobody holds (ms). */
const REAP_EVERY_MS = 15_000;

/** A run changed or a job fetched this recently is not judged (launch in flight, claim in flight). */
const GRACE_SECONDS = 30;

export default fp(
  async (app) => {
    const settings = jobSettings(process.env, app.db.kind === 'postgres');
    const log = app.log;
    let queue: JobQueue;
    let reaper: NodeJS.Timeout | undefined;
    const self: SolverProcess | undefined = app.db.kind === 'postgres' ? await registerSolverProcess(app.db) : undefined;
    const maxAttempts = 1 + settings.retryLimit;
    if (settings.queue === 'pg-boss' && app.config.databaseUrl) {
      queue = await createBossQueue(app.db, currentSolver(), {
        connectionString: app.config.databaseUrl, concurrency: settings.workers,
        expireInSeconds: settings.expireInSeconds, retryLimit: settings.retryLimit, maxAttempts, runner: self?.id, log, ...jobFunctions(),
      });
    } else {
      queue = createLocalQueue(app.db, currentSolver(), { concurrency: settings.workers, runner: self?.id, maxAttempts, log, ...jobFunctions() });
    }
    const boss: PgBoss | undefined = (queue as { boss?: PgBoss }).boss;
    // A process that solves keeps a thread ready for re-plans, which a user waits on.
    if (settings.workers > 0) prewarmSolver();
    const recover = async (graceSeconds: number) => {
      const { requeued, failed } = await recoverOrphans(app.db, { queue, boss, self, retryLimit: settings.retryLimit, graceSeconds });
      if (requeued.length > 0) log.warn({ ids: requeued }, 'simulaciones interrumpidas (caída o reinicio): vuelven a la cola');
      if (failed.length > 0) log.warn({ ids: failed }, 'simulaciones interrumpidas sin reintentos disponibles: Ejecutada NOK');
      if (self) await pruneSolverProcesses(app.db);
    };
    const recoverLogged = (graceSeconds: number) => recover(graceSeconds).catch((err: unknown) => log.error({ err }, 'revisión de simulaciones interrumpidas'));
    // PGlite is opened by one process at a time: at start, whatever is at 3 belonged to a process that is gone.
    await recoverLogged(self ? GRACE_SECONDS : 0);
    // Explanations still due when a process stopped: queued again (pg-boss keeps one job per run).
    for (const id of await dueExplanations(app.db).catch(() => [])) await queue.enqueueExplanation?.(id).catch(() => {});
    // Exact counterfactuals still due: pg-boss keeps their jobs; the in-process queue lost them.
    if (queue.kind === 'local') for (const [id, block] of await dueExact(app.db).catch(() => [])) await queue.enqueueExact?.(id, block).catch(() => {});
    // Offers still due, likewise: the part each request lacks (its anchor, else its missing chains).
    if (queue.kind === 'local') for (const [id, part] of await dueOffers(app.db).catch(() => [])) await queue.enqueueOffers?.(id, part).catch(() => {});
    reaper = setInterval(() => void recoverLogged(GRACE_SECONDS), REAP_EVERY_MS);
    reaper.unref();
    app.decorate('jobs', queue);
    // preClose runs before every onClose hook, so solves stop before the database closes.
    app.addHook('preClose', async () => {
      if (reaper) clearInterval(reaper);
      reaper = undefined;
      await queue.close();
      await self?.close();
    });
  },
  { name: 'jobs', dependencies: ['db'] },
);
