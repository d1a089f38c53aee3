// The horizon's annual figures (REE, equivalent hours, CO2) from a solution, through the domain's
// accounting (docs/annual-rules.md), with the limits' prices when the planning year enforced them.
import { addFlows, annualAccount, annualShareUse, reeMargin, DEFAULT_REE_MINIMUM, DEFAULT_REF_H, equivalentHours, hourFlows, NO_FLOWS, toDateFlows, type AnnualAccount, type AnnualShare, type ShareUse, type AnnualFlows, type CheckMonths, type PeriodFlows } from '@plantasim/domain';
import { settlementAt, type AnnualPrices, type OptimizerInput } from '../input.ts';
import type { PlantSolution } from '../solution.ts';
import { engineRatios } from '../unitCosts.ts';
import { annualExempt, installedPower, maxAbsorptionCop } from '../components/annual.ts';
import { at } from '../at.ts';

/** E, Q, V, energy sold, CO2 and exempt hours of each hour of the solution before `until`, hour t
 *  of the solution being hour `offset` + t of `input` (a window's piece of the year). */
export function solutionHourFlows(input: OptimizerInput, s: PlantSolution, until = s.hours, offset = 0): AnnualFlows[] {
  const cop = maxAbsorptionCop(input);
  const ratios = input.engines.map(engineRatios);
  const exempt = annualExempt(input);
  const out: AnnualFlows[] = [];
  for (let t = 0; t < Math.min(until, s.hours); t++) {
    const h = offset + t;
    const engines = input.engines.map((eng, e) => {
      const P = at(at(s.engines, e).power, t);
      const r = at(ratios, e);
      return {
        power: P, gas: P * r.gasPerMWe, steam: P * r.steamPerMWe, cold: P * r.coldPerMWe,
        co2PerMWhGas: eng.coeficiente_emisiones_CO2, absorptionCop: eng.rendimiento_agua_fria_agua_caliente,
      };
    });
    const boilerCo2 = input.gasBoilers.reduce((c, b, k) => c + b.coeficiente_emisiones_CO2 * at(at(s.gasBoilers, k).gas, t), 0);
    const sold = settlementAt(input, h) === 'venta_total' ? engines.reduce((x, e) => x + e.power, 0) : at(s.market.sell, t);
    out.push(hourFlows({ engines, steamDemand: input.demandaCoef * at(input.steamDemand, h), coldDemand: at(input.coldDemand, h), boilerCo2, sold, exempt: exempt[h] }, cop));
  }
  return out;
}

/** E, Q, V, energy sold, CO2 and exempt hours of the solution's hours before `until` (all by
 *  default; the year so far not included). */
export function solutionFlows(input: OptimizerInput, s: PlantSolution, until = s.hours): AnnualFlows {
  return solutionHourFlows(input, s, until).reduce(addFlows, NO_FLOWS);
}

/** The year so far plus the solution's hours up to each 3/6/9-month end inside the horizon. */
export function solutionPeriodFlows(input: OptimizerInput, s: PlantSolution): PeriodFlows[] {
  const toDate = toDateFlows(input.annual?.rules);
  return (input.annual?.checkpoints ?? []).filter((c) => c.hour > 0).map((c) => ({ months: c.months, flows: addFlows(toDate, solutionFlows(input, s, c.hour)) }));
}

/** The year's account of a solution: the year so far plus the horizon, with its 3/6/9-month checks. */
export function solutionAccount(input: OptimizerInput, s: PlantSolution): { flows: AnnualFlows; account: AnnualAccount } {
  const rules = input.annual?.rules;
  const flows = addFlows(toDateFlows(rules), solutionFlows(input, s));
  return { flows, account: annualAccount(flows, rules, installedPower(input), solutionPeriodFlows(input, s)) };
}

/** One 3/6/9-month check as the results report it. */
export interface AnnualPeriodReport {
  meses: CheckMonths;
  horas: number;
  horas_minimas: number | null;
  horas_umbral: number | null;
  cumple: boolean;
  factor_horas: number;
}

