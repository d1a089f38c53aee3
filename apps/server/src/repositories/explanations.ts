/**
 * A run's explanation, computed by its own job once the results are stored (jobs/runExplain.ts):
 * whether it is still due (simulations.explanation_pending) and storing it as the run's
 * 'explicacion' result part.
 */
import { promisify } from 'node:util';
import { gzip as gzipCb } from 'node:zlib';
import { SIMULATION_STATUS, withExplainFailed, type ResultWarning } from '@plantasim/domain';
import type { Db } from '../db/index.ts';
import { readPartJson } from './simulationResults.ts';

const gzip = promisify(gzipCb);

/** Marks the explanation of a run still solving (3) as due; set before its results are stored, so
 *  the run is never seen solved without an explanation and without a note that one is coming. */
export async function markExplanationDue(db: Db, id: number): Promise<void> {
  await db.query('UPDATE simulations SET explanation_pending = true WHERE id = $1 AND status = $2', [id, SIMULATION_STATUS.EnEjecucion]);
}

/** Whether the run's explanation is still due. */
export async function explanationDue(db: Db, id: number): Promise<boolean> {
  const r = await db.query<{ due: boolean }>('SELECT explanation_pending AS due FROM simulations WHERE id = $1', [id]);
  return r.rows[0]?.due === true;
}

/** Runs with results whose explanation is still due (a job lost with its process). */
export async function dueExplanations(db: Db): Promise<number[]> {
  const r = await db.query<{ id: number }>('SELECT id FROM simulations WHERE explanation_pending AND status = $1 ORDER BY id', [SIMULATION_STATUS.EjecutadaOK]);
  return r.rows.map((row) => row.id);
}

/** Stores the explanation (null: none could be made) of a solved run and marks it done; nothing
 *  for a run that left 4 meanwhile (deleted). Returns whether it was stored. */
export async function storeExplanation(db: Db, id: number, explanation: unknown): Promise<boolean> {
  const body = (await gzip(JSON.stringify(explanation ?? null))).toString('base64');
  const r = await db.query<{ id: number }>(
    `WITH done AS (
       UPDATE simulations SET explanation_pending = false WHERE id = $1 AND status = $2 RETURNING id
     ), stored AS (
       INSERT INTO simulation_results (simulation_id, part, encoding, body)
       SELECT done.id, 'explicacion', 'gzip', decode($3::text, 'base64') FROM done
       ON CONFLICT (simulation_id, part) DO UPDATE SET encoding = EXCLUDED.encoding, body = EXCLUDED.body
     )
     SELECT id FROM done`,
    [id, SIMULATION_STATUS.EjecutadaOK, body],
  );
  return r.rows.length > 0;
}

/** Gives up a due explanation and says why on the run's results (its summary's warnings, which the
 *  results page shows): a run without its explanation is told in words, not only in the log. The
 *  summary is read and written back in one transaction, so a concurrent writer is not lost. */
export async function recordExplanationFailure(db: Db, id: number, warning: ResultWarning): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await tx.query('SELECT id FROM simulations WHERE id = $1 FOR UPDATE', [id]);
    if (locked.rows.length === 0) return;
    const summary = await readPartJson(tx, id, 'resultados');
    if (summary) {
      const body = (await gzip(JSON.stringify(withExplainFailed(summary, warning)))).toString('base64');
      await tx.query(
        "UPDATE simulation_results SET encoding = 'gzip', body = decode($2::text, 'base64') WHERE simulation_id = $1 AND part = 'resultados'",
        [id, body],
      );
    }
    await tx.query('UPDATE simulations SET explanation_pending = false WHERE id = $1', [id]);
  });
}
