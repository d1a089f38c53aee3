// A base-case input mirroring docs/rules/constants.md and the domain's base plant (8 engines 4x3.33, 2x5.076,
// 2x8.43 MWe; 3 gas boilers; 2 electric boilers; 6 own + 5 rented compressors), for tests and
// benchmarks that need arrays rather than a payload; its tariff periods come from the domain's
// calendar, as in production. fromPayload.ts is the production path.
import { tariffPeriod } from '@plantasim/domain';
import type { CompressorParams, EngineParams, ExecutionMode, OptimizerInput, TollPeriod } from '../input.ts';
import { at } from '../at.ts';

const CO2 = 0.202;
interface EngineClass { p: number; ee: number; ev: number; ta: number; tp: number; fee: number; up: number; down: number }
const classes: readonly [EngineClass, EngineClass, EngineClass] = [
  { p: 3.33, ee: 0.41, ev: 0.2, ta: 5, tp: 3, fee: 9.5, up: 4, down: 2 },
  { p: 5.076, ee: 0.42, ev: 0.2, ta: 8, tp: 5, fee: 8.5, up: 4, down: 2 },
  { p: 8.43, ee: 0.43, ev: 0.21, ta: 10, tp: 5, fee: 7.5, up: 6, down: 3 },
];
const ENGINE_CLASS: ReadonlyArray<0 | 1 | 2> = [0, 0, 0, 0, 1, 1, 2, 2];

export function baseEngines(): EngineParams[] {
  return ENGINE_CLASS.map((c, i) => {
    const k = classes[c];
    return {
      nombre: `Motor cogeneración ${i + 1}`, potencia_maxima: k.p, potencia_minima: Math.round(k.p * 50) / 100,
      potencia_exportacion: k.p, rendimiento_vapor_gas: k.ev, rendimiento_electricidad_gas: k.ee,
      porcentaje_agua_caliente: 20, rendimiento_agua_fria_agua_caliente: 0.7, coeficiente_emisiones_CO2: CO2,
      tiempo_arranque: k.ta, tiempo_parada: k.tp, estado: i === 4 || i === 6, fee: k.fee,
      tiempo_minimo_acoplamiento: k.up, tiempo_minimo_parada: k.down,
    };
  });
}

export function baseCompressors(): CompressorParams[] {
  const own = Array.from({ length: 6 }, (_, i) => ({
    nombre: `Compresor ${i + 1}`, potencia_maxima: 150, potencia_minima: 40, rendimiento_frio_electricidad: 4.5,
    estado_inicial_equipo: i < 2, coste_alquiler: 0, coste_uso: 2,
  }));
  const rented = Array.from({ length: 5 }, (_, i) => ({
    nombre: `Compresor alquiler ${i + 1}`, potencia_maxima: 120, potencia_minima: 30, rendimiento_frio_electricidad: 4,
    estado_inicial_equipo: false, coste_alquiler: 450, coste_uso: 1,
  }));
  return [...own, ...rented];
}

export function baseTolls(): TollPeriod[] {
  // Per period p1..p6: capacity toll (EUR/MW year), energy toll (EUR/MWh), contracted power (MW).
  const periods: Array<[power: number, energy: number, contracted: number]> = [
    [28_500, 34.0, 10], [24_100, 26.6, 10], [12_400, 14.3, 10], [9_600, 8.2, 10], [2_300, 2.6, 10], [1_350, 1.6, 12],
  ];
  return periods.map(([power, energy, contracted], i) => ({
    periodo: i + 1, pot_contratada: contracted, pot_contratada_calderas: 24, pot_elec_precio_cerrado: 3.7,
    peaje_pot: power, ai_omie_abierto: 1, bi_omie_abierto: energy, ai_fijo_cerrado: 1, bi_fijo_cerrado: energy,
  }));
}

/** 6.1TD period (CNMC Circular 3/2020, Peninsula) of a UTC-labelled local hour, from the domain
 *  calendar production uses (fromPayload.ts): weekends and national holidays (1 and 6 January...)
 *  are p6 all day. */
