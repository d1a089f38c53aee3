/** Computed day bridges (migrations/012_actual_bridges.sql), keyed by the day and what they were computed from. */
import type { BridgeDayResponse } from '@plantasim/domain';
import type { Db } from '../db/index.ts';

export async function readBridge(db: Db, day: string, inputs: string): Promise<BridgeDayResponse | undefined> {
  const r = await db.query<{ body: BridgeDayResponse }>('SELECT body FROM actual_bridges WHERE day = $1::date AND inputs = $2', [day, inputs]);
  return r.rows[0]?.body;
}

/** Keeps a computed bridge; a concurrent request that computed the same one first wins. */
export async function storeBridge(db: Db, day: string, inputs: string, simulationId: number, body: BridgeDayResponse): Promise<void> {
  await db.query(
    `INSERT INTO actual_bridges (day, inputs, simulation_id, body) VALUES ($1::date, $2, $3, $4::jsonb) ON CONFLICT (day, inputs) DO NOTHING`,
    [day, inputs, simulationId, JSON.stringify(body)],
  );
}
