// Production build of the server (npm run build -w @plantasim/server): plain JavaScript that Node
// runs without a TypeScript loader. esbuild bundles each entry with the workspace packages
// (@plantasim/*, TypeScript sources imported by package name); every other package stays an
// import from node_modules, since some load native or WebAssembly files beside their own code
// (@node-rs/argon2, highs, PGlite, pg-boss). tsx remains for development and the tests.
//
// dist/ mirrors what the sources find beside themselves: the solver's worker thread entry
// (solveWorker.js, which solveInWorker.ts picks when it runs compiled; laneWorker.js, a long solve's
// second thread, which lane.ts picks; uploadCheckWorker.js, which
// uploadCheckPool.ts picks) and the SQL migrations.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(serverDir, '../..');
const outdir = join(serverDir, 'dist');

rmSync(outdir, { recursive: true, force: true });

/** Bare imports other than the workspace packages stay external (resolved from node_modules at run time). */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@plantasim/') ? undefined : { path: args.path, external: true }));
  },
};

const started = performance.now();
await build({
  entryPoints: {
    server: join(serverDir, 'src/server.ts'),
    workerMain: join(serverDir, 'src/jobs/workerMain.ts'),
    solveWorker: join(repoRoot, 'packages/optimizer/src/worker/solveWorker.ts'),
    laneWorker: join(repoRoot, 'packages/optimizer/src/worker/laneWorker.ts'),
    uploadCheckWorker: join(serverDir, 'src/uploads/uploadCheckWorker.ts'),
  },
  outdir,
  bundle: true,
  // No code splitting: each entry is one file directly in dist/, so import.meta.url points where
  // the sources' relative paths expect (config.ts's repository root, the migrations, the worker).
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
cpSync(join(serverDir, 'src/db/migrations'), join(outdir, 'migrations'), { recursive: true });
console.log(`server built in ${Math.round(performance.now() - started)} ms: ${outdir}`);
