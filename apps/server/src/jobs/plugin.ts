/**
 * The solve-job queue of the server (`app.jobs`). PGlite: in-process queue. PostgreSQL: pg-boss,
 * shared with `npm run worker` processes. Environment:
 *   SOLVE_QUEUE=local|pg-boss  (default: pg-boss on PostgreSQL, local on PGlite)
 *   SOLVE_WORKERS=n            concurrent solves worked by this process (default 1; 0 = only queue)
 *   SOLVE_EXPIRE_SECONDS=s     pg-boss: a solve active longer is considered lost and retried (3600)
 *   SOLVE_RETRY_LIMIT=n        pg-boss: retries of a lost solve (1)
 */
import fp from 'fastify-plugin';
import type PgBoss from 'pg-boss';
import { createBossQueue } from './bossQueue.ts';
import { createLocalQueue } from './localQueue.ts';
import { failAllRunning, reapLostJobs, recoverDeadRuns } from './recovery.ts';
import { pruneSolverProcesses, registerSolverProcess, type SolverProcess } from './solverProcess.ts';
import { currentSolver } from './solver.ts';
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
    workers: int(env.SOLVE_WORKERS, 1, queue === 'local' ? 1 : 0),
    expireInSeconds: int(env.SOLVE_EXPIRE_SECONDS, 3600, 10),
    retryLimit: int(env.SOLVE_RETRY_LIMIT, 1, 0),
  };
}

/** How often a PostgreSQL server looks for simulations of dead runners and lost jobs (ms). */
const REAP_EVERY_MS = 15_000;

export default fp(
  async (app) => {
    const settings = jobSettings(process.env, app.db.kind === 'postgres');
    const log = app.log;
    let queue: JobQueue;
    let reaper: NodeJS.Timeout | undefined;
    let self: SolverProcess | undefined;
    if (app.db.kind === 'pglite') {
      // PGlite is opened by one process at a time: whatever is at 3 belonged to a process that is gone.
      const failed = await failAllRunning(app.db);
      if (failed.length > 0) log.warn({ ids: failed }, 'simulaciones interrumpidas por reinicio: Ejecutada NOK');
    } else {
      self = await registerSolverProcess(app.db);
    }
    if (settings.queue === 'pg-boss' && app.config.databaseUrl) {
      queue = await createBossQueue(app.db, currentSolver(), {
        connectionString: app.config.databaseUrl, concurrency: settings.workers,
        expireInSeconds: settings.expireInSeconds, retryLimit: settings.retryLimit, runner: self?.id, log,
      });
    } else {
      queue = createLocalQueue(app.db, currentSolver(), { concurrency: settings.workers, runner: self?.id, log });
    }
    if (self) {
      const runner = self;
      const boss: PgBoss | undefined = (queue as { boss?: PgBoss }).boss;
      const reap = async () => {
        const dead = await recoverDeadRuns(app.db, runner, boss);
        if (dead.length > 0) log.warn({ ids: dead }, 'simulaciones de un proceso perdido: Ejecutada NOK');
        const lost = boss ? await reapLostJobs(app.db, boss) : [];
        if (lost.length > 0) log.warn({ ids: lost }, 'simulaciones sin trabajo vivo: Ejecutada NOK');
        await pruneSolverProcesses(app.db);
      };
      await reap().catch((err: unknown) => log.error({ err }, 'revisión de trabajos perdidos'));
      reaper = setInterval(() => void reap().catch((err: unknown) => log.error({ err }, 'revisión de trabajos perdidos')), REAP_EVERY_MS);
      reaper.unref();
    }
    app.decorate('jobs', queue);
    // preClose runs before every onClose hook, so solves stop before the database closes.
    app.addHook('preClose', async () => {
      if (reaper) clearInterval(reaper);
      await queue.close();
      await self?.close();
    });
  },
  { name: 'jobs', dependencies: ['db'] },
);
