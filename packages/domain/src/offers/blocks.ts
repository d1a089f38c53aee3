// Engine runs of a plan turned into OMIE block orders plus simple orders for the rest.
// A run of an engine (consecutive periods on, at or above its minimum load) becomes one sell
// block of its minimum load over the run's periods: accepted all or nothing, so the engine is
// never dispatched below its minimum load nor for fewer periods than its minimum run time. The
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
  /** Same quantity in every period of the block (MW). */
  quantityMW: number;
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
    if (on && mw < run.minLoadMW - OFF_TOLERANCE_MW) {
      throw new Error(`engine ${run.engineId} runs below its minimum load in period ${p}`);
    }
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
    const energyMWh = run.minLoadMW * periodHours * periods;
    const minPriceEurMWh = run.variableCostEurMWh + (energyMWh > 0 ? run.startCostEur / energyMWh : 0);
    blocks.push({ engineId: run.engineId, fromPeriod: from, toPeriod: to, quantityMW: run.minLoadMW, minPriceEurMWh });
    for (let p = from; p <= to; p++) aboveBlocksMW[p] = Math.max(0, run.outputMW[p]! - run.minLoadMW);
  }
  return { blocks, aboveBlocksMW };
}

/** True when a block clears: its average clearing price over its periods reaches its minimum price. */
export function blockClears(block: BlockOrder, clearingEurMWh: readonly number[]): boolean {
  let sum = 0;
  for (let p = block.fromPeriod; p <= block.toPeriod; p++) sum += clearingEurMWh[p]!;
  return sum / (block.toPeriod - block.fromPeriod + 1) >= block.minPriceEurMWh;
}
