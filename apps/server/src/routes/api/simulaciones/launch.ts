/**
 * Uploads of a whole simulation (multipart zip with data.json):
 *   POST /api/lanzar-simulacion/   validate (601) -> store status 3 -> queue the solve -> { id }
 *   POST /api/guardar-simulacion/  validate (601) -> store status 2 'Guardada' -> { id } (full users)
 *   POST /api/descargar-in/        validate (601) -> IN.zip with the solver's input and LP model
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SimulationPayload } from '@plantasim/domain';
import { launchSimulation, saveSimulation } from '../../../commands/launchSimulation.ts';
import { readUploadedJson, registerUploads } from '../../../commands/multipartUpload.ts';
import { normalizeForLaunch, sendValidationFailure, validatePayload } from '../../../commands/validatePayload.ts';
import { zipFiles } from '../../../commands/zipJson.ts';
import { optimizerInputFiles, optimizerInputProblems } from '../../../jobs/optimizerSolve.ts';
import { requireFullUser } from '../../../plugins/auth.ts';

/** The validated payload, or undefined after answering 601 with the reasons. */
async function uploadedPayload(request: FastifyRequest, reply: FastifyReply, checkLaunchRules: boolean): Promise<SimulationPayload | undefined> {
  const value = await readUploadedJson(request);
  const r = validatePayload(value, { checkLaunchRules });
  if (!r.ok) {
    sendValidationFailure(reply, r.reasons);
    return undefined;
  }
  return r.payload;
}

const launch: FastifyPluginAsync = async (app) => {
  await registerUploads(app);

  app.post('/lanzar-simulacion', async (request, reply) => {
    const payload = await uploadedPayload(request, reply, true);
    if (!payload) return reply;
    const problems = optimizerInputProblems(normalizeForLaunch(payload, request.user, new Date()));
    if (problems.length > 0) return sendValidationFailure(reply, problems);
    const s = await launchSimulation(app.db, app.jobs, payload, request.user);
    return { id: s.id, status: s.status, name: s.name };
  });

  app.post('/guardar-simulacion', { preHandler: requireFullUser }, async (request, reply) => {
    const payload = await uploadedPayload(request, reply, false);
    if (!payload) return reply;
    const s = await saveSimulation(app.db, payload, request.user);
    return { id: s.id, status: s.status, name: s.name };
  });

  app.post('/descargar-in', async (request, reply) => {
    const payload = await uploadedPayload(request, reply, false);
    if (!payload) return reply;
    const normalized = normalizeForLaunch(payload, request.user, new Date());
    const files = optimizerInputFiles(normalized);
    return reply
      .type('application/zip')
      .header('content-disposition', 'attachment; filename="IN.zip"')
      .send(zipFiles({ 'data.json': normalized, ...files }));
  });
};

export default launch;
