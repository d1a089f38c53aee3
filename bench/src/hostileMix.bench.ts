// No request holds the others: 20 users keep using the app (list, me, Ro, config) while 4 loops post
// the largest accepted actuals file (a year of every unit, ~1.1 MB of CSV) and 4 loops post zips that
// lie about their size (~60 KB, 60 MB of JSON inside, declared 20 MB). Printed per engine: the 20
// users' p50, p99 and longest wait, the hostile loops' answers. Goal: p99 ≤ 250 ms, longest ≤ 500 ms.
//   npm run bench -- hostileMix        npx tsx bench/src/hostileMix.bench.ts
// Each engine first runs the 20 users alone for as long (the baseline of the same run, as the machine is
// shared), then the mix; printed with the machine's load (`uptime`) at both ends and the ratios
// mix/baseline. Then a year is read back (GET /api/datos-reales) over every import the mix stored:
// its total and per-day time, and the 20 users' waits meanwhile.
// Environment: MIX_SECONDS (default 20); MIX_DATABASE_URL runs it on that PostgreSQL database too.
// PGlite keeps its files in a folder, as the server does by default (MIX_PGLITE=memory keeps them in
// memory, where growing a file copies it whole on the request thread: not what a plant runs).
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import { strToU8, zipSync } from 'fflate';
import { ACTUAL_UNITS, actualsHeaders } from '@plantasim/domain';
import { balancedActualValues } from '@plantasim/domain/testing';
import type { BenchCase } from './benchCase.ts';
import { quantile, round1 } from './httpSupport.ts';

const SECONDS = Number(process.env.MIX_SECONDS ?? 20);
const USERS = 20;
const LOOPS = 4;
const GOAL = { p99_ms: 250, longest_ms: 500 };

