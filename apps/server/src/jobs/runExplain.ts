/**
 * The explanation job of a solved run: its results are already stored and shown (status 4); this
 * job reads the run's own stored operation and schedule back, explains every decision (a re-plan
 * from its hour H on) and stores the explanation part. It runs behind every solve (jobs/priority.ts).
 * An explanation that cannot be made leaves the run without one, with its reason logged and said to
 * the user as a warning on the results (EXPLAIN_FAILED): the plan stands on its own. A shutdown leaves it due, for the next start (jobs/plugin.ts).
 */
import { explainFailedWarning, replanRequestSchema, SIMULATION_STATUS, tripsInForce } from '@plantasim/domain';
import type { Db } from '../db/index.ts';
import { retryWhileUnavailable } from '../db/connectionErrors.ts';
import { explanationDue, recordExplanationFailure, storeExplanation } from '../repositories/explanations.ts';
import { replanRequestsUpFrom } from '../repositories/replans.ts';
import { readSolvedOperation } from '../repositories/simulationResults.ts';
import { parseStoredPayload, statusAndParent } from '../repositories/simulations.ts';
import type { RunSolveOptions } from './runSolve.ts';
import type { ExplainFn, ExplainSolve } from './types.ts';

export type RunExplainResult = 'done' | 'skipped' | 'failed' | 'interrupted';

/** What the explainer needs of a stored run, or undefined when it cannot be explained. */
export async function explainJobOf(db: Db, id: number, facts: { replanOf: number | null; replan: unknown }, motores: readonly { nombre: string }[]): Promise<ExplainSolve | undefined> {
  // The periods the run was solved in (a quarter-hour run's quarters), which the explainer re-solves.
  const { operacion, ...schedule } = await readSolvedOperation(db, id, motores);
  if (!operacion) return undefined;
  if (facts.replanOf === null) return { operacion, ...schedule };
  const request = replanRequestSchema.safeParse(facts.replan);
  if (!request.success) return undefined;
  const earlier = (await replanRequestsUpFrom(db, facts.replanOf)).map((r) => replanRequestSchema.safeParse(r));
  const disparos = tripsInForce([...earlier.flatMap((r) => (r.success ? [r.data] : [])), request.data]);
  return { operacion, ...schedule, replan: { hora: request.data.hora, disparos } };
}

export async function runExplain(db: Db, explain: ExplainFn, id: number, opts: Pick<RunSolveOptions, 'signal' | 'log'> = {}): Promise<RunExplainResult> {
  const facts = await retryWhileUnavailable(() => statusAndParent(db, id));
  if (!facts || facts.status !== SIMULATION_STATUS.EjecutadaOK || !(await explanationDue(db, id))) return 'skipped';
  const parsed = await parseStoredPayload(db, id);
  const job = parsed.ok ? await explainJobOf(db, id, facts, parsed.data.planta.motores) : undefined;
  if (!parsed.ok || !job) {
    await recordExplanationFailure(db, id, explainFailedWarning());
    return 'failed';
  }
  const signal = opts.signal ?? new AbortController().signal;
  try {
    const explanation = await explain(parsed.data, job, { signal });
    if (signal.aborted) return 'interrupted';
    await storeExplanation(db, id, explanation);
    opts.log?.info({ simulationId: id }, 'explicación calculada');
    return 'done';
  } catch (err) {
    if (signal.aborted) return 'interrupted';
    opts.log?.error({ simulationId: id, err }, 'no se pudo calcular la explicación');
    await recordExplanationFailure(db, id, explainFailedWarning(err instanceof Error ? err.message : String(err)));
    return 'failed';
  }
}
