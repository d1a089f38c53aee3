// Annual rules of the cogeneration (docs/annual-rules.md). Symbols (hour t, engine e, gas boiler g):
//   Vs[t] >= 0 useful engine steam, Vh[t] >= 0 useful engine hot water (MW);
//   r = ree_minimo, RefH = ref_h, Pinst = potencia_instalada (default Σ potencia_maxima),
//   E0, Q0, V0, S0, C0, X0 the year so far (planta.reglas_anuales.acumulado; X0 exempt hours);
//   x[t] = 1 when hour t lies in a zero-price run of six hours or more (RD 917/2025): its sale is
//   left out of the hours and it counts one equivalent hour instead; c_k the first hour after the
//   first k = 3, 6, 9 months, s_k their percentage of Nh_min (porcentajes_3_6_9_meses).
import type { Ctx } from './context.ts';
import type { EngineHandles } from './engines.ts';
import { engineRatios } from '../unitCosts.ts';
import type { MarketHandles } from './electricity.ts';
import type { BoilerHandles } from './boilers.ts';
import type { Term } from '../lp/linearModel.ts';
import { PERIOD_PRICE, settlementAt, SLACK_PENALTY, type AnnualCheckpoint, type AnnualInput, type AnnualPrices, type OptimizerInput } from '../input.ts';
import { DEFAULT_REE_MINIMUM, DEFAULT_REF_H, periodLimits, toDateFlows, zeroPriceExemptHours, type CheckMonths } from '@plantasim/domain';
import { at } from '../at.ts';
import { rowName } from '../rowFamilies.ts';

export interface AnnualTerms {
  /** Σ_t [Σ_e (1 − r/ηe)·P + (r/RefH)·(Vs + Vh)]: the horizon's part of the REE row. */
  ree: Term[];
  /** Energy sold outside the exempt hours: Σ P (venta_total) or Σ S (autoconsumo_neto), MWh. */
  sold: Term[];
  /** The hour of each `sold` term (the 3/6/9-month rows take those before their end). */
  soldHour: number[];
  /** t CO2: Σ co2_e/ηe·P + Σ co2_g·X. */
  co2: Term[];
}

export interface AnnualRowIndexes {
  ree?: number;
  hours?: number;
  co2?: number;
  periods?: Partial<Record<CheckMonths, number>>;
}

/** Per hour, whether it is exempt (a zero-price run of six hours or more on the whole horizon). */
export function annualExempt(input: Pick<OptimizerInput, 'annual' | 'electricityPrice'>): boolean[] {
  return input.annual?.exempt ?? zeroPriceExemptHours(input.electricityPrice);
}

/** The 3/6/9-month checks inside this horizon that the plant data gives a minimum for. */
export function activeCheckpoints(input: Pick<OptimizerInput, 'annual'>): Array<AnnualCheckpoint & { minimum: number }> {
  const a = input.annual;
  return (a?.checkpoints ?? []).flatMap((c) => {
    const { minimum } = periodLimits(a!.rules, c.months);
    return c.hour > 0 && minimum !== undefined ? [{ ...c, minimum }] : [];
  });
}

/** Installed power of the equivalent hours: the plant's figure, else Σ potencia_maxima. */
export function installedPower(input: Pick<OptimizerInput, 'engines' | 'annual'>): number {
  return input.annual?.rules.potencia_instalada ?? input.engines.reduce((s, e) => s + e.potencia_maxima, 0);
}

/** Highest absorption COP among engines with hot water: useful hot water is capped by the cold
 *  demand over it, so it is never overstated. */
export function maxAbsorptionCop(input: Pick<OptimizerInput, 'engines'>): number {
  return input.engines.reduce((c, e) => (e.porcentaje_agua_caliente > 0 ? Math.max(c, e.rendimiento_agua_fria_agua_caliente) : c), 0);
}

/** Whether the model needs the annual terms: limits enforced, or prices to add. */
export function needsAnnualTerms(a: AnnualInput | undefined): a is AnnualInput {
  if (!a) return false;
  const p = a.prices;
  return a.enforce || (p !== undefined && Object.values(p).some((x) => x !== 0));
}

/** Useful heat per hour:
 *    Vs[t] <= Σ_e (ηv/ηe)·P[e,t],   Vs[t] <= κ·Dv[t]     (engine steam up to the steam demand)
 *    Vh[t] <= Σ_e hw_e·P[e,t],      Vh[t] <= Df[t]/COPabs (hot water up to the cold demand),
 *  hw_e = (porcentaje_agua_caliente/100)/ηe. Only the REE row rewards Vs and Vh, so they sit at
 *  the minimum of both caps whenever REE matters. */
