/**
 * The CPU-heavy part of a simulation upload, shared by the request thread and the upload worker:
 * inflate the zip, parse data.json, validate it and, for a store, serialise what will be stored.
 * A planning year (8,760 h, 10 MB of JSON) takes about a second of CPU here; done on the request
 * thread it held every other request for that long, four at once for many seconds.
 */
import type { MessageLang, SimulationPayload } from '@plantasim/domain';
import { AppError } from '../errors.ts';
import { jsonFromZip } from '../http/zipJson.ts';
import { normalizeForLaunch, validatePayload } from '../commands/validatePayload.ts';
import { optimizerInputProblems } from '../jobs/optimizerSolve.ts';
import { preparedInputs, type PreparedInputs } from '../commands/preparedInputs.ts';
import type { AuthUser } from '../types.ts';

export interface UploadCheckRequest {
  zip: Uint8Array;
  lang: MessageLang;
  checkLaunchRules: boolean;
  /**
   * payload: the validated payload itself (callers that still change it: an operator's upload, the
   * base case, the IN download); save: the payload as sent, serialised for storage; launch: the
   * payload normalised for launching (modes, operator view and title), checked against the
   * optimiser's input rules and serialised for storage.
   */
  want: 'payload' | 'save' | 'launch';
  user: AuthUser;
  /** ISO time of the request (the automatic title and the normalisation read it). */
  now: string;
}

export type UploadCheckResult =
  | { kind: 'refused'; status: number; message: string; code: string }
  | { kind: 'invalid'; reasons: string[] }
  | { kind: 'payload'; payload: SimulationPayload }
  | { kind: 'prepared'; inputs: PreparedInputs };

export function checkUpload(req: UploadCheckRequest): UploadCheckResult {
  let value: unknown;
  try {
    value = jsonFromZip(req.zip);
  } catch (err) {
    if (err instanceof AppError) return { kind: 'refused', status: err.status, message: err.message, code: err.code };
    throw err;
  }
  const r = validatePayload(value, { checkLaunchRules: req.checkLaunchRules, lang: req.lang });
  if (!r.ok) return { kind: 'invalid', reasons: r.reasons };
  if (req.want === 'payload') return { kind: 'payload', payload: r.payload };
  if (req.want === 'save') return { kind: 'prepared', inputs: preparedInputs(r.payload) };
  const normalized = normalizeForLaunch(r.payload, req.user, new Date(req.now));
  const problems = optimizerInputProblems(normalized, req.lang);
  if (problems.length > 0) return { kind: 'invalid', reasons: problems };
  return { kind: 'prepared', inputs: preparedInputs(normalized) };
}
