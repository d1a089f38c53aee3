// Cuts hours [from, to) out of an input and carries the plant state into it (carry.ts).
import type { OptimizerInput } from './input.ts';
import type { PlantSolution } from './solution.ts';
import { availabilityOf, coupledOn, isCoupled } from './prepare.ts';
import { carryOf, withCarry } from './carry.ts';
import { annualExempt } from './components/annual.ts';

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
    periodMinutes: cut(input.periodMinutes, from, to),
    labels: cut(input.labels, from, to),
    electricityPrice: input.electricityPrice.slice(from, to),
    ...(input.offerNetBounds ? { offerNetBounds: { min: cut(input.offerNetBounds.min, from, to), max: cut(input.offerNetBounds.max, from, to) } } : {}),
    gasPrice: input.gasPrice.slice(from, to),
    ro: input.ro.slice(from, to),
    esquema_liquidacion_horas: cut(input.esquema_liquidacion_horas, from, to),
    tariffPeriod: input.tariffPeriod.slice(from, to),
    steamDemand: input.steamDemand.slice(from, to),
    coldDemand: input.coldDemand.slice(from, to),
    electricityDemand: cut(input.electricityDemand, from, to),
    availability: cutMap(input.availability, from, to),
    coupling: cutMap(input.coupling, from, to),
    // A piece of the horizon cannot hold the year's rows: its windows see the limits' prices. The
    // zero-price runs are read on the whole horizon (a run cut by the piece is still exempt) and
    // the 3/6/9-month ends are counted from the piece's first hour.
    annual: input.annual && {
      ...input.annual, enforce: false,
      exempt: annualExempt(input).slice(from, to),
      checkpoints: input.annual.checkpoints?.map((c) => ({ ...c, hour: c.hour - from })).filter((c) => c.hour > 0),
    },
  };
  if (to < input.hours) {
    // A coupled engine's table goes on after this cut: its last hour is derated if it stops next.
    const avail = availabilityOf(input);
    sub.engineNextOn = input.engines.map((_, e) => (isCoupled(input, e) ? coupledOn(input, e, to, avail) : undefined));
  } else sub.engineNextOn = input.engineNextOn;
  return from === 0 || !done ? sub : withCarry(sub, carryOf(input, from, done));
}
