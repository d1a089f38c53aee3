/**
 * POST /api/nominacion/: multipart zip with data.json { NOMINATION_VALUE } (total gas consumption, MWh),
 * stored with the user and time -> { status, message, id, value, username, created }. Full users only:
 * the nomination is a commitment of the plant's gas, a planning decision like the base case, and
 * operators may not make those (403, docs/reliability.md, operator reach).
 */
import { nominationAnswerSchema } from '@plantasim/domain';
import { AppError, userText } from '../../../errors.ts';
import type { ContractPlugin } from '../../../plugins/contract.ts';
import { requireFullUser } from '../../../plugins/auth.ts';
import { readUploadedJson, registerUploads } from '../../../http/multipartUpload.ts';
import { insertNomination } from '../../../repositories/nominations.ts';

/** Largest accepted nomination (MWh): far above any plant's consumption, below float trouble. */
const MAX_NOMINATION = 1e9;

const nominacion: ContractPlugin = async (app) => {
  await registerUploads(app);

  app.post('/nominacion', { preHandler: requireFullUser, schema: { response: { 200: nominationAnswerSchema } } }, async (request) => {
    const data = await readUploadedJson(request);
    const raw = (data as { NOMINATION_VALUE?: unknown } | null)?.NOMINATION_VALUE;
    const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw.replace(',', '.')) : raw;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > MAX_NOMINATION) {
      throw new AppError(400, userText('nomination.badValue'), 'BAD_NOMINATION');
    }
    const n = await insertNomination(app.db, value, request.user.username);
    return { status: 200 as const, message: userText('nomination.saved'), ...n };
  });
};

export default nominacion;
