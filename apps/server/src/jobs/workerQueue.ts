/**
 * The queue options of an `npm run worker` process (workerMain.ts). A worker fetches any job of the
 * shared queue: solves, explanations, exact counterfactuals and offers alike, so it carries every job
 * function the web server's queue carries (solver.ts jobFunctions); one it lacked would end such a
 * job skipped and leave it queued for good.
 */
import type { BossQueueOptions } from './bossQueue.ts';
import type { jobSettings } from './plugin.ts';
import { jobFunctions } from './solver.ts';

export function workerQueueOptions(
  connectionString: string, settings: Pick<ReturnType<typeof jobSettings>, 'workers' | 'expireInSeconds' | 'retryLimit'>, runner: string, log: BossQueueOptions['log'],
  env: NodeJS.ProcessEnv = process.env,
): BossQueueOptions {
  return {
    connectionString,
    concurrency: Math.max(1, settings.workers),
    expireInSeconds: settings.expireInSeconds,
    retryLimit: settings.retryLimit,
    runner,
    log,
    ...jobFunctions(env),
  };
}
