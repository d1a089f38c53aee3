/** What the morning page reads besides the plans in force: re-plans with their authors, and recent runs. */
import { LISTED_STATUSES } from '@plantasim/domain';
import type { Db } from '../db/index.ts';
import { iso } from './simulations.ts';

export interface RunRef { id: number; name: string; username: string; created: string; status: number }

interface Raw { id: number; name: string; username: string; created: Date | string; status: number }
const ref = (r: Raw): RunRef => ({ id: r.id, name: r.name, username: r.username, created: iso(r.created), status: r.status });

/** The listed re-plans of a run, newest first; only `onlyUser`'s when given (operators). */
export async function replansWithAuthors(db: Db, originId: number, onlyUser?: string): Promise<RunRef[]> {
  const r = await db.query<Raw>(
    `SELECT id, name, username, created, status FROM simulations
     WHERE replan_of = $1 AND status = ANY($2::smallint[]) AND ($3::text IS NULL OR username = $3) ORDER BY created DESC, id DESC`,
    [originId, LISTED_STATUSES, onlyUser ?? null],
  );
  return r.rows.map(ref);
}

/** Listed top-level runs created since `since` that ended (statuses given), newest first, at most `limit`; only `onlyUser`'s when given. */
export async function recentRuns(db: Db, since: Date, statuses: readonly number[], limit: number, onlyUser?: string): Promise<RunRef[]> {
  const r = await db.query<Raw>(
    `SELECT id, name, username, created, status FROM simulations
     WHERE created >= $1 AND status = ANY($2::smallint[]) AND parent_id IS NULL AND ($3::text IS NULL OR username = $3)
     ORDER BY created DESC, id DESC LIMIT $4`,
    [since.toISOString(), statuses, onlyUser ?? null, limit],
  );
  return r.rows.map(ref);
}
