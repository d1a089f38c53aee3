// Entry point: solves an OptimizerInput (one MILP up to `rollingAboveHours`, rolling windows
// beyond) and builds every result table.
import { settlementOf, type OptimizerInput, type SettlementScheme } from './input.ts';
import { prepare } from './prepare.ts';
import { solvedWhole } from './periods.ts';
import { solveWindow } from './solveWindow.ts';
import { horizonStatus, solveRolling, type LaneWindows, type Progress, type RollingOptions, type WindowStat } from './rolling.ts';
import type { RunStatus } from './highsRunner.ts';
import type { PlantSolution } from './solution.ts';
import { explainFailedWarning, hourGroups, hourlyFromPeriods, type Programa } from '@plantasim/domain';
import { schedule } from './results/schedule.ts';
import { operationTable, type Table } from './results/operation.ts';
import { economicTable, economicTotals } from './results/economic.ts';
import { annualWarnings, collectWarnings, shareWarnings, statusWarnings, type Warning } from './results/warnings.ts';
import { explainPlan, type Explanation } from './explain/index.ts';
import { annualReport, type AnnualReport } from './results/annual.ts';
import { lpDuals } from './annualPasses.ts';
import type { AnnualPrices } from './input.ts';

export interface SolveOptions extends RollingOptions {
  /** Horizons longer than this (hours) are solved as rolling windows. Default 168 (7 days). */
  rollingAboveHours?: number;
  /** Also explain every decision (explain/): marginal values, counterfactual per block, reasons. */
  explain?: boolean;
}

export interface SolveStats {
  status: RunStatus;
  /** Total cost minimised (EUR, penalties included): minus the plant's margin. */
  objective: number;
  /** Proven lower bound: MIP dual bound (single solve) or LP bound (rolling). */
  bound: number;
  gap: number;
  boundKind: 'mip' | 'lp-full' | 'lp-blocks' | 'none';
  seconds: number;
  hours: number;
  windows: WindowStat[];
  /** With a second thread: its windows kept, and those solved again from the true state. */
  lanes?: LaneWindows;
}

export interface OptimizerResult {
  stats: SolveStats;
  solution?: PlantSolution;
  programa?: Programa;
  operacion?: Table;
  /** The economic table, its totals row and the settlement scheme its money flows follow
   *  (configuracion.otros.esquema_liquidacion, venta_total when absent). */
  economico?: Table & { totals: Record<string, string | number>; esquema_liquidacion: SettlementScheme; anual?: AnnualReport; base_gas?: { combustible: 'PCI'; precio: 'PCS'; pcs_por_pci: number } };
  warnings: Warning[];
  explicacion?: Explanation;
  /** A run planned in periods other than hours (quarter hours): its tables per period. programa,
   *  operacion and economico above are then the hourly tables made from these
   *  (@plantasim/domain results/hourlyFromPeriods.ts); the totals row is the horizon's, the same in both. */
  cuartos?: { programa: Programa; operacion: Table; economico: NonNullable<OptimizerResult['economico']> };
}

export type { Progress };

