// Gas and electric boilers: their load limits, each start (from the state before H1) at its start
// cost, and the gas boilers' gas (with the hydrocarbon tax) and its CO2.
import type { OptimizerInput } from '../../input.ts';
import type { PlantSolution } from '../../solution.ts';
import { at } from '../../at.ts';
import type { CheckClock } from './clock.ts';
import { availability, type Findings } from './findings.ts';
import { gasPricePerBurnt } from './prices.ts';
import { unitLoadLimits } from './unitLoad.ts';

type StartedUnit = { coste_arranque?: number; estado_inicial_equipo: boolean };

/** The start costs of a family of units, unit by unit and hour by hour. */
function startCosts(units: readonly StartedUnit[], states: ReadonlyArray<readonly number[]>, T: number): number[] {
  const costs: number[] = [];
  units.forEach((b, k) => {
    const on = at(states, k);
    for (let t = 0; t < T; t++) if (at(on, t) && !(t === 0 ? b.estado_inicial_equipo : at(on, t - 1))) costs.push(b.coste_arranque ?? 0);
  });
  return costs;
}

/** Every boiler start's cost: the gas boilers', then the electric boilers'. */
export function boilerStartCosts(inp: OptimizerInput, s: PlantSolution): number[] {
  return [
    ...startCosts(inp.gasBoilers, s.gasBoilers.map((b) => b.on), inp.hours),
    ...startCosts(inp.electricBoilers, s.electricBoilers.map((b) => b.on), inp.hours),
  ];
}

/** The gas boilers' load limits and the cost of their gas and its CO2. */
export function checkGasBoilers(inp: OptimizerInput, s: PlantSolution, clock: CheckClock): Findings {
  const violations: string[] = [];
  const costs: number[] = [];
  inp.gasBoilers.forEach((b, k) => {
    const { on, gas } = at(s.gasBoilers, k);
    for (let t = 0; t < clock.T; t++) {
      violations.push(...unitLoadLimits(b.nombre, t, at(on, t), at(gas, t), b.potencia_gas_minima, b.potencia_gas_maxima * availability(inp, b.nombre, t), 'gas'));
      costs.push(at(gas, t) * (gasPricePerBurnt(inp, t, inp.gas.impuesto) + b.coeficiente_emisiones_CO2 * inp.precio_CO2) * clock.hrs(t));
    }
  });
  return { violations, costs };
}

/** The electric boilers' load limits (their electricity is priced in the hour's market). */
export function checkElectricBoilers(inp: OptimizerInput, s: PlantSolution): Findings {
  const violations: string[] = [];
  inp.electricBoilers.forEach((b, k) => {
    const { on, elec } = at(s.electricBoilers, k);
    for (let t = 0; t < inp.hours; t++) {
      violations.push(...unitLoadLimits(b.nombre, t, at(on, t), at(elec, t), b.potencia_electrica_minima, b.potencia_electrica_maxima * availability(inp, b.nombre, t), 'load'));
    }
  });
  return { violations, costs: [] };
}
