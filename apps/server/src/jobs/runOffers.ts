/**
 * The day-ahead offers jobs of an executed run (docs/offers.md), three per request: the anchor job
 * solves the plan at the forecast of the run's stored inputs in a solver thread, stores it and queues
 * one job per chain of the ladder; each chain job solves its chain from the stored anchor's net
 * position and stores its steps. The chains depend on the anchor only, so they run side by side where
 * the queue has slots (or in other worker processes). The chain stored second assembles the offers
 * (repositories/offers.ts storeOfferChain decides which, atomically) and stores them as served. A
 * failure of any part ends the request failed with its reason; a shutdown leaves the missing parts
 * due, for the next start (jobs/plugin.ts).
 */
import { SIMULATION_STATUS } from '@plantasim/domain';
import { assembleOffers, type OfferDirection } from '@plantasim/optimizer';
import type { Db } from '../db/index.ts';
import { finishOffers, offerParts, startOffers, storeOfferAnchor, storeOfferChain, type CompleteOfferParts, type OfferPart } from '../repositories/offers.ts';
import { parseStoredPayload, statusAndParent } from '../repositories/simulations.ts';
import { userText } from '../errors.ts';
import { offersAnswerOf } from './optimizerSolve.ts';
import type { RunSolveOptions } from './runSolve.ts';
import type { OffersFns } from './types.ts';

export type RunOffersResult = 'done' | 'skipped' | 'failed' | 'interrupted';

export interface RunOffersOptions extends Pick<RunSolveOptions, 'signal' | 'log'> {
  /** Queues a chain's job once the anchor is stored (the queue that runs this job). */
  queueChain?: (simulationId: number, direction: OfferDirection) => Promise<void>;
}

const DIRECTIONS: readonly OfferDirection[] = ['down', 'up'];

export async function runOffers(db: Db, fns: OffersFns, id: number, part: OfferPart, opts: RunOffersOptions = {}): Promise<RunOffersResult> {
  const facts = await statusAndParent(db, id);
  if (!facts || facts.status !== SIMULATION_STATUS.EjecutadaOK) return 'skipped';
  return part === 'anchor' ? runAnchor(db, fns, id, opts) : runChain(db, fns, id, part, opts);
}

/** Ends the request failed with its reason (unless it ended already or was asked again). */
async function failed(db: Db, id: number, request: number, error: string): Promise<'failed'> {
  await finishOffers(db, id, request, { state: 'failed', error });
  return 'failed';
}

/** Runs one part's solve: its answer, or how the job ends when it throws. */
async function attempt<T>(
  db: Db, id: number, request: number, part: OfferPart, opts: RunOffersOptions, solve: (signal: AbortSignal) => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; end: RunOffersResult }> {
  const signal = opts.signal ?? new AbortController().signal;
  try {
    const value = await solve(signal);
    return signal.aborted ? { ok: false, end: 'interrupted' } : { ok: true, value };
  } catch (err) {
    if (signal.aborted) return { ok: false, end: 'interrupted' };
    opts.log?.error({ simulationId: id, part, err }, 'no se pudieron calcular las ofertas');
    return { ok: false, end: await failed(db, id, request, err instanceof Error ? err.message : String(err)) };
  }
}

async function queueMissingChains(id: number, stored: Partial<Record<OfferDirection, unknown>>, opts: RunOffersOptions): Promise<void> {
  for (const d of DIRECTIONS) if (!stored[d]) await opts.queueChain?.(id, d);
}

async function runAnchor(db: Db, fns: OffersFns, id: number, opts: RunOffersOptions): Promise<RunOffersResult> {
  const request = await startOffers(db, id);
  if (request === null) return 'skipped';
  const parts = await offerParts(db, id);
  // Its anchor stored already (a job run again after its process died): only the chains are left.
  if (parts?.anchor) {
    await queueMissingChains(id, parts, opts);
    return 'done';
  }
  const parsed = await parseStoredPayload(db, id);
  if (!parsed.ok) return failed(db, id, request, userText('offers.badInputs'));
  const r = await attempt(db, id, request, 'anchor', opts, (signal) => fns.anchor(parsed.data, { signal }));
  if (!r.ok) return r.end;
  if (!(await storeOfferAnchor(db, id, request, r.value))) return 'skipped';
  try {
    await queueMissingChains(id, {}, opts);
  } catch (err) {
    return failed(db, id, request, err instanceof Error ? err.message : String(err));
  }
  return 'done';
}

async function runChain(db: Db, fns: OffersFns, id: number, direction: OfferDirection, opts: RunOffersOptions): Promise<RunOffersResult> {
  // A chain of a request that failed may still be solving when the offers are asked again; the
  // in-process queue then takes the new request's job of this chain for this one (same key) and
  // drops it. So a chain not stored because its request was replaced solves the new request's.
  let replaced: number | undefined;
  for (;;) {
    const parts = await offerParts(db, id);
    if (!parts?.anchor || parts.request === replaced) return 'skipped';
    const { request, anchor } = parts;
    if (parts[direction]) {
      // Stored already: a process stopped before the assembly (both stored), or this job ran twice.
      return parts.down && parts.up ? assemble(db, id, { request, anchor, down: parts.down, up: parts.up }, opts) : 'skipped';
    }
    const parsed = await parseStoredPayload(db, id);
    if (!parsed.ok) return failed(db, id, request, userText('offers.badInputs'));
    const r = await attempt(db, id, request, direction, opts, (signal) => fns.chain(parsed.data, direction, anchor.netMW, { signal }));
    if (!r.ok) return r.end;
    const stored = await storeOfferChain(db, id, request, direction, r.value);
    if (stored === 'waiting') return 'done';
    if (stored !== 'stale') return assemble(db, id, stored, opts);
    replaced = request;
  }
}

async function assemble(db: Db, id: number, parts: CompleteOfferParts, opts: RunOffersOptions): Promise<RunOffersResult> {
  let offers;
  try {
    offers = offersAnswerOf(assembleOffers(parts.anchor, parts.down, parts.up));
  } catch (err) {
    opts.log?.error({ simulationId: id, err }, 'no se pudieron montar las ofertas');
    return failed(db, id, parts.request, err instanceof Error ? err.message : String(err));
  }
  await finishOffers(db, id, parts.request, { state: 'done', offers });
  opts.log?.info({ simulationId: id }, 'ofertas calculadas');
  return 'done';
}
