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
