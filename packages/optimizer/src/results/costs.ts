// Hourly money flows of a solution, with the same formulas as the objective. Used for the
// economic table and to price a rolling-horizon solution assembled from several windows.
import { SLACK_PENALTY, type OptimizerInput } from '../input.ts';
import type { Prepared } from '../prepare.ts';
import type { PlantSolution } from '../solution.ts';
import { engineRatios } from '../components/engines.ts';
import { isRented } from '../components/compressors.ts';

export interface HourFlows {
  gasCogMWh: number; // MWh gas burnt by engines
  gasBoilerMWh: number; // MWh gas burnt by gas boilers
  co2t: number; // t CO2
  elecGenMWh: number; // MWhe engine production
  costGasCog: number;
  costGasBoiler: number;
  costCO2: number;
  costFee: number;
  costStarts: number; // coste_arranque per engine start in this hour
  starts: number; // engine starts in this hour
  costElecClosed: number;
  costElecOpen: number;
  costCompressors: number; // coste_uso + rental days (billed at the day's first hour on)
  costGasToll: number;
  costPenalty: number;
  incomeElec: number; // pool sales
  incomeRo: number;
  costIVPEE: number; // impuesto_generacion * (incomeElec + incomeRo)
}

/** Total cost of an hour as minimised by the model (penalties included). */
export function hourCost(f: HourFlows): number {
  return f.costGasCog + f.costGasBoiler + f.costCO2 + f.costFee + f.costStarts + f.costElecClosed + f.costElecOpen
    + f.costCompressors + f.costGasToll + f.costPenalty + f.costIVPEE - f.incomeElec - f.incomeRo;
}

export function hourlyFlows(input: OptimizerInput, prep: Prepared, s: PlantSolution): HourFlows[] {
  const out: HourFlows[] = [];
  const billed = input.compressors.map(() => new Set<number>());
  input.compressors.forEach((k, i) => {
    if (input.rentedDayPaid?.[k.nombre]) billed[i].add(prep.dayOf(0));
  });
  for (let t = 0; t < s.hours; t++) {
    const f: HourFlows = {
      gasCogMWh: 0, gasBoilerMWh: 0, co2t: 0, elecGenMWh: 0, costGasCog: 0, costGasBoiler: 0, costCO2: 0, costFee: 0, costStarts: 0, starts: 0,
      costElecClosed: 0, costElecOpen: 0, costCompressors: 0, costGasToll: input.gas.peaje, costPenalty: 0,
      incomeElec: 0, incomeRo: 0, costIVPEE: 0,
    };
    input.engines.forEach((e, k) => {
      const p = s.engines[k].power[t];
      const gas = p * engineRatios(e).gasPerMWe;
      f.gasCogMWh += gas;
      f.co2t += gas * e.coeficiente_emisiones_CO2;
      f.elecGenMWh += p;
      f.costFee += p * e.fee;
      if (s.engines[k].start[t]) {
        f.starts += 1;
        f.costStarts += e.coste_arranque ?? 0;
      }
    });
    input.gasBoilers.forEach((b, k) => {
      const gas = s.gasBoilers[k].gas[t];
      f.gasBoilerMWh += gas;
      f.co2t += gas * b.coeficiente_emisiones_CO2;
    });
    f.costGasCog = f.gasCogMWh * prep.gasCostCog[t];
    f.costGasBoiler = f.gasBoilerMWh * prep.gasCostBoiler[t];
    f.costCO2 = f.co2t * input.precio_CO2;
    f.costElecClosed = s.market.buyClosed[t] * prep.priceClosed[t];
    f.costElecOpen = s.market.buyOpen[t] * prep.priceOpen[t];
    input.compressors.forEach((k, i) => {
      if (!s.compressors[i].on[t]) return;
      f.costCompressors += k.coste_uso;
      const d = prep.dayOf(t);
      if (isRented(k) && k.coste_alquiler > 0 && !billed[i].has(d)) {
        billed[i].add(d);
        f.costCompressors += k.coste_alquiler;
      }
    });
    f.costPenalty = SLACK_PENALTY * (s.slack.steam[t] + s.slack.cold[t] + s.market.unserved[t] + s.market.spill[t]);
    f.incomeElec = s.market.sell[t] * input.electricityPrice[t];
    f.incomeRo = f.elecGenMWh * input.ro[t];
    f.costIVPEE = input.impuesto_generacion * (f.incomeElec + f.incomeRo);
    out.push(f);
  }
  return out;
}

export function totalCost(input: OptimizerInput, prep: Prepared, s: PlantSolution): number {
  return hourlyFlows(input, prep, s).reduce((acc, f) => acc + hourCost(f), 0);
}
