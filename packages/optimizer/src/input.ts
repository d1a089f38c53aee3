// The optimizer's own normalized input: plain arrays per hour and equipment records with the
// field names of docs/rules/fields.md. It is decoupled from the domain payload on purpose (fromPayload.ts maps
// one into the other), so the model can be built and tested from tiny hand-made plants.
import type { AnnualRules, CheckMonths } from '@plantasim/domain';

/** How the plant's electricity is settled (docs/settlement.md). 'venta_total': the whole
 *  generation is sold and the whole consumption bought (Ro and IVPEE on all generation, purchases
 *  with their tolls, no netting); 'autoconsumo_neto': generation is netted against own consumption
 *  within the hour and only the surplus is sold (Ro on exported energy only). */
export type SettlementScheme = 'venta_total' | 'autoconsumo_neto';
export const DEFAULT_SETTLEMENT_SCHEME: SettlementScheme = 'venta_total';

/** The input's settlement scheme, venta_total when absent. */
export function settlementOf(input: { esquema_liquidacion?: SettlementScheme }): SettlementScheme {
  return input.esquema_liquidacion ?? DEFAULT_SETTLEMENT_SCHEME;
}

/** The scheme of hour t: its quarter's when the plant changes it by quarter, else the input's. */
export function settlementAt(input: { esquema_liquidacion?: SettlementScheme; esquema_liquidacion_horas?: SettlementScheme[] }, t: number): SettlementScheme {
  return input.esquema_liquidacion_horas?.[t] ?? settlementOf(input);
}

/** 0 free optimisation, 1 engines run whenever available, 2 coupled engines follow the coupling
 *  table, 3 backtesting (= 2 over a historical month), 4 planning (= 2 over a year). */
export type ExecutionMode = 0 | 1 | 2 | 3 | 4;

/** Cogeneration engine (motor de cogeneración). Powers in MWe, times as docs/rules/fields.md states. */
export interface EngineParams {
  nombre: string;
  potencia_maxima: number; // MWe
  potencia_minima: number; // MWe
  potencia_exportacion: number; // MWe that may be fed to the grid while the engine runs
  rendimiento_vapor_gas: number; // MWh steam / MWh gas (fraction)
  rendimiento_electricidad_gas: number; // MWhe / MWh gas (fraction, > 0)
  porcentaje_agua_caliente: number; // % of the gas input recovered as hot water (0-100)
  rendimiento_agua_fria_agua_caliente: number; // MWh cold / MWh hot water (absorption)
  coeficiente_emisiones_CO2: number; // t CO2 / MWh gas
  tiempo_arranque: number; // minutes lost at the start hour
  tiempo_parada: number; // minutes lost at the last hour before a stop
  estado: boolean; // initial state: true = Encendido (on), false = Parado (off)
  fee: number; // EUR / MWhe (maintenance fee)
  tiempo_minimo_acoplamiento: number; // minimum up time, hours
  tiempo_minimo_parada: number; // minimum down time, hours
  /** EUR per start (plant data, default 0: the base case of docs/rules/constants.md has no start cost). */
  coste_arranque?: number;
  /** Part-load curve (plant data): points (potencia MWe, gas MW) from potencia_minima to
   *  potencia_maxima at steady load, gas linear between them. Absent or under two points: the
   *  single efficiency rendimiento_electricidad_gas at every load (docs/rules/fields.md). */
  curva_carga?: PartLoadPoint[];
  /** Largest change of output from one hour to the next, MW/h (plant data; absent = no limit). */
  rampa?: number;
}

export interface PartLoadPoint {
  potencia: number; // MWe
  gas: number; // MW gas
}

export interface GasBoilerParams {
  nombre: string;
  potencia_gas_maxima: number; // MW gas input
  potencia_gas_minima: number; // MW gas input
  rendimiento_vapor_gas: number; // MWh steam / MWh gas
  coeficiente_emisiones_CO2: number; // t CO2 / MWh gas
  estado_inicial_equipo: boolean;
  /** EUR per start (plant data, default 0). */
  coste_arranque?: number;
}

export interface ElectricBoilerParams {
  nombre: string;
  potencia_electrica_maxima: number; // MWe input
  potencia_electrica_minima: number; // MWe input
  rendimiento_vapor_electricidad: number; // MWh steam / MWhe
  estado_inicial_equipo: boolean;
  /** EUR per start (plant data, default 0). */
  coste_arranque?: number;
}