export async function solve(input: OptimizerInput, opts: SolveOptions = {}): Promise<OptimizerResult> {
  const started = performance.now();
  const T = input.hours;
  let stats: SolveStats;
  let solution: PlantSolution | undefined;
  let annualPrices: AnnualPrices | null = null;
  let annualPasses = 0;
  if (solvedWhole(input, opts.rollingAboveHours)) {
    const r = await solveWindow(input, opts);
    if (r.solution && input.annual?.enforce) annualPrices = (await lpDuals(input, opts.timeLimit)) ?? null;
    opts.onWindowModel?.(r.model.m, 0, T);
    solution = r.solution;
    stats = {
      status: horizonStatus(r.run.status, r.run.gap, opts.mipRelGap ?? 1e-4), objective: r.run.objective, bound: r.run.bound, gap: r.run.gap, boundKind: 'mip',
      seconds: 0, hours: T,
      windows: [{ from: 0, to: T, status: r.run.status, objective: r.run.objective, gap: r.run.gap, seconds: r.run.seconds, numCols: r.numCols, numRows: r.numRows }],
    };
    opts.onProgress?.({ phase: 'window', window: 1, windows: 1, hoursDone: T, hours: T, objective: r.run.objective, gap: r.run.gap });
  } else {
    // A warm start names the hours of the whole horizon, not of each window.
    const r = await solveRolling(input, { ...opts, warmStart: undefined });
    solution = r.solution;
    stats = { status: r.status, objective: r.objective, bound: r.bound, gap: r.gap, boundKind: r.boundKind, seconds: 0, hours: T, windows: r.windows, lanes: r.lanes };
    if (r.annual) {
      annualPrices = r.annual.prices;
      annualPasses = r.annual.passes;
    }
  }
  const result = withTables(input, stats, solution, opts.mipRelGap, { prices: annualPrices, passes: annualPasses });
  if (solution) {
    if (opts.explain) {
      // The plan stands on its own: an explanation that fails (a re-solve at its time limit...)
      // leaves the results without one and says so, it never fails the simulation.
      try {
        result.explicacion = await explainPlan(input, solution, {
          rollingAboveHours: opts.rollingAboveHours, keepHours: opts.keepHours,
          onProgress: opts.onProgress && ((p) => opts.onProgress!({ phase: 'explain', window: p.window, windows: p.windows, hoursDone: p.hoursDone, hours: p.hours })),
        });
      } catch (e) {
        result.warnings.push(explainFailedWarning(e instanceof Error ? e.message : String(e)));
      }
    }
  }
  stats.seconds = (performance.now() - started) / 1000;
  return result;
}

/** The result tables and warnings of a solution of `input` (none found: the NO_SOLUTION warning). */
/** The annual limits' prices and passes of the solve, when the plant has annual rules (for the year's report). */
export interface AnnualOutcome {
  prices: AnnualPrices | null;
  passes: number;
}

export function withTables(input: OptimizerInput, stats: SolveStats, solution: PlantSolution | undefined, mipRelGap = 1e-4, annualOutcome: AnnualOutcome = { prices: null, passes: 0 }): OptimizerResult {
  const result: OptimizerResult = { stats, solution, warnings: [] };
  if (!solution) {
    result.warnings = [{ code: 'NO_SOLUTION', es: `No se encontró solución (${stats.status}).`, en: `No solution found (${stats.status}).` }];
    return result;
  }
  const prep = prepare(input);
  const eco = economicTable(input, prep, solution);
  result.programa = schedule(input, prep, solution);
  result.operacion = operationTable(input, solution);
  const anual = annualReport(input, solution, annualOutcome.prices, annualOutcome.passes);
  result.economico = {
    ...eco, totals: economicTotals(eco), esquema_liquidacion: settlementOf(input), anual,
    base_gas: { combustible: 'PCI', precio: 'PCS', pcs_por_pci: prep.gasBilledPerBurnt },
  };
  let hourOf: number[] | undefined;
  if (input.periodMinutes?.some((m) => m !== 60)) {
    // Beside, never instead: the results every screen reads stay hourly; the periods are kept apart.
    const periods = prep.clock.minutes.map((minutes, t) => ({ label: result.operacion!.rows[t]?.FECHA_HORA as string ?? `H${t + 1}`, minutes }));
    const hourly = hourlyFromPeriods({ programa: result.programa, resultado_operacion: result.operacion, resultado_economico: result.economico }, periods);
    // The warnings name hours, the rows of the hourly tables, never periods.
    const hourRows = new Array<number>(periods.length);
    hourGroups(periods).forEach((g, h) => { for (const t of g.periods) hourRows[t] = h + 1; });
    hourOf = hourRows;
    result.cuartos = { programa: result.programa, operacion: result.operacion, economico: { ...result.economico, totals: hourly.periodTotals } };
    result.programa = hourly.programa;
    result.operacion = hourly.resultado_operacion;
    const { columns, rows, totals } = hourly.resultado_economico;
    result.economico = { ...result.economico, columns, rows, totals };
  }
  result.warnings = [...statusWarnings(stats, mipRelGap), ...annualWarnings(anual), ...shareWarnings(anual), ...collectWarnings(input, solution, hourOf)];
  return result;
}
