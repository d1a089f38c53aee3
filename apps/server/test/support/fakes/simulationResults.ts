// The result parts repository in memory, read from the store's runs.
import { scheduleColumns, type ResultTable, type ScheduleColumns, type SimulationResults } from '@plantasim/domain';
import type { SimulationResultsRepository } from '../../../src/repositories/index.ts';
import { engineScheduleOf, QUARTER_PARTS, RESULT_PARTS, type ResultPart, type StoredPart, type StoredPartName, type StoredPartTypes } from '../../../src/repositories/simulationResults.ts';
import { type Call, FakeRepository, FakeStore } from './base.ts';

export function storedParts(results: SimulationResults): Partial<Record<StoredPartName, unknown>> {
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
