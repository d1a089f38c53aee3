// Building blocks shared by the payload schemas.
import { z } from 'zod';
import { parseDate } from '../calendar/dates.ts';
import { MAX_HORIZON_DAYS, MAX_HORIZON_HOURS, parseHourKey } from '../calendar/keys.ts';
import { parseQuarterKey } from '../calendar/quarterKeys.ts';
import { INVALID_TEXT, invalidTextMessage, isCleanText } from './text.ts';

/** Longest hourly series accepted anywhere (366 days × 24 h). Backtesting history (8,760 h) fits. */
export const MAX_SERIES_ROWS = MAX_HORIZON_HOURS;

export const finiteNumber = z.number().finite();

/** 'dd/MM/yyyy' calendar date. */
export const dateText = z.string().refine((s) => parseDate(s).ok, { message: 'Fecha no válida (dd/MM/yyyy)', params: { code: 'problem.date' } });

/** 'dd/MM/yyyy HH:00' date-hour key (calendar/keys.ts). */
export const hourKeyText = z.string().refine((s) => parseHourKey(s) !== null, { message: "Clave fecha-hora no válida ('dd/MM/yyyy HH:00')", params: { code: 'problem.hourKey' } });

/** 'dd/MM/yyyy HH:mm' quarter-hour key, mm 00/15/30/45 (calendar/quarterKeys.ts). */
export const quarterKeyText = z.string().refine((s) => parseQuarterKey(s) !== null, { message: "Clave fecha-hora no válida ('dd/MM/yyyy HH:mm')", params: { code: 'problem.quarterKey' } });

/** Longest quarter-hour series: 366 days of at most 100 periods. */
export const MAX_QUARTER_ROWS = MAX_HORIZON_DAYS * 100;

/** A quarter-hour series of at most MAX_QUARTER_ROWS rows. */
export function quarterSeries<T extends z.ZodType>(row: T) {
  return z.array(row).max(MAX_QUARTER_ROWS);
}

/** Position label 'H1', 'H2', … */
export const hourLabelText = z.string().regex(/^H[1-9]\d*$/, { message: "Etiqueta de hora no válida ('H1'..'Hn')" });

export const SI_NO = ['Si', 'No'] as const;
export const siNo = z.enum(SI_NO);
export type SiNo = z.infer<typeof siNo>;

/** 0 or 1 (availability, VALID). */
export const zeroOne = z.union([z.literal(0), z.literal(1)]);

/** An hourly series of at most MAX_SERIES_ROWS rows. */
export function series<T extends z.ZodType>(row: T) {
  return z.array(row).max(MAX_SERIES_ROWS);
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Equipment names already found clean: the same few names key every row of a year. */
const cleanKeys = new Set<string>();
function isCleanKey(k: string): boolean {
  if (cleanKeys.has(k)) return true;
  if (!isCleanText(k)) return false;
  if (cleanKeys.size >= 1000) cleanKeys.clear();
  cleanKeys.add(k);
  return true;
}

/**
 * Map of equipment name → number checked by `valid`. Hand-written rather than z.record because it
 * is parsed once per hour (8,784 rows × several tables) and z.record costs ~10× more; issues still
 * point at the equipment: 'disponibilidad.motores[3].disponibilidad.Motor cogeneración 2'. Names
 * follow the text rule of text.ts.
 */
export function numberMap(valid: (x: number) => boolean, message: string, messageCode = 'problem.invalid'): z.ZodType<Record<string, number>> {
  return z.custom<Record<string, number>>(isPlainObject, { message: 'debe ser un objeto { equipo: valor }', params: { code: 'problem.equipmentMap' } })
    .superRefine((m, ctx) => {
      const keys = Object.keys(m);
      if (keys.length > 100) ctx.addIssue({ code: 'custom', message: 'demasiados equipos', params: { code: 'problem.tooManyEquipment' } });
      for (const k of keys) {
        const x = m[k];
        if (!isCleanKey(k)) ctx.addIssue({ code: 'custom', path: [k], message: invalidTextMessage(), params: { code: INVALID_TEXT } });
        else if (typeof x !== 'number' || !valid(x)) ctx.addIssue({ code: 'custom', path: [k], message, params: { code: messageCode } });
      }
    });
}
