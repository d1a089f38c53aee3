// Fail fast with a clear message when there is no production build to test: without it the
// server answers only the API and every test would time out one by one.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export default function globalSetup(): void {
  const dist = process.env.E2E_WEB_DIST ? path.resolve(process.env.E2E_WEB_DIST) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
  const index = path.join(dist, 'index.html');
  if (!existsSync(index)) throw new Error(`No web build at ${index}: run npm run build -w @plantasim/web first.`);
}
