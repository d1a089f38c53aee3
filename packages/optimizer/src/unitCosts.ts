// What each unit costs per MWh, computed once: the model's objective, the results' break-even prices
// and the explanations' fuel cost all read these, so a change of the gas bill, the CO2 price or an
// engine's efficiency reaches every figure the same way. (The independent checker keeps its own.)
import type { PartLoadPoint } from './input.ts';

/** Per-MWe coefficients of an engine (all outputs proportional to P). With a part-load curve
 *  these are its full-load ratios (the break-even price and spare-capacity figures use them). */
export function engineRatios(e: { rendimiento_electricidad_gas: number; rendimiento_vapor_gas: number; porcentaje_agua_caliente: number; rendimiento_agua_fria_agua_caliente: number; curva_carga?: PartLoadPoint[] }) {
  const full = e.curva_carga && e.curva_carga.length >= 2 ? e.curva_carga[e.curva_carga.length - 1] : undefined;
  const gasPerMWe = full ? full.gas / full.potencia : 1 / e.rendimiento_electricidad_gas;
  return {
    gasPerMWe,
    steamPerMWe: gasPerMWe * e.rendimiento_vapor_gas,
    coldPerMWe: gasPerMWe * (e.porcentaje_agua_caliente / 100) * e.rendimiento_agua_fria_agua_caliente,
  };
}

/** EUR per MWh of gas burnt (PCI) by a unit, its CO2 included: the gas bill's price per MWh burnt plus
 *  co2 · precio_CO2. */
export function fuelCost(gasPerBurnt: number, co2PerGas: number, priceCO2: number): number {
  return gasPerBurnt + co2PerGas * priceCO2;
}
