/**
 * The simulations table (migrations/003_simulations.sql). Every function takes the Db or a
 * transaction handle, so commands can compose them atomically.
 */
import {
  canTransition, LISTED_STATUSES, OPERATIONAL_RUN, parsePayload, RUNNING_STATUSES, runPlanOf, VALIDATABLE_STATUSES,
  type ParseResult, type RunKind, type SimulationPayload, type SimulationResults, type SimulationStatus,
} from '@plantasim/domain';
import type { Db } from '../db/index.ts';
import { encodeResultParts, WRITTEN_PARTS } from './simulationResults.ts';

export type SimulationStatusNumber = SimulationStatus;

export interface SimulationRow {
  id: number;
  name: string;
  username: string;
  created: string;
  status: SimulationStatusNumber;
  valid: 0 | 1;
  last_update: string;
  mode: string | null;
  error: string | null;
  parent_id: number | null;
  /** The kind of run: validity is one per creation day and kind (migrations/016). */
  kind: RunKind;
  /** The days it plans: the first ('dd/MM/yyyy') and how many (null when its inputs do not say). */
  first_day: string | null;
  horizon_days: number | null;
  /** A finished plan's outcome as the solve job stored it in stats.resultado (null before). */
  outcome?: unknown;
}

/** What a stored run plans, written at insert from its configuration (domain runPlanOf). */
export type RunPlan = ReturnType<typeof runPlanOf>;

interface RawRow {
  id: number;
  name: string;
  username: string;
  created: Date | string;
  status: number;
  valid: number;
  last_update: Date | string;
  mode?: string | null;
  error?: string | null;
  parent_id?: number | null;
  kind?: string | null;
  first_day?: string | null;
  horizon_days?: number | null;
  outcome?: unknown;
}

/** Postgres' unique_violation, raised by simulations_one_valid_per_day_and_kind. */
export function isUniqueViolation(err: unknown): boolean {
  return (err as { code?: string } | null)?.code === '23505';
}

export function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function toRow(r: RawRow): SimulationRow {
  return {
    id: r.id, name: r.name, username: r.username, created: iso(r.created), status: r.status as SimulationStatusNumber,
    valid: r.valid === 1 ? 1 : 0, last_update: iso(r.last_update), mode: r.mode ?? null, error: r.error ?? null,
    parent_id: r.parent_id ?? null, kind: (r.kind as RunKind | null | undefined) ?? OPERATIONAL_RUN, first_day: r.first_day ?? null,
    horizon_days: r.horizon_days ?? null, outcome: r.outcome ?? null,
  };
}

const columns = `id, name, username, created, status, valid, last_update, mode, error, parent_id, kind,
  to_char(first_day, 'DD/MM/YYYY') AS first_day, horizon_days, stats -> 'resultado' AS outcome`;

/** Listed simulations (deleted ones never), newest first; only `username`'s when given. */
export async function listSimulations(db: Db, onlyUser?: string): Promise<SimulationRow[]> {
  const r = await db.query<RawRow>(
    `SELECT ${columns} FROM simulations WHERE status = ANY($2::smallint[]) AND ($1::text IS NULL OR username = $1)
     ORDER BY created DESC, id DESC`,
    [onlyUser ?? null, LISTED_STATUSES],
  );
  return r.rows.map(toRow);
}

export async function insertSimulation(
  db: Db,
  s: {
    name: string; username: string; status: SimulationStatusNumber; mode: string | null; parentId?: number; shift?: unknown;
    replanOf?: number; replan?: unknown;
  } & ({ inputs: unknown; plan?: RunPlan } | { inputsJson: string; plan: RunPlan }),
): Promise<SimulationRow> {
  const plan = s.plan ?? runPlanOf('inputs' in s ? s.inputs : null);
  const r = await db.query<RawRow>(
    `INSERT INTO simulations (name, username, status, inputs, mode, parent_id, shift, replan_of, replan, kind, first_day, horizon_days)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7::jsonb, $8, $9::jsonb, $10, to_date($11, 'DD/MM/YYYY'), $12)
     RETURNING ${columns}`,
    [
      s.name, s.username, s.status, 'inputsJson' in s ? s.inputsJson : JSON.stringify(s.inputs), s.mode, s.parentId ?? null,
      s.shift === undefined ? null : JSON.stringify(s.shift), s.replanOf ?? null, s.replan === undefined ? null : JSON.stringify(s.replan),
      plan.tipo, plan.fechaActual, plan.horizonte,
    ],
  );
  return toRow(r.rows[0]!);
}

/** The row (deleted included: callers decide), without the big JSON columns. */
export async function findSimulation(db: Db, id: number): Promise<SimulationRow | undefined> {
  const r = await db.query<RawRow>(`SELECT ${columns} FROM simulations WHERE id = $1`, [id]);
  return r.rows[0] ? toRow(r.rows[0]) : undefined;
}

