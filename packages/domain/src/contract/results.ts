// The result parts of an executed simulation, as the solve job stores them and
//   GET /api/programa/:id, /api/resultado-operacion/:id, /api/resultado-economico/:id,
//   /api/resultados/:id and /api/explicacion/:id serve them.
// The optimizer builds these shapes, the server stores and serves them, the web reads them: this
// file is their one declaration.
import { z } from 'zod';
import { annualResultSchema } from './annual.ts';
import { SETTLEMENT_SCHEMES } from '../schemas/configuracion.ts';
import { explanationSchema } from './explanation.ts';
import { replanPartSchema } from './replan.ts';

/** Why an engine hour's output is derated by design: the start hour (tiempo_arranque minutes lost),
 *  the last hour before a stop (tiempo_parada minutes lost), or both (a one-hour run). */
export const SCHEDULE_TRANSITIONS = ['arranque', 'parada', 'arranque_parada'] as const;
export type ScheduleTransition = (typeof SCHEDULE_TRANSITIONS)[number];

/** One schedule item (docs/rules/fields.md): concept, hour label H1..Hn and value; engines and boilers add estado (1 on, 0 off).
 *  Engine hours derated below the minimum load by a start or a stop carry `transicion`; other items have none. */
export const scheduleItemSchema = z.object({
  concepto: z.string(),
  hora: z.string(),
  valor: z.number(),
  estado: z.number().int().min(0).max(1).optional(),
  transicion: z.enum(SCHEDULE_TRANSITIONS).optional(),
});
export type ScheduleItem = z.infer<typeof scheduleItemSchema>;

/**
 * GET /api/programa/:id, the schedule. motores: per engine and hour, valor = MWe; calderas: electric
 * boilers, valor = MWe consumed; conceptos: hourly plant figures (prices, demands, productions, grid,
 * shortfalls, PCEQ_MCCV); conceptos_programas: the nomination program per hour; total_consumo_gas:
 * MWh of gas over the horizon; arranques_motores: per engine, its starts over the horizon.
 */
export const programaSchema = z.object({
  motores: z.array(scheduleItemSchema),
  calderas: z.array(scheduleItemSchema),
  conceptos: z.array(scheduleItemSchema),
  conceptos_programas: z.array(scheduleItemSchema),
  total_consumo_gas: z.number(),
  arranques_motores: z.array(z.object({ concepto: z.string(), valor: z.number() })),
});
export type Programa = z.infer<typeof programaSchema>;

/** A cell of a result table: FECHA_HORA and TARIFA are text, every other column a number. */
export const resultCellSchema = z.union([z.string(), z.number()]);

/** GET /api/resultado-operacion/:id: one row per hour, the columns in order. */
export const resultTableSchema = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.record(z.string(), resultCellSchema)),
});
export type ResultTable = z.infer<typeof resultTableSchema>;

/** GET /api/resultado-economico/:id: the economic table, its totals row and the settlement scheme it was
 *  priced with (runs solved before the scheme was plant data have none: they read as venta_total). */
export const economicTableSchema = resultTableSchema.extend({
  totals: z.record(z.string(), resultCellSchema),
  esquema_liquidacion: z.enum(SETTLEMENT_SCHEMES).optional(),
  /** The calorific basis of the gas lines (docs/settlement.md): the gas burnt is counted on PCI
   *  (the REE's basis) and priced per MWh PCS as MIBGAS and the bill price it, at pcs_por_pci MWh
   *  PCS per MWh PCI (runs solved before it was stated have none: they priced PCI MWh at the PCS price). */
  base_gas: z.object({ combustible: z.literal('PCI'), precio: z.literal('PCS'), pcs_por_pci: z.number() }).optional(),
  /** The year's REE, equivalent hours and CO2 against the plant's annual rules (runs solved before
   *  they were reported have none). */
  anual: annualResultSchema.optional(),
});
export type EconomicTable = z.infer<typeof economicTableSchema>;

export const RESULT_WARNING_CODES = [
  'UNMET_STEAM', 'UNMET_COLD', 'UNSERVED_ELEC', 'SPILLED_ELEC', 'COUPLING_UNAVAILABLE', 'NO_SOLUTION', 'EXPLAIN_FAILED',
  'TIME_LIMIT', 'GAP_ABOVE_TOLERANCE', 'ANNUAL_LIMIT_NOT_MET', 'ANNUAL_SHARE_EXCEEDED', 'PLANNED_HOURLY',
] as const;

/** A warning for the user, in both languages. */
export const resultWarningSchema = z.object({
  code: z.enum(RESULT_WARNING_CODES),
  es: z.string(),
  en: z.string(),
  hours: z.array(z.number()).optional(),
  total: z.number().optional(),
  /** Of `hours`, those in which available equipment had capacity left (unmet steam or cold). */
  spareHours: z.array(z.number()).optional(),
});
export type ResultWarning = z.infer<typeof resultWarningSchema>;

/** GET /api/resultados/:id: the solver's statistics as they came, the warnings and the economic totals row. */
export const resultsSummarySchema = z.object({
  stats: z.record(z.string(), z.unknown()).nullable(),
  warnings: z.array(resultWarningSchema),
  totals: z.record(z.string(), resultCellSchema).nullable(),
  /** True when the run was planned in quarter hours and keeps its tables per period (served with
   *  ?resolucion=cuartos); absent for an hourly run. */
  cuartos: z.boolean().optional(),
});
export type ResultsSummary = z.infer<typeof resultsSummarySchema>;

/**
 * The parts one solve stores. explicacion is the optimizer's explanation of every decision
 * (contract/explanation.ts), null when not computed.
 */
export const simulationResultsSchema = z.object({
  programa: programaSchema.nullable(),
  resultado_operacion: resultTableSchema.nullable(),
  resultado_economico: economicTableSchema.nullable(),
  resultados: resultsSummarySchema,
  explicacion: explanationSchema.nullable(),
  /** A re-plan's own figures (contract/replan.ts); absent for every other simulation. */
  replanificacion: replanPartSchema.optional(),
  /** A run planned in quarter hours: its tables per period (15 minutes, or 60 on its hourly days),
   *  kept beside the hourly parts above (results/hourlyFromPeriods.ts makes those from these).
   *  Absent or null for an hourly run. Served by the part's route with ?resolucion=cuartos. */
  cuartos: z.object({
    programa: programaSchema,
    resultado_operacion: resultTableSchema,
    resultado_economico: economicTableSchema,
  }).nullable().optional(),
});
export type SimulationResults = z.infer<typeof simulationResultsSchema>;
export type QuarterResults = NonNullable<SimulationResults['cuartos']>;

/** The resolution a table part is read at: the hourly table (default) or the run's periods. */
export const RESULT_RESOLUTIONS = ['horas', 'cuartos'] as const;
export type ResultResolution = (typeof RESULT_RESOLUTIONS)[number];

/** GET /api/programa/:id, /api/resultado-operacion/:id, /api/resultado-economico/:id?resolucion=cuartos:
 *  the quarter table of a run planned in quarter hours (404 NO_RESULTS-like answer when it has none). */
export const resultResolutionQuerySchema = z.object({
  resolucion: z.enum(RESULT_RESOLUTIONS).optional(),
});
export type ResultPartName = keyof SimulationResults;
