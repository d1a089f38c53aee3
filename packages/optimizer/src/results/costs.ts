// Money flows of a solution per period (hours, or quarter hours: MW times the period's hours),
// with the same formulas as the objective. Used for the
// economic table and to price a rolling-horizon solution assembled from several windows.
import { SLACK_PENALTY, type OptimizerInput } from '../input.ts';
import type { Prepared } from '../prepare.ts';
import type { PlantSolution } from '../solution.ts';
import { engineOutputs } from '../components/partLoad.ts';
import { capacityTollPerHour } from '../components/electricity.ts';
import { isRented } from '../components/compressors.ts';
import { at } from '../at.ts';
import { hourCosts, hourIncome, netCost, type HourMoney } from '@plantasim/domain';

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
  incomeRo: number; // Ro on the energy sold (never on spill), whatever the scheme
  costIVPEE: number; // impuesto_generacion * (incomeElec + incomeRo)
  incomeSwapElec: number; // Σ electricity swaps: cantidad/24 × (swap price − pool price); fixed by the inputs
  incomeSwapGas: number; // Σ gas swaps: cantidad/24 × (gas price − swap price); fixed by the inputs
}

/** The hour's money by line, as the domain's figures define them (docs/figures.md). */
export function hourMoney(f: HourFlows): HourMoney {
  return {
    gasCog: f.costGasCog, gasBoiler: f.costGasBoiler, co2: f.costCO2, fee: f.costFee, starts: f.costStarts,
    elecClosed: f.costElecClosed, elecOpen: f.costElecOpen, compressors: f.costCompressors, gasToll: f.costGasToll,
    capacityToll: f.costCapacityToll, ivpee: f.costIVPEE, elecSales: f.incomeElec, ro: f.incomeRo,
    swapElec: f.incomeSwapElec, swapGas: f.incomeSwapGas,
  };
}

/** The hour's net cost (costs − income, swaps included, penalties out): the figure every screen shows. */
export function hourNetCost(f: HourFlows): number {
  const m = hourMoney(f);
  return netCost(hourCosts(m), hourIncome(m));
}

/** Net cost of a solution over its horizon (the Results screen's "Coste neto"). */
export function totalNetCost(input: OptimizerInput, prep: Prepared, s: PlantSolution): number {
  return hourlyFlows(input, prep, s).reduce((acc, f) => acc + hourNetCost(f), 0);
}

/**
 * Total cost of an hour as minimised by the model (penalties included; the swaps, fixed by the
 * inputs, left out: they move no decision). What a screen shows is hourNetCost.
 */
export function hourCost(f: HourFlows): number {
  return f.costGasCog + f.costGasBoiler + f.costCO2 + f.costFee + f.costStarts + f.costElecClosed + f.costElecOpen
    + f.costCompressors + f.costGasToll + f.costCapacityToll + f.costPenalty + f.costIVPEE - f.incomeElec - f.incomeRo;
}

/** The electricity swaps' settlement in hour t: a 24th of each daily quantity × (swap price − pool price). */
function swapElec(input: OptimizerInput, t: number): number {
  const pool = at(input.electricityPrice, t);
  return (input.elecSwaps ?? []).reduce((a, w) => a + (w.cantidad / 24) * (w.precio - pool), 0);
}

/** The gas swaps' settlement in hour t: a 24th of each daily quantity × (gas price − swap price). */
function swapGas(input: OptimizerInput, t: number): number {
  const gas = at(input.gasPrice, t);
  return (input.gasSwaps ?? []).reduce((a, w) => a + (w.cantidad / 24) * (gas - w.precio), 0);
}

export function hourlyFlows(input: OptimizerInput, prep: Prepared, s: PlantSolution): HourFlows[] {
  const out: HourFlows[] = [];
  const capacityToll = capacityTollPerHour(input);
  // Each unit beside its solution series, paired once rather than looked up every hour.
  const engines = input.engines.map((e, k) => ({ e, sol: at(s.engines, k), gasSeries: engineOutputs(e, at(s.engines, k), prep.clock).gas }));
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
    // The period's hours: MW times h is MWh, EUR/h times h is EUR (1 for the hours of docs/rules/fields.md).
    const h = at(prep.clock.hours, t);
    const f: HourFlows = {
      gasCogMWh: 0, gasBoilerMWh: 0, co2t: 0, elecGenMWh: 0, costGasCog: 0, costGasBoiler: 0, costCO2: 0, costFee: 0, costStarts: 0, starts: 0,
      costElecClosed: 0, costElecOpen: 0, costCompressors: 0, costGasToll: input.gas.peaje * h, costCapacityToll: capacityToll * h, costPenalty: 0,
      incomeElec: 0, incomeRo: 0, costIVPEE: 0,
      incomeSwapElec: swapElec(input, t) * h, incomeSwapGas: swapGas(input, t) * h,
    };
    for (const { e, sol, gasSeries } of engines) {
      const p = at(sol.power, t) * h;
      const gas = at(gasSeries, t) * h;
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
      const gas = at(sol.gas, t) * h;
      f.gasBoilerMWh += gas;
      f.co2t += gas * b.coeficiente_emisiones_CO2;
    }
    f.costGasCog = f.gasCogMWh * at(prep.gasCostCog, t);
    f.costGasBoiler = f.gasBoilerMWh * at(prep.gasCostBoiler, t);
    f.costCO2 = f.co2t * input.precio_CO2;
    f.costElecClosed = at(s.market.buyClosed, t) * h * at(prep.priceClosed, t);
    f.costElecOpen = at(s.market.buyOpen, t) * h * at(prep.priceOpen, t);
    for (const { k, sol, billed } of compressors) {
      if (!at(sol.on, t)) continue;
      f.costCompressors += k.coste_uso * h;
      const d = prep.dayOf(t);
      if (isRented(k) && k.coste_alquiler > 0 && !billed.has(d)) {
        billed.add(d);
        f.costCompressors += k.coste_alquiler;
      }
    }
    f.costPenalty = SLACK_PENALTY * h * (at(s.slack.steam, t) + at(s.slack.cold, t) + at(s.market.unserved, t) + at(s.market.spill, t));
    f.incomeElec = at(s.market.sell, t) * h * at(input.electricityPrice, t);
    f.incomeRo = at(s.market.sell, t) * h * at(input.ro, t);
    f.costIVPEE = input.impuesto_generacion * (f.incomeElec + f.incomeRo);
    out.push(f);
  }
  return out;
}

export function totalCost(input: OptimizerInput, prep: Prepared, s: PlantSolution): number {
  return hourlyFlows(input, prep, s).reduce((acc, f) => acc + hourCost(f), 0);
}
