/**
 * "Recalcular exacto" requests (migrations/032_exact_counterfactuals.sql): one row per block of a
 * run's explanation asked for, its state while queued and solving, then the exact figure.
 */
import type { ExactBlockAnswer, ExactState } from '@plantasim/domain';
import type { Db } from '../db/index.ts';

interface Row {
  block: number;
  state: ExactState;
  delta: number | null;
  error: string | null;
  seconds: number | null;
}

const SECONDS = "EXTRACT(EPOCH FROM (COALESCE(finished, now()) - started))::float8";

function answerOf(r: Row): ExactBlockAnswer {
  return { bloque: r.block, estado: r.state, delta: r.delta, segundos: r.seconds === null ? null : Number(r.seconds), error: r.error };
}

/** Asks for a block's exact figure: a new request, or one that failed asked again, is queued
 *  (returns true: the caller queues its job); one queued, solving or done is left as it is. */
export async function requestExact(db: Db, id: number, block: number): Promise<{ queued: boolean; answer: ExactBlockAnswer }> {
  const r = await db.query<Row & { queued: boolean }>(
    `INSERT INTO exact_counterfactuals (simulation_id, block, state) VALUES ($1, $2, 'queued')
     ON CONFLICT (simulation_id, block) DO UPDATE SET state = 'queued', delta = NULL, error = NULL, requested = now(), started = NULL, finished = NULL
       WHERE exact_counterfactuals.state = 'failed'
     RETURNING block, state, delta, error, NULL::float8 AS seconds, true AS queued`,
    [id, block],
  );
  if (r.rows[0]) return { queued: true, answer: answerOf(r.rows[0]) };
  const now = await db.query<Row>(`SELECT block, state, delta, error, ${SECONDS} AS seconds FROM exact_counterfactuals WHERE simulation_id = $1 AND block = $2`, [id, block]);
  return { queued: false, answer: answerOf(now.rows[0]!) };
}

/** Every block asked for of a run, in block order. */
export async function listExact(db: Db, id: number): Promise<ExactBlockAnswer[]> {
  const r = await db.query<Row>(`SELECT block, state, delta, error, ${SECONDS} AS seconds FROM exact_counterfactuals WHERE simulation_id = $1 ORDER BY block`, [id]);
  return r.rows.map(answerOf);
}

/** Marks a queued (or interrupted) request as solving; false when there is none to solve. */
export async function startExact(db: Db, id: number, block: number): Promise<boolean> {
  const r = await db.query("UPDATE exact_counterfactuals SET state = 'solving', started = now() WHERE simulation_id = $1 AND block = $2 AND state IN ('queued', 'solving') RETURNING block", [id, block]);
  return r.rows.length > 0;
}

/** Stores how the request ended. */
export async function finishExact(db: Db, id: number, block: number, end: { state: 'done'; delta: number } | { state: 'infeasible' } | { state: 'failed'; error: string }): Promise<void> {
  await db.query(
    'UPDATE exact_counterfactuals SET state = $3, delta = $4, error = $5, finished = now() WHERE simulation_id = $1 AND block = $2',
    [id, block, end.state, end.state === 'done' ? end.delta : null, end.state === 'failed' ? end.error : null],
  );
}

/** Requests still due (their job lost with a process that stopped): [simulation, block]. */
export async function dueExact(db: Db): Promise<Array<[number, number]>> {
  const r = await db.query<{ simulation_id: number; block: number }>("SELECT simulation_id, block FROM exact_counterfactuals WHERE state IN ('queued', 'solving') ORDER BY requested");
  return r.rows.map((row) => [row.simulation_id, row.block]);
}
