/** Real child processes for fault tests: the server or a worker started with tsx, killed at will. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '../..');
const children: ChildProcess[] = [];

/** SIGKILLs every child still running (afterEach). */
export function killChildren(): void {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
}

/** A free port: the first one of TEST_PORTS ("8832-8835") free now when set (shared machines), else any. */
export async function freePort(): Promise<number> {
  const listed = /^(\d+)-(\d+)$/.exec(process.env.TEST_PORTS ?? '');
  if (listed) {
    // Test files run in parallel workers: each starts at its own offset and takes a port nobody holds.
    const [lo, hi] = [Number(listed[1]), Number(listed[2])];
    const offset = Number(process.env.VITEST_POOL_ID ?? 0);
    for (let i = 0; i <= hi - lo; i++) {
      const port = lo + ((offset + i) % (hi - lo + 1));
      if (await isFree(port)) return port;
    }
    throw new Error(`TEST_PORTS ${process.env.TEST_PORTS}: ningún puerto libre`);
  }
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

/**
 * `node --import tsx <entry>` in apps/server: the pid is the server itself (no npm/npx wrapper). With
 * `umask`, the process starts under that umask (a shell sets it, then execs node in its place).
 */
export function spawnTs(entry: string, env: Record<string, string>, umask?: string): ChildProcess & { output: string[] } {
  const options = { cwd: serverDir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] as ['ignore', 'pipe', 'pipe'] };
  const child = (umask === undefined
    ? spawn(process.execPath, ['--import', 'tsx', entry], options)
    : spawn('/bin/sh', ['-c', `umask ${umask} && exec "$0" --import tsx "$1"`, process.execPath, entry], options)) as ChildProcess & { output: string[] };
  child.output = [];
  child.stdout?.on('data', (d: Buffer) => child.output.push(String(d)));
  child.stderr?.on('data', (d: Buffer) => child.output.push(String(d)));
  children.push(child);
  return child;
}

export async function until<T>(what: string, fn: () => Promise<T | undefined>, timeoutMs: number, everyMs = 100): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn().catch(() => undefined);
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`tiempo agotado esperando: ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export const exited = (c: ChildProcess) => new Promise<void>((r) => (c.exitCode !== null || c.signalCode !== null ? r() : c.once('exit', () => r())));

