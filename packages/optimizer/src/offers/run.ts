// One run's day-ahead offers (docs/offers.md): the plan at the forecast (the anchor, delta 0), the up
// and down chains of the ladder, the curve of each period, and the engines' runs of the anchor plan as
// block orders. The three parts are separate calls with plain-data answers, so the two chains (each
// step bounded by the one before it, so sequential inside, but independent of each other) can run on
// two cores or two worker processes side by side once the anchor is known, and be assembled anywhere.
import { blocksFromEngineRun, buildOfferCurves, mustRunWhenAvailable, type BlockOrder, type OfferCurves } from '@plantasim/domain';
import { solve, type SolveOptions } from '../solve.ts';
import { prepare } from '../prepare.ts';
import type { OptimizerInput } from '../input.ts';
import type { PlantSolution } from '../solution.ts';
import { netPositionMW, solveOfferChain } from './chain.ts';

/** Price offsets (EUR/MWh) of the ladder's steps around the forecast: each is one solve of the day. */
export const OFFER_LADDER_DELTAS: readonly number[] = [-50, -20, -5, 5, 20, 50];

export type OfferDirection = 'up' | 'down';

export interface OfferRunResult {
  /** The forecast price of every period (EUR/MWh), the ladder's delta 0. */
  forecastEurMWh: number[];
  /** Net position per period of the plan at the forecast (MW, > 0 sells): what the offers clear at if the forecast is right. */
  expectedNetMW: number[];
  /** Steps in ascending price; curves[p][k] belongs to deltas[k]. */
  offers: OfferCurves;
  /** The anchor plan's engine runs as all-or-nothing profiled blocks. */
  blocks: BlockOrder[];
  /** Objective of every step's plan (EUR, the ladder's order). */
  objectives: number[];
}

/** The plan at the forecast, as the chains and the assembly need it. */
export interface OfferAnchor {
  forecastEurMWh: number[];
  netMW: number[];
  objective: number;
  blocks: BlockOrder[];
}

/** One solved step of a chain, without its plan (what crosses a thread or is stored between jobs). */
export interface OfferStepResult {
  delta: number;
  netMW: number[];
  objective: number;
}

export interface OfferRunOptions {
  deltas?: readonly number[];
  signal?: AbortSignal;
  solveOptions?: SolveOptions;
}

function plainSolveOptions(opts: OfferRunOptions): SolveOptions {
  return { ...opts.solveOptions, explain: false };
}

/** The deltas of one chain in its solving order: away from the forecast. */
export function chainDeltas(direction: OfferDirection, deltas: readonly number[] = OFFER_LADDER_DELTAS): number[] {
  return deltas.filter((d) => (direction === 'up' ? d > 0 : d < 0)).sort((a, b) => (direction === 'up' ? a - b : b - a));
}

export async function offerAnchor(input: OptimizerInput, opts: OfferRunOptions = {}): Promise<OfferAnchor> {
  opts.signal?.throwIfAborted();
  const anchor = await solve(input, plainSolveOptions(opts));
  const plan = anchor.solution;
  if (!plan) throw new Error(`the plan at the forecast has no solution (${anchor.stats.status})`);
  return { forecastEurMWh: [...input.electricityPrice], netMW: netPositionMW(plan), objective: anchor.stats.objective, blocks: anchorBlocks(input, plan) };
}

/** One chain of the ladder from the anchor's net position (deltas of the other direction ignored). */
export async function offerChain(
  input: OptimizerInput, direction: OfferDirection, anchorNetMW: readonly number[], opts: OfferRunOptions = {},
): Promise<OfferStepResult[]> {
  const ds = chainDeltas(direction, opts.deltas);
  if (ds.length === 0) return [];
  const steps = await solveOfferChain(input, { direction, deltas: ds, anchorNetMW, signal: opts.signal, solveOptions: plainSolveOptions(opts) });
  return steps.map((s) => ({ delta: s.delta, netMW: s.netMW, objective: s.objective }));
}

/** The offers from the anchor and both chains (in any order). */
export function assembleOffers(anchor: OfferAnchor, down: readonly OfferStepResult[], up: readonly OfferStepResult[]): OfferRunResult {
  const zero: OfferStepResult = { delta: 0, netMW: anchor.netMW, objective: anchor.objective };
  const steps = [...down, zero, ...up].sort((a, b) => a.delta - b.delta);
  const offers = buildOfferCurves(anchor.forecastEurMWh, steps);
  return { forecastEurMWh: [...anchor.forecastEurMWh], expectedNetMW: [...anchor.netMW], offers, blocks: anchor.blocks, objectives: steps.map((s) => s.objective) };
}

/** Every part in this thread, one after the other (the backtest, the tests). */
export async function offerRun(input: OptimizerInput, opts: OfferRunOptions = {}): Promise<OfferRunResult> {
  const anchor = await offerAnchor(input, opts);
  const down = await offerChain(input, 'down', anchor.netMW, opts);
  const up = await offerChain(input, 'up', anchor.netMW, opts);
  return assembleOffers(anchor, down, up);
}

/** The anchor plan's engine runs as blocks: minimum load per period, the minimum price covering the
 *  start cost and the fuel (and CO2) of the minimum-load energy at the engine's full-load ratio. */
function anchorBlocks(input: OptimizerInput, plan: PlantSolution): BlockOrder[] {
  const prep = prepare(input);
  const minutes = prep.clock.minutes;
  const periodHours = (minutes[0] ?? 60) / 60;
  const uniform = minutes.every((m) => m === minutes[0]);
  const blocks: BlockOrder[] = [];
  plan.engines.forEach((e, k) => {
    const eng = input.engines[k]!;
    // The model holds minimum run times only for engines it optimises (a mode's fixed pattern wins).
    const optimised = !mustRunWhenAvailable(input.mode) && !prep.engineFixing[k]!.p.some((x) => x !== undefined);
    const minRunPeriods = optimised && uniform ? Math.ceil(eng.tiempo_minimo_acoplamiento / periodHours) : 0;
    const outputMW = e.power.map((p, t) => (e.on[t] === 1 ? p : 0));
    const fuel = prep.engineFuelPerMWhe[k] ?? [];
    const running = outputMW.map((mw, t) => (mw > 0 ? fuel[t] ?? 0 : NaN)).filter((x) => !Number.isNaN(x));
    const variableCostEurMWh = running.length > 0 ? running.reduce((a, b) => a + b, 0) / running.length : 0;
    const { blocks: own } = blocksFromEngineRun({
      engineId: eng.nombre, minLoadMW: eng.potencia_minima, minRunPeriods, outputMW, variableCostEurMWh, startCostEur: eng.coste_arranque ?? 0,
    }, uniform ? periodHours : 1);
    blocks.push(...own);
  });
  return blocks;
}