/** What the results say of the annual rules (economico.anual). */
export interface AnnualReport {
  /** Limits enforced over this horizon (the planning year) or only reported. */
  aplicadas: boolean;
  /** Figures of the horizon plus the year so far entered as plant data. */
  ree: number;
  ree_minimo: number;
  ref_h: number;
  horas: number;
  horas_minimas: number | null;
  horas_umbral: number | null;
  potencia_instalada: number;
  co2_t: number;
  co2_presupuesto_t: number | null;
  electricidad_mwh: number;
  combustible_mwh: number;
  calor_util_mwh: number;
  energia_vendida_mwh: number;
  /** Hours in zero-price runs of six hours or more (RD 917/2025), each one equivalent hour. */
  horas_exentas: number;
  /** The plant's percentages of the minimum and threshold at 3, 6 and 9 months; null: none. */
  porcentajes_3_6_9_meses: [number, number, number] | null;
  /** The checks of the first 3, 6 and 9 months that end inside the horizon. */
  periodos: AnnualPeriodReport[];
  cumple: { ree: boolean; horas: boolean; co2: boolean };
  /** Share of the specific remuneration kept by the equivalent hours (RD 413/2014 art. 21). */
  factor_horas: number;
  /** EUR value of one more point (0.01) of REE minimum, one more equivalent hour, one more t of
   *  budget (negative: saves); null when not priced. */
  precio_punto_ree: number | null;
  precio_hora: number | null;
  precio_co2_t: number | null;
  /** Price passes of the rolling year (0 for a single solve). */
  pasadas: number;
  /** A short run's share of the year's limits (domain share.ts): used / this plan / left of CO2 and
   *  hours, the days of the year so far measured and planned, and whether the run was held to it. */
  cuota?: AnnualShareReport;
}

export interface AnnualShareReport {
  ajustada: boolean;
  dias_medidos: number;
  dias_planificados: number;
  dias_restantes: number;
  co2?: ShareUse;
  horas?: ShareUse;
  ree?: ShareUse;
}

/** The run's own CO2 and hours (its horizon, without the year so far) against its stored share. */
export function shareReport(input: OptimizerInput, s: PlantSolution, share: AnnualShare): AnnualShareReport {
  const rules = input.annual!.rules;
  const own = solutionFlows(input, s);
  const use = annualShareUse(share, { co2Budget: rules.co2_presupuesto_t, hoursMinimum: rules.horas_minimas }, {
    co2: own.co2, hours: equivalentHours(own, installedPower(input)),
    reeMargin: reeMargin(own, rules.ree_minimo ?? DEFAULT_REE_MINIMUM, rules.ref_h ?? DEFAULT_REF_H),
  });
  return {
    ajustada: input.annual!.share === 'enforce', dias_medidos: share.dias_medidos, dias_planificados: share.dias_planificados, dias_restantes: share.dias_restantes, ...use,
  };
}

export function annualReport(input: OptimizerInput, s: PlantSolution, prices: AnnualPrices | null, passes: number): AnnualReport {
  const { flows, account: a } = solutionAccount(input, s);
  return {
    aplicadas: input.annual?.enforce ?? false,
    ree: a.ree, ree_minimo: a.reeMinimum, ref_h: a.refH, horas: a.hours,
    horas_minimas: a.hoursMinimum ?? null, horas_umbral: a.hoursThreshold ?? null, potencia_instalada: a.installedPower,
    co2_t: a.co2, co2_presupuesto_t: a.co2Budget ?? null,
    electricidad_mwh: flows.electricity, combustible_mwh: flows.fuel, calor_util_mwh: flows.usefulHeat, energia_vendida_mwh: flows.sold,
    horas_exentas: flows.exemptHours,
    porcentajes_3_6_9_meses: input.annual?.rules.porcentajes_3_6_9_meses ?? null,
    periodos: a.periods.map((p) => ({ meses: p.months, horas: p.hours, horas_minimas: p.minimum ?? null, horas_umbral: p.threshold ?? null, cumple: p.meets, factor_horas: p.factor })),
    cumple: { ree: a.meets.ree, horas: a.meets.hours, co2: a.meets.co2 },
    factor_horas: a.hoursFactor,
    // The REE row is E − r·Q + (r/RefH)·V >= 0: one more point of r (0.01) asks 0.01·(Q − V/RefH) more of it.
    precio_punto_ree: prices ? prices.ree * 0.01 * (flows.fuel - flows.usefulHeat / a.refH) : null,
    precio_hora: prices ? prices.hours : null,
    precio_co2_t: prices ? prices.co2 : null,
    pasadas: passes,
    ...(input.annual?.rules.cuota && input.annual.share ? { cuota: shareReport(input, s, input.annual.rules.cuota) } : {}),
  };
}
