// Worker thread entry of the upload checks (uploadCheckPool.ts): one request in, one result out.
// A zip upload (uploadCheck.ts) or an actuals import (actualsCheck.ts).
import { getPriority, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { checkUpload, type UploadCheckRequest } from './uploadCheck.ts';
import { actualsColumnBuffers, checkActuals, type ActualsCheckRequest } from './actualsCheck.ts';

// Checks yield the CPU to the request thread, as solves do: on Linux the nice value is per thread
// (UPLOAD_CHECK_NICE, default 10; never raised, which needs privileges).
try {
  const wanted = Number(process.env.UPLOAD_CHECK_NICE ?? 10);
  setPriority(Math.max(getPriority(), Number.isInteger(wanted) ? Math.min(19, Math.max(0, wanted)) : 10));
} catch {
  // not permitted here: the checks run at the normal priority
}

parentPort?.on('message', (req: UploadCheckRequest | ActualsCheckRequest) => {
  try {
    if ('task' in req && req.task === 'actuals') {
      const result = checkActuals(req);
      // An accepted import's values move to the request thread instead of being copied there.
      parentPort?.postMessage({ ok: true, result }, result.kind === 'checked' ? actualsColumnBuffers(result.columns) : []);
    } else {
      parentPort?.postMessage({ ok: true, result: checkUpload(req as UploadCheckRequest) });
    }
  } catch (err) {
    parentPort?.postMessage({ ok: false, message: (err as Error).message });
  }
});
