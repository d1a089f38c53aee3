// The plant's hourly operation as plain arrays, read from a solver's column vector through the
// model's handles (column indices from the name registry). Rolling windows splice these.
import type { PlantModel } from './model.ts';
import { at } from './at.ts';

export interface PlantSolution {
  hours: number;
  engines: Array<{ on: number[]; start: number[]; stop: number[]; power: number[] }>;
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
    engines: pm.engines.u.map((u, e) => ({
      on: read(u, bin), start: read(at(pm.engines.v, e), bin), stop: read(at(pm.engines.w, e), bin), power: read(at(pm.engines.P, e)),
    })),
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

/** Concatenates consecutive solutions. */
export function concatSolutions(parts: PlantSolution[]): PlantSolution {
  const [first, ...rest] = parts;
  if (!first) throw new RangeError('concatSolutions: no solution to concatenate');
  const cat = <T extends Record<string, number[]>>(a: T, b: T): T =>
    Object.fromEntries(Object.entries(a).map(([k, v]) => {
      const more = b[k];
      if (!more) throw new RangeError(`concatSolutions: series ${k} missing from a later part`);
      return [k, v.concat(more)];
    })) as T;
  return rest.reduce((acc, p) => ({
    hours: acc.hours + p.hours,
    engines: acc.engines.map((x, i) => cat(x, at(p.engines, i))),
    gasBoilers: acc.gasBoilers.map((x, i) => cat(x, at(p.gasBoilers, i))),
    electricBoilers: acc.electricBoilers.map((x, i) => cat(x, at(p.electricBoilers, i))),
    compressors: acc.compressors.map((x, i) => cat(x, at(p.compressors, i))),
    market: cat(acc.market, p.market),
    slack: cat(acc.slack, p.slack),
  }), first);
}
