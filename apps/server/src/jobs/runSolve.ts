/**
 * Runs one solve job: reads the stored inputs, calls the solver and stores the outcome with a
 * compare-and-set from running (3), so a simulation cancelled meanwhile (6) keeps its status and a late
 * result is dropped. While solving it polls the status, so a cancel made through another process
 * (pg-boss workers) also aborts it.
 *
 * A database outage is never the run's outcome: the outcome waits for the database (STORE_PATIENCE),
 * and an outage that outlasts it, or hits before the solve, leaves the run at 3 ('interrupted') for
 * the recovery (jobs/recovery.ts), which re-queues it within its retry limit. Every solve that starts
 * is counted (simulations.attempts), so a run that keeps killing its process ends failed, not looping.
 */
import { isRunningStatus, planOutcomeOf, SIMULATION_STATUS } from '@plantasim/domain';
import type { Db } from '../db/index.ts';
import { repositoriesOf } from '../repositories/index.ts';
import { parseStoredPayload, statusAndParent, statusOf, transition as transitionOnce, writeRunProgress } from '../repositories/simulations.ts';
import { isDatabaseUnavailable, retryWhileUnavailable } from '../db/connectionErrors.ts';
import { userText } from '../errors.ts';
import { failureReason, failureReasons } from './reasons.ts';
import { replanSolveOf } from './replanJob.ts';
import { markExplanationDue } from '../repositories/explanations.ts';
import { claimRun, countAttempt } from '../repositories/runners.ts';
import type { SolveFn, SolveProgress } from './types.ts';

export interface RunSolveOptions {
  /** Aborted by a local cancel or shutdown. */
  signal?: AbortSignal;
  /** How often the stored status is checked for a cancel from elsewhere (ms). */
  cancelPollMs?: number;
  /** Least time between two progress writes (ms); the last window is always written. */
  progressEveryMs?: number;
  /** Id of this process in solver_processes, recorded as the simulation's runner. */
  runner?: string;
  /** Solves that may start for one simulation (1 + the retry limit); a run past it ends failed. */
  maxAttempts?: number;
  log?: { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void; warn?: (obj: object, msg: string) => void };
  /** Queues the explanation of a run whose results were just stored with one due (absent: runs get
   *  no explanation). Sensitivity children never get one: the batch reads their key figures only. */
  queueExplanation?: (simulationId: number) => Promise<void>;
}

export type RunSolveResult = 'done' | 'failed' | 'cancelled' | 'skipped' | 'interrupted';

/** How long a computed outcome waits for an unreachable database before the run is left to the recovery (ms). */
export const STORE_PATIENCE_MS = 5 * 60_000;
const STORE_RETRY_MS = 1000;

/** Stored outcomes wait out a database outage (test/hardening/dbOutage.test.ts stops connections for 20 s mid-run). */
const transition = (...args: Parameters<typeof transitionOnce>) =>
  retryWhileUnavailable(() => transitionOnce(...args), Math.ceil(STORE_PATIENCE_MS / STORE_RETRY_MS), STORE_RETRY_MS);

const { EnEjecucion: RUNNING, EjecutadaOK: DONE, EjecutadaNOK: FAILED } = SIMULATION_STATUS;

export async function runSolve(db: Db, solve: SolveFn, id: number, opts: RunSolveOptions = {}): Promise<RunSolveResult> {
  try {
    return await runSolveOnce(db, solve, id, opts);
  } catch (err) {
    if (!isDatabaseUnavailable(err)) throw err;
    // Not the run's fault: it stays at 3 and the recovery re-queues it once the database is back.
    opts.log?.warn?.({ simulationId: id, err }, 'base de datos no disponible: la simulación se reintentará');
    return 'interrupted';
  }
}

