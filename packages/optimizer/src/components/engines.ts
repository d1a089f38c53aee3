// Cogeneration engines. Symbols (engine e, hour t):
//   u[e,t] in {0,1} on/off; v[e,t], w[e,t] in [0,1] start and stop (integral at any optimum
//   because u is binary and v - w = u[t] - u[t-1]); P[e,t] >= 0 electrical output, MWe.
//   Gas G = P / etaE, steam = G * etaV, hot water = G * pctHW/100, cold = hot water * etaAbs.
import { mustRunWhenAvailable } from '@plantasim/domain';
import type { Ctx } from './context.ts';
import { onOff } from './context.ts';
import type { Term } from '../lp/linearModel.ts';
import { at } from '../at.ts';
import { curveOf } from './partLoad.ts';
import { engineRatios } from '../unitCosts.ts';
import { minimumHours, stopsAfterEnd } from '../prepare.ts';
import { startsDerating, stopsDerating, windowBack } from '../periods.ts';
import { rowName } from '../rowFamilies.ts';

export interface EngineHandles {
  u: number[][];
  v: number[][];
  w: number[][];
  P: number[][];
  /** Per engine, the free stop column after the last hour of a block (freeFinalState), if any. */
  wEnd: Array<number | undefined>;
  /** Per engine, a stop right after the last hour known from the input (prepare.ts stopsAfterEnd). */
  stopAfterEnd: boolean[];
}

/** Variables u, v, w, P of every engine; P costs gas, CO2 and fee per MWh, times the period's hours h[t]:
 *    c[e,t] = ((cGasCog[t] + co2[e]*pCO2)/etaE + fee[e]) * h[t]
 *  Ro is not earned here but by the energy sold S (electricity.ts) under both schemes: a MWh
 *  generated and spilled above the export limit is never sold, so it earns neither Ro nor IVPEE;
 *  each start costs coste_arranque[e]: + coste_arranque[e] * v[e,t]. An engine with a part-load
 *  curve has no gas term on P (and no steam/cold from P): its gas is the column G of
 *  defineEnginePartLoad. */
export function defineEngineVariables(ctx: Ctx): EngineHandles {
  const { input, prep, m } = ctx;
  const h: EngineHandles = { u: [], v: [], w: [], P: [], wEnd: [], stopAfterEnd: input.engines.map((_, e) => stopsAfterEnd(input, e)) };
  input.engines.forEach((eng, e) => {
    const r = engineRatios(eng);
    const curve = curveOf(eng) !== null;
    const fx = at(prep.engineFixing, e);
    const u: number[] = [], v: number[] = [], w: number[] = [], P: number[] = [];
    for (let t = 0; t < prep.T; t++) {
      const ju = onOff(ctx, 'Engine', 'u', e, t);
      const fixedU = fx.u[t];
      if (fixedU !== undefined) m.fix(ju, fixedU);
      u.push(ju);
      v.push(m.addVar({ component: 'Engine', attr: 'v', unit: e, hour: t }, 0, 1, eng.coste_arranque ?? 0));
      w.push(m.addVar({ component: 'Engine', attr: 'w', unit: e, hour: t }, 0, 1));
      const fuel = curve ? 0 : at(at(prep.engineFuelPerMWhe, e), t);
      const cost = (fuel + eng.fee) * at(prep.clock.hours, t);
      const jp = m.addVar({ component: 'Engine', attr: 'P', unit: e, hour: t }, 0, eng.potencia_maxima, cost);
      const fixedP = fx.p[t];
      if (fixedP !== undefined) m.fix(jp, fixedP);
      P.push(jp);
      if (!curve) {
        at(ctx.bal.steam, t).push([jp, r.steamPerMWe]);
        at(ctx.bal.cold, t).push([jp, r.coldPerMWe]);
      }
      at(ctx.bal.elec, t).push([jp, 1]);
    }
    h.u.push(u); h.v.push(v); h.w.push(w); h.P.push(P);
  });
  return h;
}

