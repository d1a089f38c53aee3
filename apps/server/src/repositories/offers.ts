/**
 * Day-ahead offers of executed runs (migrations/035_simulation_offers.sql): one row per run asked for,
 * its state while queued and solving, then the offers as served, or why there are none.
 */
import type { OffersAnswer, SimulationOffers } from '@plantasim/domain';
import type { Db } from '../db/index.ts';

interface Row {
  state: 'queued' | 'solving' | 'done' | 'failed';
  offers: SimulationOffers | null;
  error: string | null;
  seconds: number | null;
}

const SECONDS = 'EXTRACT(EPOCH FROM (COALESCE(finished, now()) - started))::float8';
const NONE: OffersAnswer = { estado: 'none', segundos: null, error: null, ofertas: null };

function answerOf(r: Row | undefined): OffersAnswer {
  if (!r) return NONE;
  return { estado: r.state, segundos: r.seconds === null ? null : Number(r.seconds), error: r.error, ofertas: r.state === 'done' ? r.offers : null };
}

/** Asks for a run's offers: a new request, or one that failed asked again, is queued (queued: true,
 *  the caller queues its job); one queued, solving or done is left as it is. */
export async function requestOffers(db: Db, id: number): Promise<{ queued: boolean; answer: OffersAnswer }> {
  const r = await db.query<Row>(
    `INSERT INTO simulation_offers (simulation_id, state) VALUES ($1, 'queued')
     ON CONFLICT (simulation_id) DO UPDATE SET state = 'queued', offers = NULL, error = NULL, requested = now(), started = NULL, finished = NULL
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

/** Marks a queued (or interrupted) request as solving; false when there is none to solve. */
export async function startOffers(db: Db, id: number): Promise<boolean> {
  const r = await db.query("UPDATE simulation_offers SET state = 'solving', started = now() WHERE simulation_id = $1 AND state IN ('queued', 'solving') RETURNING simulation_id", [id]);
  return r.rows.length > 0;
}

/** Stores how the request ended. */
export async function finishOffers(db: Db, id: number, end: { state: 'done'; offers: SimulationOffers } | { state: 'failed'; error: string }): Promise<void> {
  await db.query(
    'UPDATE simulation_offers SET state = $2, offers = $3::jsonb, error = $4, finished = now() WHERE simulation_id = $1',
    [id, end.state, end.state === 'done' ? JSON.stringify(end.offers) : null, end.state === 'failed' ? end.error : null],
  );
}

/** Requests still due (their job lost with a process that stopped). */
export async function dueOffers(db: Db): Promise<number[]> {
  const r = await db.query<{ simulation_id: number }>("SELECT simulation_id FROM simulation_offers WHERE state IN ('queued', 'solving') ORDER BY requested");
  return r.rows.map((row) => row.simulation_id);
}