/** A year of every unit, hour by hour, as the app exports it: plausible values, so the import is stored. */
function yearOfActuals(): string {
  const lines = [actualsHeaders().join(';')];
  const day = new Date(Date.UTC(2025, 0, 1));
  for (let d = 0; d < 365; d++) {
    const date = `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()}`;
    for (let h = 0; h < 24; h++) {
      const v = balancedActualValues(0.3 + 0.1 * ((d + h) % 7));
      lines.push([`${date} ${String(h).padStart(2, '0')}:00`, ...ACTUAL_UNITS.map((u) => String(v[u.key]).replace('.', ','))].join(';'));
    }
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

/** A zip whose data.json is 60 MB of JSON whitespace and says it is 20 MB (under the 24 MB cap). */
function lyingZip(): Uint8Array {
  const zip = zipSync({ 'data.json': strToU8(`{"a":${' '.repeat(60 * 1024 * 1024)}1}`) }, { level: 9 });
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const declared = 20 * 1024 * 1024;
  for (let i = 0; i + 4 <= zip.length; i++) {
    const sig = view.getUint32(i, true);
    if (sig === 0x04034b50) view.setUint32(i + 22, declared, true); // local header
    if (sig === 0x02014b50) view.setUint32(i + 24, declared, true); // central directory
  }
  return zip;
}

function multipart(file: Uint8Array): { body: Uint8Array<ArrayBuffer>; type: string } {
  const boundary = `----mix${Math.random().toString(16).slice(2)}`;
  return {
    body: new Uint8Array(Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="data.zip"; filename="data.zip"\r\nContent-Type: application/zip\r\n\r\n`),
      Buffer.from(file), Buffer.from(`\r\n--${boundary}--\r\n`),
    ])),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

interface Waits { requests: number; p50_ms: number; p99_ms: number; longest_ms: number }

function waitsOf(waits: number[]): Waits {
  const sorted = [...waits].sort((a, b) => a - b);
  return { requests: sorted.length, p50_ms: round1(quantile(sorted, 0.5)), p99_ms: round1(quantile(sorted, 0.99)), longest_ms: round1(sorted.at(-1) ?? 0) };
}

const uptime = () => {
  try { return execFileSync('uptime', { encoding: 'utf8' }).trim(); } catch { return 'uptime unavailable'; }
};

export interface MixFigures {
  engine: string; seconds: number; users: number; requests: number; p50_ms: number; p99_ms: number; longest_ms: number;
  uptime_before: string; uptime_after: string; baseline: Waits; ratio_p50: number; ratio_p99: number; ratio_longest: number;
  year_read: { imports_stored: number; status: number; days: number; hours: number; total_ms: number; per_day_ms: number; users_meanwhile: Waits };
  goal_p99_ms: number; goal_longest_ms: number; within_goal: boolean; actuals_answers: Record<string, number>; zip_answers: Record<string, number>;
  actuals_kb: number; zip_kb: number;
}

export async function runMix(databaseUrl?: string): Promise<MixFigures> {
  process.env.MARKET_DATA_HTTP = 'off';
  const { buildApp } = await import('@plantasim/server');
  const { upsertUser } = await import('@plantasim/server/src/repositories/users.ts');
  const { openDb } = await import('@plantasim/server/src/db/index.ts');
  const dataDir = await mkdtemp(join(tmpdir(), 'plantasim-mix-'));
  // Opened before the app, whose plugins must start within a bound that initdb exceeds on a loaded machine.
  const pgliteDir = process.env.MIX_PGLITE === 'memory' ? 'memory://' : join(dataDir, 'pglite');
  const db = await openDb({ databaseUrl, pgliteDir });
  const app = await buildApp({
    logger: false, db,
    config: {
      dataDir, ...(databaseUrl ? { databaseUrl } : { pgliteDir }), jwtSecret: 'mix-benchmark-secret-of-at-least-32-chars', loginRateLimit: 10_000,
      webDist: join(dataDir, 'no-web'), docsDir: join(dataDir, 'no-docs'),
    },
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const tokenOf = async (user: string, password: string) => {
      const res = await fetch(`${base}/api/login`, { headers: { authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` } });
      return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
    };
    // Each hostile loop is its own user (one user's loops are capped by the fair-share limits).
    const hostile: Record<string, string>[] = [];
    for (let i = 0; i < LOOPS * 2; i++) {
      await upsertUser(app.db, `hostil${i}`, 'contraseña-hostil');
      hostile.push(await tokenOf(`hostil${i}`, 'contraseña-hostil'));
    }
    const users = await Promise.all(Array.from({ length: USERS }, () => tokenOf('gestor', 'gestor2026')));
    const csv = yearOfActuals();
    const zip = multipart(lyingZip());
    const actualsAnswers: Record<string, number> = {};
    const zipAnswers: Record<string, number> = {};
    const paths = ['/api/simulacion', '/api/me', '/api/ro', '/config.json'];
    const user = async (auth: Record<string, string>, n: number, until: () => boolean, waits: number[]) => {
      let i = n;
      while (!until()) {
        const t = performance.now();
        const r = await fetch(`${base}${paths[i++ % paths.length]}`, { headers: auth });
        await r.arrayBuffer();
        waits.push(performance.now() - t);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const uptimeBefore = uptime();
    const baselineWaits: number[] = [];
    const baselineEnd = Date.now() + SECONDS * 1000;
    await Promise.all(users.map((auth, n) => user(auth, n, () => Date.now() >= baselineEnd, baselineWaits)));
    const end = Date.now() + SECONDS * 1000;
    const loop = async (send: () => Promise<Response>, answers: Record<string, number>) => {
      while (Date.now() < end) {
        const r = await send();
        await r.arrayBuffer();
        answers[r.status] = (answers[r.status] ?? 0) + 1;
      }
    };
    const waits: number[] = [];
    await Promise.all([
      ...users.map((auth, n) => user(auth, n, () => Date.now() >= end, waits)),
      ...hostile.slice(0, LOOPS).map((auth) => loop(() => fetch(`${base}/api/datos-reales`, { method: 'POST', headers: { ...auth, 'content-type': 'text/csv' }, body: csv }), actualsAnswers)),
      ...hostile.slice(LOOPS).map((auth) => loop(() => fetch(`${base}/api/descargar-in`, { method: 'POST', headers: { ...auth, 'content-type': zip.type }, body: zip.body }), zipAnswers)),
    ]);
    const uptimeAfter = uptime();
    const mix = waitsOf(waits);
    const baseline = waitsOf(baselineWaits);
    // A year read back over every import stored meanwhile, with the 20 users around it.
    const stored = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM actual_imports WHERE complete');
    let reading = true;
    const readWaits: number[] = [];
    const around = Promise.all(users.map((auth, n) => user(auth, n, () => !reading, readWaits)));
    const t0 = performance.now();
    const read = await fetch(`${base}/api/datos-reales?desde=01/01/2025&hasta=31/12/2025`, { headers: users[0] });
    const year = (await read.json()) as { horas?: unknown[] };
    const readMs = performance.now() - t0;
    reading = false;
    await around;
    const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 100) / 100 : 0);
    return {
      engine: databaseUrl ? 'postgres' : pgliteDir === 'memory://' ? 'pglite (memory)' : 'pglite', seconds: SECONDS, users: USERS, ...mix,
      uptime_before: uptimeBefore, uptime_after: uptimeAfter, baseline,
      ratio_p50: ratio(mix.p50_ms, baseline.p50_ms), ratio_p99: ratio(mix.p99_ms, baseline.p99_ms), ratio_longest: ratio(mix.longest_ms, baseline.longest_ms),
      year_read: {
        imports_stored: Number(stored.rows[0]?.n ?? 0), status: read.status, days: 365, hours: year.horas?.length ?? 0,
        total_ms: round1(readMs), per_day_ms: round1(readMs / 365), users_meanwhile: waitsOf(readWaits),
      },
      goal_p99_ms: GOAL.p99_ms, goal_longest_ms: GOAL.longest_ms,
      within_goal: mix.p99_ms <= GOAL.p99_ms && mix.longest_ms <= GOAL.longest_ms, actuals_answers: actualsAnswers, zip_answers: zipAnswers,
      actuals_kb: Math.round(csv.length / 1024), zip_kb: Math.round(zip.body.length / 1024),
    };
  } finally {
    await app.close();
    await db.close().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  }
}

const meta: Record<string, unknown> = {};
export const cases: BenchCase[] = [{
  name: `${USERS}users_${LOOPS}actuals_${LOOPS}lyingZips`,
  runs: 1,
  warmup: 0,
  meta,
  run: async () => {
    for (const url of [undefined, process.env.MIX_DATABASE_URL].filter((u, i) => i === 0 || u)) {
      const f = await runMix(url);
      meta[f.engine] = f;
      if (!f.within_goal) console.error(`hostileMix ${f.engine}: fuera de objetivo (p99 ${f.p99_ms} ms, máximo ${f.longest_ms} ms)`);
    }
  },
}];

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const url of [undefined, process.env.MIX_DATABASE_URL].filter((u, i) => i === 0 || u)) {
    console.log(JSON.stringify({ bench: 'hostileMix', ...(await runMix(url)) }));
  }
  process.exit(0);
}
