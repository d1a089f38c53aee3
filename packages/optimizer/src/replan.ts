// Re-planning the rest of a horizon from hour H, after a trip or with newer data: hours before H are
// what happened (the plan, or the measured operation) and stay exactly as they were; every engine
// enters H in the state and with the time in state it had (sliceInput carries them, so minimum up
// and down times hold across H); a tripped unit is unavailable from H to the end, and a trip of an
// earlier re-plan of the day from its own hour; hours H..T are solved again. The result is priced with the same net cost as the plan it is compared with (the Results screen's).
import type { OptimizerInput } from './input.ts';
import { sliceInput } from './sliceInput.ts';
import { concatSolutions, sliceSolution, type PlantSolution } from './solution.ts';
import { solve, type SolveOptions, type SolveStats } from './solve.ts';
import { totalCost, totalNetCost } from './results/costs.ts';
import { engineRatios } from './unitCosts.ts';
import { availabilityOf, prepare } from './prepare.ts';

/** A unit (engine, boiler or compressor, by name) out of service from hour `from` (0-based) to the end. */
export interface Trip {
  unit: string;
  from: number;
}

/**
 * The input with the tripped units unavailable: a bare name from hour `from`, a `Trip` from its own
 * hour (an earlier trip of the day that a re-plan of a re-plan keeps: the origin's inputs know of
 * no trip). A unit tripped twice is out from the earlier hour.
 */
export function withTrips(input: OptimizerInput, trips: readonly (string | Trip)[], from: number): OptimizerInput {
  if (trips.length === 0) return input;
  const availability = { ...(input.availability ?? {}) };
  for (const trip of trips) {
    const { unit, from: out } = typeof trip === 'string' ? { unit: trip, from } : trip;
    const row = availability[unit] ?? new Array<number>(input.hours).fill(1);
    availability[unit] = row.map((a, t) => (t >= out ? 0 : a));
  }
  return { ...input, availability };
}

/** One unit-hour whose setpoint the re-plan changes (MWe for engines and electric units, MW of gas for gas boilers). */
export interface SetpointChange {
  unit: string;
  hour: number;
  before: number;
  after: number;
}

/** Steam and cold capacity left above demand in each re-planned hour, with all available units at their maximum. */
export interface SpareCapacity {
  steam: number[];
  cold: number[];
  /** The hour still covered if the largest unit running then also stopped (N-1). */
  steamN1: boolean[];
}

export interface Replan {
  stats: SolveStats;
  /** The whole horizon: hours before `from` as given, the re-planned rest after. */
  solution?: PlantSolution;
  /** Cost of the re-plan and of the plan, both priced on the re-plan's input (EUR, penalties included, as the model minimises). */
  cost: number;
  planCost: number;
  /** The same two as the Results screen's net cost (swaps in, penalties out): what the re-plan shows. */
  netCost: number;
  planNetCost: number;
  changes: SetpointChange[];
  spare: SpareCapacity;
}

export const CHANGE_TOL = 1e-6;

/**
 * Re-plans hours [from, T) of `input` given `done` (at least hours [0, from), the plan or the
 * measured operation) with `trips` unavailable (withTrips: a name from `from`, a Trip from its hour). `plan` is the schedule the re-plan is
 * compared with (changed setpoints, cost of the change). The rest may start from the plan's engine
 * decisions when the LP roundings fall short (`cold` never does, for measurement).
 */
