// The Ro master (full users write it; everyone reads it). Answers { status, message } on writes.
//   GET    /api/ro?start_date&end_date     [{ DATE_RO, VALUE, USER_MOD, DATETIME_MOD }] (bounds optional)
//   POST   /api/ro/                         { DATE_RO, VALUE } -> 200, or 409 when the month exists
//   PUT    /api/ro/:DATE_RO                 { VALUE } -> 200, or 404 when the month has no value
//   DELETE /api/ro/:DATE_RO                 -> 200, or 404
// USER_MOD is always the token's user (a USER_MOD in the body is ignored).
import { z } from 'zod';
import { formatIsoDate, parseIsoDay } from '../calendar/dates.ts';
import { parseDecimal } from '../csv/engine.ts';

/** Why a Ro request is refused; the server words each one (catalogue ro.*). */
export type RoRefusal = 'BAD_DATE' | 'NOT_FIRST_OF_MONTH' | 'BAD_VALUE' | 'BAD_VALUE_TEXT' | 'VALUE_REQUIRED' | 'VALUE_OUT_OF_RANGE' | 'DATE_MISMATCH';

/**
 * The Ro values a month may have, EUR/MWhe. Ro is a regulated payment (RD 413/2014): never negative
 * (the order sets it to 0 when its formula gives less), and published values for cogeneration stay
 * in the tens to low hundreds; 1000 leaves room for any regime while refusing a placeholder such as
 * −999999 or a typo of several orders of magnitude, which would be priced as fact in every simulation.
 */
export const RO_VALUE_MIN = 0;
export const RO_VALUE_MAX = 1000;

type Ctx = z.core.$RefinementCtx;
const refuse = (ctx: Ctx, refusal: RoRefusal, field?: string) => {
  ctx.addIssue({ code: 'custom', message: refusal, params: { refusal, field } });
  return z.NEVER;
};

/** A real calendar day 'yyyy-MM-dd' (the domain calendar checks every part), as the API writes it. */
const isoDay = (field: string) => z.string().transform((raw, ctx) => {
  const day = parseIsoDay(raw);
  return day.ok ? formatIsoDate(day.data) : refuse(ctx, 'BAD_DATE', field);
});

/** The first day of a month 'yyyy-MM-01'. */
const isoMonth = isoDay('DATE_RO').transform((day, ctx) => (day.endsWith('-01') ? day : refuse(ctx, 'NOT_FIRST_OF_MONTH')));

/**
 * EUR/MWhe: a JSON number, or text with a decimal comma or point ('78,8'); never hex or exponents.
 * Required: a month without a value (missing, null, '') is refused, never stored as 0.
 */
const roValue = z.union([z.number(), z.string(), z.null()]).optional().transform((raw, ctx) => {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return refuse(ctx, 'VALUE_REQUIRED');
  const n = typeof raw === 'string' ? parseDecimal(raw) : raw;
  if (n === null) return refuse(ctx, 'BAD_VALUE_TEXT');
  if (!Number.isFinite(n)) return refuse(ctx, 'BAD_VALUE');
  if (n < RO_VALUE_MIN || n > RO_VALUE_MAX) return refuse(ctx, 'VALUE_OUT_OF_RANGE');
  return n;
});

/** An empty bound is no bound. */
const optionalDay = (field: string) => z.union([z.literal(''), isoDay(field)]).optional().transform((d) => d || undefined);

export const roQuerySchema = z.object({ start_date: optionalDay('start_date'), end_date: optionalDay('end_date') });
export type RoQuery = z.input<typeof roQuerySchema>;

export const roParamsSchema = z.object({ DATE_RO: isoMonth });

export const roCreateBodySchema = z.object({ DATE_RO: isoMonth, VALUE: roValue, USER_MOD: z.unknown().optional() });
export type RoCreateBody = z.input<typeof roCreateBodySchema>;

/** DATE_RO, when sent, must be the path's month. */
export const roUpdateBodySchema = z.object({ DATE_RO: z.string().optional(), VALUE: roValue, USER_MOD: z.unknown().optional() });
export type RoUpdateBody = z.input<typeof roUpdateBodySchema>;

