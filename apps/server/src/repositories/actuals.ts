/** The measured operation (migrations/011_actuals.sql): imports and their hourly values by unit. */
import { actualsOfStoredDay, addDays, compareDates, formatIsoDate, madridDayHours, parseIsoDate, type ActualHour, type CalendarDate } from '@plantasim/domain';
import { columnRows, type ActualColumns, type ActualWarning } from '../uploads/actualsCheck.ts';
import type { Db } from '../db/index.ts';
import { iso } from './simulations.ts';

export type ActualSource = 'csv' | 'api';

/**
 * Values per statement, written or read: a day of every unit. PGlite runs each statement on the
 * request thread and holds its one connection meanwhile, so every other request may wait for one
 * statement: a week of values per statement cost 0.1–0.3 s, a day 10–40 ms.
 */
const CHUNK_VALUES = 24 * 28;

/** An import left incomplete this long ago was interrupted (a crash, an outage): nobody finishes it. */
const ABANDONED_AFTER = '1 hour';

/** Lets the requests waiting for the event loop or the database go first. */
const yieldToOthers = () => new Promise((resolve) => setImmediate(resolve));

/**
 * One lane per database for the statements that write a day of values (an import's inserts, a
 * removal's deletes): at most one of them is queued at the database at any moment, however many
 * imports are in flight. PGlite runs one statement at a time on the request thread, in arrival order:
 * four imports side by side kept four day-sized statements ahead of every other request's statement;
 * through the lane, another request waits behind one at most, and the imports take turns a day each.
 * (A read has one statement in flight at a time anyway, and must not wait for a slow write.)
 */
const lanes = new WeakMap<Db, Promise<unknown>>();
function inValuesLane<T>(db: Db, statement: () => Promise<T>): Promise<T> {
  const run = (lanes.get(db) ?? Promise.resolve()).then(statement);
  lanes.set(db, run.catch(() => undefined));
  return run;
}

export interface ActualImportRow { id: number; username: string; origen: ActualSource; horas: number; created: string }

/**
 * Stores one import, all or nothing: it becomes the measurement of every hour it carries, whole (a
 * unit it leaves out of an hour was not measured then and reads 0, whatever an earlier import said).
 * The caller has checked the hours (domain checks, uploads/actualsCheck.ts lays them out); its
 * suspicious hours are stored with it.
 * The values go in a day per statement, each its own transaction, under an import that readers do
 * not see until the last statement marks it complete (migrations/026): a failure half-way removes
 * what was written, and what a crash leaves is invisible and removed by a later import.
 */
export async function insertActuals(
  db: Db, username: string, source: ActualSource, hourCount: number, columns: ActualColumns, warnings: readonly ActualWarning[] = [],
): Promise<number> {
  const r = await db.query<{ id: number }>(
    'INSERT INTO actual_imports (username, source, hours, complete) VALUES ($1, $2, $3, false) RETURNING id', [username, source, hourCount],
  );
  const id = r.rows[0]!.id;
  try {
    for (let at = 0; at < columns.values.length; at += CHUNK_VALUES) {
      const rows = columnRows(columns, at, at + CHUNK_VALUES);
      await inValuesLane(db, () => db.query(
        `INSERT INTO actual_values (import_id, day, hour, quarter, unit, value)
         SELECT $1, d, h, q, u, v FROM unnest($2::date[], $3::smallint[], $4::smallint[], $5::text[], $6::float8[]) AS t(d, h, q, u, v)`,
        [id, rows.days, rows.hours, rows.quarters, rows.units, rows.values],
      ));
      await yieldToOthers();
    }
    if (warnings.length > 0) {
      await db.query(
        `INSERT INTO actual_warnings (import_id, day, hour, code, params)
         SELECT $1, d, h, c, p FROM unnest($2::date[], $3::smallint[], $4::text[], $5::jsonb[]) AS t(d, h, c, p)`,
        [id, warnings.map((w) => w.day), warnings.map((w) => w.hour), warnings.map((w) => w.code), warnings.map((w) => JSON.stringify(w.params))],
      );
    }
    const done = await db.query('UPDATE actual_imports SET complete = true WHERE id = $1 AND NOT complete RETURNING id', [id]);
    if (done.rows.length === 0) throw new Error(`actual import ${id} was removed while it was written`);
  } catch (err) {
    // Best effort: if the database is gone, the rows left are invisible and a later import removes them.
    await discardImport(db, id).catch(() => {});
    throw err;
  }
  await discardAbandonedImports(db);
  return id;
}