/**
 * The valid simulation whose horizon starts on `fechaActual` ('dd/MM/yyyy'), the latest created
 * when days of creation disagree; it is the plan that was in force that day.
 */
export async function findValidRunStarting(db: Db, fechaActual: string): Promise<SimulationRow | undefined> {
  const r = await db.query<RawRow>(
    `SELECT ${columns} FROM simulations
     WHERE valid = 1 AND status = ANY($2::smallint[]) AND inputs->'configuracion'->>'fechaActual' = $1
     ORDER BY created DESC, id DESC LIMIT 1`,
    [fechaActual, VALIDATABLE_STATUSES],
  );
  return r.rows[0] ? toRow(r.rows[0]) : undefined;
}

/**
 * The valid runs with results that plan at least one day of [`from`, `to`] ('dd/MM/yyyy'), of every
 * kind, newest first: the candidates of the plan in force (domain rules/planInForce.ts decides).
 */
export async function findValidRunsPlanning(db: Db, from: string, to: string): Promise<SimulationRow[]> {
  const r = await db.query<RawRow>(
    `SELECT ${columns} FROM simulations
     WHERE valid = 1 AND status = ANY($3::smallint[]) AND first_day IS NOT NULL AND horizon_days IS NOT NULL
       AND first_day <= to_date($2, 'DD/MM/YYYY') AND first_day + (horizon_days - 1) >= to_date($1, 'DD/MM/YYYY')
     ORDER BY created DESC, id DESC`,
    [from, to, VALIDATABLE_STATUSES],
  );
  return r.rows.map(toRow);
}

/**
 * Like findValidRunsPlanning, with the runs that were valid once and are no longer (valid_ended): the
 * plans that were in force for those days before the current one.
 */
export async function findOnceValidRunsPlanning(db: Db, from: string, to: string): Promise<SimulationRow[]> {
  const r = await db.query<RawRow>(
    `SELECT ${columns} FROM simulations
     WHERE (valid = 1 OR valid_ended IS NOT NULL) AND status = ANY($3::smallint[]) AND first_day IS NOT NULL AND horizon_days IS NOT NULL
       AND first_day <= to_date($2, 'DD/MM/YYYY') AND first_day + (horizon_days - 1) >= to_date($1, 'DD/MM/YYYY')
     ORDER BY created DESC, id DESC`,
    [from, to, VALIDATABLE_STATUSES],
  );
  return r.rows.map(toRow);
}

async function readInputsColumn(db: Db, id: number): Promise<unknown> {
  const r = await db.query<{ inputs: unknown }>('SELECT inputs FROM simulations WHERE id = $1', [id]);
  return r.rows[0]?.inputs;
}

/** What the inputs column holds: the payload's JSON object, its metadata among its keys. */
export type StoredInputs = { metadata?: Record<string, unknown> } & Record<string, unknown>;

function isStoredInputs(value: unknown): value is StoredInputs {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const metadata = (value as { metadata?: unknown }).metadata;
  return metadata === undefined || (typeof metadata === 'object' && metadata !== null && !Array.isArray(metadata));
}

/** The stored inputs document as it was saved (undefined: no such simulation); anything but an object is an error. */
export async function readInputs(db: Db, id: number): Promise<StoredInputs | undefined> {
  const inputs = await readInputsColumn(db, id);
  if (inputs === undefined || inputs === null) return undefined;
  if (!isStoredInputs(inputs)) throw new Error(`stored inputs of simulation ${id} are not a JSON object`);
  return inputs;
}

/**
 * A job's read of its simulation's payload: parsed once here, the outcome given whole so the job
 * can fail its run with a reason when stored inputs no longer parse.
 */
export async function parseStoredPayload(db: Db, id: number): Promise<ParseResult<SimulationPayload>> {
  return parsePayload(await readInputsColumn(db, id));
}

/**
 * A simulation's stored inputs as the payload they are (undefined: no such simulation). Inputs are
 * stored after the launch's own parse; ones that no longer parse are an error, never a guess.
 */
export async function readPayload(db: Db, id: number): Promise<SimulationPayload | undefined> {
  const inputs = await readInputsColumn(db, id);
  if (inputs === undefined || inputs === null) return undefined;
  const parsed = parsePayload(inputs);
  if (!parsed.ok) throw new Error(`stored inputs of simulation ${id} are not a valid payload: ${parsed.issues.slice(0, 3).map((i) => i.path).join(', ')}`);
  return parsed.data;
}

/** The payload of a simulation read by its row (it exists: its inputs are stored with it). */
export async function storedPayload(db: Db, id: number): Promise<SimulationPayload> {
  const payload = await readPayload(db, id);
  if (!payload) throw new Error(`simulation ${id} has no stored inputs`);
  return payload;
}

