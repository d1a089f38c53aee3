/**
 * Day-ahead offers of an executed run (shapes: @plantasim/domain contract/offers.ts, docs/offers.md):
 *   POST /api/simulaciones/:id/ofertas  queues the offers (their jobs: jobs/runOffers.ts) and answers their
 *        state; asked again while queued, solving or done, the same state (a failed one is queued again)
 *   GET  /api/simulaciones/:id/ofertas  the state and, once done, per period the curve's steps (price,
 *        quantity) and the expected position at the forecast, and the engines' block orders
 * Offers are a market decision: full users ask for them (like a sensitivity batch); reading them
 * follows the run's visibility (operators: their own runs).
 */
import { formatMessage, offersRefusal, routes } from '@plantasim/domain';
import { badSimulationId, visibleSimulation } from '../../../commands/simulationAccess.ts';
import { requestLanguage } from '../../../http/requestLanguage.ts';
import { AppError } from '../../../errors.ts';
import { requireFullUser } from '../../../plugins/auth.ts';
import { fromTable, type ContractPlugin } from '../../../plugins/contract.ts';

const offers: ContractPlugin = async (app) => {
  app.route({
    ...fromTable(routes.offersRequest),
    config: { badRequest: badSimulationId },
    preValidation: requireFullUser,
    handler: async (request) => {
      const s = await visibleSimulation(app.repos, request.params.id, request.user);
      const lang = requestLanguage(request);
      if (!app.jobs.enqueueOffers) throw new AppError(409, formatMessage('offers.unavailable', {}, lang), 'OFFERS_REFUSED');
      const refusal = offersRefusal({ status: s.status, horizonDays: s.horizon_days });
      if (refusal) throw new AppError(409, formatMessage(refusal, {}, lang), 'OFFERS_REFUSED');
      const { queued, answer } = await app.repos.offers.requestOffers(s.id);
      if (queued) await app.jobs.enqueueOffers(s.id);
      return answer;
    },
  });

  app.route({
    ...fromTable(routes.offers),
    config: { badRequest: badSimulationId },
    handler: async (request) => app.repos.offers.readOffers((await visibleSimulation(app.repos, request.params.id, request.user)).id),
  });
};

export default offers;
