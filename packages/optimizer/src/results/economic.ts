// Economic table (resultados económicos), one row per hour plus a totals row. EUR unless noted.
//   PCIO_EL, PCIOGAS, PCIOCO2: market prices; Ro; RATIO = PCIO_EL / PCIOGAS; DEMV steam demand.
//   COST_*: money out; ING_*: money in (ING_SWAP_* may be negative: CfD settlements);
//   AHORRO = COST_REF - net cost, COST_REF = the same demands served without cogeneration
//   (best gas boiler for steam, best compressor with open-price electricity for cold, plant
//   demand bought at the open price, same gas toll); PRC_TERM_*: unit prices of the hour;
//   BENEFICIO_BRUTO = ING_TOTAL - COST_TOTAL; CMED_MWHE engines' variable cost per MWhe;
//   CMED_VAPOR net cost per MWh of steam demand; PCEQ_MCCV the pool price at which the most
//   efficient engine breaks even.
import type { OptimizerInput } from '../input.ts';
import type { Prepared } from '../prepare.ts';
import type { PlantSolution } from '../solution.ts';
import { engineRatios } from '../components/engines.ts';
import { engineOutputs } from '../components/partLoad.ts';
import { hourlyFlows } from './costs.ts';
import { hourLabels, type Table } from './operation.ts';
import { at } from '../at.ts';

/** Break-even pool price of the most efficient engine in hour t (PCEQ_MCCV). */
export function breakEvenPrice(input: OptimizerInput, prep: Prepared, t: number): number {
  const prices = breakEvenPrices(input, prep, t);
  return prices.length ? Math.min(...prices) : NaN;
}

/** Break-even pool price of each engine in hour t. */
export function breakEvenPrices(input: OptimizerInput, prep: Prepared, t: number): number[] {
  const tax = input.impuesto_generacion;
  const boiler = [...input.gasBoilers].sort((a, b) => b.rendimiento_vapor_gas - a.rendimiento_vapor_gas)[0];
  const steamValue = boiler ? (at(prep.gasCostBoiler, t) + boiler.coeficiente_emisiones_CO2 * input.precio_CO2) / boiler.rendimiento_vapor_gas : 0;
  const cop = Math.max(0, ...input.compressors.map((c) => c.rendimiento_frio_electricidad));
  const coldValue = cop > 0 ? at(prep.priceOpen, t) / cop : 0;
  const gasCostCog = at(prep.gasCostCog, t);
  const ro = at(input.ro, t);
  const prices = input.engines.map((e) => {
    const q = engineRatios(e);
    const cost = (gasCostCog + e.coeficiente_emisiones_CO2 * input.precio_CO2) * q.gasPerMWe + e.fee
      - q.steamPerMWe * steamValue - q.coldPerMWe * coldValue;
    return cost / (1 - tax) - ro;
  });
  return prices;
}

function referenceCost(input: OptimizerInput, prep: Prepared, t: number): number {
  const boiler = [...input.gasBoilers].sort((a, b) => b.rendimiento_vapor_gas - a.rendimiento_vapor_gas)[0];
  const steam = input.demandaCoef * at(input.steamDemand, t);
  const steamCost = boiler ? (steam / boiler.rendimiento_vapor_gas) * (at(prep.gasCostBoiler, t) + boiler.coeficiente_emisiones_CO2 * input.precio_CO2) : 0;
  const cop = Math.max(0, ...input.compressors.map((c) => c.rendimiento_frio_electricidad));
  const elec = (cop > 0 ? at(input.coldDemand, t) / cop : 0) + at(prep.elecDemand, t);
  return steamCost + elec * at(prep.priceOpen, t) + input.gas.peaje;
}

