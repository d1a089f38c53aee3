// The base plant (docs/rules/constants.md): 8 engines, 3 gas boilers, 2 electric boilers, 11 compressors.
// Values docs/rules/constants.md does not give are ours; README.md explains each source.
import type { Compressor } from './compressors.ts';
import type { ElectricBoiler } from './electricBoilers.ts';
import type { Engine } from './engines.ts';
import type { GasBoiler } from './gasBoilers.ts';
import { steamMaximum } from './registry.ts';

/** Natural gas, t CO2 per MWh (LHV): 56.1 t/TJ × 0.0036 TJ/MWh (IPCC 2006 default). */
export const NATURAL_GAS_CO2_FACTOR = 0.202;

/** An engine size class: the three maximum powers of docs/rules/constants.md ("Plant defaults"). */
interface EngineClass {
  potencia_maxima: number;
  rendimiento_electricidad_gas: number;
  rendimiento_vapor_gas: number;
  tiempo_arranque: number;
  tiempo_parada: number;
  fee: number;
  tiempo_minimo_acoplamiento: number;
  tiempo_minimo_parada: number;
}

const SMALL: EngineClass = { potencia_maxima: 3.33, rendimiento_electricidad_gas: 0.41, rendimiento_vapor_gas: 0.2, tiempo_arranque: 5, tiempo_parada: 3, fee: 9.5, tiempo_minimo_acoplamiento: 4, tiempo_minimo_parada: 2 };
const MEDIUM: EngineClass = { potencia_maxima: 5.076, rendimiento_electricidad_gas: 0.42, rendimiento_vapor_gas: 0.2, tiempo_arranque: 8, tiempo_parada: 5, fee: 8.5, tiempo_minimo_acoplamiento: 4, tiempo_minimo_parada: 2 };
const LARGE: EngineClass = { potencia_maxima: 8.43, rendimiento_electricidad_gas: 0.43, rendimiento_vapor_gas: 0.21, tiempo_arranque: 10, tiempo_parada: 5, fee: 7.5, tiempo_minimo_acoplamiento: 6, tiempo_minimo_parada: 3 };

/**
 * Engines 1–4 are 3.33 MWe, 5–6 are 5.076 MWe and 7–8 are 8.43 MWe (40.33 MWe in total); the
 * schedule's spacer rows after Motor 4 and Motor 6 separate exactly these three groups.
 * Engines 5 and 7 (coupled 'Si' by default) start Encendido.
 */
const ENGINE_CLASSES: readonly EngineClass[] = [SMALL, SMALL, SMALL, SMALL, MEDIUM, MEDIUM, LARGE, LARGE];

export function baseEngines(): Engine[] {
  return ENGINE_CLASSES.map((c, i) => ({
    nombre: `Motor cogeneración ${i + 1}`,
    potencia_maxima: c.potencia_maxima,
    // Lean-burn gas engines run stably down to about 50 % load.
    potencia_minima: Math.round(c.potencia_maxima * 50) / 100,
    potencia_exportacion: c.potencia_maxima,
    rendimiento_vapor_gas: c.rendimiento_vapor_gas,
    rendimiento_electricidad_gas: c.rendimiento_electricidad_gas,
    porcentaje_agua_caliente: 20,
    rendimiento_agua_fria_agua_caliente: 0.7,
    coeficiente_emisiones_CO2: NATURAL_GAS_CO2_FACTOR,
    tiempo_arranque: c.tiempo_arranque,
    tiempo_parada: c.tiempo_parada,
    estado: i === 4 || i === 6 ? 'Encendido' : 'Parado',
    fee: c.fee,
    tiempo_minimo_acoplamiento: c.tiempo_minimo_acoplamiento,
    tiempo_minimo_parada: c.tiempo_minimo_parada,
  }));
}

function gasBoiler(nombre: string, max: number, eff: number, estado: GasBoiler['estado_inicial_equipo']): GasBoiler {
  return {
    nombre,
    potencia_gas_maxima: max,
    potencia_gas_minima: Math.round(max * 20) / 100, // 5:1 burner turndown
    potencia_vapor_maxima: steamMaximum(max, eff),
    rendimiento_vapor_gas: eff,
    coeficiente_emisiones_CO2: NATURAL_GAS_CO2_FACTOR,
    estado_inicial_equipo: estado,
  };
}

/** 22 + 22 + 33 MW of gas → 20.24 + 20.24 + 30.69 MWt of steam. */
export function baseGasBoilers(): GasBoiler[] {
  return [
    gasBoiler('Caldera de gas 6', 22, 0.92, 'Encendido'),
    gasBoiler('Caldera de gas 7', 22, 0.92, 'Parado'),
    gasBoiler('Caldera de gas 10', 33, 0.93, 'Encendido'),
  ];
}

/** Two 12 MWe electrode boilers, 10:1 turndown, 99 % efficient → 11.88 MWt each. */
export function baseElectricBoilers(): ElectricBoiler[] {
  return [1, 2].map((n) => ({
    nombre: `Caldera eléctrica ${n}`,
    potencia_electrica_maxima: 12,
    potencia_electrica_minima: 1.2,
    potencia_vapor_maximo: steamMaximum(12, 0.99),
    rendimiento_vapor_electricidad: 0.99,
    estado_inicial_equipo: 'Parado',
  }));
}

/**
 * 6 own screw chillers of 150 kWe (COP 4.5 → 675 kW cold each) and 5 rented 120 kWe units
 * (COP 4.0 → 480 kW cold) at 450 EUR/day. Own compressors 1 and 2 start Encendido.
 */
export function baseCompressors(): Compressor[] {
  const own: Compressor[] = Array.from({ length: 6 }, (_, i) => ({
    nombre: `Compresor ${i + 1}`,
    potencia_maxima: 150,
    potencia_minima: 40,
    rendimiento_frio_electricidad: 4.5,
    estado_inicial_equipo: i < 2 ? 'Encendido' : 'Parado',
    coste_alquiler: 0,
    coste_uso: 2,
  }));
  const rented: Compressor[] = Array.from({ length: 5 }, (_, i) => ({
    nombre: `Compresor alquiler ${i + 1}`,
    potencia_maxima: 120,
    potencia_minima: 30,
    rendimiento_frio_electricidad: 4,
    estado_inicial_equipo: 'Parado',
    coste_alquiler: 450,
    coste_uso: 1,
  }));
  return [...own, ...rented];
}
