// Cuts hours [from, to) out of an input and carries the plant state into it: engines' on/off
// state and hours already spent in it, and the rented compressors' day already paid.
import type { OptimizerInput } from './input.ts';
import type { PlantSolution } from './solution.ts';
import { isRented } from './components/compressors.ts';
import { availabilityOf, coupledOn, isCoupled } from './prepare.ts';
import { at } from './at.ts';

const cut = <T>(a: T[] | undefined, from: number, to: number) => a?.slice(from, to);

function cutMap(m: Record<string, number[]> | undefined, from: number, to: number) {
  if (!m) return undefined;
  return Object.fromEntries(Object.entries(m).map(([k, v]) => [k, v.slice(from, to)]));
}

/** `done` holds the solution of hours [0, from) of the full input (empty when from = 0). */
export function sliceInput(input: OptimizerInput, from: number, to: number, done?: PlantSolution): OptimizerInput {
  const h0 = input.firstHourOfDay ?? 0;
  const sub: OptimizerInput = {
    ...input,
    hours: to - from,
    firstHourOfDay: (h0 + from) % 24,
    labels: cut(input.labels, from, to),
    electricityPrice: input.electricityPrice.slice(from, to),
    gasPrice: input.gasPrice.slice(from, to),
    ro: input.ro.slice(from, to),
    tariffPeriod: input.tariffPeriod.slice(from, to),
    steamDemand: input.steamDemand.slice(from, to),
    coldDemand: input.coldDemand.slice(from, to),
    electricityDemand: cut(input.electricityDemand, from, to),
    availability: cutMap(input.availability, from, to),
    coupling: cutMap(input.coupling, from, to),
    // A piece of the horizon cannot hold the year's rows: its windows see the limits' prices.
    annual: input.annual && { ...input.annual, enforce: false },
  };
  if (to < input.hours) {
    // A coupled engine's table goes on after this cut: its last hour is derated if it stops next.
    const avail = availabilityOf(input);
    sub.engineNextOn = input.engines.map((_, e) => (isCoupled(input, e) ? coupledOn(input, e, to, avail) : undefined));
  } else sub.engineNextOn = input.engineNextOn;
  if (from === 0 || !done) return sub;
  sub.engines = input.engines.map((e, k) => ({ ...e, estado: at(done.engines, k).on[from - 1] === 1 }));
  sub.engineInitial = input.engines.map((e, k) => {
    const on = at(done.engines, k).on;
    const state = on[from - 1] === 1;
    let run = 0;
    while (run < from && (on[from - 1 - run] === 1) === state) run++;
    // A state unchanged since hour 0 adds the time it had already run before the horizon.
    const carried = run === from && state === e.estado ? (input.engineInitial?.[k]?.hoursInState ?? Infinity) : 0;
    return { hoursInState: run + carried };
  });
  sub.gasBoilers = input.gasBoilers.map((b, k) => ({ ...b, estado_inicial_equipo: at(done.gasBoilers, k).on[from - 1] === 1 }));
  sub.electricBoilers = input.electricBoilers.map((b, k) => ({ ...b, estado_inicial_equipo: at(done.electricBoilers, k).on[from - 1] === 1 }));
  sub.compressors = input.compressors.map((c, k) => ({ ...c, estado_inicial_equipo: at(done.compressors, k).on[from - 1] === 1 }));
  const dayStart = from - ((h0 + from) % 24);
  sub.rentedDayPaid = {};
  input.compressors.forEach((c, k) => {
    const on = at(done.compressors, k).on;
    if (!isRented(c) || dayStart === from) return;
    let paid = dayStart < 0 && (input.rentedDayPaid?.[c.nombre] ?? false);
    for (let t = Math.max(0, dayStart); t < from; t++) if (on[t]) paid = true;
    sub.rentedDayPaid![c.nombre] = paid;
  });
  return sub;
}
