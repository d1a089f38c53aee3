/**
 * The plant's measured operation (shapes: @plantasim/domain contract/actuals.ts). Operators and full
 * users may import: measurements are what happened, not a planning choice.
 *   POST /api/datos-reales   the actuals CSV (Content-Type text/csv) or JSON { filas } from a historian
 *                            -> { importacion, horas, desde, hasta }; 400 with the findings, nothing stored
 *   GET  /api/datos-reales?desde=dd/MM/yyyy&hasta=dd/MM/yyyy   the current value of each hour and unit
 *   GET  /api/datos-reales/balance?dia=dd/MM/yyyy   plan vs actual vs hindsight of a day, with the bridge
 *   GET  /api/datos-reales/balance?desde&hasta      the bridge summed over ≤ 31 days, each day's deviation
 *        (commands/actualsBridge.ts; operators see the days of their own valid plans)
 */
import {
  actualsImportResponseSchema, actualsPushSchema, actualsQuerySchema, actualsResponseSchema, bridgeDayResponseSchema,
  bridgeQuerySchema, bridgeRangeResponseSchema, formatMessage,
} from '@plantasim/domain';
import { solveInWorker } from '@plantasim/optimizer';
import { bridgeOfDay, bridgeOfRange, type BridgeDeps } from '../../../commands/actualsBridge.ts';
import { z } from 'zod';
import { AppError } from '../../../errors.ts';
import { importActualsCsv, importActualsPush, readActuals } from '../../../commands/importActuals.ts';
import { requestLanguage } from '../../../http/requestLanguage.ts';
import type { ContractPlugin } from '../../../plugins/contract.ts';

/** A year of hours with every unit is about 1.5 MB of CSV; far above that is not a measurement file. */
const MAX_ACTUALS_BYTES = 8 * 1024 * 1024;

// The request is read in the handler rather than by a route schema: its refusals list findings in
// the user's language (the contract's route refusals are Spanish only); answers follow the contract.
const datosReales: ContractPlugin = async (app) => {
  app.addContentTypeParser(['text/csv', 'text/plain'], { parseAs: 'string', bodyLimit: MAX_ACTUALS_BYTES }, (_request, body, done) => done(null, body));

  app.post('/datos-reales', { bodyLimit: MAX_ACTUALS_BYTES, schema: { response: { 200: actualsImportResponseSchema } } }, async (request) => {
    const lang = requestLanguage(request);
    if (typeof request.body === 'string') return importActualsCsv(app.db, request.user.username, request.body, lang);
    const push = actualsPushSchema.safeParse(request.body);
    if (!push.success) throw new AppError(400, formatMessage('actuals.badBody', {}, lang), 'BAD_ACTUALS_BODY');
    return importActualsPush(app.db, request.user.username, push.data, lang);
  });

  app.get('/datos-reales', { schema: { response: { 200: actualsResponseSchema } } }, async (request) => {
    const lang = requestLanguage(request);
    const q = actualsQuerySchema.safeParse(request.query);
    const answer = q.success ? await readActuals(app.db, q.data.desde, q.data.hasta) : 'badRange';
    if (answer === 'badRange') throw new AppError(400, formatMessage('actuals.badQuery', {}, lang), 'BAD_ACTUALS_QUERY');
    return answer;
  });

  // The counterfactual solves go to the optimizer's worker pool, never this thread.
  const deps: BridgeDeps = { db: app.db, prices: app.priceService, solve: async (input) => (await solveInWorker(input)).solution };
  app.get('/datos-reales/balance', { schema: { response: { 200: z.union([bridgeDayResponseSchema, bridgeRangeResponseSchema]) } } }, async (request) => {
    const lang = requestLanguage(request);
    const q = bridgeQuerySchema.safeParse(request.query);
    const badQuery = () => new AppError(400, formatMessage('bridge.badQuery', {}, lang), 'BAD_BRIDGE_QUERY');
    if (!q.success) throw badQuery();
    if ('dia' in q.data) return bridgeOfDay(deps, request.user, q.data.dia, lang);
    const answer = await bridgeOfRange(deps, request.user, q.data.desde, q.data.hasta, lang);
    if (answer === 'badRange') throw badQuery();
    return answer;
  });
};

export default datosReales;
