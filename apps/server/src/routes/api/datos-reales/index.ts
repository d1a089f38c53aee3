/**
 * The plant's measured operation (shapes: @plantasim/domain contract/actuals.ts). Operators and full
 * users may import: measurements are what happened, not a planning choice.
 *   POST /api/datos-reales   the actuals CSV (Content-Type text/csv) or JSON { filas } from a historian
 *                            -> { importacion, horas, desde, hasta }; 400 with the findings, nothing stored
 *   GET  /api/datos-reales?desde=dd/MM/yyyy&hasta=dd/MM/yyyy   the current value of each hour and unit,
 *        written a day at a time (commands/actualsRead.ts) so that a year never holds the other requests
 *   GET  /api/datos-reales/balance?dia=dd/MM/yyyy[&simulacion=id]   plan vs actual vs hindsight of a day, with
 *        the bridge, against the day's plan in force or the executed run picked (which must plan that day)
 *   GET  /api/datos-reales/balance?desde&hasta      the bridge summed over ≤ 31 days, each day's deviation
 *        (commands/actualsBridge.ts; operators see the days of their own valid plans)
 *   GET    /api/datos-reales/importaciones       full users: every import, newest first (who imported what)
 *   DELETE /api/datos-reales/importaciones/:id   full users: withdraws an import; its hours go back to the
 *        values of the imports before it, which every import keeps (an operator's import replaces the
 *        current values the managers' plan vs real reads, never the earlier ones)
 */
import {
  actualsImportBodySchema, actualsImportListSchema, actualsImportParamsSchema, actualsImportResponseSchema, actualsWithdrawResponseSchema, actualsQuerySchema,
  bridgeQuerySchema, bridgeResponseSchema, formatMessage, type MessageCode,
} from '@plantasim/domain';
import { solveInWorker } from '@plantasim/optimizer';
import type { FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { AppError } from '../../../errors.ts';
import { bridgeOfDay, bridgeOfRange, type BridgeDeps } from '../../../commands/actualsBridge.ts';
import { actualsJson, actualsPeriod } from '../../../commands/actualsRead.ts';
import { importActualsCsv, importActualsPush } from '../../../commands/importActuals.ts';
import { requestLanguage } from '../../../http/requestLanguage.ts';
import { heavyUploads } from '../../../uploads/heavyUploads.ts';
import { requireFullUser } from '../../../plugins/auth.ts';
import { listActualImports, withdrawActualImport } from '../../../repositories/actuals.ts';
import type { BadRequest, ContractPlugin } from '../../../plugins/contract.ts';

/** A year of hours with every unit is about 1.5 MB of CSV; far above that is not a measurement file. */
const MAX_ACTUALS_BYTES = 8 * 1024 * 1024;

// This route's refusals are in the user's language: operators read the findings they list.
const refusal = (key: MessageCode, code: string) => (request: FastifyRequest) => new AppError(400, formatMessage(key, {}, requestLanguage(request)), code);
const badBody = refusal('actuals.badBody', 'BAD_ACTUALS_BODY');
const badQuery = refusal('actuals.badQuery', 'BAD_ACTUALS_QUERY');
const badBridgeQuery = refusal('bridge.badQuery', 'BAD_BRIDGE_QUERY');
const inLanguage = (answer: (request: FastifyRequest) => AppError): BadRequest => (_issues, _part, request) => answer(request);

const datosReales: ContractPlugin = async (app) => {
  app.addContentTypeParser(['text/csv', 'text/plain'], { parseAs: 'string', bodyLimit: MAX_ACTUALS_BYTES }, (_request, body, done) => done(null, body));

  app.post(
    '/datos-reales',
    { bodyLimit: MAX_ACTUALS_BYTES, schema: { body: actualsImportBodySchema, response: { 200: actualsImportResponseSchema } }, config: { badRequest: inLanguage(badBody) } },
    async (request) => {
      const lang = requestLanguage(request);
      const { body } = request;
      return heavyUploads.run(request.user.username, () => (typeof body === 'string'
        ? importActualsCsv(app.repos, request.user.username, body, lang)
        : importActualsPush(app.repos, request.user.username, body, lang)));
    },
  );

  app.get(
    '/datos-reales',
    // No response schema: the answer is a stream of the contract's actualsResponseSchema, each day's
    // piece checked against it as it is written (a serializer would need the whole year at once).
    { schema: { querystring: actualsQuerySchema }, config: { badRequest: inLanguage(badQuery) } },
    async (request, reply) => {
      const period = actualsPeriod(request.query.desde, request.query.hasta);
      if (period === 'badRange') throw badQuery(request);
      const pieces = await actualsJson(app.repos, period.from, period.to);
      return reply.type('application/json; charset=utf-8').send(Readable.from(pieces));
    },
  );

  app.get('/datos-reales/importaciones', { preHandler: requireFullUser, schema: { response: { 200: actualsImportListSchema } } }, async () =>
    listActualImports(app.db));

  app.delete(
    '/datos-reales/importaciones/:id',
    { preHandler: requireFullUser, schema: { params: actualsImportParamsSchema, response: { 200: actualsWithdrawResponseSchema } } },
    async (request) => {
      const { id } = request.params;
      const lang = requestLanguage(request);
      if (!(await withdrawActualImport(app.db, id))) throw new AppError(404, formatMessage('actuals.importMissing', { id }, lang), 'IMPORT_NOT_FOUND');
      request.log.info({ importacion: id, username: request.user.username }, 'importación de datos reales retirada');
      return { status: 200 as const, message: formatMessage('actuals.importWithdrawn', { id }, lang), id };
    },
  );

  // The counterfactual solves go to the optimizer's worker pool, never this thread.
  const deps: BridgeDeps = { repos: app.repos, prices: app.priceService, solve: async (input) => (await solveInWorker(input)).solution };
  app.get(
    '/datos-reales/balance',
    {
      schema: { querystring: bridgeQuerySchema, response: { 200: bridgeResponseSchema } },
      config: { badRequest: inLanguage(badBridgeQuery) },
    },
    async (request) => {
      const lang = requestLanguage(request);
      const q = request.query;
      if ('dia' in q) return bridgeOfDay(deps, request.user, q.dia, lang, q.simulacion);
      const answer = await bridgeOfRange(deps, request.user, q.desde, q.hasta, lang);
      if (answer === 'badRange') throw badBridgeQuery(request);
      return answer;
    },
  );
};

export default datosReales;
