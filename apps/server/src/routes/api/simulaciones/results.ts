/**
 * Reading a simulation:
 *   GET /api/programa/:id, /api/resultado-operacion/:id, /api/resultado-economico/:id, /api/resultados/:id
 *   GET /api/descargar-entrada/:id     zip with data.json (the stored inputs, metadata brought up to date)
 *   GET /api/descargar-resultado/:id   zip with the results (full users)
 */
import type { FastifyPluginAsync } from 'fastify';
import { SIMULATION_STATUS_TEXT, type SimulationStatus } from '@plantasim/domain';
import { AppError } from '../../../errors.ts';
import { parseSimulationId, visibleSimulation } from '../../../commands/simulationAccess.ts';
import { zipFiles } from '../../../commands/zipJson.ts';
import { readInputs, readResults, type SimulationRow } from '../../../repositories/simulations.ts';
import type { SimulationResults } from '../../../jobs/types.ts';
import { requireFullUser } from '../../../plugins/auth.ts';

const parts: Record<string, keyof SimulationResults> = {
  '/programa/:id': 'programa',
  '/resultado-operacion/:id': 'resultado_operacion',
  '/resultado-economico/:id': 'resultado_economico',
  '/resultados/:id': 'resultados',
};

function noResults(s: SimulationRow): AppError {
  const text = SIMULATION_STATUS_TEXT[s.status as SimulationStatus]?.es ?? String(s.status);
  return new AppError(409, `La simulación ${s.id} no tiene resultados (estado: ${text})`, 'NO_RESULTS', { simulationStatus: s.status });
}

const results: FastifyPluginAsync = async (app) => {
  const resultsOf = async (s: SimulationRow): Promise<{ results: SimulationResults; stats: unknown }> => {
    const r = s.status === 4 ? await readResults(app.db, s.id) : undefined;
    if (!r?.results) throw noResults(s);
    return { results: r.results as SimulationResults, stats: r.stats };
  };

  for (const [path, key] of Object.entries(parts)) {
    app.get(path, async (request) => {
      const id = parseSimulationId((request.params as { id: string }).id);
      const { results: r } = await resultsOf(await visibleSimulation(app.db, id, request.user));
      return r[key] ?? null;
    });
  }

  app.get('/descargar-entrada/:id', async (request, reply) => {
    const id = parseSimulationId((request.params as { id: string }).id);
    const s = await visibleSimulation(app.db, id, request.user);
    const inputs = (await readInputs(app.db, id)) as { metadata?: Record<string, unknown> } & Record<string, unknown>;
    const data = { ...inputs, metadata: { ...inputs.metadata, id: s.id, created: s.created, valid: s.valid } };
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="entrada_${id}.zip"`)
      .send(zipFiles({ 'data.json': data }));
  });

  app.get('/descargar-resultado/:id', { preHandler: requireFullUser }, async (request, reply) => {
    const id = parseSimulationId((request.params as { id: string }).id);
    const s = await visibleSimulation(app.db, id, request.user);
    const { results: r, stats } = await resultsOf(s);
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="resultado_${id}.zip"`)
      .send(zipFiles({
        'programa.json': r.programa ?? null,
        'resultado_operacion.json': r.resultado_operacion ?? null,
        'resultado_economico.json': r.resultado_economico ?? null,
        'resultados.json': r.resultados ?? null,
        'estadisticas.json': stats ?? null,
      }));
  });
};

export default results;
