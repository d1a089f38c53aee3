/** GET /api/simulacion (SPEC §3 list) and GET /api/simulacion/:id (one row with its failure reason). */
import type { FastifyPluginAsync } from 'fastify';
import { parseSimulationId, visibleSimulation } from '../../../commands/simulationAccess.ts';
import { listSimulations } from '../../../repositories/simulations.ts';

const list: FastifyPluginAsync = async (app) => {
  app.get('/simulacion', async (request) => {
    const user = request.user;
    return listSimulations(app.db, user.role === 'full' ? undefined : user.username);
  });

  app.get('/simulacion/:id', async (request) => {
    const id = parseSimulationId((request.params as { id: string }).id);
    const s = await visibleSimulation(app.db, id, request.user);
    return {
      id: s.id, name: s.name, username: s.username, created: s.created, status: s.status, VALID: s.valid,
      last_update: s.last_update, mode: s.mode, error: s.error,
    };
  });
};

export default list;
