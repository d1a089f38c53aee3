// Part-load curve of an engine: gas as a piecewise-linear function of the electrical output.
// Points (P_0, G_0) .. (P_n, G_n) at steady load, P_0 = potencia_minima, P_n = potencia_maxima
// (domain checkPartLoadCurves); segment k has length L_k = P_{k+1} - P_k and slope
// s_k = (G_{k+1} - G_k) / L_k (MW gas per MWe). A gas engine's efficiency rises with load, so
// its gas is concave-ish in P: slopes need not rise, and an LP alone would fill a cheap later
// segment before an expensive earlier one. The incremental (delta) MILP form is exact for any
// shape; n segments cost n - 1 binaries per engine-hour, and a two-point curve (the usual
// no-load + incremental heat rate, G = G_0 + s·(P - P_0)) none.
//
// In a start or stop hour the engine runs only the fraction r of the hour, the same linear
// expression the output limits use (engines.ts):
//   r[e,t] = u[t] - (ta/60)·v[t] - (tp/60)·w[t+1]   (a constant where the coupling table fixes P)
// at a load L between P_0 and P_n, so P = r·L and G = r·g(L): the no-load gas scales with r too.
// Steam and hot water follow the gas (MWh per MWh of gas input, rendimiento_vapor_gas and
// porcentaje_agua_caliente), as docs/rules/fields.md defines them; at part load this is an assumption.
import type { Ctx } from './context.ts';
import { deratingTerms, type EngineHandles } from './engines.ts';
import { engineRatios } from '../unitCosts.ts';
import type { EngineParams } from '../input.ts';
import type { Term } from '../lp/linearModel.ts';
import { at } from '../at.ts';
import { derating, type EngineSeries } from '../solution.ts';
import { runAround, runShare, type PeriodClock } from '../periods.ts';
import { rowName } from '../rowFamilies.ts';

export interface CurveSegments {
  p0: number;
  g0: number;
  segments: Array<{ length: number; slope: number }>;
}

/** The engine's curve as a start point and segments, or null when it uses a single efficiency. */
export function curveOf(e: Pick<EngineParams, 'curva_carga'>): CurveSegments | null {
  const pts = e.curva_carga;
  if (!pts || pts.length < 2) return null;
  const first = at(pts, 0);
  const segments = pts.slice(1).map((pt, k) => {
    const prev = at(pts, k);
    const length = pt.potencia - prev.potencia;
    return { length, slope: (pt.gas - prev.gas) / length };
  });
  return { p0: first.potencia, g0: first.gas, segments };
}

/** Gas (MW) of an engine hour from its output P and running fraction r: r·g(P/r), the model's
 *  value at any optimum (segments filled in order). Without a curve, P / etaE. */
export function curveGas(c: CurveSegments, power: number, running: number): number {
  if (running <= 0) return 0;
  let rest = power / running - c.p0;
  let gas = c.g0;
  for (const s of c.segments) {
    const take = Math.min(Math.max(rest, 0), s.length);
    gas += s.slope * take;
    rest -= take;
  }
  return running * gas;
}

/** r for an engine period of a solution: on, less the minutes lost by the start of its run and by
 *  the planned stop that ends it (stopNext on the run's last period). Hourly (no clock, or hours):
 *  the start hour loses tiempo_arranque/60 and the hour before a stop tiempo_parada/60 (derating). */
export function runningFraction(
  e: Pick<EngineParams, 'tiempo_arranque' | 'tiempo_parada'>, sol: Pick<EngineSeries, 'on' | 'start' | 'stopNext'>, t: number,
  clock?: PeriodClock,
): number {
  if (!at(sol.on, t)) return 0;
  if (!clock || clock.minutes.every((m) => m === 60)) {
    const d = derating(sol, t);
    return Math.max(0, 1 - (d.start ? e.tiempo_arranque / 60 : 0) - (d.stop ? e.tiempo_parada / 60 : 0));
  }
  const { first, last } = runAround(sol.on, t);
  // A run reaching back to the horizon's start started there only if the solution starts it there.
  const started = first > 0 || at(sol.start, 0) === 1;
  return runShare(clock, t, { first, last, started, stops: at(sol.stopNext, last) === 1 }, e.tiempo_arranque, e.tiempo_parada);
}

/** Part-load curve rows of every engine that has one (segment columns d_k in [0, L_k], gas G >= 0
 *  costing cG_cog[t] + co2·pCO2 per MWh times the period's hours, z_k binary "segment k full";
 *  r[t] = u[t] minus the share a start or stop takes from the period, engines.ts deratingTerms):
 *    P[t] = P_0·r[t] + sum_k d_k[t]
 *    G[t] = G_0·r[t] + sum_k s_k·d_k[t]
 *    d_k[t] <= L_k·r[t]
 *    d_k[t] >= L_k·(z_k[t] - (u[t] - r[t])),  d_{k+1}[t] <= L_{k+1}·z_k[t]   (fill in order)
 *  and G feeds the steam (·etaV) and cold (·pctHW/100·etaAbs) balances instead of P. */
