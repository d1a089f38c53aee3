/**
 * Re-planning from hour H (shapes: @plantasim/domain contract/replan.ts):
 *   POST /api/simulaciones/:id/replanificar     { hora, unidades, usarReales? } -> the new simulation (status 3)
 *   GET  /api/simulaciones/:id/replanificacion  whether it may be re-planned, its units, its origin and its re-plans
 * Operators may re-plan their own runs and the plan in force for today or tomorrow (others' answer 404
 * like missing ids); full users any. An operator's re-plan is their own run, linked to its origin. The
 * body is checked against the contract's schema before the handler runs (so a malformed one is
 * refused whatever the id names); the refusal sees the request and is worded in its language.
 */
import { formatMessage, replanInfoSchema, replanLaunchResponseSchema, replanRequestSchema, simulationParamsSchema } from '@plantasim/domain';
import { launchReplan, readReplanInfo } from '../../../commands/replan.ts';
import { badSimulationId, readableSimulation } from '../../../commands/simulationAccess.ts';
import { AppError } from '../../../errors.ts';
import { requestLanguage } from '../../../http/requestLanguage.ts';
import type { BadRequest, ContractPlugin } from '../../../plugins/contract.ts';

/** A bad id is the id's refusal; a bad body, the re-plan request's (the same words as the command's). */
const badReplan: BadRequest = (_issues, part, request) =>
  part === 'body' ? new AppError(400, formatMessage('replan.badRequest', {}, requestLanguage(request)), 'BAD_REPLAN_REQUEST') : badSimulationId();

const replan: ContractPlugin = async (app) => {
  const now = () => app.config.now?.() ?? new Date();

  app.post(
    '/simulaciones/:id/replanificar',
    { schema: { params: simulationParamsSchema, body: replanRequestSchema, response: { 200: replanLaunchResponseSchema } }, config: { badRequest: badReplan } },
    async (request) => {
      const origin = await readableSimulation(app.repos, request.params.id, request.user, now());
      return launchReplan(app.repos, app.jobs, origin, request.user, request.body, requestLanguage(request), now());
    },
  );

  app.get(
    '/simulaciones/:id/replanificacion',
    { schema: { params: simulationParamsSchema, response: { 200: replanInfoSchema } }, config: { badRequest: badSimulationId } },
    async (request) => {
      const row = await readableSimulation(app.repos, request.params.id, request.user, now());
      return readReplanInfo(app.repos, row, request.user, requestLanguage(request), now());
    },
  );
};

export default replan;