export interface CompressorParams {
  nombre: string;
  potencia_maxima: number; // kWe (the table unit of docs/rules/fields.md)
  potencia_minima: number; // kWe
  rendimiento_frio_electricidad: number; // MWh cold / MWhe (COP)
  estado_inicial_equipo: boolean;
  coste_alquiler: number; // EUR per day in which a rented compressor runs at least one hour
  coste_uso: number; // EUR per hour on
  /** Rented (alquilado). Defaults to coste_alquiler > 0. */
  alquilado?: boolean;
}

/** One row of the 6.1TD toll table (periods p1..p6). */
export interface TollPeriod {
  periodo: number; // 1..6
  pot_contratada: number; // MWe contracted import power
  pot_contratada_calderas: number; // MWe contracted for the electric boilers
  pot_elec_precio_cerrado: number; // MW closed-price block (0 = use config's potencia)
  peaje_pot: number; // EUR/MWe per year capacity toll (fixed, economics only)
  ai_omie_abierto: number; // open price = ai * OMIE + bi
  bi_omie_abierto: number;
  ai_fijo_cerrado: number; // closed price = ai * precio_cerrado + bi
  bi_fijo_cerrado: number;
}

export interface GasParams {
  impuesto: number; // EUR/MWh hydrocarbon tax (boilers only; cogeneration exempt)
  fnee: number; // EUR/MWh energy-efficiency fund
  term_a: number; // EUR/MWh adder of the supply formula
  term_bmc: number; // multiplier of the market gas price
  term_bcg: number; // multiplier of the whole commodity term
  peaje: number; // EUR/h fixed gas toll
}

export interface Swap {
  cantidad: number; // MWh per day
  precio: number; // EUR/MWh
}

/** Carried-over state of an engine at the start of the horizon. */
export interface EngineInitialState {
  /** Hours the engine has already been in its `estado` (Infinity = long enough). */
  hoursInState: number;
  /** For an engine on before the horizon, cut from a longer one: whether the hour before it ran
   *  down for a stop at hour 0 (true), or ran its full output (false), as the solve that produced
   *  that hour planned. The horizon honours it (prepare.ts), so the border hour keeps the model's
   *  derating rule; undefined: nothing is known (a horizon of its own). */
  stopPlanned?: boolean;
}

export interface OptimizerInput {
  /** Number of periods T (arrays below have length T): hours unless periodMinutes says otherwise. */
  hours: number;
  /** Length of each period in minutes (15 for the day-ahead market's quarter hours since
   *  1 October 2025, 60 for hours); absent = every period is an hour, the model of docs/rules/fields.md. Prices,
   *  demands and availability are per period; powers are MW, energies MW × the period's hours. */
  periodMinutes?: number[];
  /** Hour of day (0..23) of the first hour; days for rented compressors start at 0 h. */
  firstHourOfDay?: number;
  /** Date-hour labels for the result tables (FECHA_HORA); defaults to H1..HT. */
  labels?: string[];
  mode: ExecutionMode;
  /** EUR/MWh electricity market price per hour (OMIE, forecast or manual). */
  electricityPrice: number[];
  /** Offer ladder only: bounds per period on the net position S - Bc - Bo (MW), so a chain of
   *  solves at rising (or falling) prices never sells less (or more) than the previous step. */
  offerNetBounds?: { min?: number[]; max?: number[] };
  /** EUR/MWh gas market price per hour (MIBGAS or manual). */
  gasPrice: number[];
  /** EUR/MWhe Ro of each hour's month. */
  ro: number[];
  /** Tariff period 1..6 of each hour. */
  tariffPeriod: number[];
  /** MW steam demand per hour (before demanda_coef). */
  steamDemand: number[];
  demandaCoef: number;
  /** MW cooling demand per hour. */
  coldDemand: number[];
  /** MW other plant electricity consumption per hour (optional, default 0). */
  electricityDemand?: number[];
  engines: EngineParams[];
  gasBoilers: GasBoilerParams[];
  electricBoilers: ElectricBoilerParams[];
  compressors: CompressorParams[];
  /** Availability per equipment name per hour (1/0). Missing = always available. */
  availability?: Record<string, number[]>;
  /** Coupling fraction 0..1 per engine name per hour (modes 2-4). */
  coupling?: Record<string, number[]>;
  /** estadoAcoplamiento: per engine (same order as engines) true = 'Si'. */
  couplingFixed?: boolean[];
  tolls: TollPeriod[];
  gas: GasParams;
  precio_CO2: number; // EUR/t
  precio_electricidad_cerrado: number; // EUR/MWh
  potencia_precio_electricidad_cerrado: number; // MW
  impuesto_generacion: number; // fraction (0.07)
  /** MWh PCS billed per MWh of gas the model burns (the units' gas is on PCI: fromPayload turns
   *  efficiencies given on PCS into PCI): 1 / (PCI/PCS), 1.111 for natural gas. MIBGAS and every
   *  term of the gas bill are per MWh PCS, so the gas cost per MWh burnt is the bill's price times
   *  this. Absent = 1 (a plant whose gas is priced on the basis it is counted, as the tiny test plants). */
  gasBilledPerBurnt?: number;
  /** configuracion.otros.esquema_liquidacion; absent = venta_total. */
  esquema_liquidacion?: SettlementScheme;
  /** Per hour, the scheme of its quarter when the plant changes it by quarter
   *  (planta.esquema_liquidacion_trimestres); absent = esquema_liquidacion every hour. */
  esquema_liquidacion_horas?: SettlementScheme[];
  elecSwaps?: Swap[];
  gasSwaps?: Swap[];
  /** Carried-over engine state (same order as engines). */
  engineInitial?: EngineInitialState[];
  /** Per engine (same order), its on/off in the hour after the last one when the coupling table
   *  fixes it (a window or block cut from a longer horizon); undefined = not known/not stopping.
   *  A coupled engine stopping then has its last hour derated by tiempo_parada. */
  engineNextOn?: Array<boolean | undefined>;
  /** Rented compressors whose day fee for the first (partial) day is already paid. */
  rentedDayPaid?: Record<string, boolean>;
  /** planta.reglas_anuales: REE, equivalent hours and CO2 budget of the year. */
  annual?: AnnualInput;
}

