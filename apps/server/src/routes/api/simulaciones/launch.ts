/**
 * Uploads of a whole simulation (multipart zip with data.json):
 *   POST /api/lanzar-simulacion/   validate (601) -> store status 3 -> queue the solve -> { id }
 *   POST /api/guardar-simulacion/  validate (601) -> store status 2 'Guardada' -> { id } (full users)
 *   POST /api/descargar-in/        validate (601) -> IN.zip with the solver's input and LP model
 *                                  (403 while config.json's mostrar_boton_descargar_in is false)
 * An operator's upload counts only for its demand and availability tables; the rest is the server's
 * (commands/operatorPayload.ts). Reasons of a 601 are in the request's language.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { describeProblem, storedSimulationSchema, type SimulationPayload } from '@plantasim/domain';
import { launchPrepared, launchSimulation, saveSimulation } from '../../../commands/launchSimulation.ts';
import { registerUploads } from '../../../http/multipartUpload.ts';
import type { PreparedInputs } from '../../../commands/preparedInputs.ts';
import { operatorPayload } from '../../../commands/operatorPayload.ts';
import { requestLanguage } from '../../../http/requestLanguage.ts';
import { normalizeForLaunch, validatePayload } from '../../../commands/validatePayload.ts';
import { sendValidationFailure } from '../../../http/validationFailure.ts';
import { zipFiles } from '../../../http/zipJson.ts';
import { optimizerInputFiles, optimizerInputProblems } from '../../../jobs/optimizerSolve.ts';
import { requireFullUser } from '../../../plugins/auth.ts';
import type { ContractPlugin } from '../../../plugins/contract.ts';
import { AppError, userText } from '../../../errors.ts';
import { checkedUpload } from '../../../uploads/checkedUpload.ts';

/**
 * An operator's upload merged into the server's own form and validated again, or undefined after
 * answering 601 with the reasons.
 */
async function operatorUpload(
  app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, checkLaunchRules: boolean,
): Promise<SimulationPayload | undefined> {
  const lang = requestLanguage(request);
  const r = await checkedUpload(request, 'payload', false);
  if (r.kind === 'invalid') {
    sendValidationFailure(reply, r.reasons);
    return undefined;
  }
  if (r.kind !== 'payload') throw new Error('upload check: payload expected');
  const merged = await operatorPayload(app.repos, app.priceService, r.payload, new Date());
  if (!merged.ok) {
    sendValidationFailure(reply, merged.problems.map((p) => describeProblem(p, lang)));
    return undefined;
  }
  // The launch rules (minimum times, horizon) hold for what is stored, with the server's plant.
  const checked = validatePayload(merged.payload, { checkLaunchRules, lang });
  if (!checked.ok) {
    sendValidationFailure(reply, checked.reasons);
    return undefined;
  }
  return checked.payload;
}

/** A full user's upload as the payload itself, or undefined after answering 601. */
async function fullUserPayload(request: FastifyRequest, reply: FastifyReply): Promise<SimulationPayload | undefined> {
  const r = await checkedUpload(request, 'payload', false);
  if (r.kind === 'invalid') {
    sendValidationFailure(reply, r.reasons);
    return undefined;
  }
  if (r.kind !== 'payload') throw new Error('upload check: payload expected');
  return r.payload;
}

/** A full user's upload serialised for storage (launched or saved), or undefined after answering 601. */
async function fullUserInputs(request: FastifyRequest, reply: FastifyReply, want: 'save' | 'launch'): Promise<PreparedInputs | undefined> {
  const r = await checkedUpload(request, want, want === 'launch');
  if (r.kind === 'invalid') {
    sendValidationFailure(reply, r.reasons);
    return undefined;
  }
  if (r.kind !== 'prepared') throw new Error('upload check: prepared inputs expected');
  return r.inputs;
}

/** The stored simulation; a refused upload answers 601 with its reasons (sendValidationFailure). */
const stored = { schema: { response: { 200: storedSimulationSchema } } };

const launch: ContractPlugin = async (app) => {
  await registerUploads(app);

  // A full user's upload is checked and serialised in the upload worker: a planning year is
  // 10 MB of JSON and about a second of CPU that would otherwise hold every other request.
  app.post('/lanzar-simulacion', stored, async (request, reply) => {
    if (request.user.role === 'operator') {
      const payload = await operatorUpload(app, request, reply, true);
      if (!payload) return reply;
      const problems = optimizerInputProblems(normalizeForLaunch(payload, request.user, new Date()), requestLanguage(request));
      if (problems.length > 0) return sendValidationFailure(reply, problems);
      const s = await launchSimulation(app.repos, app.jobs, payload, request.user);
      return { id: s.id, status: s.status, name: s.name };
    }
    const inputs = await fullUserInputs(request, reply, 'launch');
    if (!inputs) return reply;
    const s = await launchPrepared(app.repos, app.jobs, inputs, request.user);
    return { id: s.id, status: s.status, name: s.name };
  });

  app.post('/guardar-simulacion', { ...stored, preHandler: requireFullUser }, async (request, reply) => {
    const inputs = await fullUserInputs(request, reply, 'save');
    if (!inputs) return reply;
    const s = await saveSimulation(app.repos, inputs, request.user);
    return { id: s.id, status: s.status, name: s.name };
  });

  // The button is hidden by the flag; the server refuses the call itself, the browser is no barrier.
  const downloadInEnabled = async () => {
    if (!app.runtimeConfig.get().mostrar_boton_descargar_in) throw new AppError(403, userText('upload.downloadInDisabled'), 'DOWNLOAD_IN_DISABLED');
  };

  app.post('/descargar-in', { preHandler: downloadInEnabled }, async (request, reply) => {
    const payload = request.user.role === 'operator' ? await operatorUpload(app, request, reply, false) : await fullUserPayload(request, reply);
    if (!payload) return reply;
    const normalized = normalizeForLaunch(payload, request.user, new Date());
    const files = optimizerInputFiles(normalized);
    return reply
      .type('application/zip')
      .header('content-disposition', 'attachment; filename="IN.zip"')
      .send(await zipFiles({ 'data.json': normalized, ...files }));
  });
};

export default launch;