export function tariffPeriodOf(date: Date, hour: number): number {
  const day = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  return Number(tariffPeriod(day, hour).slice(1));
}

const STEAM_PROFILE = [61, 61, 61, 61, 61.5, 62, 63, 64, 65, 65, 65, 65, 64.5, 64, 64, 64, 64.5, 65, 65, 64, 63, 62.5, 62, 61.5];

export interface BaseCaseOptions {
  hours: number;
  /** UTC midnight of the first day. */
  start?: Date;
  mode?: ExecutionMode;
  electricityPrice?: number[];
  gasPrice?: number[];
}

export function baseCaseInput(o: BaseCaseOptions): OptimizerInput {
  const T = o.hours;
  const start = o.start ?? new Date(Date.UTC(2024, 0, 8));
  const engines = baseEngines();
  const dateOf = (t: number) => new Date(start.getTime() + Math.floor(t / 24) * 86_400_000);
  const hourOf = (t: number) => t % 24;
  const couplingFixed = [false, false, false, false, true, false, true, false];
  const coupling: Record<string, number[]> = {};
  engines.forEach((e, i) => {
    coupling[e.nombre] = Array.from({ length: T }, (_, t) => (couplingFixed[i] ? (hourOf(t) >= 7 && hourOf(t) < 23 ? 1 : 0.6) : 0));
  });
  return {
    hours: T, firstHourOfDay: 0, mode: o.mode ?? 2,
    labels: Array.from({ length: T }, (_, t) => `${dateOf(t).toISOString().slice(0, 10)} ${String(hourOf(t) + 1).padStart(2, '0')}`),
    electricityPrice: o.electricityPrice ?? Array.from({ length: T }, (_, t) => 60 + 30 * Math.sin(((hourOf(t) - 6) / 24) * 2 * Math.PI)),
    gasPrice: o.gasPrice ?? new Array(T).fill(35.1),
    ro: new Array(T).fill(78.8),
    tariffPeriod: Array.from({ length: T }, (_, t) => tariffPeriodOf(dateOf(t), hourOf(t))),
    steamDemand: Array.from({ length: T }, (_, t) => at(STEAM_PROFILE, hourOf(t))),
    demandaCoef: 1,
    coldDemand: new Array(T).fill(2.5),
    engines,
    gasBoilers: [
      { nombre: 'Caldera de gas 6', potencia_gas_maxima: 22, potencia_gas_minima: 4.4, rendimiento_vapor_gas: 0.92, coeficiente_emisiones_CO2: CO2, estado_inicial_equipo: true },
      { nombre: 'Caldera de gas 7', potencia_gas_maxima: 22, potencia_gas_minima: 4.4, rendimiento_vapor_gas: 0.92, coeficiente_emisiones_CO2: CO2, estado_inicial_equipo: false },
      { nombre: 'Caldera de gas 10', potencia_gas_maxima: 33, potencia_gas_minima: 6.6, rendimiento_vapor_gas: 0.93, coeficiente_emisiones_CO2: CO2, estado_inicial_equipo: true },
    ],
    electricBoilers: [1, 2].map((n) => ({
      nombre: `Caldera eléctrica ${n}`, potencia_electrica_maxima: 12, potencia_electrica_minima: 1.2,
      rendimiento_vapor_electricidad: 0.99, estado_inicial_equipo: false,
    })),
    compressors: baseCompressors(),
    coupling, couplingFixed,
    tolls: baseTolls(),
    gas: { impuesto: 0.54, fnee: 0.975, term_a: 2.5, term_bmc: 1, term_bcg: 1.001, peaje: 81.84 },
    precio_CO2: 70, precio_electricidad_cerrado: 73, potencia_precio_electricidad_cerrado: 3.7, impuesto_generacion: 0.07,
    elecSwaps: [{ cantidad: 16, precio: 84.75 }, { cantidad: 0, precio: 0 }, { cantidad: 0, precio: 0 }],
    gasSwaps: [{ cantidad: 0, precio: 0 }, { cantidad: 0, precio: 0 }, { cantidad: 0, precio: 0 }],
  };
}
