// Steadier schedules: optional ramp limits per engine and start costs per boiler (plant data), and
// the tie-break toward steady output that follows every solve (solveWindow's steady pass).
import type { Ctx } from './context.ts';
import type { EngineHandles } from './engines.ts';
import type { BoilerHandles } from './boilers.ts';
import type { CompressorHandles } from './compressors.ts';
import type { LinearModel, Term } from '../lp/linearModel.ts';
import { at } from '../at.ts';
import { rowName } from '../rowFamilies.ts';

/** Ramp limit R (rampa, MW/h) of an engine, for t >= 1 (the output before H1 is not known), over
 *  the time between the two periods' middles, (h[t-1] + h[t])/2 hours (1 h between two hours,
 *  15 min between two quarters):
 *    P[t] - P[t-1] <= R·(h[t-1] + h[t])/2 + Pmax·(v[t] + v[t-1])
 *    P[t-1] - P[t] <= R·(h[t-1] + h[t])/2 + Pmax·(w[t] + w[t+1])
 *  A start (from 0 to its derated first hour and on to full hours) and a stop (through the
 *  derated last hour down to 0) are not ramps: those hours are exempt. Hours whose output the
 *  coupling table fixes get no row (the table decides them). */
export function defineEngineRamps(ctx: Ctx, h: EngineHandles): void {
  const { input, prep, m } = ctx;
  input.engines.forEach((eng, e) => {
    const R = eng.rampa;
    if (R === undefined || !(R > 0)) return;
    const fixedP = at(prep.engineFixing, e).p;
    const P = at(h.P, e), v = at(h.v, e), w = at(h.w, e);
    const big = eng.potencia_maxima;
    for (let t = 1; t < prep.T; t++) {
      if (fixedP[t] !== undefined || fixedP[t - 1] !== undefined) continue;
      const stopAfter: Term[] = t + 1 < prep.T ? [[at(w, t + 1), -big]] : [];
      const step = (R * (at(prep.clock.hours, t - 1) + at(prep.clock.hours, t))) / 2;
      m.addRow(rowName('engineRampUp', e, t), [[at(P, t), 1], [at(P, t - 1), -1], [at(v, t), -big], [at(v, t - 1), -big]], -Infinity, step);
      m.addRow(rowName('engineRampDown', e, t), [[at(P, t - 1), 1], [at(P, t), -1], [at(w, t), -big], ...stopAfter], -Infinity, step);
    }
  });
}

const startRow = { GasBoiler: 'gasBoilerStart', ElecBoiler: 'elecBoilerStart' } as const;

/** Boiler starts with a cost (coste_arranque > 0 only; plant data, default 0):
 *    s[k,t] >= b[k,t] - b[k,t-1],  b[k,-1] = estado_inicial_equipo,  s in [0, 1],
 *  costing coste_arranque per start (s is 0 or 1 at any optimum: minimised, b binary). */
export function defineBoilerStarts(ctx: Ctx, component: 'GasBoiler' | 'ElecBoiler', units: ReadonlyArray<{ coste_arranque?: number; estado_inicial_equipo: boolean }>, h: BoilerHandles): void {
  const { prep, m } = ctx;
  units.forEach((unit, k) => {
    const cost = unit.coste_arranque ?? 0;
    if (!(cost > 0)) return;
    const b = at(h.b, k);
    for (let t = 0; t < prep.T; t++) {
      const s = m.addVar({ component, attr: 's', unit: k, hour: t }, 0, 1, cost);
      if (t === 0) {
        const before = unit.estado_inicial_equipo && !ctx.opts.freeInitialState ? 1 : 0;
        m.addRow(rowName(startRow[component], k, t), [[s, 1], [at(b, t), -1]], -before, Infinity);
      } else m.addRow(rowName(startRow[component], k, t), [[s, 1], [at(b, t), -1], [at(b, t - 1), 1]], 0, Infinity);
    }
  });
}

/** The steady pass's model (lexicographic second objective), made from the solved window's model
 *  `m` in place. solveWindow solves the plan's LP with every on/off fixed, keeps the optimal face of
 *  that LP (columns with a non-zero reduced cost fixed at their value, rows with a non-zero dual
 *  held at their activity: every point of the face costs the same, by complementary slackness) and
 *  over it minimises the total movement of every setpoint instead of the cost:
 *    sum_{unit,t>=1} M[unit,t],  M >= X[t] - X[t-1],  M >= X[t-1] - X[t]
 *  over engine outputs P, boiler inputs X and compressor loads E. Among the plans of equal cost it
 *  picks the steadiest without trading any cost for it. The columns and rows of `m` keep their
 *  indices (M and its rows come after them), so the face is read from the plan's own model. */
export function defineSteadyTieBreak(m: LinearModel, series: ReadonlyArray<readonly number[]>): void {
  m.colCost.fill(0);
  m.objectiveOffset = 0;
  series.forEach((cols, i) => {
    for (let t = 1; t < cols.length; t++) {
      const M = m.addVar({ component: 'Steady', attr: 'M', unit: i, hour: t }, 0, Infinity, 1);
      m.addRow(rowName('steadyUp', i, t), [[M, 1], [at(cols, t), -1], [at(cols, t - 1), 1]], 0, Infinity);
      m.addRow(rowName('steadyDown', i, t), [[M, 1], [at(cols, t), 1], [at(cols, t - 1), -1]], 0, Infinity);
    }
  });
}

/** The setpoint series the steady pass smooths. */
export function setpointSeries(h: { engines: EngineHandles; gasBoilers: BoilerHandles; electricBoilers: BoilerHandles; compressors: CompressorHandles }): number[][] {
  return [...h.engines.P, ...h.gasBoilers.X, ...h.electricBoilers.X, ...h.compressors.E];
}
