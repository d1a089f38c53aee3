// GET /api/inicio: the morning page (`/`). Today and tomorrow on the Madrid calendar, each with its
// plan in force (rules/planInForce.ts) or none, and the alerts that need a decision. Operators get
// the reduced answer: the plans in force to open, without money (`cifras` and `diferenciaCosteNeto`
// null) and without the alerts that are the managers' (prices, the annual budget, others' runs).
import { z } from 'zod';

const hours24 = z.array(z.number()).length(24);

export const morningUnitSchema = z.object({
  unidad: z.string(),
  tipo: z.enum(['motor', 'caldera_electrica']),
  consigna: hours24,
  marcha: z.array(z.union([z.literal(0), z.literal(1)])).length(24),
});

export const morningFiguresSchema = z.object({
  costeNeto: z.number(),
  margenBruto: z.number(),
  ahorro: z.number().nullable(),
  ahorroPct: z.number().nullable(),
  costeVapor: z.number().nullable(),
});
export type MorningFigures = z.infer<typeof morningFiguresSchema>;

export const morningRunRefSchema = z.object({ id: z.number().int(), name: z.string(), username: z.string(), created: z.string() });

export const morningChangeSchema = z.object({
  anterior: morningRunRefSchema,
  unidades: z.array(z.object({
    unidad: z.string(),
    arranca: z.array(z.number().int()),
    para: z.array(z.number().int()),
    consignas: z.array(z.object({ hora: z.number().int(), antes: z.number(), despues: z.number() })),
  })),
  diferenciaCosteNeto: z.number().nullable(),
});
export type MorningChange = z.infer<typeof morningChangeSchema>;

export const morningPlanSchema = morningRunRefSchema.extend({
  /** Position of the day in the run's horizon (its hours are 24·dia+1 … 24·dia+24). */
  dia: z.number().int().min(0),
  /** Gas the engines and boilers burn that day (MWh), from the operation table; null when unknown. */
  gasMWh: z.number().nullable(),
  cifras: morningFiguresSchema.nullable(),
  horario: z.array(morningUnitSchema),
  /** Against the previous plan in force for the same day; null when there was none. */
  cambios: morningChangeSchema.nullable(),
  /** Re-plans made from it (operators: their own), newest first. */
  replanificaciones: z.array(morningRunRefSchema.extend({ status: z.number().int() })),
});
export type MorningPlan = z.infer<typeof morningPlanSchema>;

export const morningDaySchema = z.object({
  fecha: z.string(),
  /** 0 = Sunday … 6 = Saturday. */
  diaSemana: z.number().int().min(0).max(6),
  cual: z.enum(['hoy', 'manana']),
  plan: morningPlanSchema.nullable(),
});
export type MorningDay = z.infer<typeof morningDaySchema>;

export const MORNING_ALERTS = [
  'preciosMananaFaltan', 'preciosProvisionales', 'ayerSinReales', 'averia', 'desviacion', 'presupuestoAnual', 'ejecucionFallida', 'noOptima',
] as const;
export type MorningAlertCode = (typeof MORNING_ALERTS)[number];

export const morningAlertSchema = z.object({
  codigo: z.enum(MORNING_ALERTS),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Where the decision is taken: a route of the web. */
  enlace: z.string(),
  /** The run to re-plan (trips and deviations of a plan still in force). */
  replanificar: z.number().int().optional(),
});
export type MorningAlert = z.infer<typeof morningAlertSchema>;

export const morningResponseSchema = z.object({
  hoy: z.string(),
  operador: z.boolean(),
  dias: z.array(morningDaySchema),
  alertas: z.array(morningAlertSchema),
});
export type MorningResponse = z.infer<typeof morningResponseSchema>;
