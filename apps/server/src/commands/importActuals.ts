/**
 * Measured operation in and out. Whatever the channel (the CSV the app exports, or a historian's
 * JSON), the hours pass the same domain checks; a refusal stores nothing and answers the dialog's
 * title with every finding, in the user's language.
 */
import { type ActualsImportResponse, type ActualsPush, type MessageLang } from '@plantasim/domain';
import { AppError } from '../errors.ts';
import type { ActualSource } from '../repositories/actuals.ts';
import type { Repos } from '../repositories/index.ts';
import type { ActualsCheckRequest } from '../uploads/actualsCheck.ts';
import { checkActualsOffThread } from '../uploads/uploadCheckPool.ts';

/** Checks off the request thread, then stores all or nothing; a refusal answers the dialog's title with every finding. */
async function store(repos: Repos<'actuals'>, username: string, source: ActualSource, req: ActualsCheckRequest): Promise<ActualsImportResponse> {
  const checked = await checkActualsOffThread(req);
  if (checked.kind === 'refused') throw new AppError(400, checked.title, 'BAD_ACTUALS', { detalles: checked.lines });
  const importacion = await repos.actuals.insertActuals(username, source, checked.count, checked.columns, checked.warnings);
  return { importacion, horas: checked.count, desde: checked.desde, hasta: checked.hasta, avisos: checked.warningLines };
}

export function importActualsCsv(repos: Repos<'actuals'>, username: string, text: string, lang: MessageLang): Promise<ActualsImportResponse> {
  return store(repos, username, 'csv', { task: 'actuals', lang, csv: text });
}

export function importActualsPush(repos: Repos<'actuals'>, username: string, push: ActualsPush, lang: MessageLang): Promise<ActualsImportResponse> {
  return store(repos, username, 'api', { task: 'actuals', lang, push });
}
