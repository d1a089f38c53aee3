/**
 * In-memory fakes of the repositories (src/repositories/), for the decision tests of commands/ and
 * jobs/: each fake implements its repository's bound interface (repositories/index.ts), so the compiler
 * checks it against the real one, and keeps the rows in plain maps instead of tables. The real SQL is
 * covered by the integration tests on PGlite and PostgreSQL (test/routes, test/simulaciones…).
 *
 * Every call is recorded in one log shared by the fakes of a `fakeRepos()` (a refusal that must come
 * before any read or write is checked on it), and any function can be made to throw, per call
 * (`fail`): the database errors a command turns into refusals (unique violation, deadlock…).
 */
import {
  addDays, compareDates, formatHourKey, formatIsoDate, parseIsoDate, type ActualHour, type CalendarDate,
  canTransition, LISTED_STATUSES, OPERATIONAL_RUN, parseDate, parsePayload, RUNNING_STATUSES, runPlanOf, scheduleColumns,
  SIMULATION_STATUS, VALIDATABLE_STATUSES, DELETABLE_STATUSES, type BridgeDayResponse, type ResultTable, type ScheduleColumns,
  type SimulationResults, type SimulationStatus,
} from '@plantasim/domain';
import type { ActualImportRow, ActualSource, StoredActualWarning } from '../../src/repositories/actuals.ts';
import { columnRows, type ActualColumns, type ActualWarning } from '../../src/uploads/actualsCheck.ts';
import type { RoRow } from '../../src/repositories/ro.ts';
import type {
  ActualBridgesRepository, ActualsRepository, BaseCaseRepository, RoRepository, Repositories, ReplansRepository, SensitivityRepository, SimulationResultsRepository, SimulationsRepository,
} from '../../src/repositories/index.ts';
import type { ReplanLink } from '../../src/repositories/replans.ts';
import type { ChildRow } from '../../src/repositories/sensitivity.ts';
import {
  engineScheduleOf, QUARTER_PARTS, RESULT_PARTS, type ResultPart, type StoredPart, type StoredPartName, type StoredPartTypes,
} from '../../src/repositories/simulationResults.ts';
import type { SimulationRow, StatusChange, StoredInputs } from '../../src/repositories/simulations.ts';

export interface Call { repo: string; fn: string; args: unknown[] }

type Fault = (n: number, args: unknown[]) => unknown;

/** What every fake shares: the call log and the faults to throw. */
export abstract class FakeRepository<I> {
  private readonly faults = new Map<string, Fault>();
  private readonly counts = new Map<string, number>();
  constructor(readonly repo: string, readonly calls: Call[] = []) {}

  /** The calls of this repository only. */
  get own(): Call[] {
    return this.calls.filter((c) => c.repo === this.repo);
  }

  /** `fn` throws what `fault` returns for its n-th call (from 1) with those arguments; undefined answers normally. */
  fail(fn: keyof I & string, fault: Fault): this {
    this.faults.set(fn, fault);
    return this;
  }

  protected called(fn: keyof I & string, args: unknown[]): void {
    this.calls.push({ repo: this.repo, fn, args });
    const n = (this.counts.get(fn) ?? 0) + 1;
    this.counts.set(fn, n);
    const error = this.faults.get(fn)?.(n, args);
    if (error !== undefined) throw error;
  }
}

/** A database error with a PostgreSQL SQLSTATE code (23505 unique violation, 40P01 deadlock…). */
export function pgError(code: string): Error {
  return Object.assign(new Error(`sqlstate ${code}`), { code });
}

/** A stored simulation: its row, inputs, result parts (as their JSON values) and the columns beside them. */
export interface FakeRun {
  row: SimulationRow;
  inputs?: unknown;
  parts?: Partial<Record<StoredPartName, unknown>>;
  stats?: unknown;
  replanOf?: number | null;
  replan?: unknown;
  shift?: unknown;
  /** It was valid once and is no longer (valid_ended set). */
  validEnded?: boolean;
}

