/**
 * Comparison and sensitivity (request and answer shapes: @plantasim/domain contract/):
 *   GET  /api/comparar?a=&b=                    two executed simulations side by side (operators: own only)
 *   POST /api/simulaciones/:id/sensibilidad     launches the sensitivity children (full users)
 *   GET  /api/simulaciones/:id/sensibilidad     the children, their figures and the tornado
 */
import type { FastifyPluginAsync } from 'fastify';
import { compareQuerySchema, formatMessage, sensitivityRequestSchema } from '@plantasim/domain';
import { AppError } from '../../../errors.ts';
import { compareSimulations } from '../../../commands/compareSimulations.ts';
import { launchSensitivity, readSensitivity } from '../../../commands/sensitivity.ts';
import { parseSimulationId, visibleSimulation } from '../../../commands/simulationAccess.ts';
import { requireFullUser } from '../../../plugins/auth.ts';

const compare: FastifyPluginAsync = async (app) => {
  app.get('/comparar', async (request) => {
    const q = compareQuerySchema.safeParse(request.query);
    if (!q.success) throw new AppError(400, formatMessage('compare.badQuery'), 'BAD_COMPARE_QUERY');
    return compareSimulations(app.db, request.user, q.data.a, q.data.b);
  });

  app.post<{ Params: { id: string } }>('/simulaciones/:id/sensibilidad', { preHandler: requireFullUser }, async (request) => {
    const id = parseSimulationId(request.params.id);
    const body = sensitivityRequestSchema.safeParse(request.body ?? {});
    if (!body.success) throw new AppError(400, formatMessage('sensitivity.badRequest'), 'BAD_SENSITIVITY_REQUEST');
    const parent = await visibleSimulation(app.db, id, request.user);
    return launchSensitivity(app.db, app.jobs, parent, request.user, body.data.shifts);
  });

  app.get<{ Params: { id: string } }>('/simulaciones/:id/sensibilidad', async (request) => {
    const id = parseSimulationId(request.params.id);
    return readSensitivity(app.db, await visibleSimulation(app.db, id, request.user));
  });
};

export default compare;
