// Economic table (resultados económicos), one row per hour plus a totals row. EUR unless noted.
//   PCIO_EL, PCIOGAS, PCIOCO2: market prices; Ro; RATIO = PCIO_EL / PCIOGAS; DEMV steam demand.
//   COST_*: money out; ING_*: money in (ING_SWAP_* may be negative: CfD settlements).
//   COST_TOTAL, ING_TOTAL, COST_REF, AHORRO, AHORRO_PCT, BENEFICIO_BRUTO and CMED_VAPOR are the
//   domain's figures (packages/domain/src/results/figures.ts, docs/figures.md): net cost =
//   COST_TOTAL − ING_TOTAL, AHORRO = COST_REF − net cost. PRC_TERM_*: unit prices of the hour;
//   CMED_MWHE engines' variable cost per MWhe; PCEQ_MCCV the pool price at which the most
//   efficient engine breaks even. Gas: COST_GAS_* price the gas burnt (counted on PCI) at the bill's
//   price per MWh PCS times PCS/PCI; PRC_TERM_GAS_* are the bill's prices per MWh PCS.
import type { OptimizerInput } from '../input.ts';
import type { Prepared } from '../prepare.ts';
import type { PlantSolution } from '../solution.ts';
import { engineRatios } from '../unitCosts.ts';
import { engineOutputs } from '../components/partLoad.ts';
import { hourlyFlows, hourMoney, type HourFlows } from './costs.ts';
import { economicTotalsRow, hourFigures, type ReferenceLines } from '@plantasim/domain';
import { hourLabels, type Table } from './operation.ts';
import { at } from '../at.ts';

/** The gas boiler with the best steam efficiency (and its index): it prices the steam an engine
 *  saves and the steam of the reference case. */
function bestBoiler(input: OptimizerInput): { b: OptimizerInput['gasBoilers'][number]; k: number } | undefined {
  let best: { b: OptimizerInput['gasBoilers'][number]; k: number } | undefined;
  input.gasBoilers.forEach((b, k) => { if (!best || b.rendimiento_vapor_gas > best.b.rendimiento_vapor_gas) best = { b, k }; });
  return best;
}

/** Break-even pool price of the most efficient engine in hour t (PCEQ_MCCV). */
export function breakEvenPrice(input: OptimizerInput, prep: Prepared, t: number): number {
  const prices = breakEvenPrices(input, prep, t);
  return prices.length ? Math.min(...prices) : NaN;
}

/** Break-even pool price of each engine in hour t. */
export function breakEvenPrices(input: OptimizerInput, prep: Prepared, t: number): number[] {
  const tax = input.impuesto_generacion;
  const boiler = bestBoiler(input);
  const steamValue = boiler ? at(at(prep.boilerFuelCost, boiler.k), t) / boiler.b.rendimiento_vapor_gas : 0;
  const cop = Math.max(0, ...input.compressors.map((c) => c.rendimiento_frio_electricidad));
  const coldValue = cop > 0 ? at(prep.priceOpen, t) / cop : 0;
  const ro = at(input.ro, t);
  const prices = input.engines.map((e, k) => {
    const q = engineRatios(e);
    const cost = at(at(prep.engineFuelPerMWhe, k), t) + e.fee
      - q.steamPerMWe * steamValue - q.coldPerMWe * coldValue;
    return cost / (1 - tax) - ro;
  });
  return prices;
}

/** The lines of the hour's reference cost (docs/figures.md): the same demands served without cogeneration. */
function referenceLines(input: OptimizerInput, prep: Prepared, t: number, f: HourFlows): ReferenceLines {
  const boiler = bestBoiler(input);
  // MWh over the period (MW times its hours; 1 h for the hours of docs/rules/fields.md).
  const h = at(prep.clock.hours, t);
  const steam = input.demandaCoef * at(input.steamDemand, t) * h;
  const steamCost = boiler ? (steam / boiler.b.rendimiento_vapor_gas) * at(at(prep.boilerFuelCost, boiler.k), t) : 0;
  const cop = Math.max(0, ...input.compressors.map((c) => c.rendimiento_frio_electricidad));
  const elec = ((cop > 0 ? at(input.coldDemand, t) / cop : 0) + at(prep.elecDemand, t)) * h;
  return {
    steam: steamCost, electricity: elec * at(prep.priceOpen, t), gasToll: f.costGasToll, capacityToll: f.costCapacityToll,
    swapElec: f.incomeSwapElec, swapGas: f.incomeSwapGas,
  };
}