/** u[e,t] - u[e,t-1] - v[e,t] + w[e,t] = 0, with u[e,-1] = estado (a constant on the right),
 *  and v[e,t] <= u[e,t], w[e,t] <= 1 - u[e,t]: with u binary these pin v and w to the true
 *  start/stop indicators (otherwise v = w = 0.5 would fake a derating and lower the minimum). */
export function defineEngineTransitions(ctx: Ctx, h: EngineHandles): void {
  ctx.input.engines.forEach((eng, e) => {
    const u = at(h.u, e), v = at(h.v, e), w = at(h.w, e);
    for (let t = 0; t < ctx.prep.T; t++) {
      const ut = at(u, t), vt = at(v, t), wt = at(w, t);
      ctx.m.addRow(rowName('engineStart', e, t), [[vt, 1], [ut, -1]], -Infinity, 0);
      ctx.m.addRow(rowName('engineStop', e, t), [[wt, 1], [ut, 1]], -Infinity, 1);
      if (t === 0) {
        if (ctx.opts.freeInitialState) continue;
        ctx.m.addRow(rowName('engineTransition', e, t), [[ut, 1], [vt, -1], [wt, 1]], eng.estado ? 1 : 0, eng.estado ? 1 : 0);
      } else ctx.m.addRow(rowName('engineTransition', e, t), [[ut, 1], [at(u, t - 1), -1], [vt, -1], [wt, 1]], 0, 0);
    }
  });
}

/** The output a start or stop takes from period t of engine e, per MW of `cap` (periods.ts; ta, tp
 *  minutes lost after a start and before a stop):
 *    sum_{s<=t} cap*la[s,t]*v[s] + sum_{q>t} cap*lp[q,t]*w[q]
 *  Hourly: cap*(ta/60)*v[t] + cap*(tp/60)*w[t+1], the rule of docs/rules/fields.md. A start or stop counts only for
 *  the periods of its own run: one a period fixed off (unavailable, or mode 1) separates from t is
 *  left out, and an optimised engine stays on through its start-up and run-down minutes
 *  (defineEngineStartStopSpan), so no other run's start or stop can reach t. A stop right after the
 *  last period is the block's free wEnd, if any (defineEngineOutputLimits). */
export function deratingTerms(ctx: Ctx, h: EngineHandles, e: number, t: number, cap: number): Term[] {
  const eng = at(ctx.input.engines, e);
  const v = at(h.v, e), w = at(h.w, e), wEnd = h.wEnd[e];
  const fixedU = at(ctx.prep.engineFixing, e).u;
  const terms: Term[] = [];
  let cut = false;
  for (const { s, loss } of startsDerating(ctx.prep.clock, t, eng.tiempo_arranque)) {
    // periods s+1..t must all be able to run for the start at s to reach t
    if (s < t && fixedU[s + 1] === 0) cut = true;
    if (cut) break;
    terms.push([at(v, s), cap * loss]);
  }
  cut = false;
  for (const { q, loss } of stopsDerating(ctx.prep.clock, t, eng.tiempo_parada)) {
    // periods t..q-1 must all be able to run for the stop at q to reach t
    if (q > t + 1 && fixedU[q - 1] === 0) cut = true;
    if (cut) break;
    const stop = q < ctx.prep.T ? at(w, q) : wEnd;
    if (stop !== undefined) terms.push([stop, cap * loss]);
  }
  return terms;
}

/** An optimised engine stays on through the minutes its start and its stop take (on a clock whose
 *  periods are shorter than them; hourly with ta, tp <= 60 there is no such row):
 *    v[s] <= u[t]  for t > s with la[s,t] > 0;   w[q] <= u[t]  for t < q - 1 with lp[q,t] > 0
 *  (w[T] is the block's wEnd). Without them a run shorter than its start-up would take a later run's
 *  output or leave an off period with a negative limit. Periods fixed off (unavailable) get none:
 *  an outage may cut a start, and deratingTerms then leaves that start out. */
