/** The Ro master (ro_master, migrations/004), with the field names of docs/rules/fields.md in and out. */
import type { Db } from '../db/index.ts';
import { iso } from './simulations.ts';

export interface RoRow {
  /** yyyy-MM-01 */
  DATE_RO: string;
  /** EUR/MWhe */
  VALUE: number;
  USER_MOD: string;
  /** UTC ISO timestamp */
  DATETIME_MOD: string;
}

interface Raw {
  date_ro: string;
  value: number;
  user_mod: string;
  datetime_mod: Date | string;
}

// date_ro is read as text so no time zone ever shifts the day.
const select = "SELECT to_char(date_ro, 'YYYY-MM-DD') AS date_ro, value, user_mod, datetime_mod FROM ro_master";

function toRow(r: Raw): RoRow {
  return { DATE_RO: r.date_ro, VALUE: Number(r.value), USER_MOD: r.user_mod, DATETIME_MOD: iso(r.datetime_mod) };
}

/** Rows between two dates (inclusive; either bound optional), in month order. */
export async function listRo(db: Db, start?: string, end?: string): Promise<RoRow[]> {
  const r = await db.query<Raw>(
    `${select} WHERE ($1::date IS NULL OR date_ro >= $1::date) AND ($2::date IS NULL OR date_ro <= $2::date) ORDER BY date_ro`,
    [start ?? null, end ?? null],
  );
  return r.rows.map(toRow);
}

/** Inserts; false when the month already has a value. */
export async function insertRo(db: Db, date: string, value: number, user: string): Promise<boolean> {
  const r = await db.query<{ date_ro: string }>(
    `INSERT INTO ro_master (date_ro, value, user_mod) VALUES ($1::date, $2, $3) ON CONFLICT (date_ro) DO NOTHING RETURNING date_ro`,
    [date, value, user],
  );
  return r.rows.length > 0;
}

/** Updates; false when the month has no value. */
export async function updateRo(db: Db, date: string, value: number, user: string): Promise<boolean> {
  const r = await db.query<{ date_ro: string }>(
    `UPDATE ro_master SET value = $2, user_mod = $3, datetime_mod = now() WHERE date_ro = $1::date RETURNING date_ro`,
    [date, value, user],
  );
  return r.rows.length > 0;
}

export async function deleteRo(db: Db, date: string): Promise<boolean> {
  const r = await db.query<{ date_ro: string }>('DELETE FROM ro_master WHERE date_ro = $1::date RETURNING date_ro', [date]);
  return r.rows.length > 0;
}
