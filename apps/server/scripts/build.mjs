// Production build of the server (npm run build -w @plantasim/server): plain JavaScript that Node
// runs without a TypeScript loader (nodeBundle.mjs). tsx remains for development and the tests.
//
// dist/ mirrors what the sources find beside themselves: the solver's worker thread entry
// (solveWorker.js, which solveInWorker.ts picks when it runs compiled; laneWorker.js, a long solve's
// second thread, which lane.ts picks; uploadCheckWorker.js, which
// uploadCheckPool.ts picks) and the SQL migrations.
import { cpSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleForNode } from './nodeBundle.mjs';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(serverDir, '../..');
const outdir = join(serverDir, 'dist');

rmSync(outdir, { recursive: true, force: true });

const started = performance.now();
await bundleForNode({
  server: join(serverDir, 'src/server.ts'),
  workerMain: join(serverDir, 'src/jobs/workerMain.ts'),
  solveWorker: join(repoRoot, 'packages/optimizer/src/worker/solveWorker.ts'),
  laneWorker: join(repoRoot, 'packages/optimizer/src/worker/laneWorker.ts'),
  uploadCheckWorker: join(serverDir, 'src/uploads/uploadCheckWorker.ts'),
}, outdir);
cpSync(join(serverDir, 'src/db/migrations'), join(outdir, 'migrations'), { recursive: true });
console.log(`server built in ${Math.round(performance.now() - started)} ms: ${outdir}`);
