// Worker thread entry of the upload checks (uploadCheckPool.ts): one request in, one result out.
// A zip upload (uploadCheck.ts) or an actuals import (actualsCheck.ts).
import { parentPort } from 'node:worker_threads';
import { checkUpload, type UploadCheckRequest } from './uploadCheck.ts';
import { checkActuals, type ActualsCheckRequest } from './actualsCheck.ts';

parentPort?.on('message', (req: UploadCheckRequest | ActualsCheckRequest) => {
  try {
    const result = 'task' in req && req.task === 'actuals' ? checkActuals(req) : checkUpload(req as UploadCheckRequest);
    parentPort?.postMessage({ ok: true, result });
  } catch (err) {
    parentPort?.postMessage({ ok: false, message: (err as Error).message });
  }
});
