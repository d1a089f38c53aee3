// One run's day-ahead offers (docs/offers.md): the plan at the forecast (the anchor, delta 0), the up
// and down chains of the ladder, the curve of each period, and the engines' runs of the anchor plan as
// block orders. Everything returned is plain data, so it crosses a worker thread and is stored as it is.
import { blocksFromEngineRun, buildOfferCurves, mustRunWhenAvailable, type BlockOrder, type OfferCurves } from '@plantasim/domain';
import { solve, type SolveOptions } from '../solve.ts';
import { prepare } from '../prepare.ts';
import type { OptimizerInput } from '../input.ts';
import { netPositionMW, solveOfferChain, type OfferChainStep } from './chain.ts';

/** Price offsets (EUR/MWh) of the ladder's steps around the forecast: each is one solve of the day. */
export const OFFER_LADDER_DELTAS: readonly number[] = [-50, -20, -5, 5, 20, 50];

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

export interface OfferRunOptions {
  deltas?: readonly number[];
  signal?: AbortSignal;
  solveOptions?: SolveOptions;
}

export async function offerRun(input: OptimizerInput, opts: OfferRunOptions = {}): Promise<OfferRunResult> {
  const deltas = opts.deltas ?? OFFER_LADDER_DELTAS;
  const solveOptions: SolveOptions = { ...opts.solveOptions, explain: false };
  const anchor = await solve(input, solveOptions);
  const plan = anchor.solution;
  if (!plan) throw new Error(`the plan at the forecast has no solution (${anchor.stats.status})`);
  const anchorNetMW = netPositionMW(plan);
  const chain = (direction: 'up' | 'down') => {
    const ds = deltas.filter((d) => (direction === 'up' ? d > 0 : d < 0)).sort((a, b) => (direction === 'up' ? a - b : b - a));
    return ds.length === 0 ? Promise.resolve([]) : solveOfferChain(input, { direction, deltas: ds, anchorNetMW, signal: opts.signal, solveOptions });
  };
  const down = await chain('down');
  const up = await chain('up');
  const zero: OfferChainStep = { delta: 0, netMW: anchorNetMW, engineOn: plan.engines.map((e) => [...e.on]), objective: anchor.stats.objective, solution: plan };
  const steps = [...down, zero, ...up].sort((a, b) => a.delta - b.delta);
  const offers = buildOfferCurves(input.electricityPrice, steps);
  return { forecastEurMWh: [...input.electricityPrice], expectedNetMW: anchorNetMW, offers, blocks: anchorBlocks(input, plan), objectives: steps.map((s) => s.objective) };
}

/** The anchor plan's engine runs as blocks: minimum load per period, the minimum price covering the
 *  start cost and the fuel (and CO2) of the minimum-load energy at the engine's full-load ratio. */
function anchorBlocks(input: OptimizerInput, plan: NonNullable<Awaited<ReturnType<typeof solve>>['solution']>): BlockOrder[] {
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
