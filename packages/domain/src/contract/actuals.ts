// The measured operation of the plant (datos reales):
//   POST /api/datos-reales   JSON { filas } (a plant historian) or the CSV file itself (text/csv)
//   GET  /api/datos-reales?desde=dd/MM/yyyy&hasta=dd/MM/yyyy   the current value of every hour and unit
import { z } from 'zod';
import { parseDate } from '../calendar/dates.ts';
import { MAX_HORIZON_HOURS } from '../calendar/keys.ts';

const measuredHour = z.strictObject({
  horizonte: z.string().max(40),
  valores: z.record(z.string().max(40), z.number()),
});

export const actualsPushSchema = z.strictObject({ filas: z.array(measuredHour).min(1).max(MAX_HORIZON_HOURS) });
export type ActualsPush = z.infer<typeof actualsPushSchema>;

/** The body of POST /api/datos-reales: the CSV text (text/csv, checked by the actuals codec) or a push. */
export const actualsImportBodySchema = z.union([z.string(), actualsPushSchema]);
export type ActualsImportBody = z.infer<typeof actualsImportBodySchema>;

export const actualsImportResponseSchema = z.object({
  /** The import's id: its values replace earlier ones of the same hours and units, which stay stored. */
  importacion: z.number().int().min(1),
  horas: z.number().int().min(1),
  desde: z.string(),
  hasta: z.string(),
  /** Suspicious hours stored with a warning (a balance that does not close…), in the request's language; empty when none. */
  avisos: z.array(z.string()).default([]),
});
export type ActualsImportResponse = z.infer<typeof actualsImportResponseSchema>;

const day = z.string().refine((s) => parseDate(s).ok);
export const actualsQuerySchema = z.strictObject({ desde: day, hasta: day });
export type ActualsQuery = z.infer<typeof actualsQuerySchema>;

export const actualsImportSchema = z.object({
  id: z.number().int(), username: z.string(), origen: z.enum(['csv', 'api']), horas: z.number().int(), created: z.string(),
});

export const actualsResponseSchema = z.object({
  horas: z.array(z.object({ horizonte: z.string(), valores: z.record(z.string(), z.number()) })),
  /** The imports that gave the current values, newest first. */
  importaciones: z.array(actualsImportSchema),
});
export type ActualsResponse = z.infer<typeof actualsResponseSchema>;

/** GET /api/datos-reales/importaciones (full users): every import, newest first — who imported what. */
export const actualsImportListSchema = z.array(actualsImportSchema);

/** DELETE /api/datos-reales/importaciones/:id (full users): the import withdrawn; its hours go back to
 *  the values of the imports before it, which were kept. */
export const actualsImportParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2 ** 31 - 1) });
export const actualsWithdrawResponseSchema = z.object({ status: z.literal(200), message: z.string(), id: z.number().int() });
