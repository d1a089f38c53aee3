/**
 * The base case (full users only):
 *   GET  /api/descargar-caso-base/   zip with data.json (the saved base case, or the domain's createBaseCase())
 *   POST /api/cargar-caso-base/      multipart field `file`: zip with data.json -> { status, message }
 */
import { baseCaseSavedSchema, createBaseCase } from '@plantasim/domain';
import type { ContractPlugin } from '../../../plugins/contract.ts';
import { registerUploads } from '../../../http/multipartUpload.ts';
import { sendValidationFailure } from '../../../http/validationFailure.ts';
import { checkedUpload } from '../../../uploads/checkedUpload.ts';
import { zipFiles } from '../../../http/zipJson.ts';
import { userText } from '../../../errors.ts';
import { readBaseCase, saveBaseCase } from '../../../repositories/baseCase.ts';
import { requireFullUser } from '../../../plugins/auth.ts';


const casoBase: ContractPlugin = async (app) => {
  await registerUploads(app);

  // Every user starts a new simulation from the base case (docs/rules/states.md); only full users overwrite it.
  app.get('/descargar-caso-base', async (_request, reply) => {
    const payload = (await readBaseCase(app.db)) ?? createBaseCase();
    return reply
      .type('application/zip')
      .header('content-disposition', 'attachment; filename="caso_base.zip"')
      .send(await zipFiles({ 'data.json': payload }));
  });

  app.post('/cargar-caso-base', { schema: { response: { 200: baseCaseSavedSchema } }, preHandler: requireFullUser }, async (request, reply) => {
    const r = await checkedUpload(request, 'payload', false);
    if (r.kind === 'invalid') return sendValidationFailure(reply, r.reasons);
    if (r.kind !== 'payload') throw new Error('upload check: payload expected');
    await saveBaseCase(app.db, r.payload, request.user.username);
    return { status: 200 as const, message: userText('baseCase.saved') };
  });
};

export default casoBase;
