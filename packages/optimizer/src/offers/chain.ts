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

export async function solveOfferChain(input: OptimizerInput, opts: OfferChainOptions): Promise<OfferChainStep[]> {
  const { direction, deltas } = opts;
  for (let k = 0; k < deltas.length; k++) {
    const d = deltas[k]!;
    if (direction === 'up' ? d <= 0 : d >= 0) throw new RangeError(`delta ${d} does not belong to the ${direction} chain`);
    if (k > 0 && (direction === 'up' ? d <= deltas[k - 1]! : d >= deltas[k - 1]!)) throw new RangeError(`deltas of the ${direction} chain out of order`);
  }
  if (opts.anchorNetMW.length !== input.hours) throw new RangeError(`anchor has ${opts.anchorNetMW.length} periods, the input ${input.hours}`);
  const steps: OfferChainStep[] = [];
  // Solver noise must not make a step infeasible against its predecessor; the bound never
  // loosens along the chain (it keeps the tightest net position seen), so noise cannot add up
  // beyond the curve's tolerance (OFFER_MONOTONE_TOLERANCE_MW, 1e-6 MW).
  const slack = 1e-7;
  let previous = [...opts.anchorNetMW];
  for (const delta of deltas) {
    opts.signal?.throwIfAborted();
    const bound = previous.map((v) => (direction === 'up' ? v - slack : v + slack));
    const stepInput: OptimizerInput = {
      ...input,
      electricityPrice: input.electricityPrice.map((p) => p + delta),
      offerNetBounds: direction === 'up' ? { min: bound } : { max: bound },
    };
    const result = await solve(stepInput, { ...opts.solveOptions });
    const solution = result.solution;
    if (solution === undefined) throw new Error(`offer step ${delta} has no solution (${result.stats.status})`);
    const netMW = netPositionMW(solution);
    steps.push({ delta, netMW, engineOn: solution.engines.map((e) => [...e.on]), objective: result.stats.objective, solution });
    previous = previous.map((v, t) => (direction === 'up' ? Math.max(v, netMW[t]!) : Math.min(v, netMW[t]!)));
  }
  return steps;
}