/** The solver statistics stored with the outcome (the result parts live in simulationResults.ts). */
export async function readStats(db: Db, id: number): Promise<unknown> {
  const r = await db.query<{ stats: unknown }>('SELECT stats FROM simulations WHERE id = $1', [id]);
  return r.rows[0]?.stats;
}

/**
 * While a simulation runs, its stats column holds how far the solve is ({ progress, started }); the
 * outcome's statistics replace it when the run ends. Only a running row is written (a late report
 * never overwrites a finished run's statistics), and last_update is left alone: progress is not a
 * status change for the event stream.
 */
export async function writeRunProgress(db: Db, id: number, progress: Record<string, unknown>): Promise<void> {
  await db.query(`UPDATE simulations SET stats = $2::jsonb WHERE id = $1 AND status = ANY($3::smallint[])`, [id, JSON.stringify(progress), RUNNING_STATUSES]);
}

/**
 * Moves a simulation to `to` only when it is currently in one of `from` (compare-and-set, so a
 * cancelled job can never be overwritten by a late result). Returns whether it changed. `results`
 * are stored in the same statement (simulation_results, one gzip row per part), so a simulation is
 * never seen at 4 without them. A move the lifecycle does not have is a programming error.
 */
export async function transition(
  db: Db,
  id: number,
  from: readonly SimulationStatusNumber[],
  to: SimulationStatusNumber,
  extra: { results?: SimulationResults; stats?: unknown; error?: string | null; clearValid?: boolean } = {},
): Promise<boolean> {
  const illegal = from.filter((f) => !canTransition(f, to));
  if (illegal.length > 0) throw new Error(`transición de estado inexistente: ${illegal.join(',')} -> ${to}`);
  const parts = extra.results ? await encodeResultParts(extra.results) : undefined;
  const r = await db.query<{ id: number }>(
    `WITH moved AS (
       UPDATE simulations SET status = $2, last_update = clock_timestamp(),
         stats = CASE WHEN $4::boolean THEN $5::jsonb ELSE stats END,
         error = CASE WHEN $6::boolean THEN $7::text ELSE error END,
         valid = CASE WHEN $8::boolean THEN 0 ELSE valid END
       WHERE id = $1 AND status = ANY($3::smallint[]) RETURNING id
     ), stored AS (
       INSERT INTO simulation_results (simulation_id, part, encoding, body)
       SELECT moved.id, p.part, 'gzip', p.body
       FROM moved CROSS JOIN (VALUES ${WRITTEN_PARTS.map((part, i) => `('${part}', decode($${10 + i}::text, 'base64'))`).join(', ')}) AS p (part, body)
       WHERE $9::boolean AND p.body IS NOT NULL
       ON CONFLICT (simulation_id, part) DO UPDATE SET encoding = EXCLUDED.encoding, body = EXCLUDED.body
     )
     SELECT id FROM moved`,
    [
      id, to, from,
      'stats' in extra, extra.stats === undefined ? null : JSON.stringify(extra.stats),
      'error' in extra, extra.error ?? null,
      extra.clearValid === true,
      parts !== undefined, ...(parts ?? WRITTEN_PARTS.map(() => null)),
    ],
  );
  return r.rows.length > 0;
}

/**
 * Sets VALID; a second valid simulation on the same UTC day raises a unique violation. Only a status
 * that may be valid is marked, and only a listed one unmarked: false otherwise (also when the status
 * changed since the caller read it).
 */
export async function setValid(db: Db, id: number, valid: 0 | 1): Promise<boolean> {
  const r = await db.query<{ id: number }>(
    `UPDATE simulations SET valid = $2::smallint, last_update = clock_timestamp(),
       valid_ended = CASE WHEN valid = 1 AND $2::smallint = 0 THEN clock_timestamp() ELSE valid_ended END
     WHERE id = $1 AND status = ANY($3::smallint[]) RETURNING id`,
    [id, valid, valid === 1 ? VALIDATABLE_STATUSES : LISTED_STATUSES],
  );
  return r.rows.length > 0;
}

/**
 * Locks every simulation of `id`'s UTC creation day and kind, in id order (inside a transaction).
 * Activation takes these locks before writing, so concurrent activations and validity changes of one
 * day queue up instead of deadlocking (PostgreSQL 40P01, seen when two validity changes of one day raced).
 */
export async function lockDayOf(db: Db, id: number): Promise<void> {
  await db.query(
    `SELECT o.id FROM simulations o JOIN simulations t ON t.id = $1
     WHERE (o.created AT TIME ZONE 'UTC')::date = (t.created AT TIME ZONE 'UTC')::date AND o.kind = t.kind ORDER BY o.id FOR UPDATE OF o`,
    [id],
  );
}

