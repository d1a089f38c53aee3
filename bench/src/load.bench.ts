// API load: 20 concurrent users list simulations and read results over real HTTP while the
// server works in the background. Two backgrounds, one JSON line each:
//   solves            4 real one-day solves (with their explanations) kept in flight the whole time;
//   yearExplanation   a planning year launched with the server's default worker, the users starting
//                     once its solve job is explaining the year's decisions (window by window) and
//                     stopping before it is done (checked: still explaining at the end), then cancelled.
// Reports requests, throughput, p50/p95/p99/max latency and errors; target p95 < 300 ms with 0 errors.
//   npm run bench -- load                    (through bench/run.ts)
//   npx tsx bench/src/load.bench.ts          (standalone, same lines)
// Environment: LOAD_SECONDS (default 20), LOAD_USERS (20), LOAD_SOLVES (4),
// LOAD_DATABASE_URL (PostgreSQL instead of the default in-memory PGlite; use an empty database).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import { createBaseCase, hasResultsStatus, isRunningStatus, SIMULATION_STATUS } from '@plantasim/domain';
import type { BenchCase } from './benchCase.ts';
import { multipartZip, quantile, round1 } from './httpSupport.ts';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 20);
const USERS = Number(process.env.LOAD_USERS ?? 20);
const SOLVES = Number(process.env.LOAD_SOLVES ?? 4);
const TARGET_P95_MS = 300;


type Background = 'solves' | 'yearExplanation';

export interface LoadFigures {
  background: Background; users: number; solves_in_flight: number; seconds: number; requests: number; requests_per_s: number;
  p50_ms: number; p95_ms: number; p99_ms: number; max_ms: number; errors: number; solves_completed: number; solves_failed: number;
  engine: string; p95_target_ms: number; within_target: boolean;
  /** yearExplanation only: the explanation's windows and blocks done when the users started and stopped. */
  explained_from?: string; explained_to?: string;
}

