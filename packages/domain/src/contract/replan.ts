// Re-planning an executed simulation from hour H (a trip of one or several units, optionally the
// measured hours before H): the request, the launch answer, the re-plan's own result part and what
// a simulation says of its re-plans.
import { z } from 'zod';
import { simulationId } from './common.ts';
import { simulationStatusSchema } from './simulations.ts';

/**
 * POST /api/simulaciones/:id/replanificar. `hora` is the position label's number (H14 → 14): hours
 * H1..H(hora−1) are kept, the units in `unidades` are unavailable from H`hora` to the end. With
 * `usarReales` the kept hours are the measured ones where actuals were imported (the plan's elsewhere).
 */
export const replanRequestSchema = z.object({
  hora: z.number().int().min(1).max(8784),
  unidades: z.array(z.string().min(1).max(200)).min(1).max(50),
  usarReales: z.boolean().default(false),
});
export type ReplanRequest = z.infer<typeof replanRequestSchema>;
/** What the form sends: `usarReales` may be left out. */
export type ReplanRequestInput = z.input<typeof replanRequestSchema>;

export const replanLaunchResponseSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  /** The new simulation (status 3, solving). */
  id: simulationId,
  origen: simulationId,
});
export type ReplanLaunchResponse = z.infer<typeof replanLaunchResponseSchema>;

/** One unit-hour whose setpoint the re-plan changes (MWe for engines, electric boilers and compressors, MW of gas for gas boilers). */
export const replanChangeSchema = z.object({
  unidad: z.string(),
  /** Position of the hour, 1-based (H14 → 14). */
  hora: z.number().int().min(1),
  antes: z.number(),
  despues: z.number(),
});
export type ReplanChange = z.infer<typeof replanChangeSchema>;

/** Capacity left above demand in one re-planned hour, every available unit at its maximum (MW). */
export const replanSpareSchema = z.object({
  hora: z.number().int().min(1),
  vapor: z.number(),
  frio: z.number(),
  /** Steam still covered if the largest steam unit available then also stopped (N-1). */
  vaporN1: z.boolean(),
});
export type ReplanSpare = z.infer<typeof replanSpareSchema>;

/** The re-plan's own result part, stored with the ordinary parts when its solve ends OK. */
export const replanPartSchema = z.object({
  origen: simulationId,
  hora: z.number().int().min(1),
  unidades: z.array(z.string()),
  usarReales: z.boolean(),
  /** Hours before H taken from imported actuals (the rest of them from the plan). */
  horasReales: z.number().int().min(0),
  /** Cost of the re-plan and of the plan (kept hours as in the re-plan), both on the re-plan's inputs (EUR, penalties included). */
  coste: z.number(),
  costePlan: z.number(),
  /** coste − costePlan: what the trip costs against the plan (EUR). */
  costeDisparo: z.number(),
  cambios: z.array(replanChangeSchema),
  reserva: z.array(replanSpareSchema),
});
export type ReplanPart = z.infer<typeof replanPartSchema>;

const replanOfSchema = z.object({ id: simulationId, name: z.string(), status: simulationStatusSchema, created: z.string() });

/**
 * GET /api/simulaciones/:id/replanificacion: for a re-plan, its origin, its request and (once solved)
 * its part; for any simulation, the re-plans made of it that the user may see.
 */
export const replanInfoSchema = z.object({
  /** Why this simulation cannot be re-planned now (in the request's language), null when it can. */
  noReplanificable: z.string().nullable(),
  /** Hour positions of its horizon, and the units that may trip. */
  horas: z.number().int().min(0),
  /** The first hour a re-plan of it may start from (rules/replan.ts earliestReplanHour), and the one
   *  the dialog proposes at the server's clock (defaultReplanHour). */
  primeraHora: z.number().int().min(1),
  horaPropuesta: z.number().int().min(1),
  unidades: z.array(z.object({ nombre: z.string(), tipo: z.enum(['motor', 'caldera_gas', 'caldera_electrica', 'compresor']) })),
  origen: replanOfSchema.nullable(),
  peticion: replanRequestSchema.nullable(),
  resultado: replanPartSchema.nullable(),
  replanificaciones: z.array(replanOfSchema),
});
export type ReplanInfo = z.infer<typeof replanInfoSchema>;