/** Removes an import that readers no longer see, a day of values per statement, then the import. */
async function discardImport(db: Db, id: number): Promise<void> {
  for (;;) {
    const r = await inValuesLane(db, () => db.query<{ n: number }>(
      `WITH gone AS (
         DELETE FROM actual_values WHERE ctid IN (SELECT ctid FROM actual_values WHERE import_id = $1 LIMIT $2) RETURNING 1
       ) SELECT count(*)::int AS n FROM gone`,
      [id, CHUNK_VALUES],
    ));
    if (Number(r.rows[0]?.n ?? 0) === 0) break;
    await yieldToOthers();
  }
  await db.query('DELETE FROM actual_imports WHERE id = $1 AND NOT complete', [id]);
}

async function discardAbandonedImports(db: Db): Promise<void> {
  const r = await db.query<{ id: number }>(
    `SELECT id FROM actual_imports WHERE NOT complete AND created < now() - interval '${ABANDONED_AFTER}' ORDER BY id`,
  );
  for (const { id } of r.rows) await discardImport(db, id);
}

/** The complete imports now: a read of several statements reads these only, so it reads one state. */
export async function completeImportIds(db: Db): Promise<number[]> {
  const r = await db.query<{ id: number }>('SELECT id FROM actual_imports WHERE complete ORDER BY id');
  return r.rows.map((i) => Number(i.id));
}

interface RawValue { hour: number; quarter: number; unit: string; value: number; import_id: number }

/** A day's current measurement: the hourly view of every measured hour and the quarters of those measured per quarter. */
export interface ActualsOfDay { hours: ActualHour[]; quarters: ActualHour[]; importIds: Set<number> }

/**
 * The current measurement of every measured hour of one day (ISO) among `imports`, in hour order: each
 * hour as its latest import gave it (a unit that import left out is absent, so it reads 0), whether
 * per hour or per quarter: the latest import of an hour wins for the whole hour (migrations/037).
 * `hours` is the hourly view (a quarter-measured hour the mean of its quarters, domain
 * actualsOfStoredDay), `quarters` the quarters of the hours measured per quarter.
 */
export async function currentActualsOfDay(db: Db, day: CalendarDate, imports: readonly number[]): Promise<ActualsOfDay> {
  // The day's rows are read once, along the primary key, and the imports filtered among them: with the
  // import id in the same WHERE, PostgreSQL also scanned the import index (every value of those imports,
  // the whole table after a few year imports) and a day cost 150-260 ms instead of 13-37 ms.
  const r = await db.query<RawValue>(
    `WITH of_day AS MATERIALIZED (
       SELECT hour, quarter, unit, value, import_id FROM actual_values WHERE day = $1::date
     ), latest AS (
       SELECT hour, max(import_id) AS import_id FROM of_day WHERE import_id = ANY($2::int[]) GROUP BY hour
     )
     SELECT v.hour, v.quarter, v.unit, v.value, v.import_id
     FROM of_day v JOIN latest l ON v.hour = l.hour AND v.import_id = l.import_id
     ORDER BY v.hour, v.quarter, v.unit`,
    [formatIsoDate(day), imports],
  );
  const importIds = new Set<number>();
  for (const v of r.rows) importIds.add(Number(v.import_id));
  const rows = r.rows.map((v) => ({ hour: Number(v.hour), quarter: Number(v.quarter), unit: v.unit, value: Number(v.value) }));
  return { ...actualsOfStoredDay(day, rows), importIds };
}

/** The days (ISO) between two days (inclusive) whose 24 hours all have a measurement among `imports`
 *  (the 23-hour day measured per quarter has no 02:00 to measure: its hourly view copies 01:00). */