/** The simulations table and its result parts, shared by the fakes of one `fakeRepos()`. */
export class FakeStore {
  readonly runs = new Map<number, FakeRun>();
  /** The id the next inserted simulation gets at least (the table's sequence). */
  idsFrom = 1;
  /** The database clock (clock_timestamp()). */
  now = () => new Date();

  constructor(runs: readonly FakeRun[] = []) {
    for (const run of runs) this.put(run);
  }

  put(run: FakeRun): FakeRun {
    this.runs.set(run.row.id, run);
    return run;
  }

  get(id: number): FakeRun | undefined {
    return this.runs.get(id);
  }

  nextId(): number {
    return Math.max(this.idsFrom - 1, ...this.runs.keys()) + 1;
  }
}

/** 'dd/MM/yyyy' as a day number, for range comparisons. */
function dayNumber(text: string): number {
  const d = parseDate(text);
  if (!d.ok) throw new Error(`not a date: ${text}`);
  return Date.UTC(d.data.year, d.data.month - 1, d.data.day) / 86_400_000;
}

const newestFirst = (a: SimulationRow, b: SimulationRow) => b.created.localeCompare(a.created) || b.id - a.id;
const copy = (r: SimulationRow): SimulationRow => ({ ...r, outcome: r.outcome ?? null });
const sameDayAndKind = (a: SimulationRow, b: SimulationRow) => a.created.slice(0, 10) === b.created.slice(0, 10) && a.kind === b.kind;

export class FakeSimulations extends FakeRepository<SimulationsRepository> implements SimulationsRepository {
  constructor(readonly store: FakeStore, calls?: Call[]) {
    super('simulations', calls);
  }

  private rows(): SimulationRow[] {
    return [...this.store.runs.values()].map((r) => r.row);
  }

  private planning(from: string, to: string, once: boolean): SimulationRow[] {
    const [f, t] = [dayNumber(from), dayNumber(to)];
    return [...this.store.runs.values()]
      .filter(({ row, validEnded }) => (row.valid === 1 || (once && validEnded === true)) && VALIDATABLE_STATUSES.includes(row.status)
        && row.first_day !== null && row.horizon_days !== null
        && dayNumber(row.first_day) <= t && dayNumber(row.first_day) + row.horizon_days - 1 >= f)
      .map((r) => copy(r.row)).sort(newestFirst);
  }

  async listSimulations(onlyUser?: string): Promise<SimulationRow[]> {
    this.called('listSimulations', [onlyUser]);
    return this.rows().filter((r) => LISTED_STATUSES.includes(r.status) && (onlyUser === undefined || r.username === onlyUser)).map(copy).sort(newestFirst);
  }

  async insertSimulation(...args: Parameters<SimulationsRepository['insertSimulation']>): Promise<SimulationRow> {
    this.called('insertSimulation', args);
    const [s] = args;
    const inputs = 'inputsJson' in s ? JSON.parse(s.inputsJson) : s.inputs;
    const plan = s.plan ?? runPlanOf(inputs);
    const now = this.store.now().toISOString();
    const row: SimulationRow = {
      id: this.store.nextId(), name: s.name, username: s.username, created: now, status: s.status, valid: 0, last_update: now,
      mode: s.mode, error: null, parent_id: s.parentId ?? null, kind: plan.tipo ?? OPERATIONAL_RUN, first_day: plan.fechaActual,
      horizon_days: plan.horizonte, outcome: null,
    };
    this.store.put({ row, inputs, shift: s.shift ?? null, replanOf: s.replanOf ?? null, replan: s.replan ?? null });
    return copy(row);
  }

  async findSimulation(id: number): Promise<SimulationRow | undefined> {
    this.called('findSimulation', [id]);
    const run = this.store.get(id);
    return run ? copy(run.row) : undefined;
  }

  async findValidRunStarting(fechaActual: string): Promise<SimulationRow | undefined> {
    this.called('findValidRunStarting', [fechaActual]);
    return [...this.store.runs.values()]
      .filter(({ row, inputs }) => row.valid === 1 && VALIDATABLE_STATUSES.includes(row.status)
        && (inputs as { configuracion?: { fechaActual?: unknown } } | undefined)?.configuracion?.fechaActual === fechaActual)
      .map((r) => copy(r.row)).sort(newestFirst)[0];
  }

