// Comparison and sensitivity (issue "compare scenarios"): prints one JSON line per case.
//   compareYear / compareDay  GET /api/comparar over real HTTP on two stored planning years (8,760 h,
//     real-optimizer results from resultsData.ts, the second run's electricity prices ×1.1 and one
//     engine's schedule changed) and on two one-day runs. Targets 1,500 ms and 300 ms.
//   sensitivity               a one-day sensitivity of 9 children (electricity and gas price
//     ×0.8/0.9/1.1/1.2, one engine off) solved by the real optimizer, from POST to the last child at
//     status 4: on PGlite with the default workers (target 3,000 ms), and when COMPARE_DATABASE_URL
//     names a PostgreSQL server whose user may CREATE DATABASE, on PostgreSQL with the server's
//     default workers and then with a second worker process (npm run worker) sharing the pg-boss queue.
//     Each case times the second of two batches from the same parent, so every process is warm.
//   npm run bench -- compare          npx tsx bench/src/compare.bench.ts
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { applyShift, createBaseCase, regenerateSeries, type SimulationPayload } from '@plantasim/domain';
import type { BenchCase } from './benchCase.ts';
import { planningYearResult } from './resultsData.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const round = (x: number) => Math.round(x);
type Item = { concepto: string; hora: string; valor: number; estado?: number };

async function startServer(databaseUrl?: string, workers = '1') {
  process.env.MARKET_DATA_HTTP = 'off';
  process.env.SOLVE_WORKERS = workers;
  const { buildApp } = await import('@plantasim/server');
  const dataDir = await mkdtemp(join(tmpdir(), 'plantasim-compare-'));
  const app = await buildApp({
    logger: false,
    config: {
      dataDir, pgliteDir: 'memory://', jwtSecret: 'compare-benchmark-secret-of-at-least-32-chars', loginRateLimit: 10_000,
      webDist: join(dataDir, 'no-web'), docsDir: join(dataDir, 'no-docs'), databaseUrl,
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/api/login`, { headers: { authorization: `Basic ${Buffer.from('gestor:gestor2026').toString('base64')}` } });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}`, 'accept-encoding': 'gzip, deflate, br' };
  return { app, base, headers, close: async () => { await app.close(); await rm(dataDir, { recursive: true, force: true }); } };
}

/** Two stored runs (inserted and moved 3 -> 4 with their results by the solve job's own write). */
async function storePair(app: Awaited<ReturnType<typeof startServer>>['app'], a: SimulationPayload, b: SimulationPayload, ra: Record<string, unknown>, rb: Record<string, unknown>) {
  const { insertSimulation, transition } = await import('@plantasim/server/src/repositories/simulations.ts');
  const ids: number[] = [];
  for (const [p, r] of [[a, ra], [b, rb]] as const) {
    const s = await insertSimulation(app.db, { name: 'bench', username: 'gestor', status: 3, inputs: p, mode: p.configuracion.modoEjecucionTexto });
    if (!(await transition(app.db, s.id, [3], 4, { results: r as never, stats: {} }))) throw new Error('no se guardó');
    ids.push(s.id);
  }
  return ids as [number, number];
}

/** The second run's schedule: engine 1 switched the other way every 5th hour. */
function changedSchedule(results: Record<string, unknown>): Record<string, unknown> {
  const programa = results.programa as { motores: Item[] };
  const first = programa.motores[0]?.concepto;
  const motores = programa.motores.map((m, i) => (m.concepto === first && i % 5 === 0 ? { ...m, estado: m.estado === 1 ? 0 : 1, valor: m.estado === 1 ? 0 : 2 } : m));
  return { ...results, programa: { ...programa, motores } };
}

/** The first `hours` hours of a year's results (a one-day run of the same shapes). */
function firstHours(results: Record<string, unknown>, hours: number): Record<string, unknown> {
  const keep = (list: Item[]) => list.filter((i) => Number(i.hora.slice(1)) <= hours);
  const p = results.programa as Record<string, Item[] | number>;
  const table = (t: { columns: string[]; rows: unknown[] } & Record<string, unknown>) => ({ ...t, rows: t.rows.slice(0, hours) });
  return {
    ...results,
    programa: { ...p, motores: keep(p.motores as Item[]), calderas: keep(p.calderas as Item[]), conceptos: keep(p.conceptos as Item[]), conceptos_programas: keep(p.conceptos_programas as Item[]) },
    resultado_operacion: table(results.resultado_operacion as never),
    resultado_economico: table(results.resultado_economico as never),
  };
}

async function timeCompare(base: string, headers: Record<string, string>, ids: [number, number], runs: number) {
  const ms: number[] = [];
  const cpu: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs + 1; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const res = await fetch(`${base}/api/comparar?a=${ids[0]}&b=${ids[1]}`, { headers });
    const body = await res.json() as { inputs: unknown[] };
    if (res.status !== 200 || !Array.isArray(body.inputs)) throw new Error(`comparar: ${res.status}`);
    if (i > 0) { // the first read warms the code paths
      ms.push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpu.push((c.user + c.system) / 1000);
    }
    bytes = Number(res.headers.get('content-length') ?? 0);
  }
  return { median_ms: round(median(ms)), cpu_median_ms: round(median(cpu)), runs, wire_bytes: bytes };
}

export async function runCompare(): Promise<Record<string, unknown>[]> {
  const { resultsOf } = await import('@plantasim/server/src/jobs/optimizerSolve.ts');
  const year = resultsOf(await planningYearResult()) as unknown as Record<string, unknown>;
  const server = await startServer(undefined, '0');
  try {
    const ya = regenerateSeries(createBaseCase({ date: '01/01/2024', modoEjecucion: 4 }));
    const yb = applyShift(ya, { kind: 'elecPrice', factor: 1.1 });
    const yearIds = await storePair(server.app, ya, yb, year, changedSchedule(year));
    const da = regenerateSeries(createBaseCase({ date: '15/01/2025' }));
    const db = applyShift(da, { kind: 'elecPrice', factor: 1.1 });
    const day = firstHours(year, 24);
    const dayIds = await storePair(server.app, da, db, day, changedSchedule(day));
    const y = await timeCompare(server.base, server.headers, yearIds, 5);
    const d = await timeCompare(server.base, server.headers, dayIds, 9);
    return [
      { bench: 'compare', case: 'compareYear', hours: 8760, ...y, target_ms: 1500, within_target: y.median_ms <= 1500, engine: server.app.db.kind },
      { bench: 'compare', case: 'compareDay', hours: 24, ...d, target_ms: 300, within_target: d.median_ms <= 300, engine: server.app.db.kind },
    ];
  } finally {
    await server.close();
  }
}

const NINE = [
  ...[0.8, 0.9, 1.1, 1.2].map((factor) => ({ kind: 'elecPrice', factor })),
  ...[0.8, 0.9, 1.1, 1.2].map((factor) => ({ kind: 'gasPrice', factor })),
  { kind: 'engineOff', factor: 1 },
];

/** A second solve worker process (npm run worker) on the same PostgreSQL, once it says it is ready. */
function startWorker(databaseUrl: string | undefined): Promise<ChildProcess> {
  const worker = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'apps/server/src/jobs/workerMain.ts')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, SOLVE_WORKERS: '1', MARKET_DATA_HTTP: 'off' }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((ready, fail) => {
    const lines = createInterface({ input: worker.stdout! });
    worker.once('exit', (code) => fail(new Error(`el trabajador terminó antes de estar listo (${code})`)));
    lines.on('line', (line) => {
      if (line.includes('trabajador de simulaciones listo')) ready(worker);
    });
  });
}

