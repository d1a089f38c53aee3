/**
 * Validity, activation, deletion and cancellation:
 *   GET    /api/cambiar-estado?simulation_id&new_status(0|1)[&username]   (full users; valid only if run OK)
 *   POST   /api/simulacion/:id/activar                                    (full users; only if run OK)
 *   DELETE /api/borrar-simulacion/:id                                     (full users; any status but running)
 *   POST   /api/simulacion/:id/cancelar                                   (owner or full user; running only)
 */
import type { FastifyPluginAsync } from 'fastify';
import { AppError, userText } from '../../../errors.ts';
import { parseSimulationId, visibleSimulation } from '../../../commands/simulationAccess.ts';
import {
  activateSimulation, cancelSimulation, changeValidity, deleteSimulation,
} from '../../../commands/simulationState.ts';
import { requireFullUser } from '../../../plugins/auth.ts';

const state: FastifyPluginAsync = async (app) => {
  app.get('/cambiar-estado', { preHandler: requireFullUser }, async (request) => {
    // `username` (sent by the spec's web) is ignored: the token says who acts.
    const q = request.query as { simulation_id?: string; new_status?: string };
    const id = parseSimulationId(q.simulation_id);
    if (q.new_status !== '0' && q.new_status !== '1') throw new AppError(400, userText('state.badNewStatus'), 'BAD_NEW_STATUS');
    const s = await visibleSimulation(app.db, id, request.user);
    return changeValidity(app.db, s, q.new_status === '1' ? 1 : 0);
  });

  app.post<{ Params: { id: string } }>('/simulacion/:id/activar', { preHandler: requireFullUser }, async (request) => {
    const id = parseSimulationId(request.params.id);
    return activateSimulation(app.db, await visibleSimulation(app.db, id, request.user));
  });

  app.delete<{ Params: { id: string } }>('/borrar-simulacion/:id', { preHandler: requireFullUser }, async (request) => {
    const id = parseSimulationId(request.params.id);
    return deleteSimulation(app.db, await visibleSimulation(app.db, id, request.user), app.jobs);
  });

  app.post<{ Params: { id: string } }>('/simulacion/:id/cancelar', async (request) => {
    const id = parseSimulationId(request.params.id);
    return cancelSimulation(app.db, app.jobs, await visibleSimulation(app.db, id, request.user));
  });
};

export default state;
