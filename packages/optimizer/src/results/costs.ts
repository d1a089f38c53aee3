// Hourly money flows of a solution, with the same formulas as the objective. Used for the
// economic table and to price a rolling-horizon solution assembled from several windows.
import { SLACK_PENALTY, settlementAt, type OptimizerInput } from '../input.ts';
import type { Prepared } from '../prepare.ts';
import type { PlantSolution } from '../solution.ts';
import { engineOutputs } from '../components/partLoad.ts';
import { capacityTollPerHour } from '../components/electricity.ts';
import { isRented } from '../components/compressors.ts';
import { at } from '../at.ts';

export interface HourFlows {
  gasCogMWh: number; // MWh gas burnt by engines
  gasBoilerMWh: number; // MWh gas burnt by gas boilers
  co2t: number; // t CO2
  elecGenMWh: number; // MWhe engine production
  costGasCog: number;
  costGasBoiler: number;
  costCO2: number;
  costFee: number;
  costStarts: number; // coste_arranque per engine and boiler start in this hour
  starts: number; // engine starts in this hour
  costElecClosed: number;
  costElecOpen: number;
  costCompressors: number; // coste_uso + rental days (billed at the day's first hour on)
  costGasToll: number;
  costCapacityToll: number; // the hour's share of every contracted power's annual power term (docs/tolls.md)
  costPenalty: number;
  incomeElec: number; // pool sales
  incomeRo: number; // Ro on all generation (venta_total) or on the energy sold (autoconsumo_neto)
  costIVPEE: number; // impuesto_generacion * (incomeElec + incomeRo)
}

/** Total cost of an hour as minimised by the model (penalties included). */
export function hourCost(f: HourFlows): number {
  return f.costGasCog + f.costGasBoiler + f.costCO2 + f.costFee + f.costStarts + f.costElecClosed + f.costElecOpen
    + f.costCompressors + f.costGasToll + f.costCapacityToll + f.costPenalty + f.costIVPEE - f.incomeElec - f.incomeRo;
}

export function hourlyFlows(input: OptimizerInput, prep: Prepared, s: PlantSolution): HourFlows[] {
  const out: HourFlows[] = [];
  const capacityToll = capacityTollPerHour(input);
  // Each unit beside its solution series, paired once rather than looked up every hour.
  const engines = input.engines.map((e, k) => ({ e, sol: at(s.engines, k), gasSeries: engineOutputs(e, at(s.engines, k)).gas }));
  const gasBoilers = input.gasBoilers.map((b, k) => ({ b, sol: at(s.gasBoilers, k) }));
  // Boilers whose starts cost something (plant data coste_arranque, default 0).
  const pricedBoilers = [
    ...input.gasBoilers.map((b, k) => ({ b, on: at(s.gasBoilers, k).on })),
    ...input.electricBoilers.map((b, k) => ({ b, on: at(s.electricBoilers, k).on })),
  ].filter(({ b }) => (b.coste_arranque ?? 0) > 0);
  const compressors = input.compressors.map((k, i) => ({
    k, sol: at(s.compressors, i),
    billed: new Set<number>(input.rentedDayPaid?.[k.nombre] ? [prep.dayOf(0)] : []),
  }));
  for (let t = 0; t < s.hours; t++) {
    const f: HourFlows = {
      gasCogMWh: 0, gasBoilerMWh: 0, co2t: 0, elecGenMWh: 0, costGasCog: 0, costGasBoiler: 0, costCO2: 0, costFee: 0, costStarts: 0, starts: 0,
      costElecClosed: 0, costElecOpen: 0, costCompressors: 0, costGasToll: input.gas.peaje, costCapacityToll: capacityToll, costPenalty: 0,
      incomeElec: 0, incomeRo: 0, costIVPEE: 0,
    };
    for (const { e, sol, gasSeries } of engines) {
      const p = at(sol.power, t);
      const gas = at(gasSeries, t);
      f.gasCogMWh += gas;
      f.co2t += gas * e.coeficiente_emisiones_CO2;
      f.elecGenMWh += p;
      f.costFee += p * e.fee;
      if (at(sol.start, t)) {
        f.starts += 1;
        f.costStarts += e.coste_arranque ?? 0;
      }
    }
    for (const { b, on } of pricedBoilers) {
      const before = t === 0 ? b.estado_inicial_equipo : at(on, t - 1) === 1;
      if (at(on, t) === 1 && !before) f.costStarts += b.coste_arranque ?? 0;
    }
    for (const { b, sol } of gasBoilers) {
      const gas = at(sol.gas, t);
      f.gasBoilerMWh += gas;
      f.co2t += gas * b.coeficiente_emisiones_CO2;
    }
    f.costGasCog = f.gasCogMWh * at(prep.gasCostCog, t);
    f.costGasBoiler = f.gasBoilerMWh * at(prep.gasCostBoiler, t);
    f.costCO2 = f.co2t * input.precio_CO2;
    f.costElecClosed = at(s.market.buyClosed, t) * at(prep.priceClosed, t);
    f.costElecOpen = at(s.market.buyOpen, t) * at(prep.priceOpen, t);
    for (const { k, sol, billed } of compressors) {
      if (!at(sol.on, t)) continue;
      f.costCompressors += k.coste_uso;
      const d = prep.dayOf(t);
      if (isRented(k) && k.coste_alquiler > 0 && !billed.has(d)) {
        billed.add(d);
        f.costCompressors += k.coste_alquiler;
      }
    }
    f.costPenalty = SLACK_PENALTY * (at(s.slack.steam, t) + at(s.slack.cold, t) + at(s.market.unserved, t) + at(s.market.spill, t));
    f.incomeElec = at(s.market.sell, t) * at(input.electricityPrice, t);
    f.incomeRo = (settlementAt(input, t) === 'venta_total' ? f.elecGenMWh : at(s.market.sell, t)) * at(input.ro, t);
    f.costIVPEE = input.impuesto_generacion * (f.incomeElec + f.incomeRo);
    out.push(f);
  }
  return out;
}

export function totalCost(input: OptimizerInput, prep: Prepared, s: PlantSolution): number {
  return hourlyFlows(input, prep, s).reduce((acc, f) => acc + hourCost(f), 0);
}
