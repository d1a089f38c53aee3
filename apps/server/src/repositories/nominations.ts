/** Gas nominations (migrations/004). */
import type { Db } from '../db/index.ts';
import { iso } from './simulations.ts';

export interface Nomination {
  id: number;
  value: number;
  username: string;
  created: string;
}

export async function insertNomination(db: Db, value: number, username: string): Promise<Nomination> {
  const r = await db.query<{ id: number; value: number; username: string; created: Date | string }>(
    'INSERT INTO nominations (value, username) VALUES ($1, $2) RETURNING id, value, username, created',
    [value, username],
  );
  const row = r.rows[0]!;
  return { id: row.id, value: Number(row.value), username: row.username, created: iso(row.created) };
}
