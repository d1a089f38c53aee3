// A stored plan explained after its results are stored, as a job of its own: the solution read back
// from the run's stored operation table and schedule (the same reading re-plans use), then
// explainPlan. A re-plan is explained on its own inputs (the tripped units unavailable from their
// hour) and keeps the blocks from its hour H on: the hours before H are the origin's, already
// explained with it, and every block the re-plan changed ends after H.
import type { OptimizerInput } from './input.ts';
import type { Table } from './results/operation.ts';
import { solutionFromOperation, type EngineMarks } from './results/fromOperation.ts';
import { withTrips, type Trip } from './replan.ts';
import { explainPlan, type ExplainOptions } from './explain/index.ts';
import type { Explanation } from './explain/types.ts';
import { exactCounterfactual, type ExactBlock, type ExactOptions, type ExactResult } from './explain/exact.ts';

export interface ExplainJob {
  /** The run's own stored operation table and its engines' states and marks by hour. */
  operacion: Table;
  engineStates?: readonly (readonly (number | null)[])[];
  engineMarks?: readonly (EngineMarks | undefined)[];
  /** A re-plan's first re-planned hour (0-based) and the trips in force. */
  replan?: { from: number; trips: readonly (string | Trip)[] };
}

export async function explainRun(input: OptimizerInput, job: ExplainJob, opts: ExplainOptions = {}): Promise<Explanation> {
  const planned = job.replan ? withTrips(input, job.replan.trips, job.replan.from) : input;
  const solution = solutionFromOperation(planned, job.operacion, job.engineStates, job.engineMarks);
  const explanation = await explainPlan(planned, solution, opts);
  if (!job.replan) return explanation;
  const from = job.replan.from;
  return { ...explanation, blocks: explanation.blocks.filter((b) => b.to > from) };
}

/** The exact counterfactual of one block of a stored plan ("recalcular exacto"), read back as
 *  explainRun reads it; a re-plan keeps its hours before H as they were. */
export async function exactRun(input: OptimizerInput, job: ExplainJob, block: ExactBlock, opts: Omit<ExactOptions, 'fixedBefore'> = {}): Promise<ExactResult> {
  const planned = job.replan ? withTrips(input, job.replan.trips, job.replan.from) : input;
  const solution = solutionFromOperation(planned, job.operacion, job.engineStates, job.engineMarks);
  return exactCounterfactual(planned, solution, block, { ...opts, fixedBefore: job.replan?.from });
}
