/**
 * The Ro master (full users only; SPEC §3, §7). Answers { status, message } on writes.
 *   GET    /api/ro?start_date&end_date     [{ DATE_RO, VALUE, USER_MOD, DATETIME_MOD }] (bounds optional)
 *   POST   /api/ro/                         { DATE_RO, VALUE } -> 200, or 409 when the month exists
 *   PUT    /api/ro/:DATE_RO                 { VALUE } -> 200, or 404 when the month has no value
 *   DELETE /api/ro/:DATE_RO                 -> 200, or 404
 * USER_MOD is always the token's user (a USER_MOD in the body is ignored).
 */
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../../errors.ts';
import { deleteRo, insertRo, listRo, updateRo } from '../../../repositories/ro.ts';
import { requireFullUser } from '../../../plugins/auth.ts';

export const roMessages = {
  created: 'Valor de Ro guardado', // saved
  updated: 'Valor de Ro actualizado', // updated
  deleted: 'Valor de Ro borrado', // deleted
  badDate: 'La fecha debe tener el formato yyyy-MM-dd', // bad date
  notFirst: 'La fecha de Ro debe ser el primer día de un mes (yyyy-MM-01)', // not first of month
  badValue: 'VALUE debe ser un número', // bad value
  exists: 'Ya existe un valor de Ro para ese mes', // duplicate
  missing: 'No existe un valor de Ro para ese mes', // not found
  mismatch: 'DATE_RO del cuerpo no coincide con el de la ruta', // body/path mismatch
} as const;

/** A real calendar date 'yyyy-MM-dd' (years 1900–2999). */
function parseDay(raw: unknown, field: string): string {
  const text = typeof raw === 'string' ? raw.trim() : '';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const valid = m && Number(m[1]) >= 1900 && Number(m[1]) <= 2999
    && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;
  if (!valid) throw new AppError(400, `${roMessages.badDate} (${field})`, 'BAD_DATE');
  return text;
}

function parseMonth(raw: unknown): string {
  const day = parseDay(raw, 'DATE_RO');
  if (!day.endsWith('-01')) throw new AppError(400, roMessages.notFirst, 'NOT_FIRST_OF_MONTH');
  return day;
}

function parseValue(raw: unknown, fallback?: number): number {
  if (raw === undefined || raw === null || raw === '') {
    if (fallback !== undefined) return fallback;
    throw new AppError(400, roMessages.badValue, 'BAD_VALUE');
  }
  const n = typeof raw === 'string' ? Number(raw.replace(',', '.')) : raw;
  if (typeof n !== 'number' || !Number.isFinite(n) || Math.abs(n) > 1e6) throw new AppError(400, roMessages.badValue, 'BAD_VALUE');
  return n;
}

type Body = { DATE_RO?: unknown; VALUE?: unknown } | undefined;

const ro: FastifyPluginAsync = async (app) => {
  // Reading Ro is needed by every new simulation (operators start their own, SPEC §4/§6);
  // only the master's changes are for full users.
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'GET') await requireFullUser(request);
  });

  app.get('/ro', async (request) => {
    const q = request.query as { start_date?: string; end_date?: string };
    const start = q.start_date ? parseDay(q.start_date, 'start_date') : undefined;
    const end = q.end_date ? parseDay(q.end_date, 'end_date') : undefined;
    return listRo(app.db, start, end);
  });

  app.post('/ro', async (request, reply) => {
    const body = request.body as Body;
    const date = parseMonth(body?.DATE_RO);
    const value = parseValue(body?.VALUE, 0);
    if (!(await insertRo(app.db, date, value, request.user.username))) throw new AppError(409, roMessages.exists, 'RO_EXISTS');
    return reply.code(200).send({ status: 200, message: roMessages.created, DATE_RO: date, VALUE: value });
  });

  app.put('/ro/:DATE_RO', async (request) => {
    const date = parseMonth((request.params as { DATE_RO: string }).DATE_RO);
    const body = request.body as Body;
    if (body?.DATE_RO !== undefined && body.DATE_RO !== date) throw new AppError(400, roMessages.mismatch, 'DATE_MISMATCH');
    const value = parseValue(body?.VALUE);
    if (!(await updateRo(app.db, date, value, request.user.username))) throw new AppError(404, roMessages.missing, 'RO_NOT_FOUND');
    return { status: 200, message: roMessages.updated, DATE_RO: date, VALUE: value };
  });

  app.delete('/ro/:DATE_RO', async (request) => {
    const date = parseMonth((request.params as { DATE_RO: string }).DATE_RO);
    if (!(await deleteRo(app.db, date))) throw new AppError(404, roMessages.missing, 'RO_NOT_FOUND');
    return { status: 200, message: roMessages.deleted, DATE_RO: date };
  });
};

export default ro;