export function economicTable(input: OptimizerInput, prep: Prepared, s: PlantSolution): Table {
  const flows = hourlyFlows(input, prep, s);
  const labels = hourLabels(input);
  const engines = input.engines.map((e, k) => ({ gas: engineOutputs(e, at(s.engines, k), prep.clock).gas, co2: e.coeficiente_emisiones_CO2 }));
  const rows = flows.map((f, t) => {
    const pel = at(input.electricityPrice, t);
    const pgas = at(input.gasPrice, t);
    const money = hourMoney(f);
    const ref = referenceLines(input, prep, t, f);
    const steamServed = input.demandaCoef * at(input.steamDemand, t);
    const fig = hourFigures(money, ref, steamServed * at(prep.clock.hours, t));
    const engCO2 = engines.reduce((a, e) => a + at(e.gas, t) * e.co2, 0) * at(prep.clock.hours, t);
    return {
      FECHA_HORA: at(labels, t), TARIFA: `p${at(input.tariffPeriod, t)}`, PCIO_EL: pel, Ro: at(input.ro, t), PCIOGAS: pgas,
      PCIOCO2: input.precio_CO2, RATIO: pgas !== 0 ? pel / pgas : 0, DEMV: steamServed,
      COST_GAS_COG: f.costGasCog, COST_GAS_CALD: f.costGasBoiler, COST_CO2: f.costCO2, COST_FEE: f.costFee,
      COST_ARRANQUE: f.costStarts, ARRANQUES: f.starts,
      COST_ELEC_CERRADO: f.costElecClosed, COST_ELEC_ABIERTO: f.costElecOpen, COST_COMPRESORES: f.costCompressors,
      COST_PEAJE_GAS: f.costGasToll, COST_PEAJE_POT: f.costCapacityToll, COST_IVPEE: f.costIVPEE, COST_PENALIZACION: f.costPenalty,
      COST_TOTAL: fig.costs,
      ING_ELEC: f.incomeElec, ING_RO: f.incomeRo, ING_SWAP_ELEC: f.incomeSwapElec, ING_SWAP_GAS: f.incomeSwapGas, ING_TOTAL: fig.income,
      COST_REF: fig.reference ?? 0, AHORRO: fig.savings ?? 0, AHORRO_PCT: fig.savingsShare ?? 0,
      PRC_TERM_GAS_COG: at(prep.gasCostCog, t) / prep.gasBilledPerBurnt, PRC_TERM_GAS_CALD: at(prep.gasCostBoiler, t) / prep.gasBilledPerBurnt,
      PRC_TERM_ELEC_CERRADO: at(prep.priceClosed, t), PRC_TERM_ELEC_ABIERTO: at(prep.priceOpen, t),
      BENEFICIO_BRUTO: fig.grossMargin,
      CMED_MWHE: f.elecGenMWh > 0 ? (f.costGasCog + engCO2 * input.precio_CO2 + f.costFee) / f.elecGenMWh : 0,
      CMED_VAPOR: fig.steamCost ?? 0,
      PCEQ_MCCV: breakEvenPrice(input, prep, t),
    } as Record<string, string | number>;
  });
  const [first] = rows;
  return { columns: first ? Object.keys(first) : [], rows };
}

/** Totals row: the domain's (sums of money and energy, means of prices, the horizon's figures for AHORRO*, CMED_VAPOR). */
export function economicTotals(table: Table): Record<string, string | number> {
  const row = economicTotalsRow(table.columns, table.rows);
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v ?? ''])) as Record<string, string | number>;
}