export async function runLoad(background: Background = 'solves'): Promise<LoadFigures> {
  process.env.SOLVE_WORKERS = background === 'solves' ? String(SOLVES) : '1';
  process.env.MARKET_DATA_HTTP = 'off';
  const { buildApp } = await import('@plantasim/server');
  const dataDir = await mkdtemp(join(tmpdir(), 'plantasim-load-'));
  const app = await buildApp({
    logger: false,
    config: {
      dataDir, pgliteDir: 'memory://', jwtSecret: 'load-benchmark-secret-of-at-least-32-chars', loginRateLimit: 10_000,
      webDist: join(dataDir, 'no-web'), docsDir: join(dataDir, 'no-docs'), databaseUrl: process.env.LOAD_DATABASE_URL || undefined,
    },
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const login = async (user: string, password: string) => {
      const res = await fetch(`${base}/api/login`, { headers: { authorization: `Basic ${Buffer.from(`${user}:${encodeURIComponent(password)}`).toString('base64')}` } });
      return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
    };
    const full = await login('gestor', 'gestor2026');
    const operator = await login('operador', 'operador2026');
    const payload = createBaseCase({ date: '15/01/2025' });
    const launch = async (headers: Record<string, string>, name: string, p = payload) => {
      const { body, type } = multipartZip(JSON.stringify({ ...p, metadata: { ...p.metadata, simulation_name: name } }));
      const res = await fetch(`${base}/api/lanzar-simulacion/`, { method: 'POST', headers: { ...headers, 'content-type': type }, body });
      if (res.status !== 200) throw new Error(`lanzamiento: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { id: number }).id;
    };
    const statusOf = async (id: number) => ((await (await fetch(`${base}/api/simulacion/${id}`, { headers: full })).json()) as { status: number }).status;

    // Setup (untimed): one real solve, copied into 40 executed simulations (half of them the operator's).
    const seed = await launch(full, 'semilla');
    for (let t = 0; isRunningStatus(await statusOf(seed)); t++) {
      if (t > 600) throw new Error('la simulación semilla no terminó');
      await new Promise((r) => setTimeout(r, 500));
    }
    if (!hasResultsStatus(await statusOf(seed))) throw new Error('la simulación semilla no terminó bien');
    await app.db.query(
      `WITH copies AS (
         INSERT INTO simulations (name, username, status, inputs, stats, mode)
         SELECT 'copia ' || g, CASE WHEN g % 2 = 0 THEN 'gestor' ELSE 'operador' END, $2::smallint, inputs, stats, mode
         FROM simulations, generate_series(1, 40) g WHERE id = $1 RETURNING id
       )
       INSERT INTO simulation_results (simulation_id, part, encoding, body)
       SELECT c.id, r.part, r.encoding, r.body FROM copies c JOIN simulation_results r ON r.simulation_id = $1`, [seed, SIMULATION_STATUS.EjecutadaOK]);
    const rows = (await app.db.query<{ id: number; username: string }>('SELECT id, username FROM simulations WHERE status = $1', [SIMULATION_STATUS.EjecutadaOK])).rows;
    const idsOf = { gestor: rows.map((r) => r.id), operador: rows.filter((r) => r.username === 'operador').map((r) => r.id) };

    // Solves kept in flight for the whole window.
    let running = true;
    let completed = 0;
    let failed = 0;
    const solveLoop = async (k: number) => {
      while (running) {
        const id = await launch(full, `carga ${k}`);
        let s: number = SIMULATION_STATUS.EnEjecucion;
        while (isRunningStatus(s)) {
          await new Promise((r) => setTimeout(r, 250));
          s = await statusOf(id);
        }
        if (hasResultsStatus(s)) completed++;
        else failed++;
      }
    };
    let solvers: Promise<void>[] = [];
    let year: YearInBackground | undefined;
    if (background === 'solves') {
      solvers = Array.from({ length: SOLVES }, (_, k) => solveLoop(k));
      await new Promise((r) => setTimeout(r, 1500)); // the solves are under way before the users start
    } else {
      year = await yearExplaining(app.db, () => launch(full, 'año en segundo plano', createBaseCase({ date: '01/01/2025', modoEjecucion: 4, horizonDays: 365 })));
    }

    const latencies: number[] = [];
    let errors = 0;
    const parts = ['programa', 'resultado-operacion', 'resultado-economico', 'resultados'];
    const end = Date.now() + SECONDS * 1000;
    const user = async (u: number) => {
      const isOperator = u % 5 === 4; // 4 of 20 are operators
      const headers = isOperator ? operator : full;
      const ids = isOperator ? idsOf.operador : idsOf.gestor;
      for (let i = 0; Date.now() < end; i++) {
        const url = i % 2 === 0 ? '/api/simulacion' : `/api/${parts[(u + i) % parts.length]}/${ids[(u * 7 + i) % ids.length]}`;
        const t0 = performance.now();
        try {
          const res = await fetch(`${base}${url}`, { headers });
          await res.arrayBuffer();
          if (res.status !== 200) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t0);
      }
    };
    const t0 = performance.now();
    await Promise.all(Array.from({ length: USERS }, (_, u) => user(u)));
    const elapsed = (performance.now() - t0) / 1000;
    running = false;
    await Promise.all(solvers);
    const explained = year && await year.stop(async (id) => {
      const res = await fetch(`${base}/api/simulacion/${id}/cancelar`, { method: 'POST', headers: full });
      if (res.status !== 200) throw new Error(`cancelar el año: ${res.status} ${await res.text()}`);
    });

    const sorted = [...latencies].sort((a, b) => a - b);
    const p95 = round1(quantile(sorted, 0.95));
    return {
      background, users: USERS, solves_in_flight: background === 'solves' ? SOLVES : 1, seconds: round1(elapsed), requests: latencies.length, requests_per_s: round1(latencies.length / elapsed),
      p50_ms: round1(quantile(sorted, 0.5)), p95_ms: p95, p99_ms: round1(quantile(sorted, 0.99)), max_ms: round1(sorted.at(-1) ?? 0),
      errors, solves_completed: completed, solves_failed: failed, engine: app.db.kind, p95_target_ms: TARGET_P95_MS,
      within_target: p95 < TARGET_P95_MS && errors === 0, ...explained,
    };
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

interface YearInBackground {
  /** Checks the explanation is still under way, cancels the run and says how far it went. */
  stop: (cancel: (id: number) => Promise<void>) => Promise<{ explained_from: string; explained_to: string }>;
}

type Progress = { message?: string; window?: number; windows?: number; done?: number; total?: number } | null;

/** Launches the planning year and returns once its solve job reports the explanation phase. */
async function yearExplaining(db: { query: <R>(sql: string, params: unknown[]) => Promise<{ rows: R[] }> }, launchYear: () => Promise<number>): Promise<YearInBackground> {
  const id = await launchYear();
  const progressOf = async (): Promise<{ status: number; progress: Progress }> => {
    const row = (await db.query<{ status: number; stats: { progress?: Progress } | null }>('SELECT status, stats FROM simulations WHERE id = $1', [id])).rows[0];
    return { status: row?.status ?? 0, progress: row?.stats?.progress ?? null };
  };
  const where = (p: Progress) => `ventana ${p?.window ?? '?'}/${p?.windows ?? '?'}, ${p?.done ?? '?'}/${p?.total ?? '?'}`;
  // A benchmark may poll: the year's solve takes tens of seconds before it starts explaining.
  let now = await progressOf();
  for (let t = 0; isRunningStatus(now.status) && now.progress?.message !== 'explicación'; t++) {
    if (t > 1200) throw new Error('el año no llegó a la explicación en 10 minutos');
    await new Promise((r) => setTimeout(r, 500));
    now = await progressOf();
  }
  if (!isRunningStatus(now.status)) throw new Error(`el año terminó (estado ${now.status}) antes de explicar`);
  const from = where(now.progress);
  return {
    stop: async (cancel) => {
      const end = await progressOf();
      if (!isRunningStatus(end.status) || end.progress?.message !== 'explicación') throw new Error(`la explicación del año no duró toda la carga (estado ${end.status})`);
      await cancel(id);
      return { explained_from: from, explained_to: where(end.progress) };
    },
  };
}

// The runner prints `meta` after the run, so the figures measured inside run() land in its line.
export const cases: BenchCase[] = (['solves', 'yearExplanation'] as const).map((background) => {
  const meta: Record<string, unknown> = {};
  return {
    name: background === 'solves' ? `${USERS}users_${SOLVES}solves` : `${USERS}users_yearExplanation`,
    runs: 1,
    warmup: 0,
    meta,
    run: async () => {
      Object.assign(meta, await runLoad(background));
      if (!meta.within_target) console.error(`load: fuera de objetivo (p95 ${String(meta.p95_ms)} ms, errores ${String(meta.errors)})`);
    },
  };
});

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const background of ['solves', 'yearExplanation'] as const) console.log(JSON.stringify({ bench: 'load', ...(await runLoad(background)) }));
  process.exit(0);
}
