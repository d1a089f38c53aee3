/**
 * The day-ahead offers job of an executed run (docs/offers.md): the run's stored inputs read back,
 * the ladder's chains solved around its plan in a solver thread, the offers stored as served. The
 * row's state says where it is (queued, solving with its seconds, then the offers or why none). A
 * shutdown leaves it due, for the next start (jobs/plugin.ts).
 */
import { SIMULATION_STATUS } from '@plantasim/domain';
import type { Db } from '../db/index.ts';
import { finishOffers, startOffers } from '../repositories/offers.ts';
import { parseStoredPayload, statusAndParent } from '../repositories/simulations.ts';
import { userText } from '../errors.ts';
import type { RunSolveOptions } from './runSolve.ts';
import type { OffersFn } from './types.ts';

export type RunOffersResult = 'done' | 'skipped' | 'failed' | 'interrupted';

export async function runOffers(db: Db, offers: OffersFn, id: number, opts: Pick<RunSolveOptions, 'signal' | 'log'> = {}): Promise<RunOffersResult> {
  const facts = await statusAndParent(db, id);
  if (!facts || facts.status !== SIMULATION_STATUS.EjecutadaOK || !(await startOffers(db, id))) return 'skipped';
  const fail = async (error: string) => {
    await finishOffers(db, id, { state: 'failed', error });
    return 'failed' as const;
  };
  const parsed = await parseStoredPayload(db, id);
  if (!parsed.ok) return fail(userText('offers.badInputs'));
  const signal = opts.signal ?? new AbortController().signal;
  try {
    const r = await offers(parsed.data, { signal });
    if (signal.aborted) return 'interrupted';
    await finishOffers(db, id, { state: 'done', offers: r });
    opts.log?.info({ simulationId: id }, 'ofertas calculadas');
    return 'done';
  } catch (err) {
    if (signal.aborted) return 'interrupted';
    opts.log?.error({ simulationId: id, err }, 'no se pudieron calcular las ofertas');
    return fail(err instanceof Error ? err.message : String(err));
  }
}
