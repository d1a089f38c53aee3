// Operation table (resultados de operación): one row per hour, columns FECHA_HORA, PCIO_EL, DEMV,
// then per equipment PV_* steam (MW), PF_* cold (MW), CG_* gas (MW), CE_* electricity consumed
// (MWe), PE_* electricity produced (MWe), then the grid and any shortfall.
import type { ResultTable } from '@plantasim/domain';
import type { OptimizerInput } from '../input.ts';
import type { PlantSolution } from '../solution.ts';
import { engineOutputs } from '../components/partLoad.ts';
import { at } from '../at.ts';
import { periodClock } from '../periods.ts';

/** A result table as the API serves it (@plantasim/domain contract/results.ts). */
export type Table = ResultTable;

export function hourLabels(input: OptimizerInput): string[] {
  return Array.from({ length: input.hours }, (_, t) => input.labels?.[t] ?? `H${t + 1}`);
}

export function operationTable(input: OptimizerInput, s: PlantSolution): Table {
  const labels = hourLabels(input);
  // Each unit beside its solution series, paired once rather than looked up every hour.
  // The engines' gas, steam and cold on the run's own clock: a start's or stop's minutes fall in the
  // quarters they fall in, as the economic table and the model count them.
  const clock = periodClock(input.hours, input.periodMinutes);
  const engines = input.engines.map((e, k) => ({ e, power: at(s.engines, k).power, out: engineOutputs(e, at(s.engines, k), clock) }));
  const gasBoilers = input.gasBoilers.map((b, k) => ({ b, gas: at(s.gasBoilers, k).gas }));
  const electricBoilers = input.electricBoilers.map((b, k) => ({ b, elec: at(s.electricBoilers, k).elec }));
  const compressors = input.compressors.map((c, k) => ({ c, elec: at(s.compressors, k).elec }));
  const rows = labels.map((label, t) => {
    const r: Record<string, string | number> = { FECHA_HORA: label, PCIO_EL: at(input.electricityPrice, t), DEMV: input.demandaCoef * at(input.steamDemand, t) };
    for (const { e, power, out } of engines) {
      r[`PV_${e.nombre}`] = at(out.steam, t);
      r[`PF_${e.nombre}`] = at(out.cold, t);
      r[`CG_${e.nombre}`] = at(out.gas, t);
      r[`PE_${e.nombre}`] = at(power, t);
    }
    for (const { b, gas } of gasBoilers) {
      r[`PV_${b.nombre}`] = at(gas, t) * b.rendimiento_vapor_gas;
      r[`CG_${b.nombre}`] = at(gas, t);
    }
    for (const { b, elec } of electricBoilers) {
      r[`PV_${b.nombre}`] = at(elec, t) * b.rendimiento_vapor_electricidad;
      r[`CE_${b.nombre}`] = at(elec, t);
    }
    for (const { c, elec } of compressors) {
      r[`PF_${c.nombre}`] = at(elec, t) * c.rendimiento_frio_electricidad;
      r[`CE_${c.nombre}`] = at(elec, t);
    }
    r.VENTA_RED = at(s.market.sell, t);
    r.COMPRA_CERRADO = at(s.market.buyClosed, t);
    r.COMPRA_ABIERTO = at(s.market.buyOpen, t);
    r.DEFICIT_VAPOR = at(s.slack.steam, t);
    r.DEFICIT_FRIO = at(s.slack.cold, t);
    r.DEFICIT_ELEC = at(s.market.unserved, t);
    r.EXCEDENTE_ELEC = at(s.market.spill, t);
    return r;
  });
  const [first] = rows;
  return { columns: first ? Object.keys(first) : [], rows };
}
