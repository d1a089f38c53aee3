// The gas's calorific basis (docs/settlement.md, "Gas on its billed basis"). The model counts the
// units' gas on PCI (net calorific value): the REE and its Ref H are defined on it, and engine
// efficiencies are quoted on it. MIBGAS and every term of the gas bill price MWh PCS (gross). So the
// payload's figures given on PCS are turned into PCI here, once, and the gas cost per MWh burnt is
// the bill's price times PCS/PCI (OptimizerInput.gasBilledPerBurnt).
//   gas_PCI = r * gas_PCS, r = PCI/PCS; an efficiency (output / gas) on PCS is eta_PCS / r on PCI,
//   and so is every per-MWh-of-gas figure (hot-water share, CO2 factor); gas powers and part-load
//   gas are multiplied by r.
import type { CalorificBasis, GasBasis } from '@plantasim/domain';

interface EngineGas {
  rendimiento_electricidad_gas: number;
  rendimiento_vapor_gas: number;
  porcentaje_agua_caliente: number;
  coeficiente_emisiones_CO2: number;
  curva_carga?: Array<{ potencia: number; gas: number }>;
}

interface BoilerGas {
  potencia_gas_maxima: number;
  potencia_gas_minima: number;
  rendimiento_vapor_gas: number;
  coeficiente_emisiones_CO2: number;
}

/** An engine's gas figures on PCI. */
export function engineOnPci<E extends EngineGas>(e: E, basis: CalorificBasis, ratio: number): E {
  if (basis === 'PCI') return e;
  return {
    ...e,
    rendimiento_electricidad_gas: e.rendimiento_electricidad_gas / ratio,
    rendimiento_vapor_gas: e.rendimiento_vapor_gas / ratio,
    porcentaje_agua_caliente: e.porcentaje_agua_caliente / ratio,
    coeficiente_emisiones_CO2: e.coeficiente_emisiones_CO2 / ratio,
    ...(e.curva_carga ? { curva_carga: e.curva_carga.map((pt) => ({ ...pt, gas: pt.gas * ratio })) } : {}),
  };
}

/** A gas boiler's gas figures on PCI. */
export function boilerOnPci<B extends BoilerGas>(b: B, basis: CalorificBasis, ratio: number): B {
  if (basis === 'PCI') return b;
  return {
    ...b,
    potencia_gas_maxima: b.potencia_gas_maxima * ratio,
    potencia_gas_minima: b.potencia_gas_minima * ratio,
    rendimiento_vapor_gas: b.rendimiento_vapor_gas / ratio,
    coeficiente_emisiones_CO2: b.coeficiente_emisiones_CO2 / ratio,
  };
}

/** MWh PCS billed per MWh PCI burnt. */
export function billedPerBurnt(basis: GasBasis): number {
  return 1 / basis.relacion_pci_pcs;
}
