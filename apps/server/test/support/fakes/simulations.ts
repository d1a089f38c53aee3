// The simulations repository in memory: rows, inputs and status changes kept in the store.
import { canTransition, LISTED_STATUSES, OPERATIONAL_RUN, parseDate, parsePayload, RUNNING_STATUSES, runPlanOf, VALIDATABLE_STATUSES, type SimulationStatus } from '@plantasim/domain';
import type { SimulationsRepository } from '../../../src/repositories/index.ts';
import type { SimulationRow, StatusChange, StoredInputs } from '../../../src/repositories/simulations.ts';
import { type Call, FakeRepository, FakeStore, pgError } from './base.ts';
import { storedParts } from './simulationResults.ts';

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
