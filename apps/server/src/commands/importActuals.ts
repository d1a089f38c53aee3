/**
 * Measured operation in and out. Whatever the channel (the CSV the app exports, or a historian's
 * JSON), the hours pass the same domain checks; a refusal stores nothing and answers the dialog's
 * title with every finding, in the user's language.
 */
import {
  actualsCsv, addDays, checkActualHours, describeCsvResult, formatIsoDate, mustParseDate, parseHourKey, compareDates,
  type ActualHour, type ActualsImportResponse, type ActualsPush, type ActualsResponse, type CsvParseResult, type MessageLang,
} from '@plantasim/domain';
import type { Db } from '../db/index.ts';
import { AppError } from '../errors.ts';
import { actualImports, currentActuals, insertActuals, type ActualSource } from '../repositories/actuals.ts';

function refused(result: Extract<CsvParseResult<unknown>, { ok: false }>, lang: MessageLang): AppError {
  const dialog = describeCsvResult(result, lang);
  return new AppError(400, dialog.title, 'BAD_ACTUALS', { detalles: dialog.lines });
}

async function store(db: Db, username: string, source: ActualSource, checked: CsvParseResult<readonly ActualHour[]>, lang: MessageLang): Promise<ActualsImportResponse> {
  if (!checked.ok) throw refused(checked, lang);
  const sorted = checked.data.map((h) => h.horizonte).sort((a, b) => keyOrder(a) - keyOrder(b));
  const importacion = await insertActuals(db, username, source, checked.data);
  return { importacion, horas: checked.data.length, desde: sorted[0]!, hasta: sorted[sorted.length - 1]! };
}

function keyOrder(key: string): number {
  const k = parseHourKey(key)!;
  return Date.UTC(k.year, k.month - 1, k.day, k.hour);
}

export function importActualsCsv(db: Db, username: string, text: string, lang: MessageLang): Promise<ActualsImportResponse> {
  return store(db, username, 'csv', actualsCsv.parse(text, undefined), lang);
}

export function importActualsPush(db: Db, username: string, push: ActualsPush, lang: MessageLang): Promise<ActualsImportResponse> {
  return store(db, username, 'api', checkActualHours(push.filas.map((f, i) => ({ ...f, row: i + 1 }))), lang);
}

/** At most a leap year per request, so one read never holds the server. */
export const MAX_ACTUALS_DAYS = 366;

export async function readActuals(db: Db, desde: string, hasta: string): Promise<ActualsResponse | 'badRange'> {
  const from = mustParseDate(desde);
  const to = mustParseDate(hasta);
  if (compareDates(from, to) > 0 || compareDates(addDays(from, MAX_ACTUALS_DAYS - 1), to) < 0) return 'badRange';
  const { hours, importIds } = await currentActuals(db, formatIsoDate(from), formatIsoDate(to));
  return { horas: hours, importaciones: await actualImports(db, importIds) };
}