  async findValidRunsPlanning(from: string, to: string): Promise<SimulationRow[]> {
    this.called('findValidRunsPlanning', [from, to]);
    return this.planning(from, to, false);
  }

  async findOnceValidRunsPlanning(from: string, to: string): Promise<SimulationRow[]> {
    this.called('findOnceValidRunsPlanning', [from, to]);
    return this.planning(from, to, true);
  }

  async readInputs(id: number): Promise<StoredInputs | undefined> {
    this.called('readInputs', [id]);
    const inputs = this.store.get(id)?.inputs;
    if (inputs === undefined || inputs === null) return undefined;
    if (typeof inputs !== 'object' || Array.isArray(inputs)) throw new Error(`stored inputs of simulation ${id} are not a JSON object`);
    return inputs as StoredInputs;
  }

  async parseStoredPayload(id: number) {
    this.called('parseStoredPayload', [id]);
    return parsePayload(this.store.get(id)?.inputs);
  }

  async readPayload(id: number) {
    this.called('readPayload', [id]);
    const inputs = this.store.get(id)?.inputs;
    if (inputs === undefined || inputs === null) return undefined;
    const parsed = parsePayload(inputs);
    if (!parsed.ok) throw new Error(`stored inputs of simulation ${id} are not a valid payload: ${parsed.issues.slice(0, 3).map((i) => i.path).join(', ')}`);
    return parsed.data;
  }

  async storedPayload(id: number) {
    this.called('storedPayload', [id]);
    const inputs = this.store.get(id)?.inputs;
    if (inputs === undefined || inputs === null) throw new Error(`simulation ${id} has no stored inputs`);
    const parsed = parsePayload(inputs);
    if (!parsed.ok) throw new Error(`stored inputs of simulation ${id} are not a valid payload: ${parsed.issues.slice(0, 3).map((i) => i.path).join(', ')}`);
    return parsed.data;
  }

  async readStats(id: number): Promise<unknown> {
    this.called('readStats', [id]);
    return this.store.get(id)?.stats;
  }

  async writeRunProgress(id: number, progress: Record<string, unknown>): Promise<void> {
    this.called('writeRunProgress', [id, progress]);
    const run = this.store.get(id);
    if (run && RUNNING_STATUSES.includes(run.row.status)) run.stats = progress;
  }

  async transition(...args: Parameters<SimulationsRepository['transition']>): Promise<boolean> {
    this.called('transition', args);
    const [id, from, to, extra = {}] = args;
    const illegal = from.filter((f) => !canTransition(f, to));
    if (illegal.length > 0) throw new Error(`transición de estado inexistente: ${illegal.join(',')} -> ${to}`);
    const run = this.store.get(id);
    if (!run || !from.includes(run.row.status)) return false;
    run.row = { ...run.row, status: to, last_update: this.store.now().toISOString() };
    if ('stats' in extra) run.stats = extra.stats ?? null;
    if ('error' in extra) run.row.error = extra.error ?? null;
    if (extra.clearValid === true) run.row.valid = 0;
    if (extra.results) run.parts = { ...run.parts, ...storedParts(extra.results) };
    return true;
  }

  async setValid(id: number, valid: 0 | 1): Promise<boolean> {
    this.called('setValid', [id, valid]);
    return this.markValid(id, valid);
  }

  private markValid(id: number, valid: 0 | 1): boolean {
    const run = this.store.get(id);
    if (!run || !(valid === 1 ? VALIDATABLE_STATUSES : LISTED_STATUSES).includes(run.row.status)) return false;
    // simulations_one_valid_per_day_and_kind
    if (valid === 1 && this.rows().some((o) => o.id !== id && o.valid === 1 && sameDayAndKind(o, run.row))) throw pgError('23505');
    if (run.row.valid === 1 && valid === 0) run.validEnded = true;
    run.row = { ...run.row, valid, last_update: this.store.now().toISOString() };
    return true;
  }