/** Prices of the annual limits a rolling window adds to its objective (docs/annual-rules.md):
 *  ree in EUR per MWh of the REE row E − r·Q + (r/RefH)·V, hours in EUR per equivalent hour,
 *  co2 in EUR per t above the budget; hours3/6/9 in EUR per equivalent hour of the first 3, 6 and 9
 *  months' minimum. */
export interface AnnualPrices {
  ree: number;
  hours: number;
  co2: number;
  hours3: number;
  hours6: number;
  hours9: number;
}

export const NO_ANNUAL_PRICES: AnnualPrices = { ree: 0, hours: 0, co2: 0, hours3: 0, hours6: 0, hours9: 0 };

/** The price of the hours minimum checked at the end of `months`. */
export const PERIOD_PRICE = { 3: 'hours3', 6: 'hours6', 9: 'hours9' } as const satisfies Record<CheckMonths, keyof AnnualPrices>;

/** Where the first 3, 6 or 9 months of the year end inside the horizon: the hours before `hour`
 *  (counted from the horizon's first hour) belong to them. */
export interface AnnualCheckpoint {
  months: CheckMonths;
  hour: number;
}

/** The plant's annual rules (planta.reglas_anuales) as the optimiser uses them. */
export interface AnnualInput {
  rules: AnnualRules;
  /** Enforce the limits over this horizon (the planning year): rows in a single MILP, prices
   *  found by passes in rolling windows. Otherwise the year's figures are only reported. */
  enforce: boolean;
  /** Prices this model adds to its objective (a rolling window, a bound block). */
  prices?: AnnualPrices;
  /** The checks of the first 3, 6 and 9 months whose end falls after the horizon's start. */
  checkpoints?: AnnualCheckpoint[];
  /** Per hour, in a zero-price run of six hours or more (RD 917/2025), read on the whole horizon;
   *  absent: read from electricityPrice. */
  exempt?: boolean[];
  /** A window's share of the year's rows (annualRepair.ts), in the rows' own units over this
   *  horizon, replacing the right-hand sides the rules give (REE row, MWh sold, t CO2). */
  targets?: AnnualTargets;
  /** A short run with a share of the year's limits (rules.cuota): 'report' says its use against it,
   *  'enforce' also holds the run to it (the limits' rows with the share as targets). */
  share?: 'report' | 'enforce';
}

export interface AnnualTargets {
  ree: number;
  hours?: number;
  co2?: number;
  /** Of each row, how much the window may leave to the windows after it, at a price per unit of the
   *  row far below SLACK_PENALTY (annualRepair.ts): a rounding a little short of the share then costs
   *  its worth instead of the penalty, and the later windows, which read the deficit again, give it. */
  leeway?: Partial<Record<'ree' | 'hours' | 'co2', AnnualLeeway>>;
}

export interface AnnualLeeway {
  /** Units of the row (REE row, MWh sold, t CO2) the window may leave. */
  units: number;
  /** EUR per unit left. */
  price: number;
}

/** EUR/MWh (or MWe) of unmet demand: far above any price so slack is only used when unavoidable. */
export const SLACK_PENALTY = 10_000;
