/**
 * GET /api/estado-inicial?fecha=dd/MM/yyyy (full users: operators do not edit the plant): the
 * engines' state before H1 carried from the previous day's valid simulation (shape: @plantasim/domain
 * contract/initialState.ts).
 */
import { formatMessage, initialStateQuerySchema, initialStateResponseSchema } from '@plantasim/domain';
import { AppError } from '../../../errors.ts';
import { initialStateFor } from '../../../commands/initialState.ts';
import { requireFullUser } from '../../../plugins/auth.ts';
import type { ContractPlugin } from '../../../plugins/contract.ts';

const initialState: ContractPlugin = async (app) => {
  app.get(
    '/estado-inicial',
    {
      schema: { querystring: initialStateQuerySchema, response: { 200: initialStateResponseSchema } },
      config: { badRequest: () => new AppError(400, formatMessage('initialState.badQuery'), 'BAD_INITIAL_STATE_QUERY') },
      preValidation: requireFullUser,
    },
    async (request) => initialStateFor(app.repos, request.query.fecha),
  );
};

export default initialState;