  async setValidAlone(id: number): Promise<number[] | undefined> {
    this.called('setValidAlone', [id]);
    const run = this.store.get(id);
    if (!run || !VALIDATABLE_STATUSES.includes(run.row.status)) return undefined;
    const others = this.clearOthers(run.row);
    this.markValid(id, 1);
    return others;
  }

  private clearOthers(target: SimulationRow): number[] {
    const others = [...this.store.runs.values()].filter(({ row }) => row.id !== target.id && row.valid === 1 && sameDayAndKind(row, target));
    for (const o of others) {
      o.row = { ...o.row, valid: 0, last_update: this.store.now().toISOString() };
      o.validEnded = true;
    }
    return others.map((o) => o.row.id).sort((a, b) => a - b);
  }

  async lockDayOf(id: number): Promise<void> {
    this.called('lockDayOf', [id]);
  }

  async clearOtherValidSameDay(id: number): Promise<number[]> {
    this.called('clearOtherValidSameDay', [id]);
    const run = this.store.get(id);
    return run ? this.clearOthers(run.row) : [];
  }

  async runningIds(): Promise<number[]> {
    this.called('runningIds', []);
    return this.rows().filter((r) => RUNNING_STATUSES.includes(r.status)).map((r) => r.id).sort((a, b) => a - b);
  }

  async statusOf(id: number): Promise<SimulationStatus | undefined> {
    this.called('statusOf', [id]);
    return this.store.get(id)?.row.status;
  }

  async statusAndParent(id: number) {
    this.called('statusAndParent', [id]);
    const run = this.store.get(id);
    return run
      ? { status: run.row.status, parentId: run.row.parent_id, replanOf: run.replanOf ?? null, replan: run.replan ?? null }
      : undefined;
  }

  async solveOrderFacts(id: number) {
    this.called('solveOrderFacts', [id]);
    const run = this.store.get(id);
    return run ? { replanOf: run.replanOf ?? null, parentId: run.row.parent_id, horizonDays: run.row.horizon_days } : undefined;
  }

  async changesSince(since: Date): Promise<StatusChange[]> {
    this.called('changesSince', [since]);
    return this.rows().filter((r) => new Date(r.last_update) > since)
      .sort((a, b) => a.last_update.localeCompare(b.last_update) || a.id - b.id).slice(0, 1000)
      .map((r) => ({ id: r.id, status: r.status, username: r.username, VALID: r.valid, last_update: r.last_update }));
  }

  async databaseNow(): Promise<Date> {
    this.called('databaseNow', []);
    return this.store.now();
  }
}

/** The parts a solve's results store (encodeResultParts), as their JSON values. */
function storedParts(results: SimulationResults): Partial<Record<StoredPartName, unknown>> {
  const parts: Partial<Record<StoredPartName, unknown>> = {};
  for (const part of RESULT_PARTS) parts[part] = results[part] ?? null;
  parts.programa_columnas = results.programa ? scheduleColumns(results.programa) : null;
  if (results.replanificacion !== undefined) parts.replanificacion = results.replanificacion;
  if (results.cuartos) {
    for (const [table, part] of Object.entries(QUARTER_PARTS) as [keyof typeof QUARTER_PARTS, StoredPartName][]) parts[part] = results.cuartos[table];
  }
  return parts;
}

export class FakeSimulationResults extends FakeRepository<SimulationResultsRepository> implements SimulationResultsRepository {
  constructor(readonly store: FakeStore, calls?: Call[]) {
    super('simulationResults', calls);
  }

  private value(id: number, part: StoredPartName): unknown {
    return this.store.get(id)?.parts?.[part];
  }

  async readResultPart(simulationId: number, part: StoredPartName): Promise<StoredPart | undefined> {
    this.called('readResultPart', [simulationId, part]);
    const value = this.value(simulationId, part);
    return value === undefined ? undefined : { encoding: 'identity', body: Buffer.from(JSON.stringify(value)) };
  }

  async readPartJson<P extends StoredPartName>(simulationId: number, part: P): Promise<StoredPartTypes[P] | null> {
    this.called('readPartJson', [simulationId, part]);
    return (this.value(simulationId, part) ?? null) as StoredPartTypes[P] | null;
  }

