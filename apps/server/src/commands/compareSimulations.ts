/**
 * Two executed simulations side by side (GET /api/comparar). Both must be visible to the user (an
 * operator's own only: others answer 404 like missing ids) and have results; the figures are pure
 * domain functions over the stored inputs and result parts.
 */
import {
  columnsOf, compareSchedules, diffInputs, economicLines, hasResultsStatus, kpiDeltas, periodsOfLabels, runKpis, scheduleColumns,
  type CompareResponse, type ResultsSummary, type ScheduleColumns, type SimulationPayload, type StoredResults,
} from '@plantasim/domain';
import type { Repos } from '../repositories/index.ts';
import type { SimulationRow } from '../repositories/simulations.ts';
import { QUARTER_PARTS } from '../repositories/simulationResults.ts';
import type { AuthUser } from '../types.ts';
import { noResults, visibleSimulation } from './simulationAccess.ts';

/** What reading an executed run takes: its row's inputs and its result parts. */
export type RunRepos = Repos<'simulations' | 'simulationResults'>;

export interface ExecutedRun {
  row: SimulationRow;
  payload: SimulationPayload;
  results: StoredResults;
}

/** An executed run's inputs and its schedule by column (runs stored before the columns existed: the schedule itself). */
export async function loadExecutedSchedule(repos: RunRepos, row: SimulationRow): Promise<{ payload: SimulationPayload; columns: ScheduleColumns }> {
  if (!hasResultsStatus(row.status)) throw noResults(row);
  const [payload, schedule] = await Promise.all([repos.simulations.storedPayload(row.id), scheduleOf(repos, row)]);
  return { payload, columns: columnsOf(schedule) };
}

async function scheduleOf(repos: RunRepos, row: SimulationRow): Promise<Pick<StoredResults, 'columnas' | 'programa'>> {
  const columnas = await repos.simulationResults.readPartJson(row.id, 'programa_columnas');
  const schedule = columnas ? { columnas } : { programa: (await repos.simulationResults.readPartJson(row.id, 'programa')) as StoredResults['programa'] };
  if (!schedule.columnas && !schedule.programa) throw noResults(row);
  return schedule;
}

/**
 * What the comparison reads of an executed run: its inputs, its schedule and the summary totals
 * (small), plus the operation table only when the CO2 tonnes cannot come from the CO2 cost.
 */
export async function loadExecutedRun(repos: RunRepos, row: SimulationRow): Promise<ExecutedRun> {
  if (!hasResultsStatus(row.status)) throw noResults(row);
  const [payload, schedule, resultados] = await Promise.all([
    repos.simulations.storedPayload(row.id), scheduleOf(repos, row), repos.simulationResults.readPartJson(row.id, 'resultados'),
  ]);
  const results: StoredResults = { ...schedule, resultados: resultados as StoredResults['resultados'] };
  if (!(payload.configuracion.otros.precio_CO2 > 0)) results.resultado_operacion = (await repos.simulationResults.readPartJson(row.id, 'resultado_operacion')) as StoredResults['resultado_operacion'];
  if ((resultados as ResultsSummary | null)?.cuartos === true) results.periodos = await periodsOf(repos, row.id);
  return { row, payload, results };
}

/** A run planned in quarter hours: its schedule per period and the periods' lengths (from its period
 *  table's labels), so that its engine hours and starts are counted in real time. Null when it lacks them. */
async function periodsOf(repos: RunRepos, id: number): Promise<StoredResults['periodos']> {
  const [programa, operacion] = await Promise.all([
    repos.simulationResults.readPartJson(id, QUARTER_PARTS.programa), repos.simulationResults.readPartJson(id, QUARTER_PARTS.resultado_operacion),
  ]);
  if (!programa || !operacion) return null;
  const labels = operacion.rows.map((r) => String(r.FECHA_HORA ?? ''));
  return { columnas: scheduleColumns(programa), minutos: periodsOfLabels(labels).map((p) => p.minutes) };
}

function runSummary(r: ExecutedRun): CompareResponse['a'] {
  return {
    id: r.row.id, name: r.row.name, username: r.row.username, created: r.row.created,
    fechaActual: r.payload.configuracion.fechaActual, horizonte: r.payload.configuracion.horizonte, parent_id: r.row.parent_id,
  };
}

export function compareRuns(a: ExecutedRun, b: ExecutedRun): CompareResponse {
  return {
    a: runSummary(a),
    b: runSummary(b),
    inputs: diffInputs(a.payload, b.payload),
    kpis: kpiDeltas(runKpis(a.payload, a.results), runKpis(b.payload, b.results)),
    economics: economicLines(a.results, b.results),
    schedule: compareSchedules(a.payload, columnsOf(a.results), b.payload, columnsOf(b.results)),
  };
}

export async function compareSimulations(repos: RunRepos, user: AuthUser, idA: number, idB: number): Promise<CompareResponse> {
  const [ra, rb] = await Promise.all([visibleSimulation(repos, idA, user), visibleSimulation(repos, idB, user)]);
  const [a, b] = await Promise.all([loadExecutedRun(repos, ra), loadExecutedRun(repos, rb)]);
  return compareRuns(a, b);
}
