/**
 * The Ro master (full users only; SPEC §3, §7). Answers { status, message } on writes.
 *   GET    /api/ro?start_date&end_date     [{ DATE_RO, VALUE, USER_MOD, DATETIME_MOD }] (bounds optional)
 *   POST   /api/ro/                         { DATE_RO, VALUE } -> 200, or 409 when the month exists
 *   PUT    /api/ro/:DATE_RO                 { VALUE } -> 200, or 404 when the month has no value
 *   DELETE /api/ro/:DATE_RO                 -> 200, or 404
 * USER_MOD is always the token's user (a USER_MOD in the body is ignored).
 */
import type { FastifyPluginAsync } from 'fastify';
import { canonicalIsoDay, formatMessage, parseDecimal, type GeneralMessageCode } from '@plantasim/domain';
import { AppError } from '../../../errors.ts';
import { deleteRo, insertRo, listRo, updateRo } from '../../../repositories/ro.ts';
import { requireFullUser } from '../../../plugins/auth.ts';

type RoMessage = Extract<GeneralMessageCode, `ro.${string}`>;
const text = (code: RoMessage, params: Record<string, string> = {}): string => formatMessage(code, params);

/** A real calendar date 'yyyy-MM-dd' (the domain calendar checks every date part). */
function parseDay(raw: unknown, field: string): string {
  const day = canonicalIsoDay(raw);
  if (day === null) throw new AppError(400, text('ro.badDate', { field }), 'BAD_DATE');
  return day;
}

function parseMonth(raw: unknown): string {
  const day = parseDay(raw, 'DATE_RO');
  if (!day.endsWith('-01')) throw new AppError(400, text('ro.notFirst'), 'NOT_FIRST_OF_MONTH');
  return day;
}

/** A JSON number, or text with a decimal comma or point ('78,8'); never hex or exponents. */
function parseValue(raw: unknown, fallback?: number): number {
  if (raw === undefined || raw === null || raw === '') {
    if (fallback !== undefined) return fallback;
    throw new AppError(400, text('ro.badValue'), 'BAD_VALUE');
  }
  if (typeof raw === 'string' && parseDecimal(raw) === null) throw new AppError(400, text('ro.badValueText'), 'BAD_VALUE');
  const n = typeof raw === 'string' ? parseDecimal(raw) : raw;
  if (typeof n !== 'number' || !Number.isFinite(n) || Math.abs(n) > 1e6) throw new AppError(400, text('ro.badValue'), 'BAD_VALUE');
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
    if (!(await insertRo(app.db, date, value, request.user.username))) throw new AppError(409, text('ro.exists'), 'RO_EXISTS');
    return reply.code(200).send({ status: 200, message: text('ro.created'), DATE_RO: date, VALUE: value });
  });

  app.put<{ Params: { DATE_RO: string } }>('/ro/:DATE_RO', async (request) => {
    const date = parseMonth(request.params.DATE_RO);
    const body = request.body as Body;
    if (body?.DATE_RO !== undefined && body.DATE_RO !== date) throw new AppError(400, text('ro.mismatch'), 'DATE_MISMATCH');
    const value = parseValue(body?.VALUE);
    if (!(await updateRo(app.db, date, value, request.user.username))) throw new AppError(404, text('ro.missing'), 'RO_NOT_FOUND');
    return { status: 200, message: text('ro.updated'), DATE_RO: date, VALUE: value };
  });

  app.delete<{ Params: { DATE_RO: string } }>('/ro/:DATE_RO', async (request) => {
    const date = parseMonth(request.params.DATE_RO);
    if (!(await deleteRo(app.db, date))) throw new AppError(404, text('ro.missing'), 'RO_NOT_FOUND');
    return { status: 200, message: text('ro.deleted'), DATE_RO: date };
  });
};

export default ro;
