// A re-plan as the server runs it: the plan read back from the origin's stored operation table,
// the hours before H replaced by the measured ones where there are actuals, replanFrom, and the
// same result tables as any solve. Everything runs on the run's own clock (its periods: quarters on
// the days it was planned in quarters; the domain's replanOnClock puts H, the trips and the measured
// hours there); the changes and the spare capacity are reported by hour, as for an hourly run.
import { changesByHour, hoursOfPeriods, runPeriods, spareByHour } from '@plantasim/domain';
import type { OptimizerInput } from './input.ts';
import { CHANGE_TOL, replanFrom, setpointSeries, withTrips, type SetpointChange, type SpareCapacity, type Trip } from './replan.ts';
import { withTables, type OptimizerResult, type SolveOptions } from './solve.ts';
import type { PlantSolution } from './solution.ts';
import type { Table } from './results/operation.ts';
import { stopsAfterEnd } from './prepare.ts';
import { at } from './at.ts';
import { settlementAt } from './input.ts';
import { solutionFromOperation, transitions, type EngineMarks } from './results/fromOperation.ts';

export interface ReplanJob {
  /** First re-planned period, 0-based (H14 of an hourly run → 13; of a quarter day → 52). Periods
   *  are the input's (hours unless periodMinutes says otherwise), and so are the trips' and the actuals'. */
  from: number;
  /** The trips in force: a unit's name, unavailable from `from`, or a Trip from its own hour (the
   *  earlier trips of the day, which the origin's inputs do not carry; domain `tripsInForce`). */
  trips: readonly (string | Trip)[];
  /** The origin's stored operation table, and its engines' states by hour from its schedule (null: unknown). */
  operacion: Table;
  engineStates?: readonly (readonly (number | null)[])[];
  /** Its engines' marks by hour from its schedule, when stored: which hours ran down for a stop the
   *  origin planned (a re-plan's kept hour before its trip did not). */
  engineMarks?: readonly (EngineMarks | undefined)[];
  /** Measured periods before `from`: [position, values by actuals unit key ('motor.1', 'caldera_gas.2', 'red.venta'…)]
   *  (a measured hour in each of its periods, MW). */
  actuals?: ReadonlyArray<readonly [number, Readonly<Record<string, number>>]>;
}

export interface ReplanFigures {
  /** Net cost of the re-plan and of the plan it is compared with (the Results screen's figure). */
  cost: number;
  planCost: number;
  /** By hour position (0-based) whatever the clock: a quarter run's hour means (domain changesByHour). */
  changes: SetpointChange[];
  /** By hour from H; `hours` names them (0-based positions) when the run has quarters (domain spareByHour). */
  spare: SpareCapacity & { hours?: number[] };
  /** Hours before H taken from actuals. */
  actualHours: number;
}

export type ReplanRunResult = OptimizerResult & { replan?: ReplanFigures };

const ON = 1e-7;

/**
 * A venta_total hour as its settlement reads it (electricity.ts, mkt_sellgen and mkt_buyuse): all
 * generation sold, all consumption bought, whatever the grid meters saw (they see the net flow).
 * The plan's spill and unserved energy and its split between the closed and the open purchase are
 * kept as far as they go, so an hour measured as planned is priced exactly as planned.
 */
function settleAllSold(input: OptimizerInput, done: PlantSolution, t: number): void {
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const generated = sum(done.engines.map((e) => e.power[t] ?? 0));
  const consumed = sum(done.electricBoilers.map((b) => b.elec[t] ?? 0)) + sum(done.compressors.map((c) => c.elec[t] ?? 0))
    + (input.electricityDemand?.[t] ?? 0);
  const spill = Math.min(done.market.spill[t] ?? 0, generated);
  const unserved = Math.min(done.market.unserved[t] ?? 0, consumed);
  done.market.spill[t] = spill;
  done.market.unserved[t] = unserved;
  done.market.sell[t] = generated - spill;
  const buy = consumed - unserved;
  const closed = Math.min(done.market.buyClosed[t] ?? 0, buy);
  done.market.buyClosed[t] = closed;
  done.market.buyOpen[t] = buy - closed;
}

/**
 * `plan` with its hours replaced by the measured ones: a unit's load where measured (on when above
 * zero); starts and stops follow the new states. Actuals units are by position in their family
 * (motor.1 is the first engine). The grid follows the hour's settlement scheme, as the plan's did:
 * under venta_total all generation is sold and all consumption bought (settleAllSold; the meters,
 * which see the net flow, are not the settlement); under autoconsumo_neto the grid meters are the
 * sale and the purchase, and an hour without a grid meter has the change in the plant's own power
 * balance sold (or bought) on the open market.
 */