export async function fullyMeasuredDays(db: Db, from: CalendarDate, to: CalendarDate, imports: readonly number[]): Promise<string[]> {
  if (imports.length === 0) return [];
  const r = await db.query<{ day: string; hours: number }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, count(DISTINCT hour)::int AS hours FROM actual_values
     WHERE day BETWEEN $1::date AND $2::date AND import_id = ANY($3::int[])
     GROUP BY day
     HAVING count(DISTINCT hour) = 24 OR (count(DISTINCT hour) = 23 AND bool_or(quarter > 0) AND NOT bool_or(hour = 2))
     ORDER BY 1`,
    [formatIsoDate(from), formatIsoDate(to), imports],
  );
  return r.rows.filter((row) => Number(row.hours) === 24 || madridDayHours(isoDay(row.day)) === 23).map((row) => row.day);
}

/**
 * The current values between two days (inclusive) among `imports` (completeImportIds), a day per
 * statement: the days in order, each as soon as it is read.
 */
export async function* currentActualsByDay(
  db: Db, from: CalendarDate, to: CalendarDate, imports: readonly number[],
): AsyncGenerator<ActualsOfDay> {
  for (let day = from; compareDates(day, to) <= 0; day = addDays(day, 1)) {
    yield await currentActualsOfDay(db, day, imports);
    await yieldToOthers();
  }
}

/** The current measurement of every measured hour between two ISO days (inclusive), in hour order
 *  (and the quarters of the hours measured per quarter). */
export async function currentActuals(db: Db, from: string, to: string): Promise<{ hours: ActualHour[]; quarters: ActualHour[]; importIds: number[] }> {
  const hours: ActualHour[] = [];
  const quarters: ActualHour[] = [];
  const importIds = new Set<number>();
  const imports = await completeImportIds(db);
  for await (const day of currentActualsByDay(db, isoDay(from), isoDay(to), imports)) {
    hours.push(...day.hours);
    quarters.push(...day.quarters);
    for (const id of day.importIds) importIds.add(id);
  }
  return { hours, quarters, importIds: [...importIds] };
}

function isoDay(text: string): CalendarDate {
  const day = parseIsoDate(text);
  if (!day.ok) throw new Error(`not an ISO day: ${text}`);
  return day.data;
}

interface RawImport { id: number; username: string; source: ActualSource; hours: number; created: Date | string }

export async function actualImports(db: Db, ids: readonly number[]): Promise<ActualImportRow[]> {
  if (ids.length === 0) return [];
  const r = await db.query<RawImport>('SELECT id, username, source, hours, created FROM actual_imports WHERE complete AND id = ANY($1::int[]) ORDER BY id DESC', [ids]);
  return r.rows.map((i) => ({ id: i.id, username: i.username, origen: i.source, horas: i.hours, created: iso(i.created) }));
}

/** Every import, newest first (at most `limit`): who imported what, for full users. */
export async function listActualImports(db: Db, limit = 500): Promise<ActualImportRow[]> {
  const r = await db.query<RawImport>('SELECT id, username, source, hours, created FROM actual_imports WHERE complete ORDER BY id DESC LIMIT $1', [limit]);
  return r.rows.map((i) => ({ id: i.id, username: i.username, origen: i.source, horas: i.hours, created: iso(i.created) }));
}

/**
 * Withdraws an import (its values go with it): each of its hours is again the latest earlier import's.
 * Hidden from readers at once, then removed a day of values per statement.
 */
export async function withdrawActualImport(db: Db, id: number): Promise<boolean> {
  const r = await db.query('UPDATE actual_imports SET complete = false WHERE id = $1 AND complete RETURNING id', [id]);
  if (r.rows.length === 0) return false;
  // Withdrawn once hidden: if removing its values fails, they stay invisible and a later import removes them.
  await discardImport(db, id).catch(() => {});
  return true;
}

export interface StoredActualWarning { day: string; hour: number; code: string; params: Record<string, string | number> }

/** The warnings of the hours between two days whose import still gives the hour's values, in hour order. */
export async function currentActualWarnings(db: Db, from: string, to: string): Promise<StoredActualWarning[]> {
  const r = await db.query<{ day: string; hour: number; code: string; params: Record<string, string | number> | string }>(
    `SELECT to_char(w.day, 'YYYY-MM-DD') AS day, w.hour, w.code, w.params FROM actual_warnings w
     WHERE w.day BETWEEN $1::date AND $2::date
       AND w.import_id = (
         SELECT max(v.import_id) FROM actual_values v JOIN actual_imports i ON i.id = v.import_id AND i.complete
         WHERE v.day = w.day AND v.hour = w.hour
       )
     ORDER BY w.day, w.hour, w.code`,
    [from, to],
  );
  return r.rows.map((w) => ({ day: w.day, hour: Number(w.hour), code: w.code, params: typeof w.params === 'string' ? JSON.parse(w.params) as Record<string, string | number> : w.params }));
}
