// Per-hour data derived once from the input: availability, unit prices and the fixed engine
// patterns of each execution mode. Every component reads these instead of recomputing them.
import { mustRunWhenAvailable, usesCouplingTable } from '@plantasim/domain';
import type { OptimizerInput, TollPeriod } from './input.ts';
import { at } from './at.ts';
import { periodClock, runsAround, runShare, type PeriodClock } from './periods.ts';
import { engineRatios, fuelCost } from './unitCosts.ts';

export interface EngineFixing {
  /** Per hour: 1/0 when u is fixed by the mode, undefined when optimised. */
  u: Array<0 | 1 | undefined>;
  /** Per hour: fixed electrical output (MWe) when the coupling table sets it. */
  p: Array<number | undefined>;
  /** Per hour where p is fixed, and per period of a mode-1 engine on a sub-hourly clock: the
   *  fraction of the period the engine runs (start/stop derating). */
  r: Array<number | undefined>;
}

export interface Prepared {
  T: number;
  /** Length and start of every period (periods.ts): all hours unless the input says otherwise. */
  clock: PeriodClock;
  avail: (name: string, t: number) => number;
  /** EUR per MWh of gas burnt (PCI) by the engines: the bill's price per MWh PCS,
   *  term_bcg*(term_bmc*price + term_a) + fnee, times gasBilledPerBurnt. */
  gasCostCog: number[];
  /** EUR per MWh of gas burnt (PCI) by the boilers: the same plus the hydrocarbon tax (impuesto). */
  gasCostBoiler: number[];
  /** [engine][t] EUR per MWh of gas an engine burns, its CO2 included: gasCostCog + co2·pCO2. */
  engineFuelCost: number[][];
  /** [engine][t] that fuel per MWhe at the engine's full-load ratio (no fee): engineFuelCost · gas/MWhe.
   *  The P column's fuel cost, the break-even price and the explanations' fuel cost. */
  engineFuelPerMWhe: number[][];
  /** [gas boiler][t] EUR per MWh of gas a boiler burns, its CO2 included: gasCostBoiler + co2·pCO2. */
  boilerFuelCost: number[][];
  /** MWh PCS billed per MWh burnt (input.gasBilledPerBurnt, 1 when absent). */
  gasBilledPerBurnt: number;
  /** EUR/MWh of the closed-price block and of the open (OMIE-indexed) purchase. */
  priceClosed: number[];
  priceOpen: number[];
  /** MW available in the closed-price block and contracted import limit (Infinity if unset). */
  closedCap: number[];
  importCap: number[];
  toll: (t: number) => TollPeriod;
  engineFixing: EngineFixing[];
  dayOf: (t: number) => number;
  elecDemand: number[];
}

const NO_TOLL: TollPeriod = {
  periodo: 0, pot_contratada: 0, pot_contratada_calderas: 0, pot_elec_precio_cerrado: 0, peaje_pot: 0,
  ai_omie_abierto: 1, bi_omie_abierto: 0, ai_fijo_cerrado: 1, bi_fijo_cerrado: 0,
};

export function gasCostFormula(price: number, g: OptimizerInput['gas'], boiler: boolean): number {
  return g.term_bcg * (g.term_bmc * price + g.term_a) + g.fnee + (boiler ? g.impuesto : 0);
}

/** a[name, t]: 1 available, 0 not; a unit without an availability row is always available. */
export function availabilityOf(input: OptimizerInput): (name: string, t: number) => number {
  const availability = input.availability ?? {};
  return (name, t) => {
    const a = availability[name];
    return a === undefined ? 1 : a[t] ? 1 : 0;
  };
}

