/**
 * Day-ahead offers of executed runs (migrations/035_simulation_offers.sql, 036_offer_parts.sql): one row
 * per run asked for, its state while queued and solving, then the offers as served, or why there are
 * none. While solving it keeps the parts as their jobs end (jobs/runOffers.ts): the anchor (the plan at
 * the forecast), then the ladder's down and up chains; `request` numbers the requests, so a part of an
 * earlier, failed request is never stored in a later one.
 */
import type { OffersAnswer, SimulationOffers } from '@plantasim/domain';
import type { OfferAnchor, OfferDirection, OfferStepResult } from '@plantasim/optimizer';
import type { Db } from '../db/index.ts';

interface Row {
  state: 'queued' | 'solving' | 'done' | 'failed';
  offers: SimulationOffers | null;
  error: string | null;
  seconds: number | null;
}

/** A job's part of a run's offers. */
export type OfferPart = 'anchor' | OfferDirection;

/** The parts stored for the request being solved (null: not yet). */
export interface OfferParts {
  request: number;
  anchor: OfferAnchor | null;
  down: OfferStepResult[] | null;
  up: OfferStepResult[] | null;
}

/** Every part of a request, ready to assemble. */
export type CompleteOfferParts = { request: number; anchor: OfferAnchor; down: OfferStepResult[]; up: OfferStepResult[] };

const SECONDS = 'EXTRACT(EPOCH FROM (COALESCE(finished, now()) - started))::float8';
const NONE: OffersAnswer = { estado: 'none', segundos: null, error: null, ofertas: null };
const CHAIN_COLUMN: Record<OfferDirection, string> = { down: 'chain_down', up: 'chain_up' };

function answerOf(r: Row | undefined): OffersAnswer {
  if (!r) return NONE;
  return { estado: r.state, segundos: r.seconds === null ? null : Number(r.seconds), error: r.error, ofertas: r.state === 'done' ? r.offers : null };
}

/** Asks for a run's offers: a new request, or one that failed asked again, is queued (queued: true,
 *  the caller queues its anchor job) with no part stored; one queued, solving or done is left as it is. */
export async function requestOffers(db: Db, id: number): Promise<{ queued: boolean; answer: OffersAnswer }> {
  const r = await db.query<Row>(
    `INSERT INTO simulation_offers (simulation_id, state) VALUES ($1, 'queued')
     ON CONFLICT (simulation_id) DO UPDATE SET state = 'queued', offers = NULL, error = NULL, requested = now(), started = NULL, finished = NULL,
       anchor = NULL, chain_down = NULL, chain_up = NULL, request = simulation_offers.request + 1
       WHERE simulation_offers.state = 'failed'
     RETURNING state, offers, error, NULL::float8 AS seconds`,
    [id],
  );
  if (r.rows[0]) return { queued: true, answer: answerOf(r.rows[0]) };
  return { queued: false, answer: await readOffers(db, id) };
}

/** The run's offers and their state ('none' when never asked). */
export async function readOffers(db: Db, id: number): Promise<OffersAnswer> {
  const r = await db.query<Row>(`SELECT state, offers, error, ${SECONDS} AS seconds FROM simulation_offers WHERE simulation_id = $1`, [id]);
  return answerOf(r.rows[0]);
}

/** Marks a queued (or interrupted) request as solving: its request number, null when there is none to solve. */
export async function startOffers(db: Db, id: number): Promise<number | null> {
  const r = await db.query<{ request: number }>(
    "UPDATE simulation_offers SET state = 'solving', started = now() WHERE simulation_id = $1 AND state IN ('queued', 'solving') RETURNING request",
    [id],
  );
  return r.rows[0] ? Number(r.rows[0].request) : null;
}