export function defineEnginePartLoad(ctx: Ctx, h: EngineHandles): void {
  const { input, prep, m } = ctx;
  input.engines.forEach((eng, e) => {
    const c = curveOf(eng);
    if (!c) return;
    const fx = at(prep.engineFixing, e);
    const u = at(h.u, e), P = at(h.P, e);
    const heatPerGas = { steam: eng.rendimiento_vapor_gas, cold: (eng.porcentaje_agua_caliente / 100) * eng.rendimiento_agua_fria_agua_caliente };
    for (let t = 0; t < prep.T; t++) {
      // cap·r[t] as terms plus a constant (the constant is non-zero only where P is fixed).
      const fixedR = fx.p[t] !== undefined ? (fx.r[t] ?? 0) : fx.r[t];
      const r = (cap: number): { terms: Term[]; constant: number } => {
        if (fixedR !== undefined) return { terms: [], constant: cap * fixedR };
        return { terms: [[at(u, t), cap], ...deratingTerms(ctx, h, e, t, -cap)], constant: 0 };
      };
      // u[t] - r[t]: the derated part of the hour (0 outside start and stop hours).
      const lost = (cap: number): { terms: Term[]; constant: number } => {
        if (fixedR !== undefined) return { terms: [], constant: cap * ((fx.u[t] ?? 0) - fixedR) };
        return { terms: deratingTerms(ctx, h, e, t, cap), constant: 0 };
      };
      const gasCost = at(at(prep.engineFuelCost, e), t) * at(prep.clock.hours, t);
      const G = m.addVar({ component: 'Engine', attr: 'G', unit: e, hour: t }, 0, Infinity, gasCost);
      const d = c.segments.map((s, k) => m.addVar({ component: 'Engine', attr: `d${k}`, unit: e, hour: t }, 0, s.length));
      const rp = r(-c.p0), rg = r(-c.g0);
      m.addRow(rowName('partLoadPower', e, t), [[at(P, t), 1], ...d.map((j): Term => [j, -1]), ...rp.terms], -rp.constant, -rp.constant);
      m.addRow(rowName('partLoadGas', e, t), [[G, 1], ...d.map((j, k): Term => [j, -at(c.segments, k).slope]), ...rg.terms], -rg.constant, -rg.constant);
      c.segments.forEach((s, k) => {
        const rl = r(-s.length);
        m.addRow(rowName('partLoadSegment', e, t, k), [[at(d, k), 1], ...rl.terms], -Infinity, -rl.constant);
      });
      for (let k = 0; k + 1 < c.segments.length; k++) {
        const L = at(c.segments, k).length, Lnext = at(c.segments, k + 1).length;
        const z = m.addVar({ component: 'EngineCurve', attr: `z${k}`, unit: e, hour: t }, 0, 1, 0, !ctx.opts.relax);
        const off = lost(L);
        m.addRow(rowName('partLoadFull', e, t, k), [[at(d, k), 1], [z, -L], ...off.terms], -off.constant, Infinity);
        m.addRow(rowName('partLoadOrder', e, t, k), [[at(d, k + 1), 1], [z, -Lnext]], -Infinity, 0);
      }
      at(ctx.bal.steam, t).push([G, heatPerGas.steam]);
      at(ctx.bal.cold, t).push([G, heatPerGas.cold]);
    }
  });
}

/** Gas, steam and cold (MW) of an engine in every hour of a solution. Without a curve each is P
 *  times the engine's ratio (the single efficiency of docs/rules/fields.md); with one, gas = r·g(P/r) and steam
 *  and cold follow the gas. */
export function engineOutputs(e: EngineParams, sol: EngineSeries, clock?: PeriodClock): { gas: number[]; steam: number[]; cold: number[] } {
  const c = curveOf(e);
  if (!c) {
    const q = engineRatios(e);
    return { gas: sol.power.map((p) => p * q.gasPerMWe), steam: sol.power.map((p) => p * q.steamPerMWe), cold: sol.power.map((p) => p * q.coldPerMWe) };
  }
  const gas = sol.power.map((p, t) => curveGas(c, p, runningFraction(e, sol, t, clock)));
  const coldPerGas = (e.porcentaje_agua_caliente / 100) * e.rendimiento_agua_fria_agua_caliente;
  return { gas, steam: gas.map((g) => g * e.rendimiento_vapor_gas), cold: gas.map((g) => g * coldPerGas) };
}
