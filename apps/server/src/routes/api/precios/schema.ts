import { addDays, daysBetween, isIsoDate } from '@plantasim/market-data';
import { AppError, userText } from '../../../errors.ts';

/** Longest range a price or futures request may ask for (a year of backtesting plus margin). */
export const MAX_RANGE_DAYS = 400;

/** Answers of the date checks (catalogue 'dates.*'). */
export const dateMessages = {
  missing: userText('dates.missing'),
  invalid: userText('dates.invalid'),
  reversed: userText('dates.reversed'),
  tooLong: userText('dates.tooLong', { days: MAX_RANGE_DAYS }),
} as const;

export interface DateRangeQuery {
  start_date?: string;
  end_date?: string;
  resolucion?: string;
}

export const dateRangeQuerySchema = {
  type: 'object',
  properties: {
    start_date: { type: 'string' },
    end_date: { type: 'string' },
    /** descargador-precios only: 'dia' (default) or 'hora' */
    resolucion: { type: 'string' },
  },
} as const;

/** Validates start_date/end_date (yyyy-MM-dd, real dates, start <= end, at most MAX_RANGE_DAYS
 *  days both included); throws a 400 AppError with the Spanish reason. */
export function parseDateRange(query: DateRangeQuery): { start: string; end: string } {
  const start = query.start_date?.trim();
  const end = query.end_date?.trim();
  if (!start || !end) throw new AppError(400, dateMessages.missing, 'MISSING_DATES');
  if (!isIsoDate(start) || !isIsoDate(end)) throw new AppError(400, dateMessages.invalid, 'INVALID_DATE');
  if (start > end) throw new AppError(400, dateMessages.reversed, 'DATE_RANGE_REVERSED');
  if (daysBetween(start, end) + 1 > MAX_RANGE_DAYS) throw new AppError(400, dateMessages.tooLong, 'DATE_RANGE_TOO_LONG');
  return { start, end };
}

export { addDays };

/** { fecha_hora, hora, valor } rows (domain marketPriceRowSchema). */
export const priceRowsResponse = {
  200: {
    type: 'array',
    items: {
      type: 'object',
      properties: { fecha_hora: { type: 'string' }, hora: { type: 'string' }, valor: { type: 'number' } },
      required: ['fecha_hora', 'hora', 'valor'],
    },
  },
} as const;

const nullableNumber = { type: ['number', 'null'] } as const;

/** { fecha, omie, prevision, mibgas_2, co2 } rows (domain downloadedPriceRowSchema). */
export const downloaderRowsResponse = {
  200: {
    type: 'array',
    items: {
      type: 'object',
      properties: { fecha: { type: 'string' }, omie: nullableNumber, prevision: nullableNumber, mibgas_2: nullableNumber, co2: nullableNumber },
      required: ['fecha', 'omie', 'prevision', 'mibgas_2', 'co2'],
    },
  },
} as const;

/** Longest range of a forced OMIE refresh (every day is asked of OMIE again). */
export const MAX_REFRESH_DAYS = 62;
export const refreshTooLong = userText('dates.refreshTooLong', { days: MAX_REFRESH_DAYS });

/** { dias: [{ fecha, version, origen, actualizado }], actualizados } of a forced OMIE refresh. */
export const refreshResponse = {
  200: {
    type: 'object',
    properties: {
      dias: {
        type: 'array',
        items: {
          type: 'object',
          properties: { fecha: { type: 'string' }, version: { type: 'integer' }, origen: { type: ['string', 'null'] }, actualizado: { type: 'boolean' } },
          required: ['fecha', 'version', 'origen', 'actualizado'],
        },
      },
      actualizados: { type: 'integer' },
    },
    required: ['dias', 'actualizados'],
  },
} as const;
