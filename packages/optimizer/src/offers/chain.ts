// A chain of the offer ladder: the same scenario solved at the forecast shifted by each delta,
// each step bounded by the previous step's net position (see monotonicity.ts).
import { solve, type SolveOptions } from '../solve.ts';
import type { OptimizerInput } from '../input.ts';
import type { PlantSolution } from '../solution.ts';

export interface OfferChainOptions {
  /** 'up': deltas > 0 ascending, each step selling at least the previous; 'down': deltas < 0 descending. */
  direction: 'up' | 'down';
  deltas: readonly number[];
  /** Net position per period of the anchor plan (delta 0), S - Bc - Bo in MW. */
  anchorNetMW: readonly number[];
  /** Checked between steps: a cancelled chain stops before its next solve. */
  signal?: AbortSignal;
  solveOptions?: SolveOptions;
}

export interface OfferChainStep {
  delta: number;
  netMW: number[];
  /** engineOn[e][t] in {0,1}. */
  engineOn: number[][];
  objective: number;
  solution: PlantSolution;
}

/** Net position per period of a solved plan (MW): sales minus both kinds of purchase. */
export function netPositionMW(solution: PlantSolution): number[] {
  const m = solution.market;
  return m.sell.map((s, t) => s - (m.buyClosed[t] ?? 0) - (m.buyOpen[t] ?? 0));
}

/**
 * How far (MW) a step's bound is set back from the previous step's net position. The positions are
 * read from solved plans, which HiGHS returns within its feasibility tolerances (1e-7 on a row of
 * an LP, 1e-6 in a MIP): a plan at the plant's limit may read up to that much beyond the limit, and a
 * bound at the read value less 1e-7 asked the next step for more than the plant can do, and the step
 * ended without a plan (chain.test.ts: random plant 3 read 1e-6 MW beyond its limit). Ten times the
 * MIP tolerance keeps every previous plan inside its successor's bound.
 */
export const OFFER_BOUND_SLACK_MW = 1e-5;

export async function solveOfferChain(input: OptimizerInput, opts: OfferChainOptions): Promise<OfferChainStep[]> {
  const { direction, deltas } = opts;
  for (let k = 0; k < deltas.length; k++) {
    const d = deltas[k]!;
    if (direction === 'up' ? d <= 0 : d >= 0) throw new RangeError(`delta ${d} does not belong to the ${direction} chain`);
    if (k > 0 && (direction === 'up' ? d <= deltas[k - 1]! : d >= deltas[k - 1]!)) throw new RangeError(`deltas of the ${direction} chain out of order`);
  }
  if (opts.anchorNetMW.length !== input.hours) throw new RangeError(`anchor has ${opts.anchorNetMW.length} periods, the input ${input.hours}`);
  const steps: OfferChainStep[] = [];
  const up = direction === 'up';
  let previous = [...opts.anchorNetMW];
  for (const delta of deltas) {
    opts.signal?.throwIfAborted();
    const bound = previous.map((v) => (up ? v - OFFER_BOUND_SLACK_MW : v + OFFER_BOUND_SLACK_MW));
    const stepInput: OptimizerInput = {
      ...input,
      electricityPrice: input.electricityPrice.map((p) => p + delta),
      offerNetBounds: up ? { min: bound } : { max: bound },
    };
    const result = await solve(stepInput, { ...opts.solveOptions });
    const solution = result.solution;
    if (solution === undefined) throw new Error(`offer step ${delta} has no solution (${result.stats.status})`);
    const read = netPositionMW(solution);
    // A step held at its bound reads up to the slack and the solver's tolerance short of the previous
    // quantity: it offers the previous quantity there (a difference under 1e-5 MW, far below the
    // market's 0.1 MW), so the curve is monotone exactly and the next bound never tightens past a plan.
    const netMW = read.map((n, t) => {
      const prev = previous[t]!;
      const short = up ? prev - n : n - prev;
      if (short > 2 * OFFER_BOUND_SLACK_MW) throw new Error(`offer step ${delta} breaks its bound in period ${t} by ${short} MW`);
      return short > 0 ? prev : n;
    });
    steps.push({ delta, netMW, engineOn: solution.engines.map((e) => [...e.on]), objective: result.stats.objective, solution });
    previous = netMW;
  }
  return steps;
}
