// Plain-JavaScript worker entry. `execArgv: ['--import', 'tsx']` does not reach a worker's
// own entry module on Node 20, so the worker registers tsx itself and then loads the TypeScript
// worker (`workerData.entry`, a path beside this file; solveWorker.ts by default). Works the same
// under tsx, vitest and the server.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData?.entry ?? './solveWorker.ts');
