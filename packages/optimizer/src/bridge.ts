// The counterfactual operations of the plan-vs-actual bridge (docs/plan-vs-actual.md). Each step
// changes one cause and is priced with the same net cost as the Results screen (results/costs.ts,
// the domain's figures: the swaps settle on the prices of each step), so the euro
// differences between consecutive steps telescope to actual − plan:
//   A plan operation, forecast prices            (the plan)
//   B plan operation, realised prices            price       = B − A
//   C plan re-dispatched from the first hour where demand differs, to meet the delivered demand
//     (solved at forecast prices, hours before frozen to the plan), realised prices
//                                                demand      = C − B
//   D C re-dispatched from the first hour of an outage (a unit on in C measured at 0), with those
//     unit-hours unavailable (forecast prices, hours before frozen to C), realised prices
//                                                unavailability = D − C
//   actual operation, realised prices            execution   = actual − D
// and the hindsight optimum: the day solved on realised prices, the delivered demand and the
// outages, from the plan's initial state. A step whose cause did not occur is the previous
// operation itself (no solve), so a day differing only in prices puts everything in price.
import type { BridgeStepCosts } from '@plantasim/domain';
import type { OptimizerInput } from './input.ts';
import { prepare, availabilityOf } from './prepare.ts';
import { sliceInput } from './sliceInput.ts';
import { concatSolutions, sliceSolution, type PlantSolution } from './solution.ts';
import { solve } from './solve.ts';
import { hourNetCost, hourlyFlows, totalNetCost } from './results/costs.ts';
import { solutionFromOperation } from './results/fromOperation.ts';
import { settlementAt } from './input.ts';
import { at } from './at.ts';

/** Realised market prices of the day's hours (EUR/MWh): OMIE day-ahead and the MIBGAS gas price. */
export interface RealisedPrices {
  electricity: readonly number[];
  gas: readonly number[];
}

/**
 * The measured operation of the day, per unit by its position in the plan's lists (engines MWe,
 * gas boilers MW of gas, electric boilers and compressors MWe), the grid meters when measured and
 * the steam and cold delivered. A unit or hour not measured reads as 0.
 */
export interface MeasuredDay {
  engines: readonly (readonly number[])[];
  gasBoilers: readonly (readonly number[])[];
  electricBoilers: readonly (readonly number[])[];
  compressors: readonly (readonly number[])[];
  gridBuy?: readonly number[];
  gridSell?: readonly number[];
  steam: readonly number[];
  cold: readonly number[];
}

/** Solves an input (the server passes one that runs off the request thread). */
export type BridgeSolve = (input: OptimizerInput) => Promise<PlantSolution | undefined>;

const inProcess: BridgeSolve = async (input) => (await solve(input)).solution;

/** MW under which a measured and a forecast demand are the same, and a unit reads as stopped. */
export const DEMAND_TOL = 1e-3;
export const ON_TOL = 1e-3;

export interface BridgeOperations {
  plan: PlantSolution;
  /** C: the plan re-dispatched for the delivered demand (the plan itself when no hour differs). */
  demand: PlantSolution;
  /** D: C re-dispatched around the outages (C itself when there are none). */
  outage: PlantSolution;
  actual: PlantSolution;
  hindsight?: PlantSolution;
}

/** Net cost of each operation (EUR, the Results screen's net cost: swaps in, penalties out): the domain's bridge steps. */
export type BridgeCosts = BridgeStepCosts;

/** The money lines of one operation (EUR over the day), as the economic table groups them. */
export interface CostLines {
  gas: number;
  co2: number;
  electricityBought: number;
  electricitySold: number;
  ro: number;
  other: number;
  total: number;
}

export interface DayBridge {
  costs: BridgeCosts;
  lines: { plan: CostLines; actual: CostLines; hindsight?: CostLines };
  /** Hours (0-based) where the delivered demand differs from the plan's. */
  demandHours: number[];
  /** Unit-hours counted as outages: unit name → hours. */
  outages: Record<string, number[]>;
  operations: BridgeOperations;
}

/** The input with the realised prices (and nothing else changed). */
export function withPrices(input: OptimizerInput, prices: RealisedPrices): OptimizerInput {
  if (prices.electricity.length !== input.hours || prices.gas.length !== input.hours) {
    throw new RangeError(`realised prices for ${prices.electricity.length}/${prices.gas.length} hours, the day has ${input.hours}`);
  }
  return { ...input, electricityPrice: [...prices.electricity], gasPrice: [...prices.gas] };
}

