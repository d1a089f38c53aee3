/**
 * The "recalcular exacto" job of one block of a solved run's explanation: the run's stored operation
 * read back as its explanation job reads it (jobs/runExplain.ts), the block taken from the stored
 * explanation, and the whole horizon re-solved with the block forced to the other state. The row's
 * state says where it is (queued, solving with its seconds, then the figure or why none): the page
 * shows it. A shutdown leaves it due, for the next start (jobs/plugin.ts).
 */
import { explanationSchema, SIMULATION_STATUS } from '@plantasim/domain';
import type { Db } from '../db/index.ts';
import { finishExact, startExact } from '../repositories/exactCounterfactuals.ts';
import { readPartJson } from '../repositories/simulationResults.ts';
import { parseStoredPayload, statusAndParent } from '../repositories/simulations.ts';
import { userText } from '../errors.ts';
import { explainJobOf } from './runExplain.ts';
import type { RunSolveOptions } from './runSolve.ts';
import type { ExactFn } from './types.ts';

export type RunExactResult = 'done' | 'skipped' | 'failed' | 'interrupted';

export async function runExact(db: Db, exact: ExactFn, id: number, block: number, opts: Pick<RunSolveOptions, 'signal' | 'log'> = {}): Promise<RunExactResult> {
  const facts = await statusAndParent(db, id);
  if (!facts || facts.status !== SIMULATION_STATUS.EjecutadaOK || !(await startExact(db, id, block))) return 'skipped';
  const fail = async (error: string) => {
    await finishExact(db, id, block, { state: 'failed', error });
    return 'failed' as const;
  };
  const parsed = await parseStoredPayload(db, id);
  const explanation = explanationSchema.safeParse(await readPartJson(db, id, 'explicacion'));
  const b = explanation.success ? explanation.data.blocks[block] : undefined;
  if (!parsed.ok || !b || b.status !== 'flipped') return fail(userText('exact.noBlock'));
  const job = await explainJobOf(db, id, facts, parsed.data.planta.motores);
  if (!job) return fail(userText('exact.noBlock'));
  const signal = opts.signal ?? new AbortController().signal;
  try {
    const r = await exact(parsed.data, job, { family: b.family, unit: b.unit, on: b.on, from: b.from, to: b.to }, { signal });
    if (signal.aborted) return 'interrupted';
    await finishExact(db, id, block, r.status === 'ok' ? { state: 'done', delta: r.delta } : { state: 'infeasible' });
    opts.log?.info({ simulationId: id, block }, 'contrafactual exacto calculado');
    return 'done';
  } catch (err) {
    if (signal.aborted) return 'interrupted';
    opts.log?.error({ simulationId: id, block, err }, 'no se pudo calcular el contrafactual exacto');
    return fail(err instanceof Error ? err.message : String(err));
  }
}