export function prepare(input: OptimizerInput): Prepared {
  const T = input.hours;
  const clock = periodClock(T, input.periodMinutes);
  const avail = availabilityOf(input);
  const tollByPeriod = new Map(input.tolls.map((r) => [r.periodo, r]));
  const toll = (t: number) => tollByPeriod.get(at(input.tariffPeriod, t)) ?? NO_TOLL;
  const h0 = input.firstHourOfDay ?? 0;
  const gasCostCog: number[] = [];
  const gasCostBoiler: number[] = [];
  const priceClosed: number[] = [];
  const priceOpen: number[] = [];
  const closedCap: number[] = [];
  const importCap: number[] = [];
  const billed = input.gasBilledPerBurnt ?? 1;
  for (let t = 0; t < T; t++) {
    const gasPrice = at(input.gasPrice, t);
    gasCostCog.push(gasCostFormula(gasPrice, input.gas, false) * billed);
    gasCostBoiler.push(gasCostFormula(gasPrice, input.gas, true) * billed);
    const r = toll(t);
    priceClosed.push(r.ai_fijo_cerrado * input.precio_electricidad_cerrado + r.bi_fijo_cerrado);
    priceOpen.push(r.ai_omie_abierto * at(input.electricityPrice, t) + r.bi_omie_abierto);
    closedCap.push(r.pot_elec_precio_cerrado > 0 ? r.pot_elec_precio_cerrado : input.potencia_precio_electricidad_cerrado);
    const cap = r.pot_contratada + r.pot_contratada_calderas;
    importCap.push(cap > 0 ? cap : Infinity);
  }
  const engineFuelCost = input.engines.map((e) => gasCostCog.map((g) => fuelCost(g, e.coeficiente_emisiones_CO2, input.precio_CO2)));
  const engineFuelPerMWhe = input.engines.map((e, k) => {
    const perMWhe = engineRatios(e).gasPerMWe;
    return at(engineFuelCost, k).map((c) => c * perMWhe);
  });
  const boilerFuelCost = input.gasBoilers.map((b) => gasCostBoiler.map((g) => fuelCost(g, b.coeficiente_emisiones_CO2, input.precio_CO2)));
  return {
    T, clock, avail, gasCostCog, engineFuelCost, engineFuelPerMWhe, boilerFuelCost, gasCostBoiler, gasBilledPerBurnt: billed, priceClosed, priceOpen, closedCap, importCap, toll,
    engineFixing: input.engines.map((_, e) => engineFixing(input, e, avail, clock)),
    // Calendar days for the rentals: the first period starts at h0 o'clock.
    dayOf: (t) => Math.floor((at(clock.start, t) + h0 * 60) / 1440),
    elecDemand: input.electricityDemand ?? new Array<number>(T).fill(0),
  };
}

/** Whether the coupling table runs engine e in hour t (fraction > 0 and available). Only
 *  meaningful for a coupled engine (modes 2-4 with estadoAcoplamiento Si). */
export function coupledOn(input: OptimizerInput, e: number, t: number, avail: (n: string, t: number) => number): boolean {
  const name = at(input.engines, e).nombre;
  return (input.coupling?.[name]?.[t] ?? 0) > 0 && avail(name, t) === 1;
}

/** Whether engine e follows the coupling table (its on/off and output are fixed). */
export function isCoupled(input: OptimizerInput, e: number): boolean {
  return usesCouplingTable(input.mode) && (input.couplingFixed?.[e] ?? false);
}

/** Whether engine e stops right after the last hour in a way that derates that hour: a coupled
 *  engine whose table stops it in the hour after the horizon (known for a window or block cut from
 *  a longer horizon: engineNextOn). An optimised engine's end is the model's own (w[T] = 0, or the
 *  free wEnd of a bound block). */
export function stopsAfterEnd(input: OptimizerInput, e: number): boolean {
  return isCoupled(input, e) && input.engineNextOn?.[e] === false;
}

/** Share of period t an engine runs, given its on/off in every period (u, with `before` the state
 *  before the first) and whether it stops right after the last one: 1 minus the minutes a start at
 *  or before t and a stop after t take from it (periods.ts). Hourly: 1 − ta/60 at a start hour and
 *  − tp/60 at the hour before a stop, the rule of docs/rules/fields.md.
 *  `runs`: the runs of `on` (runsAround), found once for all its periods. */
