/**
 * The result parts of a simulation (migrations/005_simulation_results.sql): one row per part, the
 * part's JSON text gzip-compressed once when the solve job stores it. Reading a part reads only that
 * row, and clients that accept gzip get the stored bytes as they are (no JSON parse, stringify or
 * compression per request); rows moved by the migration are plain JSON text ('identity').
 */
import { promisify } from 'node:util';
import { gunzip as gunzipCb, gzip as gzipCb, constants as zlibConstants } from 'node:zlib';
import { scheduleColumns, type ResultTable, type ScheduleColumns, type ScheduleTransition, type SimulationResults } from '@plantasim/domain';
import type { Db } from '../db/index.ts';

const gzip = promisify(gzipCb);
const gunzip = promisify(gunzipCb);

export const RESULT_PARTS = ['programa', 'resultado_operacion', 'resultado_economico', 'resultados', 'explicacion'] as const satisfies ReadonlyArray<keyof SimulationResults>;
export type ResultPart = (typeof RESULT_PARTS)[number];

/** Parts derived from the results when they are stored (not served as such): the schedule by
 *  column, which comparisons and sensitivity batches read instead of the schedule's items. */
export const DERIVED_PARTS = ['programa_columnas'] as const;
/** Parts only some simulations have (stored only when present): a re-plan's own figures. */
export const OPTIONAL_PARTS = ['replanificacion'] as const;
/** The table parts a run planned in quarter hours also has per period (SimulationResults.cuartos),
 *  stored only for such runs. */
export const QUARTER_PARTS = {
  programa: 'programa_cuartos',
  resultado_operacion: 'resultado_operacion_cuartos',
  resultado_economico: 'resultado_economico_cuartos',
} as const satisfies Partial<Record<ResultPart, string>>;
export type QuarterPartName = (typeof QUARTER_PARTS)[keyof typeof QUARTER_PARTS];
const QUARTER_TABLES = Object.keys(QUARTER_PARTS) as (keyof typeof QUARTER_PARTS)[];
export type StoredPartName = ResultPart | (typeof DERIVED_PARTS)[number] | (typeof OPTIONAL_PARTS)[number] | QuarterPartName;
/** The parts of every simulation and the re-plan's, in the order encodeResultParts begins with them. */
export const STORED_PARTS: readonly StoredPartName[] = [...RESULT_PARTS, ...DERIVED_PARTS, ...OPTIONAL_PARTS];
/** Every part a solve may write, in the order encodeResultParts returns them: STORED_PARTS, then a
 *  quarter-hour run's tables per period. */
export const WRITTEN_PARTS: readonly StoredPartName[] = [...STORED_PARTS, ...QUARTER_TABLES.map((t) => QUARTER_PARTS[t])];

export interface StoredPart {
  encoding: 'gzip' | 'identity';
  body: Buffer;
}

/**
 * Bytes cross the driver as base64 text (`encode(body, 'base64')`, `decode($n, 'base64')`): PGlite
 * converts bytea to and from hex in JavaScript, ~20 times slower for a 2 MB part than Node's base64.
 * PostgreSQL's base64 has a line break every 76 characters, which Buffer.from ignores.
 */
const BODY_AS_BASE64 = "encode(body, 'base64')";

function fromBase64(text: string): Buffer {
  return Buffer.from(text, 'base64');
}

/**
 * Each part as gzip-compressed JSON text in base64 (for `decode($n, 'base64')`), in RESULT_PARTS
 * order (WRITTEN_PARTS). A missing part is stored as `null`; a missing optional or quarter part is not stored (null here). Compression runs on libuv's thread pool, off the event loop.
 */
export async function encodeResultParts(results: SimulationResults): Promise<(string | null)[]> {
  const values: unknown[] = [...RESULT_PARTS.map((part) => results[part] ?? null), results.programa ? scheduleColumns(results.programa) : null];
  const parts = await Promise.all(values.map((value) => gzip(JSON.stringify(value), { level: zlibConstants.Z_DEFAULT_COMPRESSION })));
  const optional = await Promise.all(OPTIONAL_PARTS.map((part) => (results[part] === undefined ? null : gzip(JSON.stringify(results[part])))));
  const quarters = await Promise.all(QUARTER_TABLES.map((table) => (results.cuartos ? gzip(JSON.stringify(results.cuartos[table])) : null)));
  return [...parts, ...optional, ...quarters].map((bytes) => bytes?.toString('base64') ?? null);
}

/** The stored bytes of one part, or undefined when the simulation has no results. */
export async function readResultPart(db: Db, simulationId: number, part: StoredPartName): Promise<StoredPart | undefined> {
  const r = await db.query<{ encoding: StoredPart['encoding']; body: string }>(
    `SELECT encoding, ${BODY_AS_BASE64} AS body FROM simulation_results WHERE simulation_id = $1 AND part = $2`,
    [simulationId, part],
  );
  const row = r.rows[0];
  return row ? { encoding: row.encoding, body: fromBase64(row.body) } : undefined;
}

