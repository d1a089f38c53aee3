// Script weight of the first pages (npm run bundle-size -w @plantasim/web, after the build; run by
// scripts/test-all.sh): the JavaScript the login page and the app shell after login load before a
// heavy feature (grids, charts, exports) is opened, as brotli bytes at the quality the server
// sends (4, @fastify/compress). It follows the Vite manifest's static imports from the entry and
// the route chunk, which is what the browser fetches to render the page; chunks a page reaches
// only through dynamic import() (the login animation after the form, exports on demand) are
// printed apart. Exits 1 when a page is past its goal.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const KB = 1024;

const PAGES = [
  { name: 'login page', routes: ['src/features/login/LoginPage.tsx'], goalKb: 150 },
  // The signed-in shell (guard, data cache, header) is a lazy route of its own, loaded with every page after login.
  { name: 'app shell after login (home)', routes: ['src/app/AppShell.tsx', 'src/features/home/HomePage.tsx'], goalKb: 300 },
];

const brotliBytes = (file) => brotliCompressSync(readFileSync(join(dist, file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length;

/** Script files a set of manifest keys loads through static imports (the keys' own chunks included). */
function staticClosure(keys) {
  const seen = new Set();
  const files = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`bundle-size: ${key} is not in the Vite manifest`);
    seen.add(key);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { keys: seen, files };
}

let failed = false;
for (const page of PAGES) {
  const { keys, files } = staticClosure(['index.html', ...page.routes]);
  const sizes = [...files].map((file) => ({ file, br: brotliBytes(file) })).sort((a, b) => b.br - a.br);
  const total = sizes.reduce((sum, s) => sum + s.br, 0);
  // Deferred: what the page's own chunks import dynamically and that is not already loaded (not routes).
  const deferred = new Set();
  for (const key of keys) {
    for (const d of manifest[key].dynamicImports ?? []) {
      if ((d.startsWith('src/features/') && d.endsWith('Page.tsx')) || d === 'src/app/AppShell.tsx' || d === 'src/app/SimulationRoute.tsx') continue;
      for (const f of staticClosure([d]).files) if (!files.has(f)) deferred.add(f);
    }
  }
  const ok = total <= page.goalKb * KB;
  failed ||= !ok;
  console.log(`${page.name}: ${(total / KB).toFixed(1)} KB of scripts (brotli q4), goal ≤ ${page.goalKb} KB: ${ok ? 'ok' : 'OVER'}`);
  for (const s of sizes) console.log(`  ${(s.br / KB).toFixed(1).padStart(6)} KB  ${s.file}`);
  if (page.routes[0].includes('login')) {
    const later = [...deferred].filter((f) => /lottie|LoginAnimation/.test(f));
    for (const f of later) console.log(`  (after the form, dynamic) ${(brotliBytes(f) / KB).toFixed(1).padStart(6)} KB  ${f}`);
  }
}
process.exit(failed ? 1 : 0);