async function timeSensitivity(databaseUrl: string | undefined, secondWorker: boolean): Promise<Record<string, unknown>> {
  const server = await startServer(databaseUrl);
  let worker: ChildProcess | undefined;
  try {
    if (secondWorker) worker = await startWorker(databaseUrl);
    const { zipSync, strToU8 } = await import('fflate');
    const p = createBaseCase({ date: '15/01/2025' });
    const boundary = '----compare-bench';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="data.zip"; filename="data.zip"\r\nContent-Type: application/zip\r\n\r\n`),
      Buffer.from(zipSync({ 'data.json': strToU8(JSON.stringify(p)) })), Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const launched = await fetch(`${server.base}/api/lanzar-simulacion/`, { method: 'POST', headers: { ...server.headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, body });
    const parent = ((await launched.json()) as { id: number }).id;
    const status = async (ids: number[]) => (await server.app.db.query<{ status: number }>('SELECT status FROM simulations WHERE id = ANY($1::int[])', [ids])).rows.map((r) => r.status);
    const settle = async (ids: number[]) => {
      for (;;) {
        const s = await status(ids);
        if (s.every((x) => x !== 3)) return s;
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    if ((await settle([parent]))[0] !== 4) throw new Error('el padre no terminó bien');
    const batch = async () => {
      const res = await fetch(`${server.base}/api/simulaciones/${parent}/sensibilidad`, { method: 'POST', headers: { ...server.headers, 'content-type': 'application/json' }, body: JSON.stringify({ shifts: NINE }) });
      const children = ((await res.json()) as { children: Array<{ id: number }> }).children.map((c) => c.id);
      return { children, end: await settle(children) };
    };
    // A first, untimed batch warms every process's solver threads (a cold one loads HiGHS at its
    // first solve); the timed batch is the steady state a plant sees during the day.
    await batch();
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const { children, end } = await batch();
    const ms = performance.now() - t0;
    const c = process.cpuUsage(c0);
    return { children: children.length, ok: end.filter((s) => s === 4).length, ms: round(ms), cpu_ms: round((c.user + c.system) / 1000), engine: server.app.db.kind, second_worker: secondWorker };
  } finally {
    worker?.kill('SIGTERM');
    await server.close();
  }
}

async function freshDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `plantasim_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function runSensitivity(): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  const local = await timeSensitivity(undefined, false);
  out.push({ bench: 'compare', case: 'sensitivity9', ...local, target_ms: 3000, within_target: Number(local.ms) <= 3000 });
  const admin = process.env.COMPARE_DATABASE_URL;
  if (admin) {
    for (const second of [false, true]) {
      const db = await freshDatabase(admin);
      try {
        out.push({ bench: 'compare', case: second ? 'sensitivity9PostgresTwoProcesses' : 'sensitivity9Postgres', ...(await timeSensitivity(db.url, second)) });
      } finally {
        await db.drop();
      }
    }
  }
  return out;
}

export const cases: BenchCase[] = [{
  name: 'compareAndSensitivity',
  runs: 1,
  warmup: 0,
  run: async () => {
    for (const line of [...(await runCompare()), ...(await runSensitivity())]) console.log(JSON.stringify(line));
  },
}];

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const line of [...(await runCompare()), ...(await runSensitivity())]) console.log(JSON.stringify(line));
  process.exit(0);
}
