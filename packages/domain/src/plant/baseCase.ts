// The base case: a complete, valid simulation payload with every default of docs/rules/constants.md.
import { madridDate, parseDate, type CalendarDate } from '../calendar/dates.ts';
import { monthLabel } from '../calendar/months.ts';
import { HOURS_PER_DAY } from '../calendar/keys.ts';
import { applyExecutionMode, horizonOptionsFor, pestanasFor } from '../rules/configRules.ts';
import { FIXED_COUPLING_MODE, isLockedMode, isPlanningMode } from '../rules/executionModes.ts';
import type { SiNo } from '../schemas/common.ts';
import { DEFAULT_EXECUTION_MODE, EXECUTION_MODE_TEXTS, type Configuracion, type ExecutionMode, type PriceSource } from '../schemas/configuracion.ts';
import type { GasParametros, Swap, TollRow } from '../schemas/market.ts';
import { DEFAULT_SIMULATION_NAME } from '../schemas/metadata.ts';
import type { SimulationPayload } from '../schemas/payload.ts';
import {
  generateAvailability, generateColdDemand, generateCoupling, generateEstimatedElecPrices, generateEstimatedGasPrices,
  generateManualElecPrices, generateManualGasPrices, generateRoMonths, generateSteamDemand,
} from '../series/generate.ts';
import { DEFAULT_STEAM_COEFFICIENT } from '../series/profiles.ts';
import { baseCompressors, baseElectricBoilers, baseEngines, baseGasBoilers } from './baseEquipment.ts';

export const DEFAULT_ESTADO_ACOPLAMIENTO: readonly SiNo[] = ['No', 'No', 'No', 'No', 'Si', 'No', 'Si', 'No'];

export const DEFAULT_OTROS = {
  precio_CO2: 70,
  precio_electricidad_cerrado: 73,
  potencia_precio_electricidad_cerrado: 3.7,
  impuesto_generacion: 0.07,
} as const;

export const DEFAULT_GAS_PARAMETROS: GasParametros = {
  impuesto: 0.54, fnee: 0.975, term_a: 2.5, term_bmc: 1, term_bcg: 1.001, peaje: 81.84,
};

export function defaultElecSwaps(): Swap[] {
  return [{ id: 1, cantidad: 16, precio: 84.75 }, { id: 2, cantidad: 0, precio: 0 }, { id: 3, cantidad: 0, precio: 0 }];
}

export function defaultGasSwaps(): Swap[] {
  return [{ id: 1, cantidad: 0, precio: 0 }, { id: 2, cantidad: 0, precio: 0 }, { id: 3, cantidad: 0, precio: 0 }];
}

/**
 * 6.1TD tolls (README): power term tolls + charges ≈ 2025 values in EUR/MWe·year (as the screens
 * label them), contracted powers rising p1 → p6 as the tariff requires, energy adders per period.
 */
export function defaultTolls(): TollRow[] {
  const power = [28_500, 24_100, 12_400, 9_600, 2_300, 1_350];
  const energy = [34.0, 26.6, 14.3, 8.2, 2.6, 1.6];
  const contracted = [10, 10, 10, 10, 10, 12];
  return power.map((p, i) => ({
    periodo: `p${i + 1}` as TollRow['periodo'],
    pot_contratada: contracted[i]!,
    pot_contratada_calderas: 24,
    pot_elec_precio_cerrado: DEFAULT_OTROS.potencia_precio_electricidad_cerrado,
    peaje_pot: p,
    ai_omie_abierto: 1,
    bi_omie_abierto: energy[i]!,
    ai_fijo_cerrado: 1,
    bi_fijo_cerrado: energy[i]!,
  }));
}

export interface BaseCaseOptions {
  /** Start date (CalendarDate or 'dd/MM/yyyy'); default: today in Europe/Madrid from `now`. */
  date?: CalendarDate | string;
  now?: Date;
  /** Horizon in days (default 1); modes 3 and 4 impose their own. */
  horizonDays?: number;
  precios?: PriceSource;
  modoEjecucion?: ExecutionMode;
  /** Ro of known months (e.g. from the Ro master); others get 78.8. */
  ro?: Readonly<Record<string, number>>;
  simulationName?: string;
  vistaOperador?: boolean;
}

/** Configuration of a base case (mode effects applied through the rules). */
export function baseConfiguracion(date: CalendarDate, opts: BaseCaseOptions = {}): Configuracion {
  const precios = opts.precios ?? 'Manual';
  const mode = opts.modoEjecucion ?? DEFAULT_EXECUTION_MODE;
  const options = horizonOptionsFor(precios, FIXED_COUPLING_MODE, date);
  const days = opts.horizonDays !== undefined && options.includes(opts.horizonDays) ? opts.horizonDays : 1;
  const base: Configuracion = {
    fechaActual: `${String(date.day).padStart(2, '0')}/${String(date.month).padStart(2, '0')}/${date.year}`,
    horizonte: days,
    horizonte_horas: days * HOURS_PER_DAY,
    precios,
    opciones_precios: options,
    modoEjecucion: FIXED_COUPLING_MODE,
    modoEjecucionTexto: EXECUTION_MODE_TEXTS[FIXED_COUPLING_MODE],
    mes: monthLabel(date),
    mesBacktesting: false,
    mesPlanificacion: false,
    mesHabilitado: false,
    pestanas: pestanasFor(precios, FIXED_COUPLING_MODE),
    otros: { ...DEFAULT_OTROS },
  };
  if (mode === base.modoEjecucion) return base;
  const moved = applyExecutionMode(base, mode);
  // Modes 0–1 reset the horizon to 1 day; keep the requested one when allowed (backtesting and
  // planning impose theirs).
  return !isLockedMode(mode) && opts.horizonDays !== undefined && moved.opciones_precios.includes(opts.horizonDays)
    ? { ...moved, horizonte: opts.horizonDays, horizonte_horas: opts.horizonDays * HOURS_PER_DAY }
    : moved;
}

