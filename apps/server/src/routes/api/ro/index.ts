/**
 * The Ro master (full users only; docs/rules/fields.md, docs/rules/calls.md). Answers { status, message } on writes.
 *   GET    /api/ro?start_date&end_date     [{ DATE_RO, VALUE, USER_MOD, DATETIME_MOD }] (bounds optional)
 *   POST   /api/ro/                         { DATE_RO, VALUE } -> 200, or 409 when the month exists
 *   PUT    /api/ro/:DATE_RO                 { VALUE } -> 200, or 404 when the month has no value
 *   DELETE /api/ro/:DATE_RO                 -> 200, or 404
 * USER_MOD is always the token's user (a USER_MOD in the body is ignored). Dates and values are
 * checked by the contract's schemas (@plantasim/domain contract/ro.ts, dates by the domain calendar).
 */
import { formatMessage, RO_VALUE_MAX, RO_VALUE_MIN, roRefusal, routes, type GeneralMessageCode, type RoRefusal } from '@plantasim/domain';
import { AppError } from '../../../errors.ts';
import { deleteRo, insertRo, listRo, updateRo } from '../../../repositories/ro.ts';
import { requireFullUser } from '../../../plugins/auth.ts';
import { fromTable, type BadRequest, type ContractPlugin } from '../../../plugins/contract.ts';
import estimado from './estimado.ts';

type RoMessage = Extract<GeneralMessageCode, `ro.${string}`>;
const text = (code: RoMessage, params: Record<string, string> = {}): string => formatMessage(code, params);

const refusals: Record<RoRefusal, { message: RoMessage; code: string }> = {
  BAD_DATE: { message: 'ro.badDate', code: 'BAD_DATE' },
  NOT_FIRST_OF_MONTH: { message: 'ro.notFirst', code: 'NOT_FIRST_OF_MONTH' },
  BAD_VALUE: { message: 'ro.badValue', code: 'BAD_VALUE' },
  BAD_VALUE_TEXT: { message: 'ro.badValueText', code: 'BAD_VALUE' },
  VALUE_REQUIRED: { message: 'ro.valueRequired', code: 'VALUE_REQUIRED' },
  VALUE_OUT_OF_RANGE: { message: 'ro.valueRange', code: 'VALUE_OUT_OF_RANGE' },
  DATE_MISMATCH: { message: 'ro.mismatch', code: 'DATE_MISMATCH' },
};

const refused = (refusal: RoRefusal, field: string) =>
  new AppError(400, text(refusals[refusal].message, { field, min: String(RO_VALUE_MIN), max: String(RO_VALUE_MAX) }), refusals[refusal].code);

const badRoRequest: BadRequest = (issues) => {
  const { refusal, field } = roRefusal(issues[0]);
  return refused(refusal, field);
};

/** On a change, a DATE_RO in the body that is not even a date is not the path's month either. */
const badRoUpdate: BadRequest = (issues, part) => {
  const { refusal, field } = roRefusal(issues[0]);
  return refused(part === 'body' && field === 'DATE_RO' ? 'DATE_MISMATCH' : refusal, field);
};

const ro: ContractPlugin = async (app) => {
  // Reading Ro is needed by every new simulation (operators start their own, docs/rules/states.md, docs/rules/roles.md); only the
  // master's changes are for full users, refused (403) before their request is validated.
  app.addHook('preValidation', async (request) => {
    if (request.method !== 'GET') await requireFullUser(request);
  });

  // Registered before '/ro/:DATE_RO' shares its prefix; a GET only, so the hook lets every user in.
  await app.register(estimado(badRoRequest));

  // Registered from the contract's route table: method, path and schemas are the entries' (plugins/contract.ts fromTable).
  app.route({ ...fromTable(routes.roList), config: { badRequest: badRoRequest }, handler: async (request) =>
    listRo(app.db, request.query.start_date, request.query.end_date) });

  app.route({
    ...fromTable(routes.roCreate),
    config: { badRequest: badRoRequest },
    handler: async (request, reply) => {
      const { DATE_RO: date, VALUE: value } = request.body;
      if (!(await insertRo(app.db, date, value, request.user.username))) throw new AppError(409, text('ro.exists'), 'RO_EXISTS');
      return reply.code(200).send({ status: 200, message: text('ro.created'), DATE_RO: date, VALUE: value });
    },
  });

  app.route({
    ...fromTable(routes.roUpdate),
    config: { badRequest: badRoUpdate },
    handler: async (request) => {
      const date = request.params.DATE_RO;
      const body = request.body;
      if (body.DATE_RO !== undefined && body.DATE_RO !== date) throw refused('DATE_MISMATCH', 'DATE_RO');
      if (!(await updateRo(app.db, date, body.VALUE, request.user.username))) throw new AppError(404, text('ro.missing'), 'RO_NOT_FOUND');
      return { status: 200 as const, message: text('ro.updated'), DATE_RO: date, VALUE: body.VALUE };
    },
  });

  app.route({
    ...fromTable(routes.roDelete),
    config: { badRequest: badRoRequest },
    handler: async (request) => {
      const date = request.params.DATE_RO;
      if (!(await deleteRo(app.db, date))) throw new AppError(404, text('ro.missing'), 'RO_NOT_FOUND');
      return { status: 200 as const, message: text('ro.deleted'), DATE_RO: date };
    },
  });
};

export default ro;
