// Start time and memory of the server, compiled (node apps/server/dist/server.js, what `npm start`
// runs) against the TypeScript sources under tsx (development): `npm run bench:server-start`
// after `npm run build -w @plantasim/server`. Each run starts on a fresh data folder (migrations
// and demo users included, as a first start), waits for the server's "listening" log line, then
// asks GET /config.json once. Prints one JSON line per run and one median line per variant:
// first_200_ms (spawn to the first 200), cpu_ms (the server process's CPU time until then, steadier
// than wall time on a shared machine), rss_mb (its resident memory then).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = join(repoRoot, 'apps/server');
const port = Number(process.env.BENCH_PORT ?? 8795);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const TIMEOUT_MS = 120_000;

const variants: Record<string, string[]> = {
  compiled: ['dist/server.js'],
  tsx: ['--import', 'tsx', 'src/server.ts'],
};

/** Resident memory of a process in MB (Linux /proc), null elsewhere. */
function rssMb(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/** CPU time (user + system) of a process so far in ms (Linux /proc, 100 ticks a second), null elsewhere. */
function cpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime, stime
  } catch {
    return null;
  }
}

async function startOnce(variant: string): Promise<{ first_200_ms: number; cpu_ms: number | null; rss_mb: number | null }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'plantasim-start-'));
  const t0 = performance.now();
  const child = spawn(process.execPath, variants[variant]!, {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'info', MARKET_DATA_HTTP: 'off' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${variant}: not listening after ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (/Server listening/.test(out)) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${variant}: exited with ${code} before listening`));
      });
    });
    const res = await fetch(`http://127.0.0.1:${port}/config.json`);
    if (res.status !== 200) throw new Error(`${variant}: /config.json answered ${res.status}`);
    await res.arrayBuffer();
    return { first_200_ms: Math.round(performance.now() - t0), cpu_ms: cpuMs(child.pid!), rss_mb: rssMb(child.pid!) };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!existsSync(join(serverDir, 'dist/server.js'))) {
  console.error('apps/server/dist/server.js is missing: run `npm run build -w @plantasim/server` first');
  process.exit(1);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
for (const variant of Object.keys(variants)) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const r = await startOnce(variant);
    results.push(r);
    console.log(JSON.stringify({ bench: 'serverStart', variant, run: i + 1, ...r }));
  }
  console.log(JSON.stringify({
    bench: 'serverStart', variant, runs,
    median_first_200_ms: median(results.map((r) => r.first_200_ms)),
    median_cpu_ms: median(results.map((r) => r.cpu_ms ?? 0)),
    median_rss_mb: median(results.map((r) => r.rss_mb ?? 0)),
  }));
}
