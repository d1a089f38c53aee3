/**
 * GET /api/estado-inicial?fecha=dd/MM/yyyy (full users: operators do not edit the plant): the
 * engines' state before H1 carried from the previous day's valid simulation (shape: @plantasim/domain
 * contract/initialState.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { formatMessage, initialStateQuerySchema } from '@plantasim/domain';
import { AppError } from '../../../errors.ts';
import { initialStateFor } from '../../../commands/initialState.ts';
import { requireFullUser } from '../../../plugins/auth.ts';

const initialState: FastifyPluginAsync = async (app) => {
  app.get('/estado-inicial', { preHandler: requireFullUser }, async (request) => {
    const q = initialStateQuerySchema.safeParse(request.query);
    if (!q.success) throw new AppError(400, formatMessage('initialState.badQuery'), 'BAD_INITIAL_STATE_QUERY');
    return initialStateFor(app.db, q.data.fecha);
  });
};

export default initialState;
