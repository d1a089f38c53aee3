/**
 * POST /api/nominacion/: multipart zip with data.json { NOMINATION_VALUE } (total gas consumption, MWh),
 * stored with the user and time -> { status, message, id, value, username, created }.
 */
import type { FastifyPluginAsync } from 'fastify';
import { AppError, userText } from '../../../errors.ts';
import { readUploadedJson, registerUploads } from '../../../http/multipartUpload.ts';
import { insertNomination } from '../../../repositories/nominations.ts';

/** Largest accepted nomination (MWh): far above any plant's consumption, below float trouble. */
const MAX_NOMINATION = 1e9;

const nominacion: FastifyPluginAsync = async (app) => {
  await registerUploads(app);

  app.post('/nominacion', async (request) => {
    const data = await readUploadedJson(request);
    const raw = (data as { NOMINATION_VALUE?: unknown } | null)?.NOMINATION_VALUE;
    const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw.replace(',', '.')) : raw;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > MAX_NOMINATION) {
      throw new AppError(400, userText('nomination.badValue'), 'BAD_NOMINATION');
    }
    const n = await insertNomination(app.db, value, request.user.username);
    return { status: 200, message: userText('nomination.saved'), ...n };
  });
};

export default nominacion;