/** The parts stored for the request being solved; null when none is solving. */
export async function offerParts(db: Db, id: number): Promise<OfferParts | null> {
  const r = await db.query<{ request: number; anchor: OfferAnchor | null; chain_down: OfferStepResult[] | null; chain_up: OfferStepResult[] | null }>(
    "SELECT request, anchor, chain_down, chain_up FROM simulation_offers WHERE simulation_id = $1 AND state = 'solving'",
    [id],
  );
  const row = r.rows[0];
  return row ? { request: Number(row.request), anchor: row.anchor, down: row.chain_down, up: row.chain_up } : null;
}

/** Stores the anchor of a request still solving; false when it is no longer (failed, asked again). */
export async function storeOfferAnchor(db: Db, id: number, request: number, anchor: OfferAnchor): Promise<boolean> {
  const r = await db.query(
    "UPDATE simulation_offers SET anchor = $3::jsonb WHERE simulation_id = $1 AND request = $2 AND state = 'solving' RETURNING simulation_id",
    [id, request, JSON.stringify(anchor)],
  );
  return r.rows.length > 0;
}

/**
 * Stores one chain of a request still solving, once. 'stale' when it is not stored (the request
 * failed, was asked again, or the chain is stored already); 'waiting' when the other chain is still
 * missing; every part when this chain completes them: its job assembles the offers. One UPDATE decides
 * it: of two chains stored at the same moment the second waits for the first's row lock and then sees
 * its chain, so exactly one of them gets the parts.
 */
export async function storeOfferChain(
  db: Db, id: number, request: number, direction: OfferDirection, steps: readonly OfferStepResult[],
): Promise<'stale' | 'waiting' | CompleteOfferParts> {
  const column = CHAIN_COLUMN[direction];
  const r = await db.query<{ anchor: OfferAnchor; chain_down: OfferStepResult[] | null; chain_up: OfferStepResult[] | null }>(
    `UPDATE simulation_offers SET ${column} = $3::jsonb
     WHERE simulation_id = $1 AND request = $2 AND state = 'solving' AND anchor IS NOT NULL AND ${column} IS NULL
     RETURNING anchor, chain_down, chain_up`,
    [id, request, JSON.stringify(steps)],
  );
  const row = r.rows[0];
  if (!row) return 'stale';
  if (!row.chain_down || !row.chain_up) return 'waiting';
  return { request, anchor: row.anchor, down: row.chain_down, up: row.chain_up };
}

/** Stores how a request ended, unless it already ended or was asked again; false then. */
export async function finishOffers(
  db: Db, id: number, request: number, end: { state: 'done'; offers: SimulationOffers } | { state: 'failed'; error: string },
): Promise<boolean> {
  const r = await db.query(
    `UPDATE simulation_offers SET state = $3, offers = $4::jsonb, error = $5, finished = now()
     WHERE simulation_id = $1 AND request = $2 AND state IN ('queued', 'solving') RETURNING simulation_id`,
    [id, request, end.state, end.state === 'done' ? JSON.stringify(end.offers) : null, end.state === 'failed' ? end.error : null],
  );
  return r.rows.length > 0;
}

/** The parts still due of requests whose jobs were lost with a process that stopped: the anchor when
 *  none is stored, else each missing chain (the up chain when both are stored and only the assembly
 *  is missing: its job assembles from the stored parts). */
export async function dueOffers(db: Db): Promise<[number, OfferPart][]> {
  const r = await db.query<{ simulation_id: number; anchor: boolean; down: boolean; up: boolean }>(
    `SELECT simulation_id, anchor IS NOT NULL AS anchor, chain_down IS NOT NULL AS down, chain_up IS NOT NULL AS up
     FROM simulation_offers WHERE state IN ('queued', 'solving') ORDER BY requested, simulation_id`,
  );
  return r.rows.flatMap((row): [number, OfferPart][] => {
    const id = row.simulation_id;
    if (!row.anchor) return [[id, 'anchor']];
    const missing = (['down', 'up'] as const).filter((d) => !row[d]);
    return missing.length > 0 ? missing.map((d): [number, OfferPart] => [id, d]) : [[id, 'up']];
  });
}
