/** Sensitivity children of a simulation (migrations/009_simulation_parent.sql). */
import { DELETABLE_STATUSES, RUNNING_STATUSES, SIMULATION_STATUS } from '@plantasim/domain';
import type { Db } from '../db/index.ts';

export interface ChildRow {
  id: number;
  name: string;
  status: number;
  shift: unknown;
}

/** Listed children (not deleted), in launch order. */
export async function listChildren(db: Db, parentId: number): Promise<ChildRow[]> {
  const r = await db.query<ChildRow>(
    'SELECT id, name, status, shift FROM simulations WHERE parent_id = $1 AND status <> $2 ORDER BY id',
    [parentId, SIMULATION_STATUS.Borrada],
  );
  return r.rows;
}

/**
 * Deletes the children of a deleted parent: running ones are cancelled first (their solve stops at its
 * next status check, in any process), then every child becomes deleted. Returns the cancelled ids, so
 * the caller can abort the solves running in this process.
 */
export async function deleteChildren(db: Db, parentId: number): Promise<{ cancelled: number[]; deleted: number[] }> {
  return db.transaction(async (tx) => {
    const cancelled = await tx.query<{ id: number }>(
      `UPDATE simulations SET status = $2, last_update = clock_timestamp() WHERE parent_id = $1 AND status = ANY($3::smallint[]) RETURNING id`,
      [parentId, SIMULATION_STATUS.Cancelada, RUNNING_STATUSES],
    );
    const deleted = await tx.query<{ id: number }>(
      `UPDATE simulations SET status = $2, valid = 0, last_update = clock_timestamp() WHERE parent_id = $1 AND status = ANY($3::smallint[]) RETURNING id`,
      [parentId, SIMULATION_STATUS.Borrada, DELETABLE_STATUSES],
    );
    return { cancelled: cancelled.rows.map((x) => x.id), deleted: deleted.rows.map((x) => x.id) };
  });
}