  async readEngineSchedule(simulationId: number, motores: readonly { nombre: string }[]) {
    this.called('readEngineSchedule', [simulationId, motores]);
    return engineScheduleOf((this.value(simulationId, 'programa_columnas') ?? null) as ScheduleColumns | null, motores);
  }

  async readSolvedOperation(simulationId: number, motores: readonly { nombre: string }[]) {
    this.called('readSolvedOperation', [simulationId, motores]);
    const quarters = this.value(simulationId, QUARTER_PARTS.resultado_operacion) as ResultTable | undefined;
    if (quarters) {
      const programa = this.value(simulationId, QUARTER_PARTS.programa) as StoredPartTypes['programa_cuartos'] | undefined;
      return { operacion: quarters, ...engineScheduleOf(programa ? scheduleColumns(programa) : null, motores) };
    }
    return {
      operacion: (this.value(simulationId, 'resultado_operacion') ?? null) as ResultTable | null,
      ...engineScheduleOf((this.value(simulationId, 'programa_columnas') ?? null) as ScheduleColumns | null, motores),
    };
  }

  async readResultTexts(simulationId: number): Promise<Record<ResultPart, string> | undefined> {
    this.called('readResultTexts', [simulationId]);
    const parts = this.store.get(simulationId)?.parts;
    if (!parts || !RESULT_PARTS.some((p) => parts[p] !== undefined)) return undefined;
    return Object.fromEntries(RESULT_PARTS.map((p) => [p, JSON.stringify(parts[p] ?? null)])) as Record<ResultPart, string>;
  }
}

export class FakeSensitivity extends FakeRepository<SensitivityRepository> implements SensitivityRepository {
  constructor(readonly store: FakeStore, calls?: Call[]) {
    super('sensitivity', calls);
  }

  private children(parentId: number): FakeRun[] {
    return [...this.store.runs.values()].filter((r) => r.row.parent_id === parentId).sort((a, b) => a.row.id - b.row.id);
  }

  async listChildren(parentId: number): Promise<ChildRow[]> {
    this.called('listChildren', [parentId]);
    return this.children(parentId).filter((r) => r.row.status !== SIMULATION_STATUS.Borrada)
      .map((r) => ({ id: r.row.id, name: r.row.name, status: r.row.status, shift: r.shift ?? null }));
  }

  async deleteChildren(parentId: number): Promise<{ cancelled: number[]; deleted: number[] }> {
    this.called('deleteChildren', [parentId]);
    const now = this.store.now().toISOString();
    const cancelled = this.children(parentId).filter((r) => RUNNING_STATUSES.includes(r.row.status));
    for (const r of cancelled) r.row = { ...r.row, status: SIMULATION_STATUS.Cancelada, last_update: now };
    const deleted = this.children(parentId).filter((r) => DELETABLE_STATUSES.includes(r.row.status));
    for (const r of deleted) r.row = { ...r.row, status: SIMULATION_STATUS.Borrada, valid: 0, last_update: now };
    return { cancelled: cancelled.map((r) => r.row.id), deleted: deleted.map((r) => r.row.id) };
  }
}

export class FakeReplans extends FakeRepository<ReplansRepository> implements ReplansRepository {
  constructor(readonly store: FakeStore, calls?: Call[]) {
    super('replans', calls);
  }

  private link(r: SimulationRow): ReplanLink {
    return { id: r.id, name: r.name, status: r.status, created: r.created };
  }

  async replansOf(originId: number, onlyUser?: string): Promise<ReplanLink[]> {
    this.called('replansOf', [originId, onlyUser]);
    return [...this.store.runs.values()]
      .filter((r) => r.replanOf === originId && LISTED_STATUSES.includes(r.row.status) && (onlyUser === undefined || r.row.username === onlyUser))
      .map((r) => this.link(r.row)).sort((a, b) => a.id - b.id);
  }

  async replanOrigin(id: number): Promise<{ origin: ReplanLink; request: unknown } | null> {
    this.called('replanOrigin', [id]);
    const run = this.store.get(id);
    const origin = run?.replanOf == null ? undefined : this.store.get(run.replanOf);
    return run && origin ? { origin: this.link(origin.row), request: run.replan ?? null } : null;
  }

