import type { ContractPlugin } from '../../../plugins/contract.ts';
import { endSession } from '../../../repositories/sessions.ts';

/**
 * POST /api/logout: ends the session of the bearer token on the server. The token answers 401 from
 * then on, wherever a copy of it is (another tab, a proxy log).
 */
const logout: ContractPlugin = async (app) => {
  app.post('/logout', async (request, reply) => {
    if (request.user.sessionId) await endSession(app.db, request.user.sessionId);
    request.log.info({ username: request.user.username }, 'sesión cerrada');
    return reply.code(204).send();
  });
};

export default logout;
