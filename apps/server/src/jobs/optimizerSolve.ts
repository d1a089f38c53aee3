/**
 * The real SolveFn: @plantasim/optimizer maps the payload (fromPayload) and solves it off the request
 * thread (solveInWorker: a worker thread kept warm for the next small solve and ended after a long one, cancelled through the AbortSignal).
 * SOLVE_TIME_LIMIT_SECONDS caps each HiGHS run (the optimizer's default otherwise).
 */
import { describeProblem, replanOnClock, runPeriods, segmentsOfPath, type MessageLang, type ReplanPart, type ResultWarning, type SimulationOffers, type SimulationPayload, type SimulationResults } from '@plantasim/domain';
import { buildModel, exactInWorker, explainInWorker, offerAnchorInWorker, offerChainInWorker, prewarmUrgentSolver, fromPayload, replanInWorker, solveInWorker, writeLp, type OfferRunResult, type OptimizerInput, type OptimizerResult, type Progress, type ReplanFigures, type ReplanJob } from '@plantasim/optimizer';
import type { ExactFn, ExplainFn, ExplainSolve, OffersFns, ReplanSolve, SolveFn, SolveOutcome, SolveProgress, SolveStatus } from './types.ts';

/** What this adapter reads of an optimizer run: its result tables as the optimizer types them (the
 *  contract's shapes), the statistics only for their status, and whether it found a solution. */
export type SolvedRun = Partial<Pick<OptimizerResult, 'programa' | 'operacion' | 'economico' | 'warnings' | 'explicacion' | 'cuartos'>> & {
  stats?: { status?: string };
  solution?: unknown;
};

function issueText(i: { path?: string; message?: string }): string {
  return i.path ? `${i.path}: ${i.message ?? ''}` : String(i.message ?? '');
}

/**
 * Reasons the optimizer cannot take this payload (e.g. the chosen price series is empty), checked at
 * launch so they answer 601 instead of failing the job later.
 */
export function optimizerInputProblems(payload: SimulationPayload, lang: MessageLang = 'es'): string[] {
  const r = fromPayload(payload);
  if (r.ok) return [];
  return r.issues.map((i) => describeProblem(
    i.code === 'bad_date'
      ? { segments: segmentsOfPath(i.path), code: 'problem.date' }
      : { segments: segmentsOfPath(i.path), code: 'problem.rowCount', params: { expected: i.expected ?? 0, actual: i.actual ?? 0 } },
    lang,
  ));
}

function optimizerInputOf(payload: SimulationPayload): { input: OptimizerInput; planNotice?: ResultWarning } {
  const r = fromPayload(payload);
  if (!r.ok) throw new Error(`entrada del optimizador no válida: ${r.issues.map(issueText).join('; ').slice(0, 300)}`);
  return { input: r.data, ...(r.planNotice ? { planNotice: r.planNotice } : {}) };
}

function toOptimizerInput(payload: SimulationPayload): OptimizerInput {
  return optimizerInputOf(payload).input;
}

/** The results say when a quarter-hourly scenario was planned hourly (wholly or on some days). */
function withPlanNotice(outcome: SolveOutcome, planNotice: ResultWarning | undefined): SolveOutcome {
  const summary = outcome.results?.resultados;
  if (planNotice && summary) summary.warnings = [planNotice, ...summary.warnings];
  return outcome;
}

/** Result tables as the four parts served by the API (hourly), and a quarter-hour run's tables per
 *  period beside them. */
export function resultsOf(r: SolvedRun): SimulationResults {
  return {
    programa: r.programa ?? null,
    resultado_operacion: r.operacion ?? null,
    resultado_economico: r.economico ?? null,
    resultados: { stats: r.stats ?? null, warnings: r.warnings ?? [], totals: r.economico?.totals ?? null, ...(r.cuartos ? { cuartos: true } : {}) },
    explicacion: r.explicacion ?? null,
    ...(r.cuartos ? { cuartos: { programa: r.cuartos.programa, resultado_operacion: r.cuartos.operacion, resultado_economico: r.cuartos.economico } } : {}),
  };
}