/** The input with the delivered steam and cold as its demand (the plan's steam coefficient kept). */
export function withDemand(input: OptimizerInput, measured: MeasuredDay): OptimizerInput {
  const hour = (a: readonly number[], t: number) => a[t] ?? 0;
  return {
    ...input,
    steamDemand: Array.from({ length: input.hours }, (_, t) => hour(measured.steam, t)),
    coldDemand: Array.from({ length: input.hours }, (_, t) => hour(measured.cold, t)),
  };
}

/** Hours whose delivered steam or cold differs from the plan's demand. */
export function demandHours(input: OptimizerInput, measured: MeasuredDay): number[] {
  const out: number[] = [];
  for (let t = 0; t < input.hours; t++) {
    const steam = Math.abs((measured.steam[t] ?? 0) - (input.steamDemand[t] ?? 0));
    const cold = Math.abs((measured.cold[t] ?? 0) - (input.coldDemand[t] ?? 0));
    if (steam > DEMAND_TOL || cold > DEMAND_TOL) out.push(t);
  }
  return out;
}

/**
 * The measured operation as a solution the cost model prices. Under venta_total the settlement
 * sells every MWhe generated and buys every MWhe consumed, so the grid flows follow the units (the
 * plan's other consumption included); under autoconsumo_neto the meters are the settlement, and an
 * unmeasured meter is the hour's net balance. Purchases fill the cheaper of the closed-price block
 * and the open price first, as the model would.
 */
export function actualSolution(input: OptimizerInput, measured: MeasuredDay): PlantSolution {
  const T = input.hours;
  const prep = prepare(input);
  const series = (rows: readonly (readonly number[])[], k: number) => Array.from({ length: T }, (_, t) => Math.max(0, rows[k]?.[t] ?? 0));
  const generation = new Array<number>(T).fill(0);
  const use = Array.from({ length: T }, (_, t) => input.electricityDemand?.[t] ?? 0);
  const rows: Array<Record<string, number>> = Array.from({ length: T }, () => ({}));
  const put = (name: string, values: number[]) => values.forEach((v, t) => { at(rows, t)[name] = v; });
  input.engines.forEach((e, k) => { const p = series(measured.engines, k); p.forEach((v, t) => { generation[t] = at(generation, t) + v; }); put(`PE_${e.nombre}`, p); });
  input.gasBoilers.forEach((b, k) => put(`CG_${b.nombre}`, series(measured.gasBoilers, k)));
  input.electricBoilers.forEach((b, k) => { const x = series(measured.electricBoilers, k); x.forEach((v, t) => { use[t] = at(use, t) + v; }); put(`CE_${b.nombre}`, x); });
  input.compressors.forEach((c, k) => { const x = series(measured.compressors, k); x.forEach((v, t) => { use[t] = at(use, t) + v; }); put(`CE_${c.nombre}`, x); });
  for (let t = 0; t < T; t++) {
    const netting = settlementAt(input, t) === 'autoconsumo_neto';
    const net = at(generation, t) - at(use, t);
    const sell = netting ? (measured.gridSell?.[t] ?? Math.max(0, net)) : at(generation, t);
    const buy = netting ? (measured.gridBuy?.[t] ?? Math.max(0, -net)) : at(use, t);
    const closed = at(prep.priceClosed, t) <= at(prep.priceOpen, t) ? Math.min(buy, at(prep.closedCap, t)) : 0;
    const row = at(rows, t);
    row.VENTA_RED = sell;
    row.COMPRA_CERRADO = closed;
    row.COMPRA_ABIERTO = buy - closed;
  }
  return solutionFromOperation(input, { columns: [], rows });
}

/**
 * Unit-hours of C the plant could not run: on in `redispatch` (output above ON_TOL), measured at 0,
 * and available in the plan (a unit the plan already had unavailable is no surprise).
 */
export function outagesOf(input: OptimizerInput, redispatch: PlantSolution, actual: PlantSolution): Record<string, number[]> {
  const avail = availabilityOf(input);
  const out: Record<string, number[]> = {};
  const check = (name: string, planned: readonly number[] | undefined, measured: readonly number[] | undefined) => {
    for (let t = 0; t < input.hours; t++) {
      if ((planned?.[t] ?? 0) > ON_TOL && (measured?.[t] ?? 0) <= ON_TOL && avail(name, t) > 0) (out[name] ??= []).push(t);
    }
  };
  input.engines.forEach((e, k) => check(e.nombre, redispatch.engines[k]?.power, actual.engines[k]?.power));
  input.gasBoilers.forEach((b, k) => check(b.nombre, redispatch.gasBoilers[k]?.gas, actual.gasBoilers[k]?.gas));
  input.electricBoilers.forEach((b, k) => check(b.nombre, redispatch.electricBoilers[k]?.elec, actual.electricBoilers[k]?.elec));
  input.compressors.forEach((c, k) => check(c.nombre, redispatch.compressors[k]?.elec, actual.compressors[k]?.elec));
  return out;
}

