// Urgent work first, measured on a real server over HTTP with the real optimizer (standalone:
// `npx tsx bench/src/queue.bench.ts`; QUEUE_DATABASE_URL=<empty PostgreSQL database> for pg-boss,
// the in-memory PGlite and its in-process queue otherwise). One JSON line per figure:
//   results_after_solve   a one-day launch: its results shown (status 4) after its solve ended,
//                         target <= 1 s; and when its explanation followed;
//   sensitivity_batch     15 children of a one-day run, all solved, target <= 5 s on two cores
//                         (the default workers: the machine's cores); QUEUE_ONE_WORKER=1 adds the
//                         same batch with one worker, for the ratio;
//   replan_under_load     a re-plan while a planning year and a 15-child batch solve, target <= 2 s,
//                         against the same re-plan on the idle server (ratio).
// The machine's load (uptime) is printed first and last: on a shared machine absolute times stretch.
import { execFileSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { createBaseCase, hasResultsStatus, isRunningStatus, RUNNING_STATUSES, type SimulationPayload } from '@plantasim/domain';
import type { BenchCase } from './benchCase.ts';
import { multipartZip } from './httpSupport.ts';

/** Run standalone only: the year and the batches take minutes of CPU, too long for every bench run. */
export const cases: BenchCase[] = [];

const r2 = (x: number) => Math.round(x * 100) / 100;
const uptime = () => {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return `load average ${loadavg().map(r2).join(', ')}`;
  }
};

