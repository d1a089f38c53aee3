// Worker thread entry of the upload checks (uploadCheckPool.ts): one request in, one result out.
import { parentPort } from 'node:worker_threads';
import { checkUpload, type UploadCheckRequest } from './uploadCheck.ts';

parentPort?.on('message', (req: UploadCheckRequest) => {
  try {
    parentPort?.postMessage({ ok: true, result: checkUpload(req) });
  } catch (err) {
    parentPort?.postMessage({ ok: false, message: (err as Error).message });
  }
});
