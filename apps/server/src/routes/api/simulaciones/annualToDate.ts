/**
 * GET /api/anual/acumulado?fecha=dd/MM/yyyy: the year so far before that day from the year's valid
 * simulations, and the annual limits' prices of its planning simulation (shape: @plantasim/domain
 * contract/annual.ts). Any signed-in user: it is what a one-day or one-week run's results show.
 */
import { annualToDateQuerySchema, annualToDateResponseSchema, formatMessage } from '@plantasim/domain';
import { AppError } from '../../../errors.ts';
import { annualToDate } from '../../../commands/annualToDate.ts';
import type { ContractPlugin } from '../../../plugins/contract.ts';

const annualToDateRoute: ContractPlugin = async (app) => {
  app.get(
    '/anual/acumulado',
    {
      schema: { querystring: annualToDateQuerySchema, response: { 200: annualToDateResponseSchema } },
      config: { badRequest: () => new AppError(400, formatMessage('initialState.badQuery'), 'BAD_ANNUAL_QUERY') },
    },
    async (request) => annualToDate(app.db, request.query.fecha),
  );
};

export default annualToDateRoute;