  async replanRequestsUpFrom(id: number): Promise<unknown[]> {
    this.called('replanRequestsUpFrom', [id]);
    const out: unknown[] = [];
    for (let run = this.store.get(id), depth = 0; run && depth <= 1000; run = run.replanOf == null ? undefined : this.store.get(run.replanOf), depth++) {
      if (run.replan !== undefined && run.replan !== null) out.push(run.replan);
    }
    return out;
  }
}

/** One import of measured operation: its values by day ('YYYY-MM-DD'), hour and unit, and its warnings. */
export interface FakeImport {
  id: number;
  username: string;
  source: ActualSource;
  hours: number;
  created: string;
  /** Readers see complete imports only. */
  complete: boolean;
  values: Array<{ day: string; hour: number; unit: string; value: number }>;
  warnings: ActualWarning[];
}

function isoDay(text: string): CalendarDate {
  const day = parseIsoDate(text);
  if (!day.ok) throw new Error(`not an ISO day: ${text}`);
  return day.data;
}

const importRow = (i: FakeImport): ActualImportRow => ({ id: i.id, username: i.username, origen: i.source, horas: i.hours, created: i.created });

export class FakeActuals extends FakeRepository<ActualsRepository> implements ActualsRepository {
  readonly imports: FakeImport[] = [];
  /** The id the next import gets at least (the table's sequence). */
  idsFrom = 1;
  /** The database clock. */
  now = () => new Date();

  constructor(calls?: Call[]) {
    super('actuals', calls);
  }

  /** Stores a complete import of these values (hours counted from them unless given). */
  put(values: FakeImport['values'], over: Partial<Omit<FakeImport, 'values'>> = {}): FakeImport {
    const hours = new Set(values.map((v) => `${v.day} ${v.hour}`)).size;
    const i: FakeImport = {
      id: Math.max(this.idsFrom - 1, ...this.imports.map((x) => x.id)) + 1, username: 'tecnico', source: 'csv', hours, created: this.now().toISOString(),
      complete: true, warnings: [], ...over, values,
    };
    this.imports.push(i);
    return i;
  }

  async insertActuals(
    username: string, source: ActualSource, hourCount: number, columns: ActualColumns, warnings: readonly ActualWarning[] = [],
  ): Promise<number> {
    this.called('insertActuals', [username, source, hourCount, columns, warnings]);
    const rows = columnRows(columns, 0, columns.values.length);
    const values = rows.days.map((day, k) => ({ day, hour: rows.hours[k]!, unit: rows.units[k]!, value: rows.values[k]! }));
    return this.put(values, { username, source, hours: hourCount, warnings: [...warnings] }).id;
  }

  async completeImportIds(): Promise<number[]> {
    this.called('completeImportIds', []);
    return this.imports.filter((i) => i.complete).map((i) => i.id).sort((a, b) => a - b);
  }

  private ofDay(day: CalendarDate, imports: readonly number[]): { hours: ActualHour[]; importIds: Set<number> } {
    const iso = formatIsoDate(day);
    const latest = new Map<number, FakeImport>();
    for (const i of this.imports) {
      if (!imports.includes(i.id)) continue;
      for (const v of i.values) if (v.day === iso && (latest.get(v.hour)?.id ?? -1) < i.id) latest.set(v.hour, i);
    }
    const hours = [...latest].sort(([a], [b]) => a - b).map(([hour, i]) => {
      const valores: Record<string, number> = {};
      for (const v of i.values.filter((x) => x.day === iso && x.hour === hour).sort((a, b) => a.unit.localeCompare(b.unit))) valores[v.unit] = v.value;
      return { horizonte: formatHourKey(day, hour), valores };
    });
    return { hours, importIds: new Set([...latest.values()].map((i) => i.id)) };
  }

  async currentActualsOfDay(day: CalendarDate, imports: readonly number[]): Promise<{ hours: ActualHour[]; importIds: Set<number> }> {
    this.called('currentActualsOfDay', [day, imports]);
    return this.ofDay(day, imports);
  }

