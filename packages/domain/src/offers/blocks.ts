// Engine runs of a plan turned into OMIE block orders plus simple orders for the rest.
// A run of an engine (consecutive periods with output) becomes one profiled sell block: its
// minimum load in every period, or less in the periods of a start-up or shut-down ramp, where the
// plan's output is itself below the minimum load. The block is accepted all or nothing, so the
// engine is never dispatched below its minimum load nor for fewer periods than its minimum run time. The
// block's minimum price is the price at which the run's income covers its start cost and the
// cost of its minimum-load energy, the minimum-income idea carried by a block's price limit.

export interface EngineRunInput {
  engineId: string;
  /** Minimum stable load (MW electric). */
  minLoadMW: number;
  /** Minimum run time expressed in periods of the plan's clock. */
  minRunPeriods: number;
  /** Planned electric output per period (MW); 0 when off. */
  outputMW: readonly number[];
  /** Variable cost of electric output at minimum load (€/MWh electric, net of heat credit). */
  variableCostEurMWh: number;
  /** Cost of one start (€). */
  startCostEur: number;
}

export interface BlockOrder {
  engineId: string;
  /** First period of the block (inclusive). */
  fromPeriod: number;
  /** Last period of the block (inclusive). */
  toPeriod: number;
  /** Minimum load of the engine (MW): the block's quantity outside start-up and shut-down ramps. */
  quantityMW: number;
  /** Quantity per period of the block, fromPeriod..toPeriod (MW): min(output, minimum load). */
  profileMW: number[];
  /** Minimum average price of the block (€/MWh): below it the run does not pay its costs. */
  minPriceEurMWh: number;
}

export interface EngineBlocks {
  blocks: BlockOrder[];
  /** Per period, electric output above the blocks (MW), offered as simple orders. */
  aboveBlocksMW: number[];
}

/** Output below this (MW) counts as off. */
const OFF_TOLERANCE_MW = 1e-6;

/** Runs of consecutive periods with output at or above the minimum load. */
export function engineRuns(run: EngineRunInput): Array<{ from: number; to: number }> {
  const runs: Array<{ from: number; to: number }> = [];
  let from = -1;
  run.outputMW.forEach((mw, p) => {
    const on = mw > OFF_TOLERANCE_MW;
    if (on && from < 0) from = p;
    if (!on && from >= 0) {
      runs.push({ from, to: p - 1 });
      from = -1;
    }
  });
  if (from >= 0) runs.push({ from, to: run.outputMW.length - 1 });
  return runs;
}

/**
 * Blocks of one engine's plan. A run shorter than the minimum run time is rejected unless it
 * touches the day's edges (it may continue a run of the previous day or into the next).
 */
export function blocksFromEngineRun(run: EngineRunInput, periodHours: number): EngineBlocks {
  if (!(periodHours > 0)) throw new Error('period length must be positive');
  const aboveBlocksMW = run.outputMW.map(() => 0);
  const blocks: BlockOrder[] = [];
  const last = run.outputMW.length - 1;
  for (const { from, to } of engineRuns(run)) {
    const periods = to - from + 1;
    const atEdge = from === 0 || to === last;
    if (periods < run.minRunPeriods && !atEdge) {
      throw new Error(`engine ${run.engineId} runs ${periods} periods from ${from}, minimum is ${run.minRunPeriods}`);
    }
    const profileMW = run.outputMW.slice(from, to + 1).map((mw) => Math.min(mw, run.minLoadMW));
    const energyMWh = profileMW.reduce((s, mw) => s + mw, 0) * periodHours;
    const minPriceEurMWh = run.variableCostEurMWh + (energyMWh > 0 ? run.startCostEur / energyMWh : 0);
    blocks.push({ engineId: run.engineId, fromPeriod: from, toPeriod: to, quantityMW: run.minLoadMW, profileMW, minPriceEurMWh });
    for (let p = from; p <= to; p++) aboveBlocksMW[p] = Math.max(0, run.outputMW[p]! - run.minLoadMW);
  }
  return { blocks, aboveBlocksMW };
}

/** True when a block clears: its energy-weighted average clearing price reaches its minimum price. */
export function blockClears(block: BlockOrder, clearingEurMWh: readonly number[]): boolean {
  let income = 0, energy = 0;
  block.profileMW.forEach((mw, k) => {
    income += mw * clearingEurMWh[block.fromPeriod + k]!;
    energy += mw;
  });
  return energy > 0 && income / energy >= block.minPriceEurMWh;
}