export function economicTable(input: OptimizerInput, prep: Prepared, s: PlantSolution): Table {
  const flows = hourlyFlows(input, prep, s);
  const labels = hourLabels(input);
  const swapQty = (sw: OptimizerInput['elecSwaps']) => sw ?? [];
  const engines = input.engines.map((e, k) => ({ gas: engineOutputs(e, at(s.engines, k)).gas, co2: e.coeficiente_emisiones_CO2 }));
  const rows = flows.map((f, t) => {
    const pel = at(input.electricityPrice, t);
    const pgas = at(input.gasPrice, t);
    const ingSwapElec = swapQty(input.elecSwaps).reduce((a, w) => a + (w.cantidad / 24) * (w.precio - pel), 0);
    const ingSwapGas = swapQty(input.gasSwaps).reduce((a, w) => a + (w.cantidad / 24) * (pgas - w.precio), 0);
    const costTotal = f.costGasCog + f.costGasBoiler + f.costCO2 + f.costFee + f.costStarts + f.costElecClosed + f.costElecOpen
      + f.costCompressors + f.costGasToll + f.costCapacityToll + f.costIVPEE;
    const ingTotal = f.incomeElec + f.incomeRo + ingSwapElec + ingSwapGas;
    const net = costTotal - f.costCapacityToll - f.incomeElec - f.incomeRo;
    const ref = referenceCost(input, prep, t);
    const steamServed = input.demandaCoef * at(input.steamDemand, t);
    const engCO2 = engines.reduce((a, e) => a + at(e.gas, t) * e.co2, 0);
    return {
      FECHA_HORA: at(labels, t), TARIFA: `p${at(input.tariffPeriod, t)}`, PCIO_EL: pel, Ro: at(input.ro, t), PCIOGAS: pgas,
      PCIOCO2: input.precio_CO2, RATIO: pgas !== 0 ? pel / pgas : 0, DEMV: steamServed,
      COST_GAS_COG: f.costGasCog, COST_GAS_CALD: f.costGasBoiler, COST_CO2: f.costCO2, COST_FEE: f.costFee,
      COST_ARRANQUE: f.costStarts, ARRANQUES: f.starts,
      COST_ELEC_CERRADO: f.costElecClosed, COST_ELEC_ABIERTO: f.costElecOpen, COST_COMPRESORES: f.costCompressors,
      COST_PEAJE_GAS: f.costGasToll, COST_PEAJE_POT: f.costCapacityToll, COST_IVPEE: f.costIVPEE, COST_PENALIZACION: f.costPenalty,
      COST_TOTAL: costTotal,
      ING_ELEC: f.incomeElec, ING_RO: f.incomeRo, ING_SWAP_ELEC: ingSwapElec, ING_SWAP_GAS: ingSwapGas, ING_TOTAL: ingTotal,
      COST_REF: ref, AHORRO: ref - net, AHORRO_PCT: ref !== 0 ? (ref - net) / ref : 0,
      PRC_TERM_GAS_COG: at(prep.gasCostCog, t), PRC_TERM_GAS_CALD: at(prep.gasCostBoiler, t),
      PRC_TERM_ELEC_CERRADO: at(prep.priceClosed, t), PRC_TERM_ELEC_ABIERTO: at(prep.priceOpen, t),
      BENEFICIO_BRUTO: ingTotal - costTotal,
      CMED_MWHE: f.elecGenMWh > 0 ? (f.costGasCog + engCO2 * input.precio_CO2 + f.costFee) / f.elecGenMWh : 0,
      CMED_VAPOR: steamServed > 0 ? net / steamServed : 0,
      PCEQ_MCCV: breakEvenPrice(input, prep, t),
    } as Record<string, string | number>;
  });
  const [first] = rows;
  return { columns: first ? Object.keys(first) : [], rows };
}

/** Totals row: sums of money and energy columns, averages of prices and unit values. */
export function economicTotals(table: Table): Record<string, string | number> {
  const avg = new Set(['PCIO_EL', 'Ro', 'PCIOGAS', 'PCIOCO2', 'RATIO', 'AHORRO_PCT', 'CMED_MWHE', 'CMED_VAPOR', 'PCEQ_MCCV']);
  const out: Record<string, string | number> = { FECHA_HORA: 'TOTAL', TARIFA: '' };
  const n = table.rows.length || 1;
  for (const c of table.columns) {
    if (c === 'FECHA_HORA' || c === 'TARIFA') continue;
    const sum = table.rows.reduce((a, r) => a + Number(r[c]), 0);
    out[c] = avg.has(c) || c.startsWith('PRC_TERM_') ? sum / n : sum;
  }
  return out;
}