export async function replanFrom(
  input: OptimizerInput, plan: PlantSolution, from: number, trips: readonly (string | Trip)[],
  opts: SolveOptions & { done?: PlantSolution; cold?: boolean } = {},
): Promise<Replan> {
  // From 0 (H1) keeps nothing: a later day's plan re-planned before any of it has run.
  if (!(from >= 0 && from < input.hours)) throw new RangeError(`re-plan hour ${from} outside 0..${input.hours - 1}`);
  const { done = plan, cold = false, ...solveOpts } = opts;
  const tripped = withTrips(input, trips, from);
  const prep = prepare(tripped);
  // The plan's engine decisions for the rest are the fallback start (solveWindow.ts, warmStart) unless `cold`.
  const warmStart = cold ? undefined : sliceSolution(plan, from, input.hours);
  const rest = await solve(sliceInput(tripped, from, input.hours, done), { ...solveOpts, warmStart });
  // The plan it is compared with keeps the same hours before H, so the difference is the trip's alone.
  const planned = done === plan ? plan : concatSolutions([sliceSolution(done, 0, from), sliceSolution(plan, from, input.hours)]);
  const planCost = totalCost(tripped, prep, planned);
  const planNetCost = totalNetCost(tripped, prep, planned);
  const spare = spareCapacity(tripped, from);
  if (!rest.solution) return { stats: rest.stats, cost: Number.NaN, planCost, netCost: Number.NaN, planNetCost, changes: [], spare };
  const solution = concatSolutions([sliceSolution(done, 0, from), rest.solution]);
  return { stats: rest.stats, solution, cost: totalCost(tripped, prep, solution), planCost,
    netCost: totalNetCost(tripped, prep, solution), planNetCost, changes: setpointChanges(tripped, plan, solution, from), spare };
}

/** Each unit's setpoint series before and after (MWe for engines and electric units, MW of gas for gas boilers), in the plant's order. */
export function setpointSeries(input: OptimizerInput, before: PlantSolution, after: PlantSolution): { unit: string; before?: number[]; after?: number[] }[] {
  const pair = (unit: string, a: number[] | undefined, b: number[] | undefined) => ({ unit, before: a, after: b });
  return [
    ...input.engines.map((e, k) => pair(e.nombre, before.engines[k]?.power, after.engines[k]?.power)),
    ...input.gasBoilers.map((b, k) => pair(b.nombre, before.gasBoilers[k]?.gas, after.gasBoilers[k]?.gas)),
    ...input.electricBoilers.map((b, k) => pair(b.nombre, before.electricBoilers[k]?.elec, after.electricBoilers[k]?.elec)),
    ...input.compressors.map((c, k) => pair(c.nombre, before.compressors[k]?.elec, after.compressors[k]?.elec)),
  ];
}

function setpointChanges(input: OptimizerInput, before: PlantSolution, after: PlantSolution, from: number): SetpointChange[] {
  const out: SetpointChange[] = [];
  for (const { unit, before: a, after: b } of setpointSeries(input, before, after)) {
    for (let t = from; t < input.hours; t++) {
      const x = a?.[t] ?? 0;
      const y = b?.[t] ?? 0;
      if (Math.abs(x - y) > CHANGE_TOL) out.push({ unit, hour: t, before: x, after: y });
    }
  }
  return out;
}

/**
 * Per hour from `from`: Σ steam (cold) every available unit can give at its maximum − demand; and
 * whether the steam spare still covers the loss of the largest single steam unit available then.
 */
export function spareCapacity(input: OptimizerInput, from: number): SpareCapacity {
  const avail = availabilityOf(input);
  const steam: number[] = [];
  const cold: number[] = [];
  const steamN1: boolean[] = [];
  for (let t = from; t < input.hours; t++) {
    const units = [
      ...input.engines.map((e) => avail(e.nombre, t) * e.potencia_maxima * engineRatios(e).steamPerMWe),
      ...input.gasBoilers.map((b) => avail(b.nombre, t) * b.potencia_gas_maxima * b.rendimiento_vapor_gas),
      ...input.electricBoilers.map((b) => avail(b.nombre, t) * b.potencia_electrica_maxima * b.rendimiento_vapor_electricidad),
    ];
    const spareSteam = units.reduce((a, b) => a + b, 0) - input.demandaCoef * (input.steamDemand[t] ?? 0);
    steam.push(spareSteam);
    steamN1.push(spareSteam - Math.max(0, ...units) >= 0);
    // Compressor powers are kWe in the plant tables (components/compressors.ts divides them by 1000).
    cold.push(input.compressors.reduce((a, c) => a + avail(c.nombre, t) * (c.potencia_maxima / 1000) * c.rendimiento_frio_electricidad, 0) - (input.coldDemand[t] ?? 0));
  }
  return { steam, cold, steamN1 };
}