/** The input with the outage unit-hours unavailable. */
export function withOutages(input: OptimizerInput, outages: Record<string, number[]>): OptimizerInput {
  if (Object.keys(outages).length === 0) return input;
  const availability = { ...(input.availability ?? {}) };
  for (const [name, hours] of Object.entries(outages)) {
    const row = [...(availability[name] ?? new Array<number>(input.hours).fill(1))];
    for (const t of hours) row[t] = 0;
    availability[name] = row;
  }
  return { ...input, availability };
}

/** `base` kept before hour `from`, the rest solved again on `input` with the state `base` reaches at `from`. */
async function redispatchFrom(input: OptimizerInput, base: PlantSolution, from: number, solveFn: BridgeSolve): Promise<PlantSolution> {
  const rest = await solveFn(from === 0 ? input : sliceInput(input, from, input.hours, base));
  if (!rest) throw new Error(`the re-dispatch from hour ${from + 1} found no solution`);
  return from === 0 ? rest : concatSolutions([sliceSolution(base, 0, from), rest]);
}

/** The day's money by line (EUR); `other` is every remaining line of the net cost (fees, tolls, starts, rentals, IVPEE, less the swaps). */
export function costLines(input: OptimizerInput, s: PlantSolution): CostLines {
  const lines: CostLines = { gas: 0, co2: 0, electricityBought: 0, electricitySold: 0, ro: 0, other: 0, total: 0 };
  for (const f of hourlyFlows(input, prepare(input), s)) {
    const total = hourNetCost(f);
    lines.gas += f.costGasCog + f.costGasBoiler;
    lines.co2 += f.costCO2;
    lines.electricityBought += f.costElecClosed + f.costElecOpen;
    lines.electricitySold += f.incomeElec;
    lines.ro += f.incomeRo;
    lines.total += total;
  }
  lines.other = lines.total - (lines.gas + lines.co2 + lines.electricityBought - lines.electricitySold - lines.ro);
  return lines;
}

/**
 * The bridge of one day. `plan` is the plan's input cut to the day (forecast prices and demand),
 * `planSolution` its stored operation. Solves at most three times (C, D, hindsight), each only
 * when its cause occurred (hindsight always).
 */
export async function bridgeDay(
  plan: OptimizerInput, planSolution: PlantSolution, prices: RealisedPrices, measured: MeasuredDay,
  opts: { solve?: BridgeSolve; hindsight?: boolean } = {},
): Promise<DayBridge> {
  const solveFn = opts.solve ?? inProcess;
  const realised = withPrices(plan, prices);
  const actual = actualSolution(realised, measured);
  const hours = demandHours(plan, measured);
  const forecastActualDemand = withDemand(plan, measured);
  const demand = hours.length === 0 ? planSolution : await redispatchFrom(forecastActualDemand, planSolution, hours[0]!, solveFn);
  const outages = outagesOf(plan, demand, actual);
  const outageHours = Object.values(outages).flat();
  const outage = outageHours.length === 0 ? demand : await redispatchFrom(withOutages(forecastActualDemand, outages), demand, Math.min(...outageHours), solveFn);
  const hindsightInput = withOutages(withDemand(realised, measured), outages);
  const hindsight = opts.hindsight === false ? undefined : await solveFn(hindsightInput);
  const realisedPrep = prepare(realised);
  const costs: BridgeCosts = {
    plan: totalNetCost(plan, prepare(plan), planSolution),
    planAtRealised: totalNetCost(realised, realisedPrep, planSolution),
    demand: totalNetCost(realised, realisedPrep, demand),
    outage: totalNetCost(realised, realisedPrep, outage),
    actual: totalNetCost(realised, realisedPrep, actual),
    hindsight: hindsight ? totalNetCost(realised, realisedPrep, hindsight) : undefined,
  };
  return {
    costs,
    lines: { plan: costLines(plan, planSolution), actual: costLines(realised, actual), hindsight: hindsight ? costLines(realised, hindsight) : undefined },
    demandHours: hours,
    outages,
    operations: { plan: planSolution, demand, outage, actual, hindsight },
  };
}
