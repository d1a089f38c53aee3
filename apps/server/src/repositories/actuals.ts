/** The measured operation (migrations/011_actuals.sql): imports and their hourly values by unit. */
import { formatHourKey, parseIsoDate, type ActualHour } from '@plantasim/domain';
import type { ActualColumns } from '../uploads/actualsCheck.ts';
import type { Db } from '../db/index.ts';
import { iso } from './simulations.ts';

export type ActualSource = 'csv' | 'api';

/** Values per insert statement: a week of every unit. */
const INSERT_CHUNK = 7 * 24 * 28;

export interface ActualImportRow { id: number; username: string; origen: ActualSource; horas: number; created: string }

/**
 * Stores one import, all or nothing: its values become the current ones of the hours and units it
 * carries. The caller has checked the hours (domain checks, uploads/actualsCheck.ts lays them out).
 */
export async function insertActuals(db: Db, username: string, source: ActualSource, hourCount: number, columns: ActualColumns): Promise<number> {
  const { days, hours: hourOfDay, units, values } = columns;
  return db.transaction(async (tx) => {
    const r = await tx.query<{ id: number }>(
      'INSERT INTO actual_imports (username, source, hours) VALUES ($1, $2, $3) RETURNING id', [username, source, hourCount],
    );
    const id = r.rows[0]!.id;
    // In bounded statements: between two, requests that do not need the database go on (PGlite runs
    // each statement on this thread; a year of every unit in one held everything for seconds).
    for (let at = 0; at < values.length; at += INSERT_CHUNK) {
      const end = at + INSERT_CHUNK;
      await tx.query(
        `INSERT INTO actual_values (import_id, day, hour, unit, value)
         SELECT $1, d, h, u, v FROM unnest($2::date[], $3::smallint[], $4::text[], $5::float8[]) AS t(d, h, u, v)`,
        [id, days.slice(at, end), hourOfDay.slice(at, end), units.slice(at, end), values.slice(at, end)],
      );
      await new Promise((resolve) => setImmediate(resolve));
    }
    return id;
  });
}

interface RawValue { day: string; hour: number; unit: string; value: number; import_id: number }

/** The current value of every measured hour and unit between two days (inclusive), in hour order. */
export async function currentActuals(db: Db, from: string, to: string): Promise<{ hours: ActualHour[]; importIds: number[] }> {
  const r = await db.query<RawValue>(
    `SELECT DISTINCT ON (day, hour, unit) to_char(day, 'YYYY-MM-DD') AS day, hour, unit, value, import_id
     FROM actual_values WHERE day BETWEEN $1::date AND $2::date
     ORDER BY day, hour, unit, import_id DESC`,
    [from, to],
  );
  const byHour = new Map<string, Record<string, number>>();
  const importIds = new Set<number>();
  for (const v of r.rows) {
    const day = parseIsoDate(v.day);
    if (!day.ok) throw new Error(`stored day ${v.day}`);
    const key = formatHourKey(day.data, v.hour);
    let valores = byHour.get(key);
    if (!valores) byHour.set(key, (valores = {}));
    valores[v.unit] = Number(v.value);
    importIds.add(Number(v.import_id));
  }
  return { hours: [...byHour].map(([horizonte, valores]) => ({ horizonte, valores })), importIds: [...importIds] };
}

interface RawImport { id: number; username: string; source: ActualSource; hours: number; created: Date | string }

export async function actualImports(db: Db, ids: readonly number[]): Promise<ActualImportRow[]> {
  if (ids.length === 0) return [];
  const r = await db.query<RawImport>('SELECT id, username, source, hours, created FROM actual_imports WHERE id = ANY($1::int[]) ORDER BY id DESC', [ids]);
  return r.rows.map((i) => ({ id: i.id, username: i.username, origen: i.source, horas: i.hours, created: iso(i.created) }));
}

/** Every import, newest first (at most `limit`): who imported what, for full users. */
export async function listActualImports(db: Db, limit = 500): Promise<ActualImportRow[]> {
  const r = await db.query<RawImport>('SELECT id, username, source, hours, created FROM actual_imports ORDER BY id DESC LIMIT $1', [limit]);
  return r.rows.map((i) => ({ id: i.id, username: i.username, origen: i.source, horas: i.hours, created: iso(i.created) }));
}

/** Withdraws an import (its values go with it): each of its hours is again the latest earlier import's. */
export async function withdrawActualImport(db: Db, id: number): Promise<boolean> {
  const r = await db.query('DELETE FROM actual_imports WHERE id = $1 RETURNING id', [id]);
  return r.rows.length > 0;
}