/**
 * Outcome of an optimizer run. A solution found before the time limit, or one whose gap to the bound is
 * above the tolerance ('feasible'), is kept (status 4; the true gap is in the stats and the optimizer's
 * TIME_LIMIT / GAP_ABOVE_TOLERANCE warning tells the user); no solution at the limit is a 5.
 * Unbounded models are reported as solver errors.
 */
export function outcomeOf(r: SolvedRun): SolveOutcome {
  const status = r.stats?.status ?? 'error';
  const hasSolution = r.programa !== undefined || r.solution !== undefined;
  const stats = { ...r.stats } as Record<string, unknown>;
  if (hasSolution && (status === 'optimal' || status === 'time_limit' || status === 'feasible')) return { status: 'optimal', results: resultsOf(r), stats };
  const map: Record<string, SolveStatus> = { infeasible: 'infeasible', time_limit: 'time_limit' };
  return { status: map[status] ?? 'error', stats, message: status === 'error' ? undefined : status };
}

function timeLimit(): number | undefined {
  const n = Number(process.env.SOLVE_TIME_LIMIT_SECONDS);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/** The re-plan's own part: its request, its cost against the plan, the changed setpoints and the spare capacity, hours 1-based. */
export function replanPartOf(replan: ReplanSolve, figures: ReplanFigures): ReplanPart {
  const from = replan.hora;
  return {
    origen: replan.origen, hora: replan.hora, unidades: replan.unidades, usarReales: replan.usarReales, horasReales: figures.actualHours,
    coste: figures.cost, costePlan: figures.planCost, costeDisparo: figures.cost - figures.planCost,
    cambios: figures.changes.map((c) => ({ unidad: c.unit, hora: c.hour + 1, antes: c.before, despues: c.after })),
    reserva: figures.spare.steam.map((vapor, i) => ({
      hora: figures.spare.hours?.[i] !== undefined ? figures.spare.hours[i]! + 1 : from + i, vapor, frio: figures.spare.cold[i] ?? 0, vaporN1: figures.spare.steamN1[i] ?? false,
    })),
  };
}

/** The periods the input is planned in (quarters on the days a quarter-hourly scenario has their prices). */
const periodsOf = (input: OptimizerInput) => runPeriods(input.hours, input.labels, input.periodMinutes);

/** The optimizer's re-plan job on the run's clock (domain replanOnClock): H, every trip in force from
 *  its own hour and the measured hours in the periods of their hours, 0-based. */
export function replanJobOf(replan: ReplanSolve, input: OptimizerInput): ReplanJob {
  const { from, trips, actuals } = replanOnClock(periodsOf(input), replan, replan.actuals, replan.actualQuarters);
  return { from, trips, operacion: replan.operacion, engineStates: replan.engineStates, engineMarks: replan.engineMarks, actuals };
}

/** The hour and trips of a re-plan being explained on the run's clock, as its solve had them (replanJobOf). */
export function explainReplanOf(replan: NonNullable<ExplainSolve['replan']>, input: OptimizerInput): { from: number; trips: { unit: string; from: number }[] } {
  const { from, trips } = replanOnClock(periodsOf(input), replan);
  return { from, trips };
}

/** The optimizer's progress as the run's page reads it: hours and windows (or the bound's parts, or
 *  the explanations' windows, by phase) and, with annual limits, the pass over the horizon. */
export function runProgressOf(p: Progress): SolveProgress {
  return { done: p.hoursDone, total: p.hours, window: p.window, windows: p.windows, phase: p.phase, pass: p.pass };
}

export const optimizerSolve: SolveFn = async (payload, { signal, onProgress, explain = false, replan }) => {
  const { input, planNotice } = optimizerInputOf(payload);
  if (replan) {
    // A re-plan is urgent: its thread keeps the normal CPU priority, ahead of long and batch solves.
    const r = await replanInWorker(input, replanJobOf(replan, input), {
      signal, timeLimit: timeLimit(), urgent: true,
      onProgress: onProgress && ((p) => onProgress(runProgressOf(p))),
    });
    const outcome = outcomeOf({ ...r, solution: r.solution ? true : undefined });
    if (outcome.results && r.replan) outcome.results.replanificacion = replanPartOf(replan, r.replan);
    return withPlanNotice(outcome, planNotice);
  }
  const r = await solveInWorker(input, {
    signal,
    timeLimit: timeLimit(),
    // The explanation is a job of its own after the results are stored (jobs/runExplain.ts):
    // only a caller that asks for it here gets it within the solve.
    explain,
    onProgress: onProgress && ((p) => onProgress(runProgressOf(p))),
  });
  // The run's own result holds a solution object too large to keep; the tables are what is stored.
  return withPlanNotice(outcomeOf({ ...r, solution: r.solution ? true : undefined }), planNotice);
};

/** The explanation of a stored run, in a solver worker like the solve (jobs/runExplain.ts). */
export const optimizerExplain: ExplainFn = async (payload, job, { signal, onProgress }) => {
  const input = toOptimizerInput(payload);
  const replan = job.replan ? explainReplanOf(job.replan, input) : undefined;
  return explainInWorker(input, { operacion: job.operacion, engineStates: job.engineStates, engineMarks: job.engineMarks, replan }, {
    signal, onProgress: onProgress && ((p) => onProgress(runProgressOf(p))),
  });
};

/** A warm thread for the first re-plan (worker/solveInWorker.ts prewarmUrgentSolver). */
export function prewarmOptimizer(): void {
  prewarmUrgentSolver();
}

/** The exact counterfactual of one block of a stored run, in a solver worker (jobs/runExact.ts). */
export const optimizerExact: ExactFn = async (payload, job, block, { signal }) => {
  const input = toOptimizerInput(payload);
  const replan = job.replan ? explainReplanOf(job.replan, input) : undefined;
  const r = await exactInWorker(input, { operacion: job.operacion, engineStates: job.engineStates, engineMarks: job.engineMarks, replan }, block, { signal, timeLimit: timeLimit() });
  return r.status === 'ok' ? { status: 'ok', delta: r.delta } : { status: 'infeasible' };
};

/** A run's day-ahead offers in solver workers, part by part (jobs/runOffers.ts): the ladder of docs/offers.md. */
export const optimizerOffers: OffersFns = {
  anchor: async (payload, { signal }) => offerAnchorInWorker(toOptimizerInput(payload), { signal, timeLimit: timeLimit() }),
  chain: async (payload, direction, anchorNetMW, { signal }) =>
    offerChainInWorker(toOptimizerInput(payload), direction, anchorNetMW, undefined, { signal, timeLimit: timeLimit() }),
};

/** The optimizer's offers as GET /api/simulaciones/:id/ofertas serves them: periods and blocks 1-based. */
export function offersAnswerOf(r: OfferRunResult): SimulationOffers {
  return {
    deltas: r.offers.deltas,
    periodos: r.offers.curves.map((curve, p) => ({
      periodo: p + 1, precio_previsto: r.forecastEurMWh[p] ?? 0, posicion_prevista_mw: r.expectedNetMW[p] ?? 0,
      curva: curve.map((point) => ({ precio: point.priceEurMWh, cantidad_mw: point.netMW })),
    })),
    bloques: r.blocks.map((b) => ({
      motor: b.engineId, desde: b.fromPeriod + 1, hasta: b.toPeriod + 1, cantidad_mw: b.quantityMW, perfil_mw: b.profileMW, precio_minimo: b.minPriceEurMWh,
    })),
  };
}

/**
 * Extra IN.zip files for POST /api/descargar-in/: the optimizer's normalized input (input.json) and
 * its LP model (model.lp, CPLEX LP format as HiGHS and CBC read it).
 */
export function optimizerInputFiles(payload: SimulationPayload): Record<string, unknown> {
  const r = fromPayload(payload);
  if (!r.ok) return { 'LEEME.txt': `No se pudo generar la entrada del optimizador:\n${r.issues.map(issueText).join('\n')}\n` };
  const files: Record<string, unknown> = { 'input.json': r.data };
  try {
    files['model.lp'] = writeLp(buildModel(r.data).m);
  } catch (err) {
    files['LEEME.txt'] = `No se pudo escribir el modelo LP: ${(err as Error).message}\n`;
  }
  return files;
}