export function defineEngineStartStopSpan(ctx: Ctx, h: EngineHandles): void {
  const { input, prep, m } = ctx;
  input.engines.forEach((eng, e) => {
    const fx = at(prep.engineFixing, e);
    if (mustRunWhenAvailable(input.mode) || fx.p.some((x) => x !== undefined)) return; // the mode fixes u
    const u = at(h.u, e), v = at(h.v, e), w = at(h.w, e), wEnd = h.wEnd[e];
    for (let t = 0; t < prep.T; t++) {
      if (fx.u[t] === 0) continue;
      for (const { s } of startsDerating(prep.clock, t, eng.tiempo_arranque)) {
        if (s < t) m.addRow(rowName('engineStartSpan', e, s, t), [[at(v, s), 1], [at(u, t), -1]], -Infinity, 0);
      }
      for (const { q } of stopsDerating(prep.clock, t, eng.tiempo_parada)) {
        const stop = q < prep.T ? at(w, q) : wEnd;
        if (q > t + 1 && stop !== undefined) m.addRow(rowName('engineStopSpan', e, q, t), [[stop, 1], [at(u, t), -1]], -Infinity, 0);
      }
    }
  });
}

/** Output limits with start/stop derating (a = availability; D[t](cap) the deratingTerms):
 *  P[t] <= Pmax*a[t]*u[t] - D[t](Pmax)
 *  P[t] >= Pmin*u[t]      - D[t](Pmin)
 *  Hourly: a start hour yields (60 - ta)/60 of the hour; the last hour before a stop (60 - tp)/60.
 *  Hours whose output the coupling table fixes get no rows (their P is a fixed bound).
 *  At the last hour w[T] lies beyond the model. For a horizon that really ends there it is 0
 *  (the engine is not stopping). For a block of a longer horizon (`freeFinalState`, lower
 *  bounds) it is a free column wEnd in [0, 1] with wEnd <= u[T-1] (a stop needs the engine on):
 *  setting it to 0 instead would raise the minimum output of an engine that really stops next
 *  hour, and the block would no longer be a relaxation of its part of the horizon. */
export function defineEngineOutputLimits(ctx: Ctx, h: EngineHandles): void {
  const { input, prep, m } = ctx;
  input.engines.forEach((eng, e) => {
    const u = at(h.u, e), P = at(h.P, e);
    const fixedP = at(prep.engineFixing, e).p;
    const last = prep.T - 1;
    h.wEnd[e] = undefined;
    if (ctx.opts.freeFinalState && eng.tiempo_parada > 0 && last >= 0 && fixedP[last] === undefined) {
      const wEnd = m.addVar({ component: 'Engine', attr: 'wEnd', unit: e, hour: last }, 0, 1);
      m.addRow(rowName('engineStopAtEnd', e), [[wEnd, 1], [at(u, last), -1]], -Infinity, 0);
      h.wEnd[e] = wEnd;
    }
    const fixedShare = at(prep.engineFixing, e).r;
    for (let t = 0; t < prep.T; t++) {
      if (fixedP[t] !== undefined) continue;
      const a = prep.avail(eng.nombre, t);
      const ut = at(u, t), Pt = at(P, t);
      const share = fixedShare[t];
      if (share !== undefined) {
        // every on/off fixed (mode 1 on a sub-hourly clock): the period's running share is known
        m.addRow(rowName('enginePmax', e, t), [[Pt, 1], [ut, -eng.potencia_maxima * a * share]], -Infinity, 0);
        if (eng.potencia_minima > 0) m.addRow(rowName('enginePmin', e, t), [[Pt, 1], [ut, -eng.potencia_minima * share]], 0, Infinity);
        continue;
      }
      m.addRow(rowName('enginePmax', e, t), [[Pt, 1], [ut, -eng.potencia_maxima * a], ...deratingTerms(ctx, h, e, t, eng.potencia_maxima)], -Infinity, 0);
      if (eng.potencia_minima > 0) {
        m.addRow(rowName('enginePmin', e, t), [[Pt, 1], [ut, -eng.potencia_minima], ...deratingTerms(ctx, h, e, t, eng.potencia_minima)], 0, Infinity);
      }
    }
  });
}

