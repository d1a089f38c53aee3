/**
 * "Recalcular exacto" on a block of a run's explanation (shapes: @plantasim/domain contract/exact.ts):
 *   POST /api/simulaciones/:id/explicacion/exacto  { bloque }  queues the block's exact counterfactual
 *        (a low-priority job: jobs/runExact.ts) and answers its state; asked again while queued,
 *        solving or done, the same state (a failed one is queued again)
 *   GET  /api/simulaciones/:id/explicacion/exactos            every block asked for, with its state
 * Whoever may read the run's explanation may ask: the figure refines what the explanation says and
 * changes no plan.
 */
import { explanationSchema, exactBlockSchema, exactListSchema, exactRequestSchema, formatMessage, SIMULATION_STATUS, simulationParamsSchema } from '@plantasim/domain';
import { badSimulationId, readableSimulation } from '../../../commands/simulationAccess.ts';
import { requestLanguage } from '../../../http/requestLanguage.ts';
import { AppError } from '../../../errors.ts';
import { listExact, requestExact } from '../../../repositories/exactCounterfactuals.ts';
import { readPartJson } from '../../../repositories/simulationResults.ts';
import type { ContractPlugin } from '../../../plugins/contract.ts';

const exact: ContractPlugin = async (app) => {
  const now = () => app.config.now?.() ?? new Date();

  app.post(
    '/simulaciones/:id/explicacion/exacto',
    { schema: { params: simulationParamsSchema, response: { 200: exactBlockSchema } }, config: { badRequest: badSimulationId } },
    async (request) => {
      const s = await readableSimulation(app.repos, request.params.id, request.user, now());
      const lang = requestLanguage(request);
      const body = exactRequestSchema.safeParse(request.body);
      if (!body.success) throw new AppError(400, formatMessage('exact.noBlock', {}, lang), 'EXACT_REFUSED');
      if (!app.jobs.enqueueExact) throw new AppError(409, formatMessage('exact.unavailable', {}, lang), 'EXACT_REFUSED');
      const explanation = s.status === SIMULATION_STATUS.EjecutadaOK ? explanationSchema.safeParse(await readPartJson(app.db, s.id, 'explicacion')) : undefined;
      if (!explanation?.success) throw new AppError(409, formatMessage('exact.noExplanation', {}, lang), 'EXACT_REFUSED');
      if (explanation.data.blocks[body.data.bloque]?.status !== 'flipped') throw new AppError(409, formatMessage('exact.noBlock', {}, lang), 'EXACT_REFUSED');
      const { queued, answer } = await requestExact(app.db, s.id, body.data.bloque);
      if (queued) await app.jobs.enqueueExact(s.id, body.data.bloque);
      return answer;
    },
  );

  app.get(
    '/simulaciones/:id/explicacion/exactos',
    { schema: { params: simulationParamsSchema, response: { 200: exactListSchema } }, config: { badRequest: badSimulationId } },
    async (request) => {
      const s = await readableSimulation(app.repos, request.params.id, request.user, now());
      return { exactos: await listExact(app.db, s.id) };
    },
  );
};

export default exact;
