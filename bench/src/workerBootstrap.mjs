// Plain-JavaScript worker entry for the benchmarks' worker threads: on Node 20 a worker's own entry
// module does not get the parent's `--import tsx`, so it registers tsx and then loads the
// TypeScript worker named by `workerData.entry` (a file URL).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