/** Minimum up and down times in the aggregated (Rajan-Takriti) form, for optimised engines, over
 *  the periods k that started less than UT (DT) before period t (periods.ts windowBack):
 *  sum_{k in W_UT(t)} v[k] <= u[t];  sum_{k in W_DT(t)} w[k] <= 1 - u[t].
 *  Hourly: k = t-UT+1..t with UT in whole hours (docs/rules/fields.md rounds up). The initial state's remaining
 *  time is imposed by fixing u (prepare.ts). */
export function defineEngineMinUpDown(ctx: Ctx, h: EngineHandles): void {
  const { input, prep, m } = ctx;
  input.engines.forEach((eng, e) => {
    const fx = at(prep.engineFixing, e);
    if (mustRunWhenAvailable(input.mode) || fx.p.some((x) => x !== undefined)) return; // the mode fixes u
    const UT = minimumHours(eng.tiempo_minimo_acoplamiento, prep.clock) * 60;
    const DT = minimumHours(eng.tiempo_minimo_parada, prep.clock) * 60;
    const u = at(h.u, e), v = at(h.v, e), w = at(h.w, e);
    for (let t = 0; t < prep.T; t++) {
      const up = windowBack(prep.clock, t, UT);
      if (up.length > 1) m.addRow(rowName('engineMinUp', e, t), [[at(u, t), -1], ...up.map((k): Term => [at(v, k), 1])], -Infinity, 0);
      const down = windowBack(prep.clock, t, DT);
      if (down.length > 1) m.addRow(rowName('engineMinDown', e, t), [[at(u, t), 1], ...down.map((k): Term => [at(w, k), 1])], -Infinity, 1);
    }
  });
}

/** Symmetry breaking u[e,t] >= u[f,t] for identical engines e < f. Only applied where it cannot
 *  change the optimum: same parameters, availability, initial state, no coupling fixing, no
 *  minimum times above 1 h and no start/stop derating (then any schedule can be relabelled
 *  hour by hour into an ordered one with the same cost). */
export function defineEngineSymmetry(ctx: Ctx, h: EngineHandles): void {
  const { input, prep, m } = ctx;
  const sig = (e: number) => {
    const eng = at(input.engines, e);
    if (eng.tiempo_minimo_acoplamiento > 1 || eng.tiempo_minimo_parada > 1 || eng.tiempo_arranque > 0 || eng.tiempo_parada > 0) return null;
    if (at(prep.engineFixing, e).u.some((x) => x !== undefined)) return null;
    const { nombre: _n, ...params } = eng;
    const avail = Array.from({ length: prep.T }, (_, t) => prep.avail(eng.nombre, t)).join('');
    return JSON.stringify(params) + avail + String(input.engineInitial?.[e]?.hoursInState ?? Infinity);
  };
  const groups = new Map<string, number[]>();
  input.engines.forEach((_, e) => {
    const s = sig(e);
    if (s !== null) groups.set(s, [...(groups.get(s) ?? []), e]);
  });
  for (const g of groups.values()) {
    for (let k = 1; k < g.length; k++) {
      const e = at(g, k);
      const before = at(h.u, at(g, k - 1)), after = at(h.u, e);
      for (let t = 0; t < prep.T; t++) m.addRow(rowName('engineSymmetry', e, t), [[at(before, t), 1], [at(after, t), -1]], 0, Infinity);
    }
  }
}
