/** The measured operation (migrations/011_actuals.sql): imports and their hourly values by unit. */
import { formatHourKey, parseIsoDate, type ActualHour } from '@plantasim/domain';
import type { ActualColumns, ActualWarning } from '../uploads/actualsCheck.ts';
import type { Db } from '../db/index.ts';
import { iso } from './simulations.ts';

export type ActualSource = 'csv' | 'api';

/** Values per insert statement: a week of every unit. */
const INSERT_CHUNK = 7 * 24 * 28;

export interface ActualImportRow { id: number; username: string; origen: ActualSource; horas: number; created: string }

/**
 * Stores one import, all or nothing: it becomes the measurement of every hour it carries, whole (a
 * unit it leaves out of an hour was not measured then and reads 0, whatever an earlier import said).
 * The caller has checked the hours (domain checks, uploads/actualsCheck.ts lays them out); its
 * suspicious hours are stored with it.
 */
export async function insertActuals(
  db: Db, username: string, source: ActualSource, hourCount: number, columns: ActualColumns, warnings: readonly ActualWarning[] = [],
): Promise<number> {
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
    if (warnings.length > 0) {
      await tx.query(
        `INSERT INTO actual_warnings (import_id, day, hour, code, params)
         SELECT $1, d, h, c, p FROM unnest($2::date[], $3::smallint[], $4::text[], $5::jsonb[]) AS t(d, h, c, p)`,
        [id, warnings.map((w) => w.day), warnings.map((w) => w.hour), warnings.map((w) => w.code), warnings.map((w) => JSON.stringify(w.params))],
      );
    }
    return id;
  });
}

interface RawValue { day: string; hour: number; unit: string; value: number; import_id: number }

/**
 * The current measurement of every measured hour between two days (inclusive), in hour order: each
 * hour as its latest import gave it (a unit that import left out is absent, so it reads 0).
 */
export async function currentActuals(db: Db, from: string, to: string): Promise<{ hours: ActualHour[]; importIds: number[] }> {
  const r = await db.query<RawValue>(
    `WITH latest AS (
       SELECT day, hour, max(import_id) AS import_id FROM actual_values
       WHERE day BETWEEN $1::date AND $2::date GROUP BY day, hour
     )
     SELECT to_char(v.day, 'YYYY-MM-DD') AS day, v.hour, v.unit, v.value, v.import_id
     FROM actual_values v JOIN latest l ON v.day = l.day AND v.hour = l.hour AND v.import_id = l.import_id
     ORDER BY v.day, v.hour, v.unit`,
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

export interface StoredActualWarning { day: string; hour: number; code: string; params: Record<string, string | number> }

/** The warnings of the hours between two days whose import still gives the hour's values, in hour order. */
export async function currentActualWarnings(db: Db, from: string, to: string): Promise<StoredActualWarning[]> {
  const r = await db.query<{ day: string; hour: number; code: string; params: Record<string, string | number> | string }>(
    `SELECT to_char(w.day, 'YYYY-MM-DD') AS day, w.hour, w.code, w.params FROM actual_warnings w
     WHERE w.day BETWEEN $1::date AND $2::date
       AND w.import_id = (SELECT max(v.import_id) FROM actual_values v WHERE v.day = w.day AND v.hour = w.hour)
     ORDER BY w.day, w.hour, w.code`,
    [from, to],
  );
  return r.rows.map((w) => ({ day: w.day, hour: Number(w.hour), code: w.code, params: typeof w.params === 'string' ? JSON.parse(w.params) as Record<string, string | number> : w.params }));
}
