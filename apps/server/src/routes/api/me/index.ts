import { meSchema } from '@plantasim/domain';
import type { ContractPlugin } from '../../../plugins/contract.ts';

/** GET /api/me: the user of the bearer token, for the web header. */
const me: ContractPlugin = async (app) => {
  app.get('/me', { schema: { response: { 200: meSchema } } }, async (request) => ({ username: request.user.username, role: request.user.role }));
};

export default me;
