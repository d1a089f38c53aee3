/**
 * Reading a simulation:
 *   GET /api/programa/:id, /api/resultado-operacion/:id, /api/resultado-economico/:id, /api/resultados/:id,
 *       /api/explicacion/:id the stored part (JSON; the explanation is null for simulations solved
 *       before it existed). Only that part is read, and it is sent as stored, gzip-compressed, to
 *       clients that accept gzip (browsers); others get the JSON text (br by @fastify/compress when
 *       asked). A planning year is ~45 MB of JSON, ~5 MB as gzip.
 *       ?resolucion=cuartos on /programa, /resultado-operacion and /resultado-economico: the table per
 *       period of a run planned in quarter hours (its hourly table is the part itself); 409 NO_RESULTS
 *       for a run that has none (planned hourly, or solved before quarter tables were kept).
 *   GET /api/descargar-entrada/:id     zip with data.json (the stored inputs, metadata brought up to date)
 *   GET /api/descargar-resultado/:id   zip with the results (full users)
 */
import type { FastifyReply } from 'fastify';
import { hasResultsStatus, resultResolutionQuerySchema, simulationParamsSchema } from '@plantasim/domain';
import { badSimulationId, noResults, readableSimulation, visibleSimulation } from '../../../commands/simulationAccess.ts';
import type { BadRequest, ContractPlugin } from '../../../plugins/contract.ts';
import { AppError, userText } from '../../../errors.ts';
import { zipFiles } from '../../../http/zipJson.ts';
import { readInputs, readStats } from '../../../repositories/simulations.ts';
import { partText, QUARTER_PARTS, readResultPart, readResultTexts, type ResultPart, type StoredPartName } from '../../../repositories/simulationResults.ts';
import { requireFullUser } from '../../../plugins/auth.ts';

const parts: Record<string, ResultPart> = {
  '/programa/:id': 'programa',
  '/resultado-operacion/:id': 'resultado_operacion',
  '/resultado-economico/:id': 'resultado_economico',
  '/resultados/:id': 'resultados',
  '/explicacion/:id': 'explicacion',
};

/** Whether Accept-Encoding takes gzip (RFC 9110 §12.5.3: `gzip`, `x-gzip` or `*`, not with q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  let star: boolean | undefined;
  for (const item of text.split(',')) {
    const [name = '', ...params] = item.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name.trim() === 'gzip' || name.trim() === 'x-gzip') return allowed;
    if (name.trim() === '*') star = allowed;
  }
  return star === true;
}

function addVary(reply: FastifyReply, value: string): void {
  const current = reply.getHeader('vary');
  const list = current === undefined ? [] : String(current).split(',').map((v) => v.trim()).filter(Boolean);
  if (!list.some((v) => v.toLowerCase() === value.toLowerCase() || v === '*')) list.push(value);
  reply.header('vary', list.join(', '));
}

/** Every route here addresses one simulation by its id. The parts are sent as stored (their shapes:
 *  @plantasim/domain contract/results.ts, typed where the solve job stores them). */
const byId = { schema: { params: simulationParamsSchema }, config: { badRequest: badSimulationId } };
/** The table parts also take ?resolucion=horas|cuartos; another value is a 400 VALIDATION_ERROR. */
const badIdOrResolution: BadRequest = (_issues, part) =>
  (part === 'querystring' ? new AppError(400, userText('http.validation'), 'VALIDATION_ERROR') : badSimulationId());
const byIdAtResolution = { schema: { params: simulationParamsSchema, querystring: resultResolutionQuerySchema }, config: { badRequest: badIdOrResolution } };

const results: ContractPlugin = async (app) => {
  const now = () => app.config.now?.() ?? new Date();
  // Operators also read the plan in force for today and tomorrow (the hand-over), not only their own runs.
  for (const [path, key] of Object.entries(parts)) {
    const quarterPart = (QUARTER_PARTS as Partial<Record<ResultPart, StoredPartName>>)[key];
    app.get(path, quarterPart ? byIdAtResolution : byId, async (request, reply) => {
      const s = await readableSimulation(app.repos, request.params.id, request.user, now());
      const quarters = (request.query as { resolucion?: string } | undefined)?.resolucion === 'cuartos' ? quarterPart : undefined;
      const stored = hasResultsStatus(s.status) ? await readResultPart(app.db, s.id, quarters ?? key) : undefined;
      // Simulations solved before explanations existed (or with SOLVE_EXPLAIN=off) have none: null.
      if (!stored && hasResultsStatus(s.status) && key === 'explicacion') return reply.type('application/json; charset=utf-8').send('null');
      if (!stored) throw noResults(s);
      addVary(reply, 'Accept-Encoding');
      reply.type('application/json; charset=utf-8');
      if (stored.encoding === 'gzip' && acceptsGzip(request.headers['accept-encoding'])) {
        return reply.header('content-encoding', 'gzip').send(stored.body);
      }
      return reply.send(await partText(stored));
    });
  }

  app.get('/descargar-entrada/:id', byId, async (request, reply) => {
    const id = request.params.id;
    const s = await readableSimulation(app.repos, id, request.user, now());
    const inputs = await readInputs(app.db, id) ?? {};
    const data = { ...inputs, metadata: { ...inputs.metadata, id: s.id, created: s.created, valid: s.valid } };
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="entrada_${id}.zip"`)
      .send(await zipFiles({ 'data.json': data }));
  });

  app.get('/descargar-resultado/:id', { ...byId, preValidation: requireFullUser }, async (request, reply) => {
    const id = request.params.id;
    const s = await visibleSimulation(app.repos, id, request.user);
    const r = hasResultsStatus(s.status) ? await readResultTexts(app.db, s.id) : undefined;
    if (!r) throw noResults(s);
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="resultado_${id}.zip"`)
      .send(await zipFiles({
        'programa.json': r.programa,
        'resultado_operacion.json': r.resultado_operacion,
        'resultado_economico.json': r.resultado_economico,
        'resultados.json': r.resultados,
        'explicacion.json': r.explicacion,
        'estadisticas.json': (await readStats(app.db, s.id)) ?? null,
      }));
  });
};

export default results;
