// The horizon's annual figures (REE, equivalent hours, CO2) from a solution, through the domain's
// accounting (docs/annual-rules.md), with the limits' prices when the planning year enforced them.
import { addFlows, annualAccount, hourFlows, NO_FLOWS, toDateFlows, type AnnualAccount, type AnnualFlows } from '@plantasim/domain';
import { settlementOf, type AnnualPrices, type OptimizerInput } from '../input.ts';
import type { PlantSolution } from '../solution.ts';
import { engineRatios } from '../components/engines.ts';
import { installedPower, maxAbsorptionCop } from '../components/annual.ts';
import { at } from '../at.ts';

/** E, Q, V, energy sold and CO2 of the solution's hours (the year so far not included). */
export function solutionFlows(input: OptimizerInput, s: PlantSolution): AnnualFlows {
  const cop = maxAbsorptionCop(input);
  const sellAll = settlementOf(input) === 'venta_total';
  const ratios = input.engines.map(engineRatios);
  let total = NO_FLOWS;
  for (let t = 0; t < s.hours; t++) {
    const engines = input.engines.map((eng, e) => {
      const P = at(at(s.engines, e).power, t);
      const r = at(ratios, e);
      return {
        power: P, gas: P * r.gasPerMWe, steam: P * r.steamPerMWe, cold: P * r.coldPerMWe,
        co2PerMWhGas: eng.coeficiente_emisiones_CO2, absorptionCop: eng.rendimiento_agua_fria_agua_caliente,
      };
    });
    const boilerCo2 = input.gasBoilers.reduce((c, b, k) => c + b.coeficiente_emisiones_CO2 * at(at(s.gasBoilers, k).gas, t), 0);
    const sold = sellAll ? engines.reduce((x, e) => x + e.power, 0) : at(s.market.sell, t);
    total = addFlows(total, hourFlows({ engines, steamDemand: input.demandaCoef * at(input.steamDemand, t), coldDemand: at(input.coldDemand, t), boilerCo2, sold }, cop));
  }
  return total;
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
}

export function annualReport(input: OptimizerInput, s: PlantSolution, prices: AnnualPrices | null, passes: number): AnnualReport {
  const rules = input.annual?.rules;
  const flows = addFlows(toDateFlows(rules), solutionFlows(input, s));
  const a: AnnualAccount = annualAccount(flows, rules, installedPower(input));
  return {
    aplicadas: input.annual?.enforce ?? false,
    ree: a.ree, ree_minimo: a.reeMinimum, ref_h: a.refH, horas: a.hours,
    horas_minimas: a.hoursMinimum ?? null, horas_umbral: a.hoursThreshold ?? null, potencia_instalada: a.installedPower,
    co2_t: a.co2, co2_presupuesto_t: a.co2Budget ?? null,
    electricidad_mwh: flows.electricity, combustible_mwh: flows.fuel, calor_util_mwh: flows.usefulHeat, energia_vendida_mwh: flows.sold,
    cumple: { ree: a.meets.ree, horas: a.meets.hours, co2: a.meets.co2 },
    factor_horas: a.hoursFactor,
    // The REE row is E − r·Q + (r/RefH)·V >= 0: one more point of r (0.01) asks 0.01·(Q − V/RefH) more of it.
    precio_punto_ree: prices ? prices.ree * 0.01 * (flows.fuel - flows.usefulHeat / a.refH) : null,
    precio_hora: prices ? prices.hours : null,
    precio_co2_t: prices ? prices.co2 : null,
    pasadas: passes,
  };
}