export function withActuals(input: OptimizerInput, plan: PlantSolution, actuals: ReplanJob['actuals'] = []): PlantSolution {
  const done = structuredClone(plan);
  const set = (on: number[], amount: number[], t: number, v: number | undefined) => {
    if (v === undefined || !Number.isFinite(v)) return;
    amount[t] = v;
    on[t] = v > ON ? 1 : 0;
  };
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  // Power generated minus power drawn by the plant's own electric units, in hour t.
  const netPower = (s: PlantSolution, t: number) => sum(s.engines.map((e) => e.power[t] ?? 0))
    - sum(s.electricBoilers.map((b) => b.elec[t] ?? 0)) - sum(s.compressors.map((c) => c.elec[t] ?? 0));
  for (const [t, valores] of actuals) {
    if (t < 0 || t >= input.hours) continue;
    const before = netPower(done, t);
    done.engines.forEach((e, k) => set(e.on, e.power, t, valores[`motor.${k + 1}`]));
    done.gasBoilers.forEach((b, k) => set(b.on, b.gas, t, valores[`caldera_gas.${k + 1}`]));
    done.electricBoilers.forEach((b, k) => set(b.on, b.elec, t, valores[`caldera_electrica.${k + 1}`]));
    done.compressors.forEach((c, k) => set(c.on, c.elec, t, valores[`compresor.${k + 1}`]));
    if (settlementAt(input, t) === 'venta_total') {
      settleAllSold(input, done, t);
      continue;
    }
    const sell = valores['red.venta'];
    const buy = valores['red.compra'];
    if (sell === undefined && buy === undefined) {
      // No grid meter that hour: the grid takes the change in the plant's own balance, sale first.
      const net = (done.market.sell[t] ?? 0) - (done.market.buyOpen[t] ?? 0) + netPower(done, t) - before;
      done.market.sell[t] = Math.max(0, net);
      done.market.buyOpen[t] = Math.max(0, -net);
      continue;
    }
    if (sell !== undefined) done.market.sell[t] = sell;
    if (buy !== undefined) {
      // The plan's split between the closed and the open purchase is kept as far as it goes.
      const closed = Math.min(done.market.buyClosed[t] ?? 0, buy);
      done.market.buyClosed[t] = closed;
      done.market.buyOpen[t] = buy - closed;
    }
  }
  done.engines.forEach((e, k) => {
    const moves = transitions(e.on, input.engines[k]?.estado ?? false, stopsAfterEnd(input, k));
    // An hour whose state and next hour's state are the plan's keeps the plan's stop derating (a
    // kept hour before an earlier trip stays a full hour); a measured change reads as planned.
    const planOn = at(plan.engines, k).on;
    const same = (t: number) => t >= e.on.length || e.on[t] === planOn[t];
    const stopNext = moves.stopNext.map((d, t) => (same(t) && same(t + 1) ? at(at(plan.engines, k).stopNext, t) : d));
    Object.assign(e, moves, { stopNext });
  });
  return done;
}

/** Re-plans `input` (the origin's inputs) as `job` says and builds the result tables of the whole horizon. */
export async function replanRun(input: OptimizerInput, job: ReplanJob, opts: SolveOptions = {}): Promise<ReplanRunResult> {
  const started = performance.now();
  const plan = solutionFromOperation(input, job.operacion, job.engineStates, job.engineMarks);
  const measured = (job.actuals ?? []).filter(([t]) => t >= 0 && t < job.from);
  const done = measured.length > 0 ? withActuals(input, plan, measured) : plan;
  const r = await replanFrom(input, plan, job.from, job.trips, { ...opts, done });
  const stats = { ...r.stats, objective: r.cost, hours: input.hours };
  // The tables see the trip: the tripped units are unavailable from H in the re-plan's own inputs.
  const result: ReplanRunResult = withTables(withTrips(input, job.trips, job.from), stats, r.solution, opts.mipRelGap);
  if (r.solution) {
    result.replan = input.periodMinutes
      ? quarterFigures(input, job.from, plan, r.solution, r, measured.map(([t]) => t))
      : { cost: r.netCost, planCost: r.planNetCost, changes: r.changes, spare: r.spare, actualHours: measured.length };
  }
  stats.seconds = (performance.now() - started) / 1000;
  return result;
}

/** The figures of a re-plan on a clock with quarters, by hour (domain replanClock.ts). */
function quarterFigures(
  input: OptimizerInput, from: number, plan: PlantSolution, solution: PlantSolution,
  r: { netCost: number; planNetCost: number; spare: SpareCapacity }, measured: number[],
): ReplanFigures {
  const periods = runPeriods(input.hours, input.labels, input.periodMinutes);
  return {
    cost: r.netCost, planCost: r.planNetCost, changes: changesByHour(periods, from, setpointSeries(input, plan, solution), CHANGE_TOL),
    spare: spareByHour(periods, from, r.spare), actualHours: hoursOfPeriods(periods, measured).length,
  };
}
