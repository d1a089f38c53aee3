/**
 * GET /api/inicio: the morning page's data (shape: @plantasim/domain contract/morning.ts). Any
 * signed-in user; operators get the reduced answer (commands/morning.ts).
 */
import { morningResponseSchema } from '@plantasim/domain';
import { morningPage } from '../../../commands/morning.ts';
import type { ContractPlugin } from '../../../plugins/contract.ts';

const morning: ContractPlugin = async (app) => {
  app.get('/inicio', { schema: { response: { 200: morningResponseSchema } } }, async (request) =>
    morningPage(app.db, request.user, app.config.now?.() ?? new Date()));
};

export default morning;
