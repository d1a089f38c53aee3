// Actual hours, their imports and the plan-vs-real cache, in memory.
import { actualsOfStoredDay, addDays, compareDates, formatIsoDate, madridDayHours, parseIsoDate, type ActualHour, type CalendarDate, type BridgeDayResponse } from '@plantasim/domain';
import type { ActualImportRow, ActualsOfDay, ActualSource, StoredActualWarning } from '../../../src/repositories/actuals.ts';
import { columnRows, type ActualColumns, type ActualWarning } from '../../../src/uploads/actualsCheck.ts';
import type { ActualBridgesRepository, ActualsRepository } from '../../../src/repositories/index.ts';
import { type Call, FakeRepository } from './base.ts';

export interface FakeImport {
  id: number;
  username: string;
  source: ActualSource;
  hours: number;
  created: string;
  /** Readers see complete imports only. */
  complete: boolean;
  /** quarter: 0 (or absent) for an hour's value, else the quarter's period number in its day. */
  values: Array<{ day: string; hour: number; quarter?: number; unit: string; value: number }>;
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
    const values = rows.days.map((day, k) => ({ day, hour: rows.hours[k]!, quarter: rows.quarters[k]!, unit: rows.units[k]!, value: rows.values[k]! }));
    return this.put(values, { username, source, hours: hourCount, warnings: [...warnings] }).id;
  }

  async completeImportIds(): Promise<number[]> {
    this.called('completeImportIds', []);
    return this.imports.filter((i) => i.complete).map((i) => i.id).sort((a, b) => a - b);
  }

  private ofDay(day: CalendarDate, imports: readonly number[]): ActualsOfDay {
    const iso = formatIsoDate(day);
    const latest = new Map<number, FakeImport>();
    for (const i of this.imports) {
      if (!imports.includes(i.id)) continue;
      for (const v of i.values) if (v.day === iso && (latest.get(v.hour)?.id ?? -1) < i.id) latest.set(v.hour, i);
    }
    // Each hour whole from its latest import, per hour or per quarter, as the repository reads it.
    const rows = [...latest].flatMap(([hour, i]) => i.values.filter((x) => x.day === iso && x.hour === hour).map((v) => ({ ...v, quarter: v.quarter ?? 0 })));
    return { ...actualsOfStoredDay(day, rows), importIds: new Set([...latest.values()].map((i) => i.id)) };
  }

  async currentActualsOfDay(day: CalendarDate, imports: readonly number[]): Promise<ActualsOfDay> {
    this.called('currentActualsOfDay', [day, imports]);
    return this.ofDay(day, imports);
  }

  async fullyMeasuredDays(from: CalendarDate, to: CalendarDate, imports: readonly number[]): Promise<string[]> {
    this.called('fullyMeasuredDays', [from, to, imports]);
    if (imports.length === 0) return [];
    const [f, t] = [formatIsoDate(from), formatIsoDate(to)];
    const hoursByDay = new Map<string, Set<number>>();
    const quarterDays = new Set<string>();
    for (const i of this.imports.filter((x) => imports.includes(x.id))) {
      for (const v of i.values) {
        if (v.day < f || v.day > t) continue;
        hoursByDay.set(v.day, (hoursByDay.get(v.day) ?? new Set()).add(v.hour));
        if ((v.quarter ?? 0) > 0) quarterDays.add(v.day);
      }
    }
    // The 23-hour day measured per quarter has no 02:00 to measure.
    const full = (d: string, h: Set<number>) => h.size === 24 || (h.size === 23 && !h.has(2) && quarterDays.has(d) && madridDayHours(isoDay(d)) === 23);
    return [...hoursByDay].filter(([d, h]) => full(d, h)).map(([d]) => d).sort();
  }

  async* currentActualsByDay(from: CalendarDate, to: CalendarDate, imports: readonly number[]): AsyncGenerator<ActualsOfDay> {
    this.called('currentActualsByDay', [from, to, imports]);
    // A day per read, as the repository reads them.
    for (let day = from; compareDates(day, to) <= 0; day = addDays(day, 1)) yield await this.currentActualsOfDay(day, imports);
  }

  async currentActuals(from: string, to: string): Promise<{ hours: ActualHour[]; quarters: ActualHour[]; importIds: number[] }> {
    this.called('currentActuals', [from, to]);
    const imports = this.imports.filter((i) => i.complete).map((i) => i.id);
    const hours: ActualHour[] = [];
    const quarters: ActualHour[] = [];
    const importIds = new Set<number>();
    for (let day = isoDay(from); compareDates(day, isoDay(to)) <= 0; day = addDays(day, 1)) {
      const d = this.ofDay(day, imports);
      hours.push(...d.hours);
      quarters.push(...d.quarters);
      for (const id of d.importIds) importIds.add(id);
    }
    return { hours, quarters, importIds: [...importIds] };
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