type QuarterTables = NonNullable<SimulationResults['cuartos']>;

/** What each stored part holds, by its name, as the contract types it: callers name the part and get
 *  its type, instead of choosing one. The JSON was written by encodeResultParts from these types. */
export interface StoredPartTypes {
  programa: NonNullable<SimulationResults['programa']>;
  resultado_operacion: NonNullable<SimulationResults['resultado_operacion']>;
  resultado_economico: NonNullable<SimulationResults['resultado_economico']>;
  resultados: SimulationResults['resultados'];
  explicacion: NonNullable<SimulationResults['explicacion']>;
  programa_columnas: ScheduleColumns;
  replanificacion: NonNullable<SimulationResults['replanificacion']>;
  programa_cuartos: QuarterTables['programa'];
  resultado_operacion_cuartos: QuarterTables['resultado_operacion'];
  resultado_economico_cuartos: QuarterTables['resultado_economico'];
}

/** A stored part parsed as its contract type, or null when the simulation has none. */
export async function readPartJson<P extends StoredPartName>(db: Db, simulationId: number, part: P): Promise<StoredPartTypes[P] | null> {
  const stored = await readResultPart(db, simulationId, part);
  return stored ? (JSON.parse(await partText(stored)) as StoredPartTypes[P] | null) : null;
}

/** A stored schedule's engine series, in the order of the plant's engines: the states by hour (null
 *  where unknown) and the marks (which hours ran down for a stop its own solve planned; a re-plan's
 *  kept hour before its trip did not). */
export interface EngineSchedule {
  engineStates?: (number | null)[][];
  /** Undefined for columns stored before the marks were kept: the optimizer then reads every stop as planned. */
  engineMarks?: (Array<ScheduleTransition | null> | undefined)[];
}

/** The engine series of a simulation's stored schedule columns, for the optimizer to read its
 *  operation back (solutionFromOperation); empty when it has none. */
export async function readEngineSchedule(db: Db, simulationId: number, motores: readonly { nombre: string }[]): Promise<EngineSchedule> {
  return engineScheduleOf(await readPartJson(db, simulationId, 'programa_columnas'), motores);
}

/** The engine series of stored schedule columns (readEngineSchedule's answer for them). */
export function engineScheduleOf(columns: ScheduleColumns | null, motores: readonly { nombre: string }[]): EngineSchedule {
  if (!columns) return {};
  const series = motores.map((m) => columns.motores.find((c) => c.concepto === m.nombre));
  const engineStates = series.map((c) => c?.estado ?? []);
  return series.some((c) => c?.transicion) ? { engineStates, engineMarks: series.map((c) => c?.transicion) } : { engineStates };
}

/** The operation and engine series of a simulation in the periods its optimizer solved: a quarter-hour
 *  run's tables per period when it has them (its hourly parts are aggregates the optimizer cannot read
 *  back), the stored parts otherwise. */
export async function readSolvedOperation(
  db: Db, simulationId: number, motores: readonly { nombre: string }[],
): Promise<{ operacion: ResultTable | null } & EngineSchedule> {
  const quarters = await readPartJson(db, simulationId, QUARTER_PARTS.resultado_operacion);
  if (quarters) {
    const programa = await readPartJson(db, simulationId, QUARTER_PARTS.programa);
    return { operacion: quarters, ...engineScheduleOf(programa ? scheduleColumns(programa) : null, motores) };
  }
  return { operacion: await readPartJson(db, simulationId, 'resultado_operacion'), ...(await readEngineSchedule(db, simulationId, motores)) };
}

/** A stored part as JSON text. */
export async function partText(stored: StoredPart): Promise<string> {
  return (stored.encoding === 'gzip' ? await gunzip(stored.body) : stored.body).toString('utf8');
}

/** Every part as JSON text (the results zip), or undefined when the simulation has no results. */
export async function readResultTexts(db: Db, simulationId: number): Promise<Record<ResultPart, string> | undefined> {
  const r = await db.query<{ part: ResultPart; encoding: StoredPart['encoding']; body: string }>(
    `SELECT part, encoding, ${BODY_AS_BASE64} AS body FROM simulation_results WHERE simulation_id = $1 AND part = ANY($2::text[])`,
    [simulationId, RESULT_PARTS],
  );
  if (r.rows.length === 0) return undefined;
  const out = Object.fromEntries(RESULT_PARTS.map((p) => [p, 'null'])) as Record<ResultPart, string>;
  for (const row of r.rows) out[row.part] = await partText({ encoding: row.encoding, body: fromBase64(row.body) });
  return out;
}
