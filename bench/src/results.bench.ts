// Results of a planning year over real HTTP: a real-optimizer year (bench/src/resultsData.ts,
// 8,760 hours, ~45 MB of JSON) is stored through the server's own code (the solve job's
// transition 3 -> 4) on PGlite in a data folder as `npm start` uses it, then each part is read as a browser does (Accept-Encoding
// gzip, deflate, br): wall time to the last byte, bytes on the wire and of the JSON, plus the four
// parts at once (what the Resultados tab asks for) and the longest event-loop stall of the server
// meanwhile (PGlite runs inside the server process). Prints one JSON line.
//   npm run bench -- results                 (through bench/run.ts)
//   npx tsx bench/src/results.bench.ts       (standalone, same line)
// Environment: RESULTS_RUNS (timed reads per part, default 5; the median is reported),
// RESULTS_PGLITE=memory (in-memory PGlite), RESULTS_DATABASE_URL (PostgreSQL instead of PGlite; use an
// empty database).
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import { gunzipSync, brotliDecompressSync, inflateSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { createBaseCase, type SimulationResults } from '@plantasim/domain';
import type { BenchCase } from './benchCase.ts';
import { planningYearResult, YEAR_HOURS } from './resultsData.ts';

const RUNS = Math.max(1, Number(process.env.RESULTS_RUNS ?? 5));
const PARTS = [
  ['programa', 'programa'],
  ['resultado-operacion', 'resultado_operacion'],
  ['resultado-economico', 'resultado_economico'],
  ['resultados', 'resultados'],
] as const;

interface Answer { status: number; encoding: string; wireBytes: number; body: Buffer; ms: number }

/** GET over a real socket; the body as it came on the wire (not decoded), timed to the last byte. */
function get(url: string, headers: Record<string, string>): Promise<Answer> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, encoding: String(res.headers['content-encoding'] ?? 'identity'), wireBytes: body.length, body, ms: performance.now() - t0 });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decode(a: Answer): string {
  const raw = a.encoding === 'gzip' ? gunzipSync(a.body) : a.encoding === 'br' ? brotliDecompressSync(a.body) : a.encoding === 'deflate' ? inflateSync(a.body) : a.body;
  return raw.toString('utf8');
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const round = (x: number) => Math.round(x * 10) / 10;

export interface YearServer {
  base: string;
  headers: Record<string, string>;
  token: string;
  simulationId: number;
  results: SimulationResults;
  storeMs: number;
  engine: string;
  close: () => Promise<void>;
}

/**
 * The real server (PGlite in a temp data folder, or RESULTS_DATABASE_URL) listening on a free port,
 * with the planning year stored as an executed simulation of `gestor` through the solve job's own
 * write. `webDist`: a production build of apps/web to serve too (the browser measurement).
 */
export async function startYearServer(opts: { webDist?: string } = {}): Promise<YearServer> {
  process.env.MARKET_DATA_HTTP = 'off';
  process.env.SOLVE_WORKERS = '0';
  const year = await planningYearResult();
  const { buildApp } = await import('@plantasim/server');
  const { insertSimulation, transition } = await import('@plantasim/server/src/repositories/simulations.ts');
  const { resultsOf } = await import('@plantasim/server/src/jobs/optimizerSolve.ts');
  const results = resultsOf(year);
  const dataDir = await mkdtemp(join(tmpdir(), 'plantasim-results-'));
  const app = await buildApp({
    logger: false,
    config: {
      dataDir, pgliteDir: process.env.RESULTS_PGLITE === 'memory' ? 'memory://' : join(dataDir, 'pglite'), jwtSecret: 'results-benchmark-secret-of-at-least-32-chars', loginRateLimit: 10_000,
      webDist: opts.webDist ?? join(dataDir, 'no-web'), docsDir: join(dataDir, 'no-docs'), databaseUrl: process.env.RESULTS_DATABASE_URL || undefined,
    },
  });
  const close = async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const login = await fetch(`${base}/api/login`, { headers: { authorization: `Basic ${Buffer.from('gestor:gestor2026').toString('base64')}` } });
    const token = ((await login.json()) as { token: string }).token;
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };

    // Store: the solve job's write of a finished year (3 -> 4), timed once.
    const payload = createBaseCase({ date: '01/01/2024' });
    const sim = await insertSimulation(app.db, { name: 'año de planificación', username: 'gestor', status: 3, inputs: payload, mode: 'Planificación' });
    const s0 = performance.now();
    if (!(await transition(app.db, sim.id, [3], 4, { results, stats: year.stats, error: null }))) throw new Error('no se guardaron los resultados');
    const storeMs = performance.now() - s0;
    return { base, headers, token, simulationId: sim.id, results, storeMs, engine: app.db.kind, close };
  } catch (err) {
    await close();
    throw err;
  }
}

export async function runResults(): Promise<Record<string, unknown>> {
  const server = await startYearServer();
  const { base, headers, results, simulationId: id } = server;
  try {
    // The event loop is watched only while requests are served; the answers are checked afterwards.
    const loop = monitorEventLoopDelay({ resolution: 10 });
    const answers = new Map<string, Answer[]>();
    loop.enable();
    for (const [path] of PARTS) {
      const list: Answer[] = [];
      for (let i = 0; i < RUNS; i++) list.push(await get(`${base}/api/${path}/${id}`, headers));
      answers.set(path, list);
    }
    const parallel: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const all = await Promise.all(PARTS.map(([path]) => get(`${base}/api/${path}/${id}`, headers)));
      if (all.some((x) => x.status !== 200)) throw new Error('lectura en paralelo fallida');
      parallel.push(performance.now() - t0);
    }
    loop.disable();
    const parts: Record<string, Record<string, unknown>> = {};
    for (const [path, key] of PARTS) {
      const list = answers.get(path)!;
      const a = list[0]!;
      if (a.status !== 200) throw new Error(`${path}: ${a.status} ${a.body.toString('utf8', 0, 200)}`);
      const json = decode(a);
      if (!isDeepStrictEqual(JSON.parse(json), JSON.parse(JSON.stringify(results[key])))) throw new Error(`${path}: la parte servida no es la guardada`);
      parts[key] = { ms: round(median(list.map((x) => x.ms))), wire_bytes: a.wireBytes, json_bytes: Buffer.byteLength(json), encoding: a.encoding };
    }
    const sum = (f: string) => Object.values(parts).reduce((acc, p) => acc + (p[f] as number), 0);
    return {
      engine: server.engine, hours: YEAR_HOURS, reads_per_part: RUNS, store_ms: round(server.storeMs),
      all_parts_parallel_ms: round(median(parallel)), json_bytes: sum('json_bytes'), wire_bytes: sum('wire_bytes'),
      event_loop_max_ms: round(loop.max / 1e6), parts,
    };
  } finally {
    await server.close();
  }
}

const meta: Record<string, unknown> = {};
export const cases: BenchCase[] = [{
  name: `planning_year_${YEAR_HOURS}h`,
  runs: 1,
  warmup: 0,
  meta,
  run: async () => {
    Object.assign(meta, await runResults());
  },
}];

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(JSON.stringify({ bench: 'results', ...(await runResults()) }));
  process.exit(0);
}
