/**
 * GET /api/simulacion (list item of docs/rules/fields.md) and GET /api/simulacion/:id (one row with its failure reason and,
 * while it runs, `run`: when the solve started and how far it is, null before it starts; solved,
 * `explicacion_pendiente` while its explanation is still being computed).
 */
import { hasResultsStatus, isRunningStatus, simulationDetailSchema, simulationListSchema, simulationParamsSchema } from '@plantasim/domain';
import { daysInForceOf } from '../../../commands/planInForce.ts';
import { badSimulationId, readableSimulation } from '../../../commands/simulationAccess.ts';
import type { ContractPlugin } from '../../../plugins/contract.ts';
import { simulationDetail, simulationListItem } from '../../../presenters/simulations.ts';
import { listSimulations, readStats } from '../../../repositories/simulations.ts';
import { explanationDue } from '../../../repositories/explanations.ts';

const list: ContractPlugin = async (app) => {
  app.get('/simulacion', { schema: { response: { 200: simulationListSchema } } }, async (request) => {
    const user = request.user;
    const rows = await listSimulations(app.db, user.role === 'full' ? undefined : user.username);
    return rows.map(simulationListItem);
  });

  app.get(
    '/simulacion/:id',
    { schema: { params: simulationParamsSchema, response: { 200: simulationDetailSchema } }, config: { badRequest: badSimulationId } },
    async (request) => {
      const s = await readableSimulation(app.repos, request.params.id, request.user, app.config.now?.() ?? new Date());
      const running = isRunningStatus(s.status);
      const detail = simulationDetail(s, running, running ? await readStats(app.db, s.id) : undefined, running ? [] : await daysInForceOf(app.repos, s));
      return hasResultsStatus(s.status) && (await explanationDue(app.db, s.id)) ? { ...detail, explicacion_pendiente: true } : detail;
    },
  );
};

export default list;