async function runSolveOnce(db: Db, solve: SolveFn, id: number, opts: RunSolveOptions): Promise<RunSolveResult> {
  const facts = await retryWhileUnavailable(() => statusAndParent(db, id));
  if (!facts || !isRunningStatus(facts.status)) return 'skipped';
  const runner = opts.runner;
  if (runner) await retryWhileUnavailable(() => claimRun(db, id, runner));
  const parsed = await retryWhileUnavailable(() => parseStoredPayload(db, id));
  if (!parsed.ok) {
    await transition(db, id, [RUNNING], FAILED, { error: failureReason('crash', userText('failure.invalidInputsDetail')) });
    return 'failed';
  }
  // A re-plan solves from its origin's stored operation (jobs/replanJob.ts).
  const replan = facts.replanOf === null ? undefined : await retryWhileUnavailable(() => replanSolveOf(repositoriesOf(db), facts.replanOf!, facts.replan, parsed.data));
  if (typeof replan === 'string') {
    await transition(db, id, [RUNNING], FAILED, { error: failureReason('crash', replan) });
    return 'failed';
  }
  const attempt = await retryWhileUnavailable(() => countAttempt(db, id));
  if (attempt === undefined) return 'skipped';
  if (opts.maxAttempts !== undefined && attempt > opts.maxAttempts) {
    await transition(db, id, [RUNNING], FAILED, { error: failureReasons.restart });
    return 'failed';
  }
  const controller = new AbortController();
  const onOuterAbort = () => controller.abort(opts.signal?.reason);
  opts.signal?.addEventListener('abort', onOuterAbort, { once: true });
  if (opts.signal?.aborted) controller.abort(opts.signal.reason);
  const poll = setInterval(() => {
    statusOf(db, id).then(
      (s) => {
        if (!isRunningStatus(s ?? 0)) controller.abort('cancelled');
      },
      () => {}, // a failed check is retried at the next tick
    );
  }, opts.cancelPollMs ?? 1000);
  poll.unref();
  const started = Date.now();
  // The run's page shows how far the solve is: written at most once a second, never awaited by the solver.
  const startedIso = new Date(started).toISOString();
  let lastWrite = 0;
  // One write after the other (a pool could run them out of order and leave an older report last).
  const write = (progress: SolveProgress | null) => writeRunProgress(db, id, { progress, started: startedIso }).catch(() => {}); // a lost report is replaced by the next
  let writes = write(null);
  const onProgress = (p: SolveProgress) => {
    const now = Date.now();
    if (now - lastWrite < (opts.progressEveryMs ?? 1000) && p.done < p.total) return;
    lastWrite = now;
    writes = writes.then(() => write({ ...p }));
  };
  try {
    // The results are stored as soon as the plan is solved; its explanation (several times the
    // solve's CPU) is a job of its own behind every solve (jobs/runExplain.ts).
    const outcome = await solve(parsed.data, { signal: controller.signal, explain: false, onProgress, replan });
    if (controller.signal.aborted) return abortedResult(db, id, opts.signal);
    const stats: Record<string, unknown> = { ...outcome.stats, wallMs: Date.now() - started };
    if (outcome.status === 'optimal' && outcome.results) {
      // What the plan is (proven, not proven, unmet demand, annual limits missed), kept beside the
      // lifecycle status so the history list can say it without reading the result parts.
      const { resultados, resultado_economico: economico } = outcome.results;
      const resultado = planOutcomeOf({ stats: resultados.stats, warnings: resultados.warnings, anual: economico?.anual ?? null });
      if (resultado) stats.resultado = resultado;
      const explains = opts.queueExplanation !== undefined && facts.parentId === null && !outcome.results.explicacion;
      if (explains) await retryWhileUnavailable(() => markExplanationDue(db, id));
      const stored = await transition(db, id, [RUNNING], DONE, { results: outcome.results, stats, error: null });
      opts.log?.info({ simulationId: id, ms: stats.wallMs }, 'simulación ejecutada');
      if (stored && explains) {
        await opts.queueExplanation!(id).catch((err: unknown) => opts.log?.error({ simulationId: id, err }, 'no se pudo encolar la explicación'));
      }
      return 'done';
    }
    const kind = outcome.status === 'optimal' ? 'error' : outcome.status;
    await transition(db, id, [RUNNING], FAILED, { stats, error: failureReason(kind, outcome.message) });
    return 'failed';
  } catch (err) {
    if (controller.signal.aborted) return abortedResult(db, id, opts.signal);
    if (isDatabaseUnavailable(err)) throw err; // the store outlasted its patience: runSolve leaves the run to the recovery
    opts.log?.error({ simulationId: id, err }, 'fallo del optimizador');
    await transition(db, id, [RUNNING], FAILED, { error: failureReason('crash', (err as Error)?.message) });
    return 'failed';
  } finally {
    clearInterval(poll);
    opts.signal?.removeEventListener('abort', onOuterAbort);
  }
}

/** Aborted: by a cancel (status already 6) or by shutdown (left at 3 for the restart recovery). */
async function abortedResult(db: Db, id: number, outer?: AbortSignal): Promise<RunSolveResult> {
  if (outer?.aborted && isRunningStatus((await statusOf(db, id).catch(() => RUNNING)) ?? 0)) return 'interrupted';
  return 'cancelled';
}
