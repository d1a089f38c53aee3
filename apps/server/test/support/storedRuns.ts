/**
 * Stored simulations for the scripted database of the decision tests: the rows, inputs and result
 * parts a command reads through repositories/simulations.ts and simulationResults.ts, answered as
 * those tables would (parts as plain JSON text, encoding 'identity').
 */
import { SIMULATION_STATUS, type SimulationPayload } from '@plantasim/domain';
import type { SimulationRow } from '../../src/repositories/simulations.ts';
import type { StoredPartName } from '../../src/repositories/simulationResults.ts';
import type { Rule } from './scriptedDb.ts';

export const runRow = (over: Partial<SimulationRow> = {}): SimulationRow => ({
  id: 7, name: 'Plan', username: 'operador', created: '2025-01-15T08:00:00.000Z', status: SIMULATION_STATUS.EjecutadaOK,
  valid: 0, last_update: '2025-01-15T08:05:00.000Z', mode: null, error: null, parent_id: null,
  kind: 'operativa', first_day: '15/01/2025', horizon_days: 1, ...over,
});

/** The stored row as the driver returns it (created and last_update as dates). */
export const storedRow = (r: SimulationRow) => ({ ...r, created: new Date(r.created), last_update: new Date(r.last_update) });

export interface StoredRun {
  row: SimulationRow;
  inputs?: SimulationPayload;
  parts?: Partial<Record<StoredPartName, unknown>>;
}

/** The queries that read a stored run: its inputs, its row by id and its result parts by name. */
export const INPUTS = /^SELECT inputs FROM simulations WHERE id = \$1/;
export const ROW = /FROM simulations WHERE id = \$1/;
export const PART = /FROM simulation_results WHERE simulation_id = \$1 AND part = \$2/;

export function storedRunRules(runs: readonly StoredRun[]): Rule[] {
  const byId = new Map(runs.map((r) => [r.row.id, r]));
  return [
    [INPUTS, (p) => ({ rows: [{ inputs: byId.get(p[0] as number)?.inputs }] })],
    [ROW, (p) => {
      const run = byId.get(p[0] as number);
      return { rows: run ? [storedRow(run.row)] : [] };
    }],
    [PART, (p) => {
      const value = byId.get(p[0] as number)?.parts?.[p[1] as StoredPartName];
      return { rows: value === undefined ? [] : [{ encoding: 'identity', body: Buffer.from(JSON.stringify(value)).toString('base64') }] };
    }],
  ];
}

/** The result parts a query read, as `id:part`. */
export function partsRead(calls: ReadonlyArray<{ sql: string; params: unknown[] }>): string[] {
  return calls.filter((c) => PART.test(c.sql)).map((c) => `${String(c.params[0])}:${String(c.params[1])}`);
}
