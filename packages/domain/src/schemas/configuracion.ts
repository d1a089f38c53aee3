// configuracion and its parts (docs/rules/fields.md Configuracion, docs/rules/states.md modes and price sources).
import { z } from 'zod';
import { MAX_HORIZON_DAYS } from '../calendar/keys.ts';
import { dateText, finiteNumber } from './common.ts';
import { cleanText } from './text.ts';

/** Price sources; 'Prevision' is the forecast provider (display label configurable). */
export const PRICE_SOURCES = ['OMIE', 'Prevision', 'Manual'] as const;
export const priceSourceSchema = z.enum(PRICE_SOURCES);
export type PriceSource = z.infer<typeof priceSourceSchema>;

/** How long the plan's periods are: an hour (the default, the model of docs/rules) or the day-ahead
 *  market's quarter-hour wherever quarter prices exist (delivery days from 1 October 2025). */
export const RESOLUTIONS = ['horaria', 'cuartohoraria'] as const;
export const resolutionSchema = z.enum(RESOLUTIONS);
export type PlanResolution = z.infer<typeof resolutionSchema>;

/** Execution modes 0–4 with their texts (docs/rules/states.md). */
export const EXECUTION_MODE_TEXTS = [
  'Optimización',
  'Sin parar cogeneración',
  'Acoplamientos de cogeneración fijados',
  'Backtesting',
  'Planificación',
] as const;
export type ExecutionModeText = (typeof EXECUTION_MODE_TEXTS)[number];
export type ExecutionMode = 0 | 1 | 2 | 3 | 4;
export const executionModeSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export const DEFAULT_EXECUTION_MODE: ExecutionMode = 2;

/** Which price tabs are shown (docs/rules/fields.md pestanas). */
export const pestanasSchema = z.strictObject({
  omie: z.boolean(),
  mibgas: z.boolean(),
  prevision: z.boolean(),
  manualElect: z.boolean(),
  manualGas: z.boolean(),
  ElecPreciosHistoricos: z.boolean(),
  GasPreciosHistoricos: z.boolean(),
  ElecPrevisionPrecios: z.boolean(),
  GasPrevisionPrecios: z.boolean(),
});
export type Pestanas = z.infer<typeof pestanasSchema>;

/** How the plant's electricity is settled (docs/settlement.md): 'venta_total' sells the whole
 *  generation and buys the whole consumption (Ro and IVPEE on all generation, no netting);
 *  'autoconsumo_neto' nets generation against own consumption within the hour (Ro only on the
 *  energy exported). Absent = 'venta_total'. */
export const SETTLEMENT_SCHEMES = ['venta_total', 'autoconsumo_neto'] as const;
export type SettlementScheme = (typeof SETTLEMENT_SCHEMES)[number];
export const DEFAULT_SETTLEMENT_SCHEME: SettlementScheme = 'venta_total';
export const settlementSchemeSchema = z.custom<SettlementScheme>(
  (v) => (SETTLEMENT_SCHEMES as readonly unknown[]).includes(v),
  { message: "debe ser 'venta_total' o 'autoconsumo_neto'", params: { code: 'problem.settlementScheme' } },
);

/** Otros datos. */
export const otrosSchema = z.strictObject({
  /** EUR/ton */
  precio_CO2: finiteNumber.min(0),
  /** EUR/MWh */
  precio_electricidad_cerrado: finiteNumber,
  /** MW */
  potencia_precio_electricidad_cerrado: finiteNumber.min(0),
  /** fraction (0.07 = 7 %), shown as a whole percent */
  impuesto_generacion: finiteNumber.min(0).max(1),
  /** settlement scheme (optional, default venta_total) */
  esquema_liquidacion: settlementSchemeSchema.optional(),
});
export type Otros = z.infer<typeof otrosSchema>;

const horizonDays = z.number().int().min(1).max(MAX_HORIZON_DAYS);

export const configuracionSchema = z.strictObject({
  /** 'dd/MM/yyyy' */
  fechaActual: dateText,
  /** days, 1–366 */
  horizonte: horizonDays,
  /** hours = 24 × horizonte */
  horizonte_horas: z.number().int().min(24).max(MAX_HORIZON_DAYS * 24),
  precios: priceSourceSchema,
  /** period length of the plan; absent = 'horaria' */
  resolucion: resolutionSchema.optional(),
  /** horizon options in days offered for the current source/mode (e.g. [1] for OMIE) */
  opciones_precios: z.array(horizonDays).min(1).max(MAX_HORIZON_DAYS),
  modoEjecucion: executionModeSchema,
  modoEjecucionTexto: z.enum(EXECUTION_MODE_TEXTS),
  /** month label of fechaActual, e.g. 'ene 2025' */
  mes: cleanText(z.string().max(20)),
  /** true in backtesting (the horizon is the date's month) */
  mesBacktesting: z.boolean(),
  /** true in planning (the horizon is one year) */
  mesPlanificacion: z.boolean(),
  /** true when the horizon is locked by the mode (backtesting or planning) and its selector disabled */
  mesHabilitado: z.boolean(),
  pestanas: pestanasSchema,
  otros: otrosSchema,
}).superRefine((c, ctx) => {
  if (c.horizonte_horas !== c.horizonte * 24) {
    ctx.addIssue({ code: 'custom', path: ['horizonte_horas'], message: `debe ser 24 × horizonte (${c.horizonte * 24})`, params: { code: 'problem.horizonHours', expected: c.horizonte * 24 } });
  }
});
export type Configuracion = z.infer<typeof configuracionSchema>;
