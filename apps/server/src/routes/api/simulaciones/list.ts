/**
 * GET /api/simulacion (SPEC §3 list) and GET /api/simulacion/:id (one row with its failure reason and,
 * while it runs, `run`: when the solve started and how far it is, null before it starts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { parseSimulationId, visibleSimulation } from '../../../commands/simulationAccess.ts';
import { isRunningStatus } from '@plantasim/domain';
import { listSimulations, readStats } from '../../../repositories/simulations.ts';

const list: FastifyPluginAsync = async (app) => {
  app.get('/simulacion', async (request) => {
    const user = request.user;
    return listSimulations(app.db, user.role === 'full' ? undefined : user.username);
  });

  app.get<{ Params: { id: string } }>('/simulacion/:id', async (request) => {
    const id = parseSimulationId(request.params.id);
    const s = await visibleSimulation(app.db, id, request.user);
    const row = {
      id: s.id, name: s.name, username: s.username, created: s.created, status: s.status, VALID: s.valid,
      last_update: s.last_update, mode: s.mode, error: s.error,
    };
    if (!isRunningStatus(s.status)) return row;
    const stats = (await readStats(app.db, s.id)) as { progress?: unknown; started?: unknown } | null | undefined;
    const started = typeof stats?.started === 'string' ? stats.started : null;
    return { ...row, run: started ? { started, progress: stats?.progress ?? null } : null };
  });
};

export default list;
