// Shapes exchanged with the server that are not the payload: Ro master, price downloader,
// futures, runtime configuration (docs/rules/fields.md, docs/rules/calls.md).
import { z } from 'zod';
import { parseIsoDate } from '../calendar/dates.ts';
import { finiteNumber } from './common.ts';

/** Ro master row: DATE_RO 'yyyy-MM-01', VALUE EUR/MWhe (default 0). */
export const roMasterRowSchema = z.object({
  DATE_RO: z.string().refine((s) => { const r = parseIsoDate(s); return r.ok && r.data.day === 1; }, { message: 'DATE_RO debe ser el primer día de un mes (yyyy-MM-01)' }),
  VALUE: finiteNumber.default(0),
  USER_MOD: z.string().max(100).nullable().optional(),
  DATETIME_MOD: z.string().max(40).nullable().optional(),
});
export type RoMasterRow = z.infer<typeof roMasterRowSchema>;

/** Price downloader row: one per hour; null where a source has no value. */
export const downloadedPriceRowSchema = z.object({
  /** 'dd/MM/yyyy HH:00' */
  fecha: z.string(),
  /** EUR/MWh */
  omie: finiteNumber.nullable(),
  /** EUR/MWh, forecast provider */
  prevision: finiteNumber.nullable(),
  /** EUR/MWh, MIBGAS day-ahead */
  mibgas_2: finiteNumber.nullable(),
  /** EUR/t */
  co2: finiteNumber.nullable(),
  /** The OMIE file version of the day (1, or 2, 3… for a correction); shown, never exported (ours). */
  version_omie: z.number().int().nullable().optional(),
});
export type DownloadedPriceRow = z.infer<typeof downloadedPriceRowSchema>;

const futuresSetSchema = z.object({
  headers: z.array(z.object({ name: z.string() })),
  data: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
});
export type FuturesSet = z.infer<typeof futuresSetSchema>;

/** What went wrong with the latest attempt at an outside source (ours): an answer refused
 *  ('incompleta'), no answer in time ('tarde'), a refusal or no connection ('error'), no MIBGAS
 *  workbook for a year ('sin_libro'); `fuente` the URL without query or the file name, `hora` ISO. */
export const sourceProblemSchema = z.object({
  tipo: z.enum(['incompleta', 'tarde', 'error', 'sin_libro']),
  fuente: z.string(),
  hora: z.string(),
  detalle: z.string(),
});
export type SourceProblem = z.infer<typeof sourceProblemSchema>;

const futuresSourceStateSchema = z.object({
  estado: z.enum(['ok', 'no_disponible', 'sin_proveedor']),
  ultimo_dia: z.string().nullable(),
  origen: z.string().nullable(),
  aviso: sourceProblemSchema.nullable().optional(),
});
export type FuturesSourceState = z.infer<typeof futuresSourceStateSchema>;

/** estado (ours): per source, whether it has rows, nothing for the range, or no source at all. */
export const futuresObjectSchema = z.object({
  omip: futuresSetSchema, mibgas: futuresSetSchema, co2: futuresSetSchema,
  estado: z.object({ omip: futuresSourceStateSchema, mibgas: futuresSourceStateSchema, co2: futuresSourceStateSchema }).optional(),
});

/** Futures response; it may arrive as a JSON string (docs/rules/fields.md). */
export const futuresResponseSchema = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  try { return JSON.parse(v) as unknown; } catch { return v; }
}, futuresObjectSchema);
export type FuturesResponse = z.infer<typeof futuresObjectSchema>;