  async fullyMeasuredDays(from: CalendarDate, to: CalendarDate, imports: readonly number[]): Promise<string[]> {
    this.called('fullyMeasuredDays', [from, to, imports]);
    if (imports.length === 0) return [];
    const [f, t] = [formatIsoDate(from), formatIsoDate(to)];
    const hoursByDay = new Map<string, Set<number>>();
    for (const i of this.imports.filter((x) => imports.includes(x.id))) {
      for (const v of i.values) if (v.day >= f && v.day <= t) hoursByDay.set(v.day, (hoursByDay.get(v.day) ?? new Set()).add(v.hour));
    }
    return [...hoursByDay].filter(([, h]) => h.size === 24).map(([d]) => d).sort();
  }

  async* currentActualsByDay(from: CalendarDate, to: CalendarDate, imports: readonly number[]): AsyncGenerator<{ hours: ActualHour[]; importIds: Set<number> }> {
    this.called('currentActualsByDay', [from, to, imports]);
    // A day per read, as the repository reads them.
    for (let day = from; compareDates(day, to) <= 0; day = addDays(day, 1)) yield await this.currentActualsOfDay(day, imports);
  }

  async currentActuals(from: string, to: string): Promise<{ hours: ActualHour[]; importIds: number[] }> {
    this.called('currentActuals', [from, to]);
    const imports = this.imports.filter((i) => i.complete).map((i) => i.id);
    const hours: ActualHour[] = [];
    const importIds = new Set<number>();
    for (let day = isoDay(from); compareDates(day, isoDay(to)) <= 0; day = addDays(day, 1)) {
      const d = this.ofDay(day, imports);
      hours.push(...d.hours);
      for (const id of d.importIds) importIds.add(id);
    }
    return { hours, importIds: [...importIds] };
  }

  async actualImports(ids: readonly number[]): Promise<ActualImportRow[]> {
    this.called('actualImports', [ids]);
    return this.imports.filter((i) => i.complete && ids.includes(i.id)).sort((a, b) => b.id - a.id).map(importRow);
  }

  async listActualImports(limit = 500): Promise<ActualImportRow[]> {
    this.called('listActualImports', [limit]);
    return this.imports.filter((i) => i.complete).sort((a, b) => b.id - a.id).slice(0, limit).map(importRow);
  }

  async withdrawActualImport(id: number): Promise<boolean> {
    this.called('withdrawActualImport', [id]);
    const at = this.imports.findIndex((i) => i.id === id && i.complete);
    if (at < 0) return false;
    this.imports.splice(at, 1);
    return true;
  }

  async currentActualWarnings(from: string, to: string): Promise<StoredActualWarning[]> {
    this.called('currentActualWarnings', [from, to]);
    const latest = (day: string, hour: number) => Math.max(-1, ...this.imports.filter((i) => i.complete && i.values.some((v) => v.day === day && v.hour === hour)).map((i) => i.id));
    return this.imports.flatMap((i) => i.warnings.filter((w) => w.day >= from && w.day <= to && latest(w.day, w.hour) === i.id))
      .sort((a, b) => a.day.localeCompare(b.day) || a.hour - b.hour || a.code.localeCompare(b.code))
      .map((w) => ({ day: w.day, hour: w.hour, code: w.code, params: w.params }));
  }
}

export class FakeBaseCase extends FakeRepository<BaseCaseRepository> implements BaseCaseRepository {
  /** The stored payload (undefined: none stored) and who stored it. */
  payload: unknown = undefined;
  username: string | undefined;

  constructor(calls?: Call[]) {
    super('baseCase', calls);
  }

  async readBaseCase(): Promise<unknown> {
    this.called('readBaseCase', []);
    return this.payload;
  }

  async saveBaseCase(payload: unknown, username: string): Promise<void> {
    this.called('saveBaseCase', [payload, username]);
    this.payload = JSON.parse(JSON.stringify(payload));
    this.username = username;
  }
}

export class FakeRo extends FakeRepository<RoRepository> implements RoRepository {
  /** The master's rows as the repository answers them. A row whose DATE_RO is no day (the table
   *  cannot hold one, the command guards against it) is answered whatever the range asked. */
  rows: RoRow[] = [];
  /** The database clock. */
  now = () => new Date();

