/**
 * Upload checks off the request thread: one worker thread takes them in turn (two cores: a second
 * would compete with the solver and the request thread). It starts on the first upload and stays
 * for the next one without keeping the process alive; a worker that dies fails its pending checks
 * and the next upload starts a fresh one.
 */
import { Worker } from 'node:worker_threads';
import type { UploadCheckRequest, UploadCheckResult } from './uploadCheck.ts';

/** From the TypeScript sources the worker starts through bootstrap.mjs (registers tsx); the
 *  compiled server (scripts/build.mjs) has uploadCheckWorker.js beside server.js. */
const WORKER_URL = import.meta.url.endsWith('.ts') ? new URL('./bootstrap.mjs', import.meta.url) : new URL('./uploadCheckWorker.js', import.meta.url);

type Reply = { ok: true; result: UploadCheckResult } | { ok: false; message: string };
interface Pending { resolve: (r: UploadCheckResult) => void; reject: (e: Error) => void }

let worker: Worker | undefined;
const queue: Pending[] = [];

function startWorker(): Worker {
  const w = new Worker(WORKER_URL);
  const fail = (err: Error) => {
    if (worker === w) worker = undefined;
    for (const p of queue.splice(0)) p.reject(err);
  };
  w.on('message', (reply: Reply) => {
    const p = queue.shift();
    if (queue.length === 0) w.unref();
    if (!p) return;
    if (reply.ok) p.resolve(reply.result);
    else p.reject(new Error(reply.message));
  });
  w.on('error', fail);
  w.on('exit', (code) => fail(new Error(`upload check worker ended (${code})`)));
  return w;
}

/** Runs checkUpload in the worker; the zip's bytes are moved there, not copied. */
export function checkUploadOffThread(req: UploadCheckRequest): Promise<UploadCheckResult> {
  worker ??= startWorker();
  const w = worker;
  w.ref();
  return new Promise((resolve, reject) => {
    queue.push({ resolve, reject });
    // A Buffer may share its memory with others (the pool of small buffers): move a private copy.
    const zip = req.zip.byteOffset === 0 && req.zip.byteLength === req.zip.buffer.byteLength ? req.zip : req.zip.slice();
    w.postMessage({ ...req, zip }, [zip.buffer as ArrayBuffer]);
  });
}
