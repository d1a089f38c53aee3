// The year's annual rules as the economic result reports them (economico.anual; docs/annual-rules.md):
// REE, equivalent hours and CO2 of the horizon plus the year so far, against the plant's limits, with
// the limits' prices, and the year-to-date budget a one-day or one-week run shows.
import { z } from 'zod';
import { parseDate } from '../calendar/dates.ts';
import { simulationId } from './common.ts';

const shareUseSchema = z.object({ usado: z.number(), plan: z.number(), queda: z.number(), parte: z.number(), excede: z.boolean() });

/** A computed number as JSON keeps it: null where it was NaN (REE with no fuel burnt). */
const computed = z.number().nullable();

export const annualResultSchema = z.object({
  /** Limits enforced over the horizon (planning year) or only reported. */
  aplicadas: z.boolean(),
  ree: computed,
  ree_minimo: z.number(),
  ref_h: z.number(),
  horas: z.number(),
  horas_minimas: z.number().nullable(),
  horas_umbral: z.number().nullable(),
  potencia_instalada: z.number(),
  co2_t: z.number(),
  co2_presupuesto_t: z.number().nullable(),
  electricidad_mwh: z.number(),
  combustible_mwh: z.number(),
  calor_util_mwh: z.number(),
  energia_vendida_mwh: z.number(),
  /** Hours in zero-price runs of six hours or more (RD 917/2025): one equivalent hour each, their
   *  sales left out of energia_vendida_mwh. Absent in results stored before the rule was modelled. */
  horas_exentas: z.number().optional(),
  /** The plant's percentages of the minimum and threshold for the first 3, 6 and 9 months (null: none). */
  porcentajes_3_6_9_meses: z.tuple([z.number(), z.number(), z.number()]).nullable().optional(),
  /** The checks of the first 3, 6 and 9 months that end inside the horizon. */
  periodos: z.array(z.object({
    meses: z.union([z.literal(3), z.literal(6), z.literal(9)]),
    horas: z.number(),
    horas_minimas: z.number().nullable(),
    horas_umbral: z.number().nullable(),
    cumple: z.boolean(),
    factor_horas: z.number(),
  })).optional(),
  cumple: z.object({ ree: z.boolean(), horas: z.boolean(), co2: z.boolean() }),
  factor_horas: z.number(),
  /** EUR value of one more point (0.01) of REE, one more equivalent hour, one more t; null: not priced. */
  precio_punto_ree: computed,
  precio_hora: computed,
  precio_co2_t: computed,
  pasadas: z.number().int().min(0),
  /** A short run's share of the year's limits (annual/share.ts): used / this plan / left. */
  cuota: z.object({
    ajustada: z.boolean(),
    dias_medidos: z.number().int().min(0),
    dias_planificados: z.number().int().min(0),
    dias_restantes: z.number().int(),
    co2: shareUseSchema.optional(),
    horas: shareUseSchema.optional(),
    /** The REE margin (MWh of E − r·Q + (r/RefH)·V). */
    ree: shareUseSchema.optional(),
  }).optional(),
});
export type AnnualResult = z.infer<typeof annualResultSchema>;

/** GET /api/anual/acumulado?fecha=dd/MM/yyyy: the year so far before that day. */
export const annualToDateQuerySchema = z.strictObject({
  fecha: z.string().refine((s) => parseDate(s).ok),
});
export type AnnualToDateQuery = z.infer<typeof annualToDateQuerySchema>;

const flowsSchema = z.object({
  electricidad_mwh: z.number(),
  combustible_mwh: z.number(),
  calor_util_mwh: z.number(),
  energia_vendida_mwh: z.number(),
  co2_t: z.number(),
  horas_exentas: z.number().optional(),
});

export const annualToDateResponseSchema = z.object({
  anio: z.number().int(),
  /** Days of the year before `fecha` that count: measured, or with a plan in force. */
  dias: z.number().int().min(0),
  /** Days before `fecha` in the year: the budget covers `dias` of them. */
  dias_transcurridos: z.number().int().min(0),
  /** Of `dias`: read from the measured actuals (all 24 hours measured) and from the plan in force. */
  dias_medidos: z.number().int().min(0),
  dias_planificados: z.number().int().min(0),
  /** Each counted day (dd/MM/yyyy), in order, and what it was read from. */
  origen_dias: z.array(z.object({ fecha: z.string(), origen: z.enum(['medido', 'planificado']) })),
  /** The warnings the measured days counted were stored with (a balance that does not close…), in
   *  the reader's language: a suspicious measurement counts, and says so wherever its day is used. */
  avisos: z.array(z.string()),
  acumulado: flowsSchema,
  /** The year so far at the end of its first 3, 6 and 9 months, for those already past. */
  periodos: z.array(z.object({ meses: z.union([z.literal(3), z.literal(6), z.literal(9)]), acumulado: flowsSchema })).optional(),
  /** The prices of the year's latest valid planning simulation (the € of one more point of REE,
   *  hour, t); null when the year has none. */
  planificacion: z.object({
    id: simulationId,
    fechaActual: z.string(),
    precio_punto_ree: computed,
    precio_hora: computed,
    precio_co2_t: computed,
  }).nullable(),
});
export type AnnualToDateResponse = z.infer<typeof annualToDateResponseSchema>;