function resolveDate(opts: BaseCaseOptions): CalendarDate {
  if (typeof opts.date === 'string') {
    const r = parseDate(opts.date);
    if (r.ok) return r.data;
  } else if (opts.date) {
    return opts.date;
  }
  return madridDate(opts.now ?? new Date());
}

/**
 * Regenerates every hourly series of a payload for its configuration's date and horizon (docs/rules/states.md:
 * a date, horizon or source change regenerates availability, coupling, demands and manual series).
 * Market price series are emptied (they are downloaded again); Ro keeps known months.
 */
export function regenerateSeries(payload: SimulationPayload): SimulationPayload {
  const date = resolveDate({ date: payload.configuracion.fechaActual });
  const days = payload.configuracion.horizonte;
  const engines = payload.planta.motores.map((m) => m.nombre);
  const planning = isPlanningMode(payload.configuracion.modoEjecucion);
  // Quarter prices belong to the old dates: dropped (absent, as in an hourly payload) until downloaded again.
  const { elec_precios_OMIE_cuartos: _omie, elec_precios_manual_cuartos: _manual, elec_precios_historicos_cuartos: _historic, ...hourly } = payload;
  return {
    ...hourly,
    elec_precios_manual: generateManualElecPrices(date, days),
    gas_precios_manual: generateManualGasPrices(date, days),
    elec_precios_OMIE: [],
    elec_precios_prevision: [],
    gas_precios_MIBGAS: [],
    elec_precios_historicos: [],
    gas_precios_historicos: [],
    elec_precios_estimados: planning ? generateEstimatedElecPrices(date, days) : [],
    gas_precios_estimados: planning ? generateEstimatedGasPrices(date, days) : [],
    demanda_vapor: generateSteamDemand(date, days),
    demanda_frio: generateColdDemand(date, days),
    disponibilidad: {
      motores: generateAvailability(date, days, engines),
      calderas_gas: generateAvailability(date, days, payload.planta.calderas_gas.map((c) => c.nombre)),
      calderas_electricas: generateAvailability(date, days, payload.planta.calderas_electricas.map((c) => c.nombre)),
    },
    acoplamiento_equipos: generateCoupling(date, days, engines, payload.estadoAcoplamiento),
    ro_cogeneracion: generateRoMonths(date, days, payload.ro_cogeneracion),
  };
}

/** A complete simulation payload with every default (docs/rules/constants.md); valid for parsePayload. */
export function createBaseCase(opts: BaseCaseOptions = {}): SimulationPayload {
  const date = resolveDate(opts);
  const configuracion = baseConfiguracion(date, opts);
  const payload: SimulationPayload = {
    elec_peajes: defaultTolls(),
    elec_precios_manual: [],
    elec_precios_OMIE: [],
    elec_precios_prevision: [],
    elec_precios_historicos: [],
    elec_precios_estimados: [],
    elec_swap: defaultElecSwaps(),
    demanda_vapor: [],
    demanda_frio: [],
    demanda_coef: DEFAULT_STEAM_COEFFICIENT,
    configuracion,
    disponibilidad: { motores: [], calderas_gas: [], calderas_electricas: [] },
    acoplamiento_equipos: [],
    estadoAcoplamiento: [...DEFAULT_ESTADO_ACOPLAMIENTO],
    metadata: {
      id: null,
      simulation_name: opts.simulationName ?? DEFAULT_SIMULATION_NAME,
      vista_operador: opts.vistaOperador ?? false,
      created: null,
      valid: 0,
    },
    planta: {
      motores: baseEngines(),
      calderas_gas: baseGasBoilers(),
      calderas_electricas: baseElectricBoilers(),
      compresores: baseCompressors(),
    },
    resultado: null,
    gas_precios_MIBGAS: [],
    gas_precios_manual: [],
    gas_precios_historicos: [],
    gas_precios_estimados: [],
    gas_parametros: { ...DEFAULT_GAS_PARAMETROS },
    gas_swap: defaultGasSwaps(),
    ro_cogeneracion: { ...(opts.ro ?? {}) },
  };
  const full = regenerateSeries(payload);
  // Ro of the base case holds only the horizon's months (from the mode-adjusted date: backtesting
  // moves it to the first of the month).
  const start = resolveDate({ date: configuracion.fechaActual });
  return { ...full, ro_cogeneracion: generateRoMonths(start, configuracion.horizonte, opts.ro ?? {}) };
}
