// One upload must not stall everyone: while 4 clients keep uploading, another one reads /config.json
// every 20 ms and its latency is reported (target p95 < 100 ms); first without uploads (the machine's
// own noise), then with two kinds of upload:
//   hostile: a valid simulation carrying 48 MB of JSON in a ~50 KB zip (refused from the zip's
//            declared size, before anything is inflated);
//   planning year: the base case of a planning year (8,760 h, 10.1 MB of JSON), stored with
//            guardar-simulacion (inflated, parsed and validated on the request thread).
//   npm run bench -- uploadStall      npx tsx bench/src/uploadStall.bench.ts
// Environment: STALL_SECONDS (default 10 per kind); STALL_DATABASE_URL runs the server on that
// PostgreSQL database instead of PGlite in memory.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { createBaseCase } from '@plantasim/domain';
import type { BenchCase } from './benchCase.ts';
import { multipartZip, quantile, round1 } from './httpSupport.ts';

const SECONDS = Number(process.env.STALL_SECONDS ?? 10);
const UPLOADERS = 4;
const TARGET_P95_MS = 100;


export interface StallFigures {
  kind: string; zip_kb: number; json_mb: number; uploads: number; upload_statuses: Record<string, number>;
  engine: string; probes: number; p50_ms: number; p95_ms: number; max_ms: number; p95_target_ms: number; within_target: boolean; rss_mb: number; load_average_1m: number;
}

export async function runStall(): Promise<StallFigures[]> {
  process.env.MARKET_DATA_HTTP = 'off';
  const { buildApp } = await import('@plantasim/server');
  const dataDir = await mkdtemp(join(tmpdir(), 'plantasim-stall-'));
  const app = await buildApp({
    logger: false,
    config: {
      dataDir, ...(process.env.STALL_DATABASE_URL ? { databaseUrl: process.env.STALL_DATABASE_URL } : { pgliteDir: 'memory://' }), jwtSecret: 'stall-benchmark-secret-of-at-least-32-chars', loginRateLimit: 10_000,
      webDist: join(dataDir, 'no-web'), docsDir: join(dataDir, 'no-docs'),
    },
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const res = await fetch(`${base}/api/login`, { headers: { authorization: `Basic ${Buffer.from('gestor:gestor2026').toString('base64')}` } });
    const auth = { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
    const day = createBaseCase({ date: '15/01/2025' });
    const year = createBaseCase({ date: '01/01/2025', modoEjecucion: 4, horizonDays: 365 });
    const kinds = [
      { kind: 'baseline_no_uploads', url: '', json: '' },
      { kind: 'hostile_48MB_json', url: '/api/lanzar-simulacion/', json: JSON.stringify({ ...day, metadata: { ...day.metadata, simulation_name: 'x'.repeat(48 * 1024 * 1024) } }) },
      { kind: 'planning_year_8760h', url: '/api/guardar-simulacion/', json: JSON.stringify(year) },
    ];
    const figures: StallFigures[] = [];
    let rss = 0;
    for (const k of kinds) {
      const { body, type } = multipartZip(k.json, 9);
      const statuses: Record<string, number> = {};
      let uploads = 0;
      const end = Date.now() + SECONDS * 1000;
      const uploader = async () => {
        while (Date.now() < end) {
          const r = await fetch(`${base}${k.url}`, { method: 'POST', headers: { ...auth, 'content-type': type }, body });
          await r.arrayBuffer();
          statuses[r.status] = (statuses[r.status] ?? 0) + 1;
          uploads++;
          rss = Math.max(rss, process.memoryUsage().rss);
        }
      };
      const latencies: number[] = [];
      const prober = async () => {
        while (Date.now() < end) {
          const t = performance.now();
          const r = await fetch(`${base}/config.json`);
          await r.arrayBuffer();
          latencies.push(performance.now() - t);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      await Promise.all([prober(), ...Array.from({ length: k.url ? UPLOADERS : 0 }, uploader)]);
      latencies.sort((a, b) => a - b);
      const p95 = round1(quantile(latencies, 0.95));
      figures.push({
        kind: k.kind, engine: process.env.STALL_DATABASE_URL ? 'postgres' : 'pglite', zip_kb: Math.round(body.length / 1024), json_mb: round1(k.json.length / 1e6), uploads, upload_statuses: statuses,
        probes: latencies.length, p50_ms: round1(quantile(latencies, 0.5)), p95_ms: p95, max_ms: round1(latencies.at(-1) ?? 0),
        p95_target_ms: TARGET_P95_MS, within_target: p95 < TARGET_P95_MS, rss_mb: Math.round(rss / 1e6), load_average_1m: round1(loadavg()[0] ?? 0),
      });
    }
    return figures;
  } finally {
    await app.close();
  }
}

const meta: Record<string, unknown> = {};
export const cases: BenchCase[] = [{
  name: `${UPLOADERS}uploaders`,
  runs: 1,
  warmup: 0,
  meta,
  run: async () => {
    const figures = await runStall();
    for (const f of figures) meta[f.kind] = f;
    for (const f of figures) if (!f.within_target) console.error(`uploadStall: ${f.kind} fuera de objetivo (p95 ${f.p95_ms} ms)`);
  },
}];

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const f of await runStall()) console.log(JSON.stringify({ bench: 'uploadStall', ...f }));
  process.exit(0);
}
