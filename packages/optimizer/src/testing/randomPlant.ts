// Random small scenarios for the checker test: a seeded generator so failures reproduce.
import type { ExecutionMode, OptimizerInput, SettlementScheme } from '../input.ts';
import { compressor, electricBoiler, engine, flatTolls, gasBoiler, tinyInput } from './plants.ts';
import { at } from '../at.ts';

export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export function randomInput(seed: number, T = 36): OptimizerInput {
  const r = rng(seed);
  const pick = <X>(xs: X[]) => at(xs, Math.floor(r() * xs.length));
  const round = (x: number) => Math.round(x * 100) / 100;
  const engines = [0, 1, 2].map((i) => {
    const pmax = round(3 + r() * 6);
    return engine({
      nombre: `M${i + 1}`, potencia_maxima: pmax, potencia_minima: round(pmax * (0.3 + r() * 0.3)), potencia_exportacion: round(pmax * (0.5 + r() * 0.5)),
      rendimiento_electricidad_gas: round(0.38 + r() * 0.06), rendimiento_vapor_gas: round(0.15 + r() * 0.1),
      porcentaje_agua_caliente: Math.round(r() * 30), rendimiento_agua_fria_agua_caliente: 0.7, coeficiente_emisiones_CO2: 0.202,
      tiempo_arranque: pick([0, 5, 15, 30]), tiempo_parada: pick([0, 5, 20]), estado: r() < 0.5, fee: round(5 + r() * 5),
      tiempo_minimo_acoplamiento: pick([0, 2, 4, 6]), tiempo_minimo_parada: pick([0, 2, 3]),
      coste_arranque: pick([0, 0, 50, 300]),
    });
  });
  const mode = pick([0, 0, 1, 2]) as ExecutionMode;
  const price = Array.from({ length: T }, (_, t) => round(40 + 60 * Math.sin(t / 4 + r()) + r() * 40 - 10));
  const avail = (p: number) => Array.from({ length: T }, () => (r() < p ? 0 : 1));
  const tolls = flatTolls({ pot_contratada: round(2 + r() * 10), pot_contratada_calderas: pick([0, 5]), bi_omie_abierto: round(r() * 20), bi_fijo_cerrado: round(r() * 10) });
  const input = tinyInput(T, {
    mode, electricityPrice: price, gasPrice: Array.from({ length: T }, () => round(25 + r() * 20)), ro: new Array(T).fill(round(r() * 80)),
    tariffPeriod: Array.from({ length: T }, (_, t) => 1 + ((t >> 3) % 6)),
    steamDemand: Array.from({ length: T }, () => round(5 + r() * 15)), demandaCoef: round(0.8 + r() * 0.4),
    coldDemand: Array.from({ length: T }, () => round(r() * 3)), electricityDemand: Array.from({ length: T }, () => round(r() * 2)),
    engines, gasBoilers: [gasBoiler({ potencia_gas_maxima: 12, potencia_gas_minima: 2, rendimiento_vapor_gas: 0.92, coeficiente_emisiones_CO2: 0.202 }), gasBoiler({ nombre: 'Caldera de gas 7', potencia_gas_maxima: 12, potencia_gas_minima: 2, rendimiento_vapor_gas: 0.92, coeficiente_emisiones_CO2: 0.202 })],
    electricBoilers: [electricBoiler({ potencia_electrica_maxima: 4, potencia_electrica_minima: 0.5, rendimiento_vapor_electricidad: 0.99 })],
    compressors: [compressor({ nombre: 'C1', potencia_maxima: 300, potencia_minima: 80, coste_uso: 2 }), compressor({ nombre: 'C2', potencia_maxima: 300, potencia_minima: 80, coste_uso: 2 }),
      compressor({ nombre: 'R1', potencia_maxima: 250, potencia_minima: 60, coste_alquiler: 300, coste_uso: 1 })],
    availability: { M1: avail(0.1), M2: avail(0.05), 'Caldera de gas 6': avail(0.05) },
    coupling: { M1: Array.from({ length: T }, () => (r() < 0.3 ? 0 : round(0.5 + r() * 0.5))), M2: new Array(T).fill(0.8), M3: new Array(T).fill(0) },
    couplingFixed: [true, false, false],
    engineInitial: engines.map(() => ({ hoursInState: pick([1, 2, Infinity]) })),
    tolls, precio_CO2: 70, precio_electricidad_cerrado: round(50 + r() * 40), potencia_precio_electricidad_cerrado: round(r() * 4), impuesto_generacion: 0.07,
    gas: { impuesto: 0.54, fnee: 0.975, term_a: 2.5, term_bmc: 1, term_bcg: 1.001, peaje: 81.84 },
    firstHourOfDay: Math.floor(r() * 24),
  });
  // Drawn last so the draws above (and the plants of earlier seeds) are what they were.
  const scheme: SettlementScheme = r() < 0.5 ? 'venta_total' : 'autoconsumo_neto';
  // A third of the plants change scheme at a quarter's start inside the horizon (RD 917/2025).
  const other: SettlementScheme = scheme === 'venta_total' ? 'autoconsumo_neto' : 'venta_total';
  const change = r() < 1 / 3 ? Math.floor(T / 2) : undefined;
  return { ...input, esquema_liquidacion: scheme, ...(change === undefined ? {} : { esquema_liquidacion_horas: Array.from({ length: T }, (_, t) => (t < change ? scheme : other)) }) };
}

/** A random plant planned per quarter hour: `quarters` periods of 15 minutes, then (as a horizon whose
 *  later days stay hourly) `hours` periods of 60, with the plant's time rules in real minutes, so the
 *  start and stop minutes and the minimum times span several periods. */
export function randomQuarterInput(seed: number, quarters = 32, hours = 4): OptimizerInput {
  const base = randomInput(seed, quarters + hours);
  return { ...base, periodMinutes: [...new Array<number>(quarters).fill(15), ...new Array<number>(hours).fill(60)] };
}
