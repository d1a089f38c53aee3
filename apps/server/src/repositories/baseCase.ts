/** The single-row base_case table (migrations/004). */
import type { Db } from '../db/index.ts';

export async function readBaseCase(db: Db): Promise<unknown | undefined> {
  const r = await db.query<{ payload: unknown }>('SELECT payload FROM base_case WHERE id = 1');
  return r.rows[0]?.payload;
}

export async function saveBaseCase(db: Db, payload: unknown, username: string): Promise<void> {
  await db.query(
    `INSERT INTO base_case (id, payload, username, updated_at) VALUES (1, $1::jsonb, $2, now())
     ON CONFLICT (id) DO UPDATE SET payload = EXCLUDED.payload, username = EXCLUDED.username, updated_at = now()`,
    [JSON.stringify(payload), username],
  );
}