async function server(workers?: number) {
  if (workers === undefined) delete process.env.SOLVE_WORKERS;
  else process.env.SOLVE_WORKERS = String(workers);
  process.env.MARKET_DATA_HTTP = 'off';
  const { buildApp } = await import('@plantasim/server');
  const dataDir = await mkdtemp(join(tmpdir(), 'plantasim-queue-'));
  const app = await buildApp({
    logger: false,
    config: {
      dataDir, pgliteDir: 'memory://', jwtSecret: 'queue-benchmark-secret-of-at-least-32-chars', loginRateLimit: 10_000,
      webDist: join(dataDir, 'no-web'), docsDir: join(dataDir, 'no-docs'), databaseUrl: process.env.QUEUE_DATABASE_URL || undefined,
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const res = await fetch(`${base}/api/login`, { headers: { authorization: `Basic ${Buffer.from('gestor:gestor2026').toString('base64')}` } });
  const auth = { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
  const json = async (path: string, init: RequestInit = {}) => {
    const r = await fetch(`${base}${path}`, { ...init, headers: { ...auth, ...(init.headers as Record<string, string> | undefined) } });
    if (r.status !== 200) throw new Error(`${path}: ${r.status} ${await r.text()}`);
    return r.json() as Promise<Record<string, unknown>>;
  };
  const launch = async (name: string, p: SimulationPayload = createBaseCase()) => {
    const { body, type } = multipartZip(JSON.stringify({ ...p, metadata: { ...p.metadata, simulation_name: name } }));
    return (await json('/api/lanzar-simulacion/', { method: 'POST', headers: { 'content-type': type }, body })).id as number;
  };
  const detail = (id: number) => json(`/api/simulacion/${id}`) as Promise<{ status: number; explicacion_pendiente?: boolean; run?: { started: string } | null }>;
  /** Polls every 20 ms until `done` holds; the time it was first seen (performance.now()). */
  const until = async (id: number, done: (d: Awaited<ReturnType<typeof detail>>) => boolean, timeoutS = 1800) => {
    const end = performance.now() + timeoutS * 1000;
    for (;;) {
      const d = await detail(id);
      if (done(d)) return performance.now();
      if (!isRunningStatus(d.status) && !hasResultsStatus(d.status)) throw new Error(`simulación ${id} terminó en ${d.status}`);
      if (performance.now() > end) throw new Error(`simulación ${id}: tiempo agotado`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const solved = (id: number) => until(id, (d) => hasResultsStatus(d.status));
  const explained = (id: number) => until(id, (d) => hasResultsStatus(d.status) && !d.explicacion_pendiente);
  const replan = async (origin: number) => {
    const t0 = performance.now();
    const id = (await json(`/api/simulaciones/${origin}/replanificar`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ hora: 14, unidades: ['Motor cogeneración 1'] }) })).id as number;
    return { id, seconds: (await solved(id) - t0) / 1000 };
  };
  const batch = async (parent: number) => {
    const t0 = performance.now();
    await json(`/api/simulaciones/${parent}/sensibilidad`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const children = (await app.db.query<{ id: number }>('SELECT id FROM simulations WHERE parent_id = $1', [parent])).rows.map((r) => r.id);
    return { children, done: async () => { for (const c of children) await solved(c); return (performance.now() - t0) / 1000; } };
  };
  const wallMs = async (id: number) => Number((await app.db.query<{ ms: string }>("SELECT stats->>'wallMs' AS ms FROM simulations WHERE id = $1", [id])).rows[0]?.ms);
  return { app, json, launch, detail, until, solved, explained, replan, batch, wallMs, engine: process.env.QUEUE_DATABASE_URL ? 'postgres (pg-boss)' : 'pglite (in-process queue)' };
}

async function main() {
  const cores = availableParallelism();
  console.log(JSON.stringify({ bench: 'queue', info: 'start', uptime: uptime(), cores, engine: process.env.QUEUE_DATABASE_URL ? 'postgres' : 'pglite' }));
  const s = await server();
  try {
    // Setup: three one-day plans solved and explained (untimed).
    const origins = [await s.launch('origen 1'), await s.launch('origen 2'), await s.launch('origen 3')];
    for (const id of origins) await s.explained(id);

    // A one-day launch on the idle server: when its results show against when its solve ended (the
    // solve's start as the run's page reads it, plus the solve's own wall time; same clock).
    const t0 = performance.now();
    const day = await s.launch('un día');
    let started: string | undefined;
    const shown = await s.until(day, (d) => {
      started ??= d.run?.started;
      return hasResultsStatus(d.status);
    });
    const shownAt = Date.now();
    const ready = await s.explained(day);
    const solveMs = await s.wallMs(day);
    const afterSolve = started ? (shownAt - (Date.parse(started) + solveMs)) / 1000 : NaN;
    console.log(JSON.stringify({
      bench: 'queue', case: 'results_after_solve', engine: s.engine, solve_s: r2(solveMs / 1000), launch_to_results_s: r2((shown - t0) / 1000),
      results_after_solve_s: r2(afterSolve), ratio_results_wait_over_solve: r2(afterSolve / (solveMs / 1000)), explanation_after_results_s: r2((ready - shown) / 1000),
      target_s: 1, within_target: afterSolve <= 1, uptime: uptime(),
    }));

    // The idle re-plan (the baseline of the loaded one).
    const idle = await s.replan(origins[0]!);
    await s.explained(idle.id);

    // A 15-child sensitivity batch of a one-day run, nothing else running.
    const b = await s.batch(origins[1]!);
    const batchS = await b.done();
    // Ratios from the same run, which a shared machine's load does not skew: the batch against one
    // child's own solve (median wall time of its children) and against 15 of them one after another.
    const childMs = (await Promise.all(b.children.map((c) => s.wallMs(c)))).sort((x, y) => x - y);
    const childS = (childMs[Math.floor(childMs.length / 2)] ?? NaN) / 1000;
    const workers = Number(process.env.SOLVE_WORKERS ?? cores);
    console.log(JSON.stringify({
      bench: 'queue', case: 'sensitivity_batch', engine: s.engine, children: b.children.length, workers, cores,
      seconds: r2(batchS), child_solve_median_s: r2(childS), ratio_batch_over_child: r2(batchS / childS),
      ratio_batch_over_serial_children: r2(batchS / (childS * b.children.length)), ideal_ratio_on_workers: r2(1 / Math.min(workers, cores)),
      target_s: 5, within_target: batchS <= 5, uptime: uptime(),
    }));

    // A planning year solving and a 15-child batch queued: the re-plan.
    const year = await s.launch('año', createBaseCase({ modoEjecucion: 4 }));
    await (async () => { for (;;) { const d = await s.detail(year); if (d.run?.started) return; await new Promise((r) => setTimeout(r, 100)); } })();
    const loaded = await s.batch(origins[2]!);
    const busy = await s.replan(origins[2]!);
    const yearStill = isRunningStatus((await s.detail(year)).status);
    const childrenLeft = (await s.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM simulations WHERE parent_id = $1 AND status = ANY($2::smallint[])', [origins[2], RUNNING_STATUSES])).rows[0]?.n;
    console.log(JSON.stringify({
      bench: 'queue', case: 'replan_under_load', engine: s.engine, idle_s: r2(idle.seconds), under_load_s: r2(busy.seconds),
      ratio_loaded_over_idle: r2(busy.seconds / idle.seconds), year_still_solving: yearStill, batch_children_still_queued_or_solving: childrenLeft,
      target_s: 2, within_target: busy.seconds <= 2, uptime: uptime(),
    }));
    await s.json(`/api/simulacion/${year}/cancelar`, { method: 'POST' });
    await loaded.done();
  } finally {
    await s.app.close();
  }
  if (process.env.QUEUE_ONE_WORKER === '1') {
    const one = await server(1);
    try {
      const parent = await one.launch('origen');
      await one.explained(parent);
      const b = await one.batch(parent);
      const seconds = await b.done();
      console.log(JSON.stringify({ bench: 'queue', case: 'sensitivity_batch_one_worker', engine: one.engine, children: b.children.length, workers: 1, seconds: r2(seconds), uptime: uptime() }));
    } finally {
      await one.app.close();
    }
  }
  console.log(JSON.stringify({ bench: 'queue', info: 'end', uptime: uptime() }));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
