// The plant's hourly operation as plain arrays, read from a solver's column vector through the
// model's handles (column indices from the name registry). Rolling windows splice these.
import type { PlantModel } from './model.ts';
import { at } from './at.ts';

// A type, not an interface: slices and joins map over its series as a record of number arrays.
export type EngineSeries = {
  on: number[];
  start: number[];
  stop: number[];
  power: number[];
  /** 1 where the hour is the last before a stop that the solve which produced the hour planned, so
   *  its output lost tiempo_parada minutes (the model's w[t+1]). Kept with the hour when solutions
   *  are sliced and joined: a frozen hour before a trip, or the last hour a rolling window keeps, has
   *  the derating its own solve gave it, not the one the next piece's stop would suggest. */
  stopNext: number[];
};

export interface PlantSolution {
  hours: number;
  engines: EngineSeries[];
  gasBoilers: Array<{ on: number[]; gas: number[] }>;
  electricBoilers: Array<{ on: number[]; elec: number[] }>;
  /** elec in MWe. */
  compressors: Array<{ on: number[]; elec: number[] }>;
  market: { sell: number[]; buyClosed: number[]; buyOpen: number[]; unserved: number[]; spill: number[] };
  slack: { steam: number[]; cold: number[] };
}

const bin = (x: number) => (x > 0.5 ? 1 : 0);
/** Removes solver noise (1e-10) so reports and checks see clean numbers. */
const clean = (x: number) => (Math.abs(x) < 1e-7 ? 0 : x);

export function extractSolution(pm: PlantModel, x: ArrayLike<number>): PlantSolution {
  const read = (cols: number[], f: (v: number) => number = clean) => cols.map((j) => f(at(x, j)));
  return {
    hours: pm.prep.T,
    engines: pm.engines.u.map((u, e) => {
      const on = read(u, bin), stop = read(at(pm.engines.w, e), bin);
      const wEnd = pm.engines.wEnd[e];
      const stopAfterEnd = wEnd !== undefined ? bin(at(x, wEnd)) === 1 : at(pm.engines.stopAfterEnd, e);
      return { on, start: read(at(pm.engines.v, e), bin), stop, power: read(at(pm.engines.P, e)), stopNext: stopsNext(on, stop, stopAfterEnd) };
    }),
    gasBoilers: pm.gasBoilers.b.map((b, k) => ({ on: read(b, bin), gas: read(at(pm.gasBoilers.X, k)) })),
    electricBoilers: pm.electricBoilers.b.map((b, k) => ({ on: read(b, bin), elec: read(at(pm.electricBoilers.X, k)) })),
    compressors: pm.compressors.c.map((c, k) => ({ on: read(c, bin), elec: read(at(pm.compressors.E, k)) })),
    market: {
      sell: read(pm.market.S), buyClosed: read(pm.market.Bc), buyOpen: read(pm.market.Bo),
      unserved: read(pm.market.unserved), spill: read(pm.market.spill),
    },
    slack: { steam: read(pm.balances.steamSlack), cold: read(pm.balances.coldSlack) },
  };
}

/** The stopNext series of a solve of the whole series: a running hour followed by a stop, and the
 *  last hour when the engine stops right after it (`stopAfterEnd`). */
export function stopsNext(on: readonly number[], stop: readonly number[], stopAfterEnd: boolean): number[] {
  return on.map((u, t) => (u === 1 && (t + 1 < on.length ? stop[t + 1] === 1 : stopAfterEnd) ? 1 : 0));
}

/** The derating of an engine hour of a solution, the one rule the results read it by: its start hour
 *  when it starts in it, the hour before a stop when the solve that produced the hour planned that
 *  stop (stopNext: not a trip that a re-plan put after a kept hour, nor the stop a later rolling
 *  window chose after the last hour an earlier one kept). */
export function derating(sol: Pick<EngineSeries, 'on' | 'start' | 'stopNext'>, t: number): { start: boolean; stop: boolean } {
  if (!at(sol.on, t)) return { start: false, stop: false };
  return { start: at(sol.start, t) === 1, stop: at(sol.stopNext, t) === 1 };
}

/** Hours [from, to) of a solution. */
export function sliceSolution(s: PlantSolution, from: number, to: number): PlantSolution {
  const sl = (a: number[]) => a.slice(from, to);
  const mapObj = <T extends Record<string, number[]>>(o: T): T =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, sl(v)])) as T;
  return {
    hours: to - from,
    engines: s.engines.map(mapObj),
    gasBoilers: s.gasBoilers.map(mapObj),
    electricBoilers: s.electricBoilers.map(mapObj),
    compressors: s.compressors.map(mapObj),
    market: mapObj(s.market),
    slack: mapObj(s.slack),
  };
}

/** Concatenates consecutive solutions: each series once over every part (pairwise joins of a year's
 *  53 windows copied the series over and over). */
export function concatSolutions(parts: PlantSolution[]): PlantSolution {
  const [first, ...rest] = parts;
  if (!first) throw new RangeError('concatSolutions: no solution to concatenate');
  const cat = <T extends Record<string, number[]>>(a: T, more: T[]): T =>
    Object.fromEntries(Object.entries(a).map(([k, v]) => [k, v.concat(...more.map((b) => {
      const series = b[k];
      if (!series) throw new RangeError(`concatSolutions: series ${k} missing from a later part`);
      return series;
    }))])) as T;
  const units = <T extends Record<string, number[]>>(pick: (s: PlantSolution) => T[]): T[] =>
    pick(first).map((x, i) => cat(x, rest.map((p) => at(pick(p), i))));
  return {
    hours: parts.reduce((h, p) => h + p.hours, 0),
    engines: units((s) => s.engines),
    gasBoilers: units((s) => s.gasBoilers),
    electricBoilers: units((s) => s.electricBoilers),
    compressors: units((s) => s.compressors),
    market: cat(first.market, rest.map((p) => p.market)),
    slack: cat(first.slack, rest.map((p) => p.slack)),
  };
}
