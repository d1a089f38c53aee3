/**
 * `npm run worker -w @plantasim/server`: a solve worker on any machine that reaches the PostgreSQL of
 * the server (DATABASE_URL). It works the pg-boss queue with SOLVE_WORKERS concurrent solves (default
 * 1) and stops cleanly on SIGTERM/SIGINT (its running job fails and is retried by another worker).
 */
import { openDb } from '../db/index.ts';
import { createBossQueue } from './bossQueue.ts';
import { jobSettings } from './plugin.ts';
import { registerSolverProcess } from './solverProcess.ts';
import { currentSolver } from './solver.ts';
import { workerQueueOptions } from './workerQueue.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('npm run worker necesita DATABASE_URL (PostgreSQL): con PGlite las simulaciones se resuelven en el servidor.');
  process.exit(1);
}

const line = (level: string) => (obj: object, msg: string) =>
  console.log(JSON.stringify({ level, time: new Date().toISOString(), msg, ...obj, err: (obj as { err?: Error }).err?.message }));
const log = { info: line('info'), error: line('error'), warn: line('warn') };

const settings = jobSettings({ ...process.env, SOLVE_QUEUE: 'pg-boss' }, true);
const db = await openDb({ databaseUrl, pgliteDir: '' });
const self = await registerSolverProcess(db);
const queue = await createBossQueue(db, currentSolver(), workerQueueOptions(databaseUrl, settings, self.id, log));
log.info({ workers: Math.max(1, settings.workers) }, 'trabajador de simulaciones listo');

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'cerrando trabajador');
    setTimeout(() => process.exit(1), 15_000).unref();
    queue.close()
      .then(() => self.close())
      .then(() => db.close())
      .then(() => process.exit(0), () => process.exit(1));
  });
}
