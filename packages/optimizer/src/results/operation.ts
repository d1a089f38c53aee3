// Operation table (resultados de operación): one row per hour, columns FECHA_HORA, PCIO_EL, DEMV,
// then per equipment PV_* steam (MW), PF_* cold (MW), CG_* gas (MW), CE_* electricity consumed
// (MWe), PE_* electricity produced (MWe), then the grid and any shortfall.
import type { ResultTable } from '@plantasim/domain';
import type { OptimizerInput } from '../input.ts';
import type { PlantSolution } from '../solution.ts';
import { engineRatios } from '../components/engines.ts';

/** A result table as the API serves it (@plantasim/domain contract/results.ts). */
export type Table = ResultTable;

export function hourLabels(input: OptimizerInput): string[] {
  return Array.from({ length: input.hours }, (_, t) => input.labels?.[t] ?? `H${t + 1}`);
}

export function operationTable(input: OptimizerInput, s: PlantSolution): Table {
  const labels = hourLabels(input);
  const rows = labels.map((label, t) => {
    const r: Record<string, string | number> = { FECHA_HORA: label, PCIO_EL: input.electricityPrice[t], DEMV: input.demandaCoef * input.steamDemand[t] };
    input.engines.forEach((e, k) => {
      const p = s.engines[k].power[t];
      const q = engineRatios(e);
      r[`PV_${e.nombre}`] = p * q.steamPerMWe;
      r[`PF_${e.nombre}`] = p * q.coldPerMWe;
      r[`CG_${e.nombre}`] = p * q.gasPerMWe;
      r[`PE_${e.nombre}`] = p;
    });
    input.gasBoilers.forEach((b, k) => {
      r[`PV_${b.nombre}`] = s.gasBoilers[k].gas[t] * b.rendimiento_vapor_gas;
      r[`CG_${b.nombre}`] = s.gasBoilers[k].gas[t];
    });
    input.electricBoilers.forEach((b, k) => {
      r[`PV_${b.nombre}`] = s.electricBoilers[k].elec[t] * b.rendimiento_vapor_electricidad;
      r[`CE_${b.nombre}`] = s.electricBoilers[k].elec[t];
    });
    input.compressors.forEach((c, k) => {
      r[`PF_${c.nombre}`] = s.compressors[k].elec[t] * c.rendimiento_frio_electricidad;
      r[`CE_${c.nombre}`] = s.compressors[k].elec[t];
    });
    r.VENTA_RED = s.market.sell[t];
    r.COMPRA_CERRADO = s.market.buyClosed[t];
    r.COMPRA_ABIERTO = s.market.buyOpen[t];
    r.DEFICIT_VAPOR = s.slack.steam[t];
    r.DEFICIT_FRIO = s.slack.cold[t];
    r.DEFICIT_ELEC = s.market.unserved[t];
    r.EXCEDENTE_ELEC = s.market.spill[t];
    return r;
  });
  return { columns: rows.length ? Object.keys(rows[0]) : [], rows };
}