export function defineUsefulHeat(ctx: Ctx, h: EngineHandles): { Vs: number[]; Vh: number[] } {
  const { input, prep, m } = ctx;
  const cop = maxAbsorptionCop(input);
  const Vs: number[] = [], Vh: number[] = [];
  for (let t = 0; t < prep.T; t++) {
    const vs = m.addVar({ component: 'Annual', attr: 'Vs', unit: 0, hour: t }, 0, input.demandaCoef * at(input.steamDemand, t));
    const vh = m.addVar({ component: 'Annual', attr: 'Vh', unit: 0, hour: t }, 0, cop > 0 ? at(input.coldDemand, t) / cop : 0);
    const steam: Term[] = [[vs, 1]], hot: Term[] = [[vh, 1]];
    input.engines.forEach((eng, e) => {
      const r = engineRatios(eng);
      const P = at(at(h.P, e), t);
      if (r.steamPerMWe > 0) steam.push([P, -r.steamPerMWe]);
      const hw = (eng.porcentaje_agua_caliente / 100) * r.gasPerMWe;
      if (hw > 0) hot.push([P, -hw]);
    });
    m.addRow(rowName('annualSteam', t), steam, -Infinity, 0);
    m.addRow(rowName('annualHot', t), hot, -Infinity, 0);
    Vs.push(vs); Vh.push(vh);
  }
  return { Vs, Vh };
}

/** The horizon's terms of the three annual rows (see AnnualTerms). */
export function annualTerms(ctx: Ctx, h: EngineHandles, heat: { Vs: number[]; Vh: number[] }, market: MarketHandles, gasBoilers: BoilerHandles): AnnualTerms {
  const { input, prep } = ctx;
  const rules = input.annual!.rules;
  const r = rules.ree_minimo ?? DEFAULT_REE_MINIMUM;
  const refH = rules.ref_h ?? DEFAULT_REF_H;
  // The zero-price exemption (runs of six hours) and the 3/6/9-month checks count clock hours, and
  // the annual terms are written per hour: a horizon with annual limits or prices is planned hourly.
  if (prep.clock.minutes.some((min) => min !== 60)) throw new RangeError('annualTerms: the annual rules are counted per hour; plan this horizon hourly');
  const exempt = annualExempt(input);
  const ree: Term[] = [], sold: Term[] = [], soldHour: number[] = [], co2: Term[] = [];
  const sell = (j: number, t: number) => {
    if (exempt[t]) return;
    sold.push([j, 1]);
    soldHour.push(t);
  };
  for (let t = 0; t < prep.T; t++) {
    const sellAll = settlementAt(input, t) === 'venta_total';
    input.engines.forEach((eng, e) => {
      const P = at(at(h.P, e), t);
      const g = 1 / eng.rendimiento_electricidad_gas;
      ree.push([P, 1 - r * g]);
      if (sellAll) sell(P, t);
      if (eng.coeficiente_emisiones_CO2 > 0) co2.push([P, eng.coeficiente_emisiones_CO2 * g]);
    });
    ree.push([at(heat.Vs, t), r / refH], [at(heat.Vh, t), r / refH]);
    if (!sellAll) sell(at(market.S, t), t);
    input.gasBoilers.forEach((b, k) => {
      if (b.coeficiente_emisiones_CO2 > 0) co2.push([at(at(gasBoilers.X, k), t), b.coeficiente_emisiones_CO2]);
    });
  }
  return { ree, sold, soldHour, co2 };
}

/** The `sold` terms of the hours before `hour`. */
function soldBefore(terms: AnnualTerms, hour: number): Term[] {
  return terms.sold.filter((_, i) => at(terms.soldHour, i) < hour);
}

/** Right-hand sides of the rows over the horizon, the year so far and the exempt hours taken off
 *  (a window of the annual repair states its own share instead, AnnualInput.targets):
 *    REE:   Σ ree terms >= −(E0 − r·Q0 + (r/RefH)·V0)
 *    hours: Σ sold      >= Nh_min·Pinst − S0 − Pinst·(X0 + Σ_t x[t])          (only with horas_minimas)
 *    CO2:   Σ co2       <= budget − C0                                       (only with co2_presupuesto_t)
 *    k months: Σ_{t<c_k} sold >= s_k·Nh_min·Pinst − S0 − Pinst·(X0 + Σ_{t<c_k} x[t]) */
