// Assembles the plant MILP in one fixed order: variables -> component constraints -> market ->
// balances -> constant objective terms. Returns the model and the handles results are read with.
import { defineOfferMonotonicity } from './offers/monotonicity.ts';
import type { OptimizerInput } from './input.ts';
import { LinearModel } from './lp/linearModel.ts';
import { prepare, type Prepared } from './prepare.ts';
import { newBalances, type BuildOptions, type Ctx } from './components/context.ts';
import {
  defineEngineVariables, defineEngineTransitions, defineEngineOutputLimits, defineEngineMinUpDown, defineEngineStartStopSpan,
  defineEngineSymmetry, type EngineHandles,
} from './components/engines.ts';
import { defineEnginePartLoad } from './components/partLoad.ts';
import { defineBoilerStarts, defineEngineRamps } from './components/steadiness.ts';
import { defineGasBoilers, defineElectricBoilers, type BoilerHandles } from './components/boilers.ts';
import { defineCompressors, type CompressorHandles } from './components/compressors.ts';
import { defineCapacityToll, defineElectricityMarket, type MarketHandles } from './components/electricity.ts';
import { defineUnitOrdering } from './components/symmetry.ts';
import { defineBalances, defineGasFixedToll, defineUnmetLimit, unmetColumns, type BalanceHandles } from './components/balances.ts';
import { defineColdCoverCuts } from './components/coverCuts.ts';
import { annualTerms, defineAnnualLimits, defineAnnualPrices, defineUsefulHeat, needsAnnualTerms, type AnnualRowIndexes } from './components/annual.ts';
import { at } from './at.ts';

export interface PlantModel {
  m: LinearModel;
  prep: Prepared;
  engines: EngineHandles;
  gasBoilers: BoilerHandles;
  electricBoilers: BoilerHandles;
  compressors: CompressorHandles;
  market: MarketHandles;
  balances: BalanceHandles;
  /** Rows of the annual limits when enforced (their duals price one more unit of each). */
  annualRows?: AnnualRowIndexes;
}

export function buildModel(input: OptimizerInput, opts: BuildOptions = {}): PlantModel {
  const prep = prepare(input);
  const m = new LinearModel();
  const ctx: Ctx = { input, prep, m, bal: newBalances(prep.T), opts, consumers: Array.from({ length: prep.T }, () => []) };
  const engines = defineEngineVariables(ctx);
  defineEngineTransitions(ctx, engines);
  defineEngineOutputLimits(ctx, engines);
  defineEnginePartLoad(ctx, engines);
  defineEngineRamps(ctx, engines);
  defineEngineMinUpDown(ctx, engines);
  defineEngineStartStopSpan(ctx, engines);
  if (!opts.noSymmetry) defineEngineSymmetry(ctx, engines);
  const gasBoilers = defineGasBoilers(ctx);
  const electricBoilers = defineElectricBoilers(ctx);
  defineBoilerStarts(ctx, 'GasBoiler', input.gasBoilers, gasBoilers);
  defineBoilerStarts(ctx, 'ElecBoiler', input.electricBoilers, electricBoilers);
  const compressors = defineCompressors(ctx);
  if (!opts.noSymmetry) {
    defineUnitOrdering(ctx, 'gasBoilerOrder', input.gasBoilers, gasBoilers.b);
    defineUnitOrdering(ctx, 'elecBoilerOrder', input.electricBoilers, electricBoilers.b);
    defineUnitOrdering(ctx, 'compressorOrder', input.compressors, compressors.c, (k) => String(input.rentedDayPaid?.[at(input.compressors, k).nombre] ?? false));
  }
  const market = defineElectricityMarket(ctx, engines);
  defineOfferMonotonicity(ctx, market);
  const balances = defineBalances(ctx);
  if (!opts.noCuts) defineColdCoverCuts(ctx, compressors, balances);
  if (opts.unmetLimit !== undefined) defineUnmetLimit(ctx, unmetColumns(balances, market), opts.unmetLimit);
  defineGasFixedToll(ctx);
  defineCapacityToll(ctx);
  let annualRows: AnnualRowIndexes | undefined;
  if (needsAnnualTerms(input.annual)) {
    const terms = annualTerms(ctx, engines, defineUsefulHeat(ctx, engines), market, gasBoilers);
    if (input.annual.enforce) annualRows = defineAnnualLimits(ctx, terms);
    if (input.annual.prices) defineAnnualPrices(ctx, terms, input.annual.prices);
  }
  return { m, prep, engines, gasBoilers, electricBoilers, compressors, market, balances, annualRows };
}
