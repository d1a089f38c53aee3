/**
 * GET /api/anual/acumulado?fecha=dd/MM/yyyy: the year so far before that day from the measured actuals
 * and the year's valid simulations (each day said measured or planned, the measured days' warnings in
 * the reader's language), and the annual limits' prices of its planning simulation (shape: @plantasim/domain
 * contract/annual.ts). Any signed-in user: it is what a one-day or one-week run's results show.
 * An operator reads the plant's totals, but the planning simulation (its id and prices) only when it
 * is one they may open: a manager's plan is 404 to them everywhere, here too (docs/reliability.md,
 * operator reach).
 */
import { annualToDateQuerySchema, annualToDateResponseSchema, formatMessage } from '@plantasim/domain';
import { AppError } from '../../../errors.ts';
import { annualToDate } from '../../../commands/annualToDate.ts';
import { visibleSimulation } from '../../../commands/simulationAccess.ts';
import type { ContractPlugin } from '../../../plugins/contract.ts';
import { requestLanguage } from '../../../http/requestLanguage.ts';

const annualToDateRoute: ContractPlugin = async (app) => {
  app.get(
    '/anual/acumulado',
    {
      schema: { querystring: annualToDateQuerySchema, response: { 200: annualToDateResponseSchema } },
      config: { badRequest: () => new AppError(400, formatMessage('initialState.badQuery'), 'BAD_ANNUAL_QUERY') },
    },
    async (request) => {
      const answer = await annualToDate(app.repos, request.query.fecha, requestLanguage(request));
      if (!answer.planificacion || request.user.role === 'full') return answer;
      const visible = await visibleSimulation(app.repos, answer.planificacion.id, request.user).then(() => true, () => false);
      return visible ? answer : { ...answer, planificacion: null };
    },
  );
};

export default annualToDateRoute;
