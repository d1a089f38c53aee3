/**
 * The uploaded zip of a request, checked in the upload worker (uploadCheckPool.ts). A refusal of
 * the zip itself (413 too large, 400 not a zip or not JSON…) is thrown as the AppError it is; a
 * 601 (invalid simulation) and the accepted outcomes are returned.
 */
import type { FastifyRequest } from 'fastify';
import { readUploadedFile } from '../http/multipartUpload.ts';
import { requestLanguage } from '../http/requestLanguage.ts';
import { AppError } from '../errors.ts';
import type { UploadCheckRequest, UploadCheckResult } from './uploadCheck.ts';
import { checkUploadOffThread } from './uploadCheckPool.ts';
import { heavyUploads } from './heavyUploads.ts';

export type CheckedUpload = Exclude<UploadCheckResult, { kind: 'refused' }>;

/** One of the user's heavy-upload slots (heavyUploads.ts) from reading the upload to its verdict. */
export async function checkedUpload(request: FastifyRequest, want: UploadCheckRequest['want'], checkLaunchRules: boolean): Promise<CheckedUpload> {
  return heavyUploads.run(request.user.username, async () => {
    const zip = await readUploadedFile(request);
    const r = await checkUploadOffThread({
      zip, want, checkLaunchRules, lang: requestLanguage(request), user: request.user, now: new Date().toISOString(),
    });
    if (r.kind === 'refused') throw new AppError(r.status, r.message, r.code);
    return r;
  });
}
