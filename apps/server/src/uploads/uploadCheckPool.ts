/**
 * Upload checks off the request thread, on a pool of worker threads: one user looping zips that lie
 * about their size (a 61 KB zip costs a worker ~1 s) holds at most the workers of its heavy-upload
 * slots (heavyUploads.ts), and everyone else's checks go to another worker. Each worker starts on
 * the first check that needs it and stays for the next ones without keeping the process alive; a
 * worker that dies fails its own pending checks and the next check starts a fresh one.
 *
 * UPLOAD_CHECK_WORKERS sets the pool's size; by default one more than the heavy uploads one user
 * may have in flight, and at least the machine's cores less one (the request thread's).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { HEAVY_UPLOADS_PER_USER } from './heavyUploads.ts';
import type { UploadCheckRequest, UploadCheckResult } from './uploadCheck.ts';
import type { ActualsCheckRequest, ActualsCheckResult } from './actualsCheck.ts';

/** From the TypeScript sources the worker starts through bootstrap.mjs (registers tsx); the
 *  compiled server (scripts/build.mjs) has uploadCheckWorker.js beside server.js. */
const WORKER_URL = import.meta.url.endsWith('.ts') ? new URL('./bootstrap.mjs', import.meta.url) : new URL('./uploadCheckWorker.js', import.meta.url);

type Reply = { ok: true; result: unknown } | { ok: false; message: string };
interface Pending { resolve: (r: unknown) => void; reject: (e: Error) => void }

export function uploadCheckWorkers(env: NodeJS.ProcessEnv = process.env, cores = availableParallelism()): number {
  const n = Number(env.UPLOAD_CHECK_WORKERS);
  if (Number.isInteger(n) && n >= 1 && n <= 64) return n;
  return Math.min(16, Math.max(HEAVY_UPLOADS_PER_USER + 1, cores - 1));
}

interface Slot {
  worker?: Worker;
  queue: Pending[];
}

const slots: Slot[] = Array.from({ length: uploadCheckWorkers() }, () => ({ queue: [] }));

function startWorker(slot: Slot): Worker {
  const w = new Worker(WORKER_URL);
  const fail = (err: Error) => {
    if (slot.worker === w) slot.worker = undefined;
    for (const p of slot.queue.splice(0)) p.reject(err);
  };
  w.on('message', (reply: Reply) => {
    const p = slot.queue.shift();
    if (slot.queue.length === 0) w.unref();
    if (!p) return;
    if (reply.ok) p.resolve(reply.result);
    else p.reject(new Error(reply.message));
  });
  w.on('error', fail);
  w.on('exit', (code) => fail(new Error(`upload check worker ended (${code})`)));
  return w;
}

/** The worker with the fewest checks waiting (an idle started one before starting another). */
function leastBusy(): Slot {
  let best = slots[0]!;
  for (const s of slots) {
    const load = s.queue.length * 2 + (s.worker ? 0 : 1);
    if (load < best.queue.length * 2 + (best.worker ? 0 : 1)) best = s;
  }
  return best;
}

function dispatch<T>(message: unknown, transfer: ArrayBuffer[]): Promise<T> {
  const slot = leastBusy();
  slot.worker ??= startWorker(slot);
  const w = slot.worker;
  w.ref();
  return new Promise<T>((resolve, reject) => {
    slot.queue.push({ resolve: resolve as (r: unknown) => void, reject });
    w.postMessage(message, transfer);
  });
}

/** Runs checkUpload in a worker; the zip's bytes are moved there, not copied. */
export function checkUploadOffThread(req: UploadCheckRequest): Promise<UploadCheckResult> {
  // A Buffer may share its memory with others (the pool of small buffers): move a private copy.
  const zip = req.zip.byteOffset === 0 && req.zip.byteLength === req.zip.buffer.byteLength ? req.zip : req.zip.slice();
  return dispatch<UploadCheckResult>({ ...req, zip }, [zip.buffer as ArrayBuffer]);
}

/** Runs the actuals checks (actualsCheck.ts) in a worker. */
export function checkActualsOffThread(req: ActualsCheckRequest): Promise<ActualsCheckResult> {
  return dispatch<ActualsCheckResult>(req, []);
}

/** How many checks each worker has in hand (tests and benchmarks). */
export function uploadCheckLoads(): number[] {
  return slots.map((s) => s.queue.length);
}