/** Deadlock or serialization failure: the transaction was rolled back and may simply be retried. */
export function isTransientConflict(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return code === '40P01' || code === '40001';
}

/** Clears VALID of the other simulations of the same kind created on the same UTC day as `id`; returns their ids. */
export async function clearOtherValidSameDay(db: Db, id: number): Promise<number[]> {
  const r = await db.query<{ id: number }>(
    `UPDATE simulations o SET valid = 0, last_update = clock_timestamp(), valid_ended = clock_timestamp()
     FROM simulations t
     WHERE t.id = $1 AND o.id <> t.id AND o.valid = 1 AND o.kind = t.kind
       AND (o.created AT TIME ZONE 'UTC')::date = (t.created AT TIME ZONE 'UTC')::date
     RETURNING o.id`,
    [id],
  );
  return r.rows.map((x) => x.id);
}

const NOT_SET = Symbol('not set');

/**
 * Makes `id` the valid simulation of its UTC creation day and kind, in one transaction: the day is
 * locked (lockDayOf), the others stop being valid (their ids are returned), then `id` is marked.
 * Undefined, with nothing changed, when `id` may not be valid (its status changed since it was read).
 * A concurrent activation of the day can still raise the unique violation: the caller retries.
 */
export async function setValidAlone(db: Db, id: number): Promise<number[] | undefined> {
  try {
    return await db.transaction(async (tx) => {
      await lockDayOf(tx, id);
      const others = await clearOtherValidSameDay(tx, id);
      if (!(await setValid(tx, id, 1))) throw NOT_SET;
      return others;
    });
  } catch (err) {
    if (err === NOT_SET) return undefined;
    throw err;
  }
}

/** Ids of running simulations (En ejecución). */
export async function runningIds(db: Db): Promise<number[]> {
  const r = await db.query<{ id: number }>('SELECT id FROM simulations WHERE status = ANY($1::smallint[]) ORDER BY id', [RUNNING_STATUSES]);
  return r.rows.map((x) => x.id);
}

/** Status of several ids (the job runner's cancellation check). */
export async function statusOf(db: Db, id: number): Promise<SimulationStatusNumber | undefined> {
  const r = await db.query<{ status: number }>('SELECT status FROM simulations WHERE id = $1', [id]);
  return r.rows[0]?.status as SimulationStatusNumber | undefined;
}

/** The status and the parent (sensitivity children have one) of a simulation. */
export async function statusAndParent(db: Db, id: number): Promise<{
  status: SimulationStatusNumber; parentId: number | null; replanOf: number | null; replan: unknown;
} | undefined> {
  const r = await db.query<{ status: number; parent_id: number | null; replan_of: number | null; replan: unknown }>(
    'SELECT status, parent_id, replan_of, replan FROM simulations WHERE id = $1', [id],
  );
  const row = r.rows[0];
  return row ? { status: row.status as SimulationStatusNumber, parentId: row.parent_id ?? null, replanOf: row.replan_of ?? null, replan: row.replan ?? null } : undefined;
}

/** What orders a stored run's solve in the queue (jobs/priority.ts): re-plan, sensitivity child, days planned. */
export async function solveOrderFacts(db: Db, id: number): Promise<{
  replanOf: number | null; parentId: number | null; horizonDays: number | null;
} | undefined> {
  const r = await db.query<{ replan_of: number | null; parent_id: number | null; horizon_days: number | null }>(
    'SELECT replan_of, parent_id, horizon_days FROM simulations WHERE id = $1', [id],
  );
  const row = r.rows[0];
  return row ? { replanOf: row.replan_of ?? null, parentId: row.parent_id ?? null, horizonDays: row.horizon_days ?? null } : undefined;
}

export interface StatusChange {
  id: number;
  status: number;
  username: string;
  VALID: 0 | 1;
  last_update: string;
}

/** Rows changed after `since` (the event stream's poll). */
export async function changesSince(db: Db, since: Date): Promise<StatusChange[]> {
  const r = await db.query<{ id: number; status: number; username: string; valid: number; last_update: Date | string }>(
    `SELECT id, status, username, valid, last_update FROM simulations WHERE last_update > $1 ORDER BY last_update, id LIMIT 1000`,
    [since.toISOString()],
  );
  return r.rows.map((x) => ({ id: x.id, status: x.status, username: x.username, VALID: x.valid === 1 ? 1 : 0, last_update: iso(x.last_update) }));
}

/** The database's clock now: where a reader of changesSince starts, so no commit is missed for a clock skew. */
export async function databaseNow(db: Db): Promise<Date> {
  const r = await db.query<{ now: Date | string }>('SELECT clock_timestamp() AS now');
  return new Date(r.rows[0]!.now);
}