export function runningShare(
  clock: PeriodClock, on: ReadonlyArray<0 | 1 | undefined>, before: boolean, stopAfterEnd: boolean, t: number, ta: number, tp: number,
  runs: { first: Int32Array; last: Int32Array },
): number {
  if (on[t] !== 1) return 0;
  const first = at(runs.first, t), last = at(runs.last, t);
  // Fixed on/off: a run started when the period before it (or the state before the horizon) was off,
  // and stops when the period after it is off (or, after the last, when it stops right after the end).
  return runShare(clock, t, { first, last, started: first > 0 || !before, stops: last + 1 < clock.T || stopAfterEnd }, ta, tp);
}

function engineFixing(input: OptimizerInput, e: number, avail: (n: string, t: number) => number, clock: PeriodClock): EngineFixing {
  const eng = at(input.engines, e);
  const T = input.hours;
  const u: Array<0 | 1 | undefined> = new Array(T).fill(undefined);
  const p: Array<number | undefined> = new Array(T).fill(undefined);
  const r: Array<number | undefined> = new Array(T).fill(undefined);
  const coupled = isCoupled(input, e);
  if (mustRunWhenAvailable(input.mode)) {
    for (let t = 0; t < T; t++) u[t] = avail(eng.nombre, t) ? 1 : 0;
    // On a clock of periods shorter than the start or stop minutes, a run the availability makes
    // short can lose more than a whole period to its start and stop together: with every on/off
    // fixed, the share each period runs is known (0 at least), so the output limits use it. Hourly
    // the rows of docs/rules/fields.md's rule, with v and w, stay as they are.
    if (clock.minutes.some((min) => min !== 60)) {
      const runs = runsAround(u);
      for (let t = 0; t < T; t++) r[t] = runningShare(clock, u, eng.estado, false, t, eng.tiempo_arranque, eng.tiempo_parada, runs);
    }
    return { u, p, r };
  }
  if (coupled) {
    for (let t = 0; t < T; t++) u[t] = coupledOn(input, e, t, avail) ? 1 : 0;
    const frac = input.coupling?.[eng.nombre] ?? [];
    const stopAfter = stopsAfterEnd(input, e);
    const runs = runsAround(u);
    for (let t = 0; t < T; t++) {
      if (!u[t]) { p[t] = 0; r[t] = 0; continue; }
      const running = runningShare(clock, u, eng.estado, stopAfter, t, eng.tiempo_arranque, eng.tiempo_parada, runs);
      r[t] = running;
      p[t] = (frac[t] ?? 0) * eng.potencia_maxima * running;
    }
    return { u, p, r };
  }
  // Optimised engine: unavailable hours are off; the initial state imposes the remaining
  // minimum up (or down) time, cut short by unavailability which always wins.
  for (let t = 0; t < T; t++) if (!avail(eng.nombre, t)) u[t] = 0;
  // The hour before the horizon was produced by another solve (a rolling window's last kept hour,
  // a plan's hour before a re-plan): a running engine whose last hour ran down stops at hour 0, one
  // that ran its full output runs on (unless unavailable: availability always wins), else that
  // hour would break P[-1] <= Pmax·(1 − tp/60) before a stop, or P[-1] >= Pmin after none.
  const planned = input.engineInitial?.[e]?.stopPlanned;
  if (eng.estado && planned !== undefined && T > 0 && u[0] === undefined) u[0] = planned ? 0 : 1;
  // Minutes of the minimum time still to run (whole hours as docs/rules/fields.md counts them, ceil), and the
  // periods that start within them.
  const inState = input.engineInitial?.[e]?.hoursInState ?? Infinity;
  const remaining = 60 * ((eng.estado ? minimumHours(eng.tiempo_minimo_acoplamiento, clock) : minimumHours(eng.tiempo_minimo_parada, clock)) - inState);
  for (let t = 0; t < T && at(clock.start, t) < remaining - 1e-9; t++) {
    if (eng.estado) {
      if (u[t] === 0) break;
      u[t] = 1;
    } else u[t] = 0;
  }
  return { u, p, r };
}

/** A minimum up or down time in hours as the model applies it: whole hours (the rounding up of docs/rules/fields.md)
 *  on an hourly clock, the exact time (to the minute) when any period is shorter than an hour. */
export function minimumHours(hours: number, clock: PeriodClock): number {
  return clock.minutes.every((m) => m >= 60) ? Math.ceil(hours) : Math.ceil(hours * 60) / 60;
}