export function annualRightHandSides(input: OptimizerInput): { ree: number; hours?: number; co2?: number; periods: Partial<Record<CheckMonths, number>> } {
  const targets = input.annual!.targets;
  if (targets) return { ree: targets.ree, hours: targets.hours, co2: targets.co2, periods: {} };
  const rules = input.annual!.rules;
  const r = rules.ree_minimo ?? DEFAULT_REE_MINIMUM;
  const refH = rules.ref_h ?? DEFAULT_REF_H;
  const f = toDateFlows(rules);
  const pinst = installedPower(input);
  const exempt = annualExempt(input);
  const exemptBefore = (hour: number) => exempt.slice(0, Math.max(0, hour)).filter(Boolean).length;
  const periods: Partial<Record<CheckMonths, number>> = {};
  for (const c of activeCheckpoints(input)) periods[c.months] = c.minimum * pinst - f.sold - pinst * (f.exemptHours + exemptBefore(c.hour));
  // A short run held to its share of the year (domain share.ts): at most its part of the CO2 left,
  // at least its part of the hours left (its exempt hours count one each); the REE row stays the year's.
  const share = input.annual!.share === 'enforce' ? input.annual!.rules.cuota : undefined;
  if (share) {
    return {
      ree: -(f.electricity - r * f.fuel + (r / refH) * f.usefulHeat),
      hours: share.parte.horas === undefined ? undefined : share.parte.horas * pinst - pinst * exemptBefore(exempt.length),
      co2: share.parte.co2_t,
      periods: {},
    };
  }
  return {
    ree: -(f.electricity - r * f.fuel + (r / refH) * f.usefulHeat),
    hours: rules.horas_minimas === undefined ? undefined : rules.horas_minimas * pinst - f.sold - pinst * (f.exemptHours + exemptBefore(exempt.length)),
    co2: rules.co2_presupuesto_t === undefined ? undefined : rules.co2_presupuesto_t - f.co2,
    periods,
  };
}

/** The annual limits as rows of one model (a single MILP over the year, or the month reference).
 *  Each row has a shortfall column costing SLACK_PENALTY per unit, so a limit no schedule can meet
 *  (a year so far already far below it) yields a reported shortfall, never an infeasible model:
 *    Σ ree terms + zR >= rhsREE,  Σ sold + zH >= rhsHours,  Σ co2 − zC <= rhsCO2. */
export function defineAnnualLimits(ctx: Ctx, terms: AnnualTerms): AnnualRowIndexes {
  const { m } = ctx;
  const rhs = annualRightHandSides(ctx.input);
  const rows: AnnualRowIndexes = {};
  const short = (attr: string) => m.addVar({ component: 'Annual', attr, unit: 0, hour: 0 }, 0, Infinity, SLACK_PENALTY);
  // A repaired window's leeway (AnnualTargets.leeway): a second, capped shortfall at its own price.
  const leeway = ctx.input.annual!.targets?.leeway ?? {};
  const left = (row: 'ree' | 'hours' | 'co2', sign: 1 | -1): Term[] => {
    const l = leeway[row];
    return l && l.units > 0 ? [[m.addVar({ component: 'Annual', attr: `${row}Leeway`, unit: 0, hour: 0 }, 0, l.units, l.price), sign]] : [];
  };
  rows.ree = m.addRow(rowName('annualRee'), [...terms.ree, [short('reeShort'), 1], ...left('ree', 1)], rhs.ree, Infinity);
  if (rhs.hours !== undefined) rows.hours = m.addRow(rowName('annualHours'), [...terms.sold, [short('hoursShort'), 1], ...left('hours', 1)], rhs.hours, Infinity);
  if (rhs.co2 !== undefined) rows.co2 = m.addRow(rowName('annualCo2'), [...terms.co2, [short('co2Excess'), -1], ...left('co2', -1)], -Infinity, rhs.co2);
  for (const c of activeCheckpoints(ctx.input)) {
    (rows.periods ??= {})[c.months] = m.addRow(rowName('annualHoursBefore', `${c.months}m`), [...soldBefore(terms, c.hour), [short(`hours${c.months}Short`), 1]], rhs.periods[c.months]!, Infinity);
  }
  return rows;
}

/** The limits' prices in the objective (Lagrangian terms of a rolling window):
 *    − λree·Σ ree terms − (λhours/Pinst)·Σ sold + λco2·Σ co2 − Σ_k (λk/Pinst)·Σ_{t<c_k} sold. */
export function defineAnnualPrices(ctx: Ctx, terms: AnnualTerms, prices: AnnualPrices): void {
  const m = ctx.m;
  const pinst = installedPower(ctx.input);
  const perMWh = prices.hours / pinst;
  if (prices.ree) for (const [j, a] of terms.ree) m.addCost(j, -prices.ree * a);
  if (perMWh) for (const [j, a] of terms.sold) m.addCost(j, -perMWh * a);
  if (prices.co2) for (const [j, a] of terms.co2) m.addCost(j, prices.co2 * a);
  for (const c of activeCheckpoints(ctx.input)) {
    const per = prices[PERIOD_PRICE[c.months]] / pinst;
    if (per) for (const [j, a] of soldBefore(terms, c.hour)) m.addCost(j, -per * a);
  }
}
