// Factories for tests and benchmarks: tiny plants with hand-computable optima and a base-case
// plant mirroring the defaults of docs/rules/constants.md (used until packages/domain's base case is wired in).
import type {
  CompressorParams, ElectricBoilerParams, EngineParams, GasBoilerParams, OptimizerInput, TollPeriod,
} from '../input.ts';

export function engine(over: Partial<EngineParams> = {}): EngineParams {
  return {
    nombre: 'Motor cogeneración 1', potencia_maxima: 10, potencia_minima: 5, potencia_exportacion: 10,
    rendimiento_vapor_gas: 0.2, rendimiento_electricidad_gas: 0.5, porcentaje_agua_caliente: 0,
    rendimiento_agua_fria_agua_caliente: 0, coeficiente_emisiones_CO2: 0, tiempo_arranque: 0, tiempo_parada: 0,
    estado: false, fee: 0, tiempo_minimo_acoplamiento: 0, tiempo_minimo_parada: 0, ...over,
  };
}

export function gasBoiler(over: Partial<GasBoilerParams> = {}): GasBoilerParams {
  return {
    nombre: 'Caldera de gas 6', potencia_gas_maxima: 100, potencia_gas_minima: 0, rendimiento_vapor_gas: 1,
    coeficiente_emisiones_CO2: 0, estado_inicial_equipo: false, ...over,
  };
}

export function electricBoiler(over: Partial<ElectricBoilerParams> = {}): ElectricBoilerParams {
  return {
    nombre: 'Caldera eléctrica 1', potencia_electrica_maxima: 5, potencia_electrica_minima: 0,
    rendimiento_vapor_electricidad: 1, estado_inicial_equipo: false, ...over,
  };
}

export function compressor(over: Partial<CompressorParams> = {}): CompressorParams {
  return {
    nombre: 'Compresor 1', potencia_maxima: 1000, potencia_minima: 0, rendimiento_frio_electricidad: 4,
    estado_inicial_equipo: false, coste_alquiler: 0, coste_uso: 0, ...over,
  };
}

export function flatTolls(over: Partial<TollPeriod> = {}): TollPeriod[] {
  return [1, 2, 3, 4, 5, 6].map((periodo) => ({
    periodo, pot_contratada: 0, pot_contratada_calderas: 0, pot_elec_precio_cerrado: 0, peaje_pot: 0,
    ai_omie_abierto: 1, bi_omie_abierto: 0, ai_fijo_cerrado: 1, bi_fijo_cerrado: 0, ...over,
  }));
}

/** A plant with nothing but the given overrides: zero taxes, no tolls, free gas terms, so
 *  hand computations stay simple. */
export function tinyInput(T: number, over: Partial<OptimizerInput> = {}): OptimizerInput {
  const fill = (x: number) => new Array<number>(T).fill(x);
  return {
    hours: T, mode: 0, electricityPrice: fill(0), gasPrice: fill(0), ro: fill(0), tariffPeriod: fill(6),
    steamDemand: fill(0), demandaCoef: 1, coldDemand: fill(0), engines: [], gasBoilers: [], electricBoilers: [],
    compressors: [], tolls: flatTolls(),
    gas: { impuesto: 0, fnee: 0, term_a: 0, term_bmc: 1, term_bcg: 1, peaje: 0 },
    precio_CO2: 0, precio_electricidad_cerrado: 0, potencia_precio_electricidad_cerrado: 0, impuesto_generacion: 0,
    ...over,
  };
}
