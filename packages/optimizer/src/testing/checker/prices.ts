// Prices and tolls read from the input's own terms (docs/settlement.md, the gas bill's formula).
import type { OptimizerInput, TollPeriod } from '../../input.ts';
import { at } from '../../at.ts';

/** EUR per MWh of gas burnt (PCI) at hour t: the bill's price per MWh PCS,
 *  term_bcg·(term_bmc·γ[t] + term_a) + fnee (+ the hydrocarbon tax `tax` for boilers), times PCS/PCI. */
export function gasPricePerBurnt(inp: Pick<OptimizerInput, 'gas' | 'gasPrice' | 'gasBilledPerBurnt'>, t: number, tax = 0): number {
  return (inp.gas.term_bcg * (inp.gas.term_bmc * at(inp.gasPrice, t) + inp.gas.term_a) + inp.gas.fnee + tax) * (inp.gasBilledPerBurnt ?? 1);
}

/** The tariff period row of hour t, if the input has one. */
export function tariffRow(inp: Pick<OptimizerInput, 'tolls' | 'tariffPeriod'>, t: number): TollPeriod | undefined {
  return inp.tolls.find((r) => r.periodo === at(inp.tariffPeriod, t));
}

/** Every contracted power (the boilers' too) billed at its period's annual power term, per hour. */
export function capacityTollPerHour(inp: Pick<OptimizerInput, 'tolls'>): number {
  return inp.tolls.reduce((a, r) => a + (r.peaje_pot * (r.pot_contratada + r.pot_contratada_calderas)) / 8760, 0);
}
