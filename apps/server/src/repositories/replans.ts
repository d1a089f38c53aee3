/** Re-plans and their origins (migrations/013_simulation_replan.sql). */
import { LISTED_STATUSES, type SimulationStatus } from '@plantasim/domain';
import type { Db } from '../db/index.ts';
import { iso } from './simulations.ts';

export interface ReplanLink { id: number; name: string; status: SimulationStatus; created: string }

interface RawLink { id: number; name: string; status: number; created: Date | string }

const link = (r: RawLink): ReplanLink => ({ id: r.id, name: r.name, status: r.status as SimulationStatus, created: iso(r.created) });

/** The listed re-plans of a simulation, oldest first; only `onlyUser`'s when given (operators). */
export async function replansOf(db: Db, originId: number, onlyUser?: string): Promise<ReplanLink[]> {
  const r = await db.query<RawLink>(
    `SELECT id, name, status, created FROM simulations
     WHERE replan_of = $1 AND status = ANY($2::smallint[]) AND ($3::text IS NULL OR username = $3) ORDER BY id`,
    [originId, LISTED_STATUSES, onlyUser ?? null],
  );
  return r.rows.map(link);
}

/** The origin and the stored request of a re-plan, or null for any other simulation. */
export async function replanOrigin(db: Db, id: number): Promise<{ origin: ReplanLink; request: unknown } | null> {
  const r = await db.query<RawLink & { replan: unknown }>(
    `SELECT o.id, o.name, o.status, o.created, s.replan FROM simulations s JOIN simulations o ON o.id = s.replan_of WHERE s.id = $1`,
    [id],
  );
  const row = r.rows[0];
  return row ? { origin: link(row), request: row.replan } : null;
}

/**
 * The stored requests of simulation `id` and of every re-plan it descends from, `id`'s first (none
 * for a simulation that is no re-plan). A re-plan is stored after its origin, so the chain ends.
 */
export async function replanRequestsUpFrom(db: Db, id: number): Promise<unknown[]> {
  const r = await db.query<{ replan: unknown }>(
    `WITH RECURSIVE chain (id, replan_of, replan, depth) AS (
       SELECT id, replan_of, replan, 0 FROM simulations WHERE id = $1
       UNION ALL
       SELECT s.id, s.replan_of, s.replan, c.depth + 1 FROM simulations s JOIN chain c ON s.id = c.replan_of WHERE c.depth < 1000
     )
     SELECT replan FROM chain WHERE replan IS NOT NULL ORDER BY depth`,
    [id],
  );
  return r.rows.map((row) => row.replan);
}
