// Cogeneration engines. Symbols (engine e, hour t):
//   u[e,t] in {0,1} on/off; v[e,t], w[e,t] in [0,1] start and stop (integral at any optimum
//   because u is binary and v - w = u[t] - u[t-1]); P[e,t] >= 0 electrical output, MWe.
//   Gas G = P / etaE, steam = G * etaV, hot water = G * pctHW/100, cold = hot water * etaAbs.
import type { Ctx } from './context.ts';
import { onOff } from './context.ts';
import type { Term } from '../lp/linearModel.ts';
import { at } from '../at.ts';
import type { PartLoadPoint } from '../input.ts';
import { curveOf } from './partLoad.ts';
import { stopsAfterEnd } from '../prepare.ts';

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

/** Per-MWe coefficients of an engine (all outputs proportional to P). With a part-load curve
 *  these are its full-load ratios (the break-even price and spare-capacity figures use them). */
export function engineRatios(e: { rendimiento_electricidad_gas: number; rendimiento_vapor_gas: number; porcentaje_agua_caliente: number; rendimiento_agua_fria_agua_caliente: number; curva_carga?: PartLoadPoint[] }) {
  const full = e.curva_carga && e.curva_carga.length >= 2 ? e.curva_carga[e.curva_carga.length - 1] : undefined;
  const gasPerMWe = full ? full.gas / full.potencia : 1 / e.rendimiento_electricidad_gas;
  return {
    gasPerMWe,
    steamPerMWe: gasPerMWe * e.rendimiento_vapor_gas,
    coldPerMWe: gasPerMWe * (e.porcentaje_agua_caliente / 100) * e.rendimiento_agua_fria_agua_caliente,
  };
}

/** Variables u, v, w, P of every engine; P costs gas, CO2 and fee:
 *    c[e,t] = (cGasCog[t] + co2[e]*pCO2)/etaE + fee[e]
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
      const gasCost = curve ? 0 : (at(prep.gasCostCog, t) + eng.coeficiente_emisiones_CO2 * input.precio_CO2) * r.gasPerMWe;
      const cost = gasCost + eng.fee;
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
      ctx.m.addRow(`eng_von_${e}_${t}`, [[vt, 1], [ut, -1]], -Infinity, 0);
      ctx.m.addRow(`eng_woff_${e}_${t}`, [[wt, 1], [ut, 1]], -Infinity, 1);
      if (t === 0) {
        if (ctx.opts.freeInitialState) continue;
        ctx.m.addRow(`eng_tr_${e}_${t}`, [[ut, 1], [vt, -1], [wt, 1]], eng.estado ? 1 : 0, eng.estado ? 1 : 0);
      } else ctx.m.addRow(`eng_tr_${e}_${t}`, [[ut, 1], [at(u, t - 1), -1], [vt, -1], [wt, 1]], 0, 0);
    }
  });
}

/** Output limits with start/stop derating (ta, tp minutes; a = availability):
 *  P[t] <= Pmax*a[t]*u[t] - Pmax*(ta/60)*v[t] - Pmax*(tp/60)*w[t+1]
 *  P[t] >= Pmin*u[t]      - Pmin*(ta/60)*v[t] - Pmin*(tp/60)*w[t+1]
 *  A start hour yields (60 - ta)/60 of the hour; the last hour before a stop (60 - tp)/60.
 *  Hours whose output the coupling table fixes get no rows (their P is a fixed bound).
 *  At the last hour w[T] lies beyond the model. For a horizon that really ends there it is 0
 *  (the engine is not stopping). For a block of a longer horizon (`freeFinalState`, lower
 *  bounds) it is a free column wEnd in [0, 1] with wEnd <= u[T-1] (a stop needs the engine on):
 *  setting it to 0 instead would raise the minimum output of an engine that really stops next
 *  hour, and the block would no longer be a relaxation of its part of the horizon. */
export function defineEngineOutputLimits(ctx: Ctx, h: EngineHandles): void {
  const { input, prep, m } = ctx;
  input.engines.forEach((eng, e) => {
    const fa = eng.tiempo_arranque / 60;
    const fp = eng.tiempo_parada / 60;
    const u = at(h.u, e), v = at(h.v, e), w = at(h.w, e), P = at(h.P, e);
    const fixedP = at(prep.engineFixing, e).p;
    let wEnd: number | undefined;
    const last = prep.T - 1;
    if (ctx.opts.freeFinalState && fp > 0 && last >= 0 && fixedP[last] === undefined) {
      wEnd = m.addVar({ component: 'Engine', attr: 'wEnd', unit: e, hour: last }, 0, 1);
      m.addRow(`eng_wend_${e}`, [[wEnd, 1], [at(u, last), -1]], -Infinity, 0);
    }
    h.wEnd[e] = wEnd;
    for (let t = 0; t < prep.T; t++) {
      if (fixedP[t] !== undefined) continue;
      const a = prep.avail(eng.nombre, t);
      const ut = at(u, t), Pt = at(P, t);
      const derating = (cap: number): Term[] => {
        const terms: Term[] = [];
        if (fa > 0) terms.push([at(v, t), cap * fa]);
        const stopNext = t + 1 < prep.T ? at(w, t + 1) : wEnd;
        if (fp > 0 && stopNext !== undefined) terms.push([stopNext, cap * fp]);
        return terms;
      };
      m.addRow(`eng_pmax_${e}_${t}`, [[Pt, 1], [ut, -eng.potencia_maxima * a], ...derating(eng.potencia_maxima)], -Infinity, 0);
      if (eng.potencia_minima > 0) {
        m.addRow(`eng_pmin_${e}_${t}`, [[Pt, 1], [ut, -eng.potencia_minima], ...derating(eng.potencia_minima)], 0, Infinity);
      }
    }
  });
}

/** Minimum up and down times in the aggregated (Rajan-Takriti) form, for optimised engines:
 *  sum_{k=t-UT+1..t} v[k] <= u[t];  sum_{k=t-DT+1..t} w[k] <= 1 - u[t].
 *  The initial state's remaining time is imposed by fixing u (prepare.ts). */
export function defineEngineMinUpDown(ctx: Ctx, h: EngineHandles): void {
  const { input, prep, m } = ctx;
  input.engines.forEach((eng, e) => {
    const fx = at(prep.engineFixing, e);
    if (input.mode === 1 || fx.p.some((x) => x !== undefined)) return; // the mode fixes u
    const UT = Math.ceil(eng.tiempo_minimo_acoplamiento);
    const DT = Math.ceil(eng.tiempo_minimo_parada);
    const u = at(h.u, e), v = at(h.v, e), w = at(h.w, e);
    for (let t = 0; t < prep.T; t++) {
      if (UT > 1) {
        const terms: Term[] = [[at(u, t), -1]];
        for (let k = Math.max(0, t - UT + 1); k <= t; k++) terms.push([at(v, k), 1]);
        m.addRow(`eng_up_${e}_${t}`, terms, -Infinity, 0);
      }
      if (DT > 1) {
        const terms: Term[] = [[at(u, t), 1]];
        for (let k = Math.max(0, t - DT + 1); k <= t; k++) terms.push([at(w, k), 1]);
        m.addRow(`eng_down_${e}_${t}`, terms, -Infinity, 1);
      }
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
      for (let t = 0; t < prep.T; t++) m.addRow(`eng_sym_${e}_${t}`, [[at(before, t), 1], [at(after, t), -1]], 0, Infinity);
    }
  }
}
