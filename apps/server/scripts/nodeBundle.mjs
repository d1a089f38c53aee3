// Plain JavaScript for Node from TypeScript entries, as the production server runs (the server's
// build, and the optimizer benchmark that measures what that server runs). esbuild bundles each
// entry with the workspace packages (@plantasim/*, TypeScript sources imported by package name);
// every other package stays an import from node_modules, since some load native or WebAssembly
// files beside their own code (@node-rs/argon2, highs, PGlite, pg-boss).
import { build } from 'esbuild';

/** Bare imports other than the workspace packages stay external (resolved from node_modules at run time). */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@plantasim/') ? undefined : { path: args.path, external: true }));
  },
};

/** Bundles `entryPoints` (name → source path) into `outdir`, one file per entry. */
export async function bundleForNode(entryPoints, outdir) {
  await build({
    entryPoints,
    outdir,
    bundle: true,
    // No code splitting: each entry is one file directly in outdir, so import.meta.url points where
    // the sources' relative paths expect (config.ts's repository root, the migrations, the workers).
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: true,
    plugins: [externalPackages],
    logLevel: 'warning',
  });
}
