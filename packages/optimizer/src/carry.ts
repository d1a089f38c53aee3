// The plant state one piece of a horizon hands to the next: engines' on/off and hours already
// spent in it, boilers' and compressors' on/off, and the rented compressors' day already paid.
// A rolling window's model depends on what came before it only through this, which is what lets
// windows be solved from a predicted state and accepted when the true state turns out equivalent.
import type { OptimizerInput } from './input.ts';
import type { PlantSolution } from './solution.ts';
import { isRented } from './components/compressors.ts';
import { isCoupled } from './prepare.ts';
import { at } from './at.ts';

export interface Carry {
  /** stopPlanned: an engine on at the border, whether its last hour ran down for a stop (EngineInitialState). */
  engines: Array<{ estado: boolean; hoursInState: number; stopPlanned?: boolean }>;
  gasBoilers: boolean[];
  electricBoilers: boolean[];
  compressors: boolean[];
  rentedDayPaid: Record<string, boolean>;
}

/** The state at hour `from` (> 0) of `input` after `done`, a solution of hours [0, from) or longer
 *  (hours from `from` on are not read). */
export function carryOf(input: OptimizerInput, from: number, done: PlantSolution): Carry {
  const h0 = input.firstHourOfDay ?? 0;
  const engines = input.engines.map((e, k) => {
    const on = at(done.engines, k).on;
    const state = on[from - 1] === 1;
    let run = 0;
    while (run < from && (on[from - 1 - run] === 1) === state) run++;
    // A state unchanged since hour 0 adds the time it had already run before the horizon.
    const carried = run === from && state === e.estado ? (input.engineInitial?.[k]?.hoursInState ?? Infinity) : 0;
    const stopPlanned = state ? at(done.engines, k).stopNext[from - 1] === 1 : undefined;
    return { estado: state, hoursInState: run + carried, stopPlanned };
  });
  const dayStart = from - ((h0 + from) % 24);
  const rentedDayPaid: Record<string, boolean> = {};
  input.compressors.forEach((c, k) => {
    const on = at(done.compressors, k).on;
    if (!isRented(c) || dayStart === from) return;
    let paid = dayStart < 0 && (input.rentedDayPaid?.[c.nombre] ?? false);
    for (let t = Math.max(0, dayStart); t < from; t++) if (on[t]) paid = true;
    rentedDayPaid[c.nombre] = paid;
  });
  return {
    engines,
    gasBoilers: done.gasBoilers.map((b) => b.on[from - 1] === 1),
    electricBoilers: done.electricBoilers.map((b) => b.on[from - 1] === 1),
    compressors: done.compressors.map((c) => c.on[from - 1] === 1),
    rentedDayPaid,
  };
}

/** `sub` (a piece cut from a horizon) starting from `carry`. */
export function withCarry(sub: OptimizerInput, carry: Carry): OptimizerInput {
  return {
    ...sub,
    engines: sub.engines.map((e, k) => ({ ...e, estado: at(carry.engines, k).estado })),
    engineInitial: carry.engines.map((c) => ({ hoursInState: c.hoursInState, stopPlanned: c.stopPlanned })),
    gasBoilers: sub.gasBoilers.map((b, k) => ({ ...b, estado_inicial_equipo: at(carry.gasBoilers, k) })),
    electricBoilers: sub.electricBoilers.map((b, k) => ({ ...b, estado_inicial_equipo: at(carry.electricBoilers, k) })),
    compressors: sub.compressors.map((c, k) => ({ ...c, estado_inicial_equipo: at(carry.compressors, k) })),
    rentedDayPaid: { ...carry.rentedDayPaid },
  };
}

/** Engines that can stand in for each other anywhere in `input`: the same parameters (name and
 *  initial state aside), availability, coupling table (when the mode follows it) and state after
 *  the horizon. */
export function interchangeableEngines(input: OptimizerInput): string[] {
  return input.engines.map((e, k) => {
    const { nombre, estado: _s, ...params } = e;
    const table = isCoupled(input, k) ? (input.coupling?.[nombre] ?? null) : null;
    return JSON.stringify([params, input.availability?.[nombre] ?? null, isCoupled(input, k), table, input.engineNextOn?.[k] ?? null]);
  });
}

/**
 * Whether a piece of `input` started from `want` and from `have` is the same problem up to naming
 * interchangeable engines: the engines of `have`, relabelled by the permutation returned
 * (`perm[k]` = the engine of `have` that plays engine k of `want`), are on or off as in `want` with
 * the same minimum time still to serve (ceil(tiempo mínimo) − hours in state, 0 once served) and,
 * when on, the same planned stop or run-on at the border (it fixes the first hour); the
 * boilers with a start cost (the only ones whose state before the piece costs anything) are on or off
 * alike; the same rented days are paid. undefined when it is not. Hours in state beyond the minimum
 * times, and the compressors' state, change nothing in a window's model, so a window solved from a
 * predicted state, relabelled, is a solve of the true one whenever the two match.
 */
export function matchCarry(input: OptimizerInput, want: Carry, have: Carry, kinds = interchangeableEngines(input)): number[] | undefined {
  const startCost = (units: ReadonlyArray<{ coste_arranque?: number }>, a: readonly boolean[], b: readonly boolean[]) =>
    units.every((u, k) => !((u.coste_arranque ?? 0) > 0) || a[k] === b[k]);
  if (!startCost(input.gasBoilers, want.gasBoilers, have.gasBoilers) || !startCost(input.electricBoilers, want.electricBoilers, have.electricBoilers)) return undefined;
  const names = new Set([...Object.keys(want.rentedDayPaid), ...Object.keys(have.rentedDayPaid)]);
  for (const n of names) if ((want.rentedDayPaid[n] ?? false) !== (have.rentedDayPaid[n] ?? false)) return undefined;
  const state = (c: Carry, k: number) => {
    const e = at(input.engines, k);
    const x = at(c.engines, k);
    const minimum = Math.ceil(x.estado ? e.tiempo_minimo_acoplamiento : e.tiempo_minimo_parada);
    return `${at(kinds, k)}|${x.estado}|${Math.max(0, minimum - x.hoursInState)}|${x.stopPlanned ?? ''}`;
  };
  const perm: number[] = [];
  const used = new Set<number>();
  for (let k = 0; k < input.engines.length; k++) {
    const s = state(want, k);
    // The same engine when it matches (the usual case), else the first free interchangeable one.
    const j = !used.has(k) && state(have, k) === s ? k : input.engines.findIndex((_, j) => !used.has(j) && state(have, j) === s);
    if (j < 0) return undefined;
    used.add(j);
    perm.push(j);
  }
  return perm;
}