  constructor(calls?: Call[]) {
    super('ro', calls);
  }

  async listRo(start?: string, end?: string): Promise<RoRow[]> {
    this.called('listRo', [start, end]);
    const isDay = (d: string) => parseIsoDate(d).ok;
    return this.rows.filter((r) => !isDay(r.DATE_RO) || ((start === undefined || r.DATE_RO >= start) && (end === undefined || r.DATE_RO <= end)))
      .sort((a, b) => a.DATE_RO.localeCompare(b.DATE_RO)).map((r) => ({ ...r }));
  }

  async insertRo(date: string, value: number, user: string): Promise<boolean> {
    this.called('insertRo', [date, value, user]);
    if (this.rows.some((r) => r.DATE_RO === date)) return false;
    this.rows.push({ DATE_RO: date, VALUE: value, USER_MOD: user, DATETIME_MOD: this.now().toISOString() });
    return true;
  }

  async updateRo(date: string, value: number, user: string): Promise<boolean> {
    this.called('updateRo', [date, value, user]);
    const row = this.rows.find((r) => r.DATE_RO === date);
    if (!row) return false;
    Object.assign(row, { VALUE: value, USER_MOD: user, DATETIME_MOD: this.now().toISOString() });
    return true;
  }

  async deleteRo(date: string): Promise<boolean> {
    this.called('deleteRo', [date]);
    const before = this.rows.length;
    this.rows = this.rows.filter((r) => r.DATE_RO !== date);
    return this.rows.length < before;
  }
}

export class FakeActualBridges extends FakeRepository<ActualBridgesRepository> implements ActualBridgesRepository {
  /** The kept bridges, by day ('YYYY-MM-DD') and what they were computed from. */
  readonly bridges: Array<{ day: string; inputs: string; simulationId: number; body: BridgeDayResponse }> = [];

  constructor(calls?: Call[]) {
    super('actualBridges', calls);
  }

  async readBridge(day: string, inputs: string): Promise<BridgeDayResponse | undefined> {
    this.called('readBridge', [day, inputs]);
    return this.bridges.find((b) => b.day === day && b.inputs === inputs)?.body;
  }

  async storeBridge(day: string, inputs: string, simulationId: number, body: BridgeDayResponse): Promise<void> {
    this.called('storeBridge', [day, inputs, simulationId, body]);
    // A concurrent request that computed the same one first wins.
    if (!this.bridges.some((b) => b.day === day && b.inputs === inputs)) this.bridges.push({ day, inputs, simulationId, body: JSON.parse(JSON.stringify(body)) });
  }
}

/** The fakes of one in-memory database: one store, one call log. */
export function fakeRepos(runs: readonly FakeRun[] = []) {
  const store = new FakeStore(runs);
  const calls: Call[] = [];
  return {
    store,
    calls,
    simulations: new FakeSimulations(store, calls),
    simulationResults: new FakeSimulationResults(store, calls),
    sensitivity: new FakeSensitivity(store, calls),
    replans: new FakeReplans(store, calls),
    actuals: new FakeActuals(calls),
    baseCase: new FakeBaseCase(calls),
    ro: new FakeRo(calls),
    actualBridges: new FakeActualBridges(calls),
  } satisfies Partial<Repositories> & { store: FakeStore; calls: Call[] };
}

export type FakeRepos = ReturnType<typeof fakeRepos>;

/** What the calls asked insertSimulation to store, in order. */
export function inserted(calls: readonly Call[]): Parameters<SimulationsRepository['insertSimulation']>[0][] {
  return calls.filter((c) => c.repo === 'simulations' && c.fn === 'insertSimulation').map((c) => c.args[0] as Parameters<SimulationsRepository['insertSimulation']>[0]);
}

/** The result parts the calls read, as `id:part`. */
export function partsRead(calls: readonly Call[]): string[] {
  return calls.filter((c) => c.repo === 'simulationResults' && (c.fn === 'readPartJson' || c.fn === 'readResultPart'))
    .map((c) => `${String(c.args[0])}:${String(c.args[1])}`);
}
