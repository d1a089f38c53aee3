/**
 * The contract between the job runner and the optimizer. The runner only knows this interface, so the
 * solver can be the real optimizer in a worker thread, or a scripted fake in tests.
 */
import type { ReplanTrip, ResultTable, RunProgress, ScheduleTransition, SimulationPayload, SimulationResults } from '@plantasim/domain';
import type { OfferAnchor, OfferDirection, OfferStepResult } from '@plantasim/optimizer';
import type { OfferPart } from '../repositories/offers.ts';

/** How a solve ended. Anything but 'optimal' ends the simulation as 5 (Ejecutada NOK) with a reason. */
export type SolveStatus = 'optimal' | 'infeasible' | 'time_limit' | 'error';

export interface SolveOutcome {
  status: SolveStatus;
  /** Present when status is 'optimal': the parts served by /api/programa, /resultado-operacion,
   *  /resultado-economico, /resultados and /explicacion (@plantasim/domain contract/results.ts). */
  results?: SimulationResults;
  /** Solver statistics (times, sizes, gap...), stored as they come. */
  stats?: Record<string, unknown>;
  /** Why the solve did not end optimal (solver text); shown after the Spanish reason. */
  message?: string;
}

/** How far a solve is, as the run's page reads it (the contract's `run.progress`). */
export type SolveProgress = RunProgress;

export interface SolveOptions {
  onProgress?: (progress: SolveProgress) => void;
  /** Aborted when the simulation is cancelled (status 6) or the server shuts down. */
  signal: AbortSignal;
  /** Whether the solve also explains its decisions (false for sensitivity children: the batch
   *  reads their key figures only, and the explanation costs several times the solve). */
  explain?: boolean;
  /** A re-plan from hour `hora` of the origin's stored plan (jobs/replanJob.ts) instead of a solve of the payload. */
  replan?: ReplanSolve;
}

/** A re-plan's request, the trips in force and what it keeps of its origin: the operation table, the
 *  engines' states and marks by hour (null where unknown) and the measured hours before H ([position,
 *  values by actuals unit key]). */
export interface ReplanSolve {
  origen: number;
  hora: number;
  unidades: string[];
  usarReales: boolean;
  /** Every unit out of service and from which hour: this request's units from `hora` and the earlier
   *  trips of the re-plans its origin descends from, each from its own hour (domain tripsInForce). */
  disparos: ReplanTrip[];
  operacion: ResultTable;
  engineStates?: (number | null)[][];
  /** The engines' schedule marks by hour (null: none; a series undefined where not stored). */
  engineMarks?: (Array<ScheduleTransition | null> | undefined)[];
  actuals: [number, Record<string, number>][];
  /** Quarters measured on their own before H: [day of the plan (0-based), period number in its day
   *  (1-based), values] (domain quartersBefore); absent in re-plans asked before actuals per quarter. */
  actualQuarters?: [number, number, Record<string, number>][];
}

export type SolveFn = (payload: SimulationPayload, opts: SolveOptions) => Promise<SolveOutcome>;

/** What the explanation job of a solved run reads besides its inputs: its own stored operation and
 *  engine schedule and, for a re-plan, its hour H and the trips in force. */
export interface ExplainSolve {
  operacion: ResultTable;
  engineStates?: (number | null)[][];
  engineMarks?: (Array<ScheduleTransition | null> | undefined)[];
  replan?: { hora: number; disparos: ReplanTrip[] };
}

/** Explains a solved run (the explanation part, as stored). */
export type ExplainFn = (
  payload: SimulationPayload, job: ExplainSolve, opts: { signal: AbortSignal; onProgress?: (progress: SolveProgress) => void },
) => Promise<SimulationResults['explicacion']>;

/** A block of a run's explanation, to force to the other state ("recalcular exacto"). */
export interface ExactBlockJob {
  family: 'engine' | 'gasBoiler' | 'electricBoiler' | 'compressor';
  unit: number;
  on: boolean;
  /** Hours [from, to), 0-based. */
  from: number;
  to: number;
}

/** The exact counterfactual of one block: the whole horizon re-solved with the block forced. */
export type ExactFn = (
  payload: SimulationPayload, job: ExplainSolve, block: ExactBlockJob, opts: { signal: AbortSignal },
) => Promise<{ status: 'ok'; delta: number } | { status: 'infeasible' }>;

/** A run's day-ahead offers (docs/offers.md) in parts, each a job of its own (jobs/runOffers.ts): the
 *  anchor (the plan at the forecast of its stored inputs), and each chain of the ladder from the
 *  anchor's net position. Their answers are plain data, stored between the jobs and assembled by the
 *  chain job that ends second. */
export interface OffersFns {
  anchor: (payload: SimulationPayload, opts: { signal: AbortSignal }) => Promise<OfferAnchor>;
  chain: (payload: SimulationPayload, direction: OfferDirection, anchorNetMW: readonly number[], opts: { signal: AbortSignal }) => Promise<OfferStepResult[]>;
}

/** The queue of solve jobs: in-process on PGlite, pg-boss on PostgreSQL. */
export interface JobQueue {
  readonly kind: 'local' | 'pg-boss';
  /** Queues the solve of a simulation already stored with status 3, ahead of every job of lower
   *  priority (jobs/priority.ts; default: a short launch a user waits on). */
  enqueue(simulationId: number, priority?: number): Promise<void>;
  /** Queues the explanation of a solved run (behind every solve); absent on queues that explain nothing. */
  enqueueExplanation?(simulationId: number): Promise<void>;
  /** Queues the exact counterfactual of a block of a solved run's explanation (low priority);
   *  absent on queues that compute none. */
  enqueueExact?(simulationId: number, block: number): Promise<void>;
  /** Queues a part of the day-ahead offers of an executed run (default: the anchor, whose job queues
   *  the two chains); absent on queues that compute none. */
  enqueueOffers?(simulationId: number, part?: OfferPart): Promise<void>;
  /**
   * Ends the job of this simulation (status is set by the caller): aborts its solve in this process,
   * if any, and with pg-boss cancels its job, so a job nobody works (its worker died) does not wait
   * to expire and run again.
   */
  abortLocal(simulationId: number): void;
  /** Whether this process holds the simulation: queued here or solving here. */
  holds(simulationId: number): boolean;
  close(): Promise<void>;
}
