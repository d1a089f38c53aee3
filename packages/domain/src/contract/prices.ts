// Market prices: the series of the simulation form, the downloaders and the forced OMIE refresh.
//   GET  /api/descargar-precios-{omie,omie-historicos,mibgas,mibgas-historicos,prevision}?start_date&end_date
//   GET  /api/descargar-precios-omie-cuartos?start_date&end_date
//   GET  /api/descargador-precios?start_date&end_date[&resolucion=dia|hora]
//   POST /api/descargador-precios/actualizar?start_date&end_date
//   GET  /api/descargador-futuros?start_date&end_date
import { z } from 'zod';
import { daysBetween, formatIsoDate, parseIsoDay } from '../calendar/dates.ts';
import { downloadedPriceRowSchema, futuresObjectSchema, sourceProblemSchema } from '../schemas/external.ts';
import { quarterPriceRowSchema } from '../schemas/series.ts';

/** Longest range a price or futures request may ask for (a year of backtesting plus margin). */
export const MAX_RANGE_DAYS = 400;

/** Why a date range is refused; the server words each one. */
export const DATE_RANGE_REFUSALS = ['MISSING_DATES', 'INVALID_DATE', 'DATE_RANGE_REVERSED', 'DATE_RANGE_TOO_LONG', 'INVALID_RESOLUTION'] as const;
export type DateRangeRefusal = (typeof DATE_RANGE_REFUSALS)[number];

type Ctx = z.core.$RefinementCtx;
const refuse = (ctx: Ctx, refusal: DateRangeRefusal) => {
  ctx.addIssue({ code: 'custom', message: refusal, params: { refusal } });
  return z.NEVER;
};

const rangeFields = { start_date: z.string().optional(), end_date: z.string().optional() };

/** start_date..end_date (yyyy-MM-dd, real days of the domain calendar, start <= end, at most MAX_RANGE_DAYS days both included). */
function checkedRange(q: { start_date?: string; end_date?: string }, ctx: Ctx): { start: string; end: string } {
  const start = q.start_date?.trim();
  const end = q.end_date?.trim();
  if (!start || !end) return refuse(ctx, 'MISSING_DATES');
  const a = parseIsoDay(start);
  const b = parseIsoDay(end);
  if (!a.ok || !b.ok) return refuse(ctx, 'INVALID_DATE');
  const days = daysBetween(a.data, b.data);
  if (days < 0) return refuse(ctx, 'DATE_RANGE_REVERSED');
  if (days + 1 > MAX_RANGE_DAYS) return refuse(ctx, 'DATE_RANGE_TOO_LONG');
  return { start: formatIsoDate(a.data), end: formatIsoDate(b.data) };
}

/** Query of every price and futures call; other parameters are ignored. */
export const dateRangeQuerySchema = z.object(rangeFields).transform(checkedRange);
export type DateRangeQuery = z.input<typeof dateRangeQuerySchema>;
export type DateRange = z.output<typeof dateRangeQuerySchema>;

/** GET /api/descargador-precios: 'dia' (default) gives daily means, 'hora' one row per hour. */
export const downloaderQuerySchema = z.object({ ...rangeFields, resolucion: z.string().optional() }).transform((q, ctx) => {
  const range = checkedRange(q, ctx);
  const resolution = q.resolucion ?? 'dia';
  if (resolution !== 'dia' && resolution !== 'hora') return refuse(ctx, 'INVALID_RESOLUTION');
  return { ...range, resolution: resolution as 'dia' | 'hora' };
});
export type DownloaderQuery = z.input<typeof downloaderQuerySchema>;

/** The refusal a failed range query carries (INVALID_DATE when a parameter is not even text). */
export function dateRangeRefusal(issues: ReadonlyArray<{ params?: unknown }>): DateRangeRefusal {
  const refusal = (issues[0]?.params as { refusal?: DateRangeRefusal } | undefined)?.refusal;
  return refusal ?? 'INVALID_DATE';
}

/** One hour of a market series: { fecha_hora: 'dd/MM/yyyy HH:00', hora: 'H<n>' (position from start_date), valor }. */
export const priceRowSchema = z.object({ fecha_hora: z.string(), hora: z.string(), valor: z.number() });
export type PriceRow = z.infer<typeof priceRowSchema>;
/** Days not available are absent; nothing available answers []. */
export const priceRowsSchema = z.array(priceRowSchema);

/** GET /api/descargar-precios-omie-cuartos?start_date&end_date (every user): the OMIE Spanish
 *  day-ahead prices of the range's quarter-hour days (from 2025-10-01) as published,
 *  { fecha_hora: 'dd/MM/yyyy HH:mm', periodo: 1..92/96/100, valor } per period, in order. Hourly days
 *  (before 2025-10-01) and days not available are absent; nothing available answers []. */
export const quarterPriceRowsSchema = z.array(quarterPriceRowSchema);

/** GET /api/descargador-precios: { fecha, omie, prevision, mibgas_2, co2 } per day (or hour). */
export const downloadedPriceRowsSchema = z.array(downloadedPriceRowSchema);

/** POST /api/descargador-precios/actualizar: the range's OMIE days re-checked for corrections. */
export const omieRefreshSchema = z.object({
  dias: z.array(z.object({ fecha: z.string(), version: z.number().int(), origen: z.string().nullable(), actualizado: z.boolean() })),
  actualizados: z.number().int(),
});
export type OmieRefresh = z.infer<typeof omieRefreshSchema>;

/** POST /api/descargador-precios/actualizar: the dates may come in the query or in a JSON body
 *  (the query wins); the pair is then checked as every range (`dateRangeQuerySchema`). */
export const dateRangeFieldsSchema = z.object({ start_date: z.unknown().optional(), end_date: z.unknown().optional() }).nullish();

/** GET /api/descargador-precios/estado: the newest problem of each outside source, per source
 *  ('omie', 'mibgas', 'prevision', 'omip', 'co2'); a source that last answered well is absent. */
export const sourceProblemsSchema = z.object({
  fuentes: z.array(sourceProblemSchema.extend({ origen_datos: z.enum(['omie', 'mibgas', 'prevision', 'omip', 'co2']) })),
});
export type SourceProblems = z.infer<typeof sourceProblemsSchema>;

/** GET /api/descargador-futuros: { omip, mibgas, co2 } tables and `estado` per source. */
export const futuresAnswerSchema = futuresObjectSchema.required({ estado: true });
export type FuturesAnswer = z.infer<typeof futuresAnswerSchema>;

/** GET /api/descargar-precios-omie-versiones?start_date&end_date (every user): the OMIE file version
 *  of each day stored in the range (1 first publication, 2, 3… a correction), for the form's grids. */
export const omieVersionsSchema = z.array(z.object({ fecha: z.string(), version: z.number().int() }));
export type OmieVersions = z.infer<typeof omieVersionsSchema>;