/** The refusal of a failed Ro request: carried by the issue, else the field's own (a value that is not even a number or text). */
export function roRefusal(issue: { path: readonly PropertyKey[]; params?: unknown } | undefined): { refusal: RoRefusal; field: string } {
  const p = issue?.params as { refusal?: RoRefusal; field?: string } | undefined;
  const key = String(issue?.path[0] ?? 'DATE_RO');
  if (p?.refusal) return { refusal: p.refusal, field: p.field ?? key };
  return { refusal: key === 'VALUE' ? 'BAD_VALUE' : 'BAD_DATE', field: key };
}

export const roRowSchema = z.object({
  /** yyyy-MM-01 */
  DATE_RO: z.string(),
  /** EUR/MWhe */
  VALUE: z.number(),
  USER_MOD: z.string(),
  /** UTC ISO timestamp */
  DATETIME_MOD: z.string(),
});
export type RoRow = z.infer<typeof roRowSchema>;
export const roRowsSchema = z.array(roRowSchema);

export const roWriteAnswerSchema = z.object({ status: z.literal(200), message: z.string(), DATE_RO: z.string(), VALUE: z.number().optional() });
export type RoWriteAnswer = z.infer<typeof roWriteAnswerSchema>;

// GET /api/ro/estimado?start_date&end_date&codigo_it (every user): the Ro of each calendar quarter
// of the range estimated from futures by the method of Orden TED/526/2024 for the plant's
// instalación tipo (codigo_it, else the base case's planta.codigo_instalacion_tipo), with its
// inputs; a quarter that cannot be estimated says why. Which months the master already publishes
// is for the caller to decide (resolveRoMonths). Range: yyyy-MM-dd, both optional (default: this
// quarter and the next four); at most 40 quarters.
export const roEstimateQuerySchema = z.object({
  start_date: optionalDay('start_date'),
  end_date: optionalDay('end_date'),
  codigo_it: z.union([z.literal(''), z.string().regex(/^IT-\d{5}$/)]).optional().transform((c) => c || undefined),
});
export type RoEstimateQuery = z.input<typeof roEstimateQuerySchema>;

const roLegAnswerSchema = z.object({
  pata: z.enum(['Y', 'Q', 'M1', 'M2', 'M3']),
  peso: z.number(),
  entrega: z.object({ inicio: z.string(), fin: z.string() }),
  ventana: z.object({ inicio: z.string(), fin: z.string() }),
  valor: z.number().nullable(),
  sesiones: z.number().int(),
  ultima_sesion: z.string().nullable(),
  /** Share of the window still to come, priced at the last session. */
  abierto: z.number(),
  /** The leg whose price it took, having no session of its own. */
  de: z.enum(['Y', 'Q', 'M1', 'M2', 'M3']).optional(),
});
const roInputAnswerSchema = z.object({ valor: z.number().nullable(), patas: z.array(roLegAnswerSchema) });

export const roEstimateReasonSchema = z.enum(['bad_code', 'unknown_code', 'no_values_for_year', 'no_tolls', 'no_code', 'no_prices']);
export type RoEstimateReason = z.infer<typeof roEstimateReasonSchema>;

export const roEstimateQuarterSchema = z.object({
  /** 'yyyy-Tq' */
  trimestre: z.string(),
  /** EUR/MWhE; null when not estimated (motivo says why). */
  valor: z.number().nullable(),
  motivo: roEstimateReasonSchema.nullable(),
  entradas: z.object({ electricidad: roInputAnswerSchema, gas: roInputAnswerSchema, co2: roInputAnswerSchema }),
  /** The method's values used: the year of the valores propios, the quarter whose gas tolls, the
   *  IVPEE rate and the gas access term (EUR/MWh). */
  metodo: z.object({ anio_valores: z.number().int(), peajes_trimestre: z.string(), ivpee_pct: z.number(), acceso_gas: z.number() }).nullable(),
});
export type RoEstimateQuarter = z.infer<typeof roEstimateQuarterSchema>;

export const roEstimateAnswerSchema = z.object({
  codigo_it: z.string().nullable(),
  /** The day the estimate stands on (yyyy-MM-dd). */
  fecha: z.string(),
  trimestres: z.array(roEstimateQuarterSchema),
});
export type RoEstimateAnswer = z.infer<typeof roEstimateAnswerSchema>;
