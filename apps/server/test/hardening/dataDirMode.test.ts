/**
 * DATA_DIR is private to the server's account whatever the umask: a real server started under umask
 * 000 on a data folder left world-writable by an earlier version ends with every folder 0700 and every
 * file without group/other bits, the PGlite files it creates itself included.
 */
import { chmod, lstat, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { basicHeader } from '../helper.ts';
import { exited, freePort, killChildren, spawnTs, until } from './processSupport.ts';

afterEach(() => killChildren());

async function modes(dir: string, out: { path: string; dir: boolean; mode: number }[] = []) {
  for (const name of await readdir(dir)) {
    const path = join(dir, name);
    const st = await lstat(path);
    out.push({ path, dir: st.isDirectory(), mode: st.mode & 0o777 });
    if (st.isDirectory()) await modes(path, out);
  }
  return out;
}

describe('DATA_DIR permissions (real server, PGlite)', () => {
  it('under umask 000, everything in DATA_DIR is 0700 / 0600 once the server has created its database', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'plantasim-modes-'));
    const dataDir = join(parent, 'data');
    try {
      // What an earlier version left: a world-writable folder and config file.
      await mkdir(join(dataDir, 'old'), { recursive: true });
      await writeFile(join(dataDir, 'config.json'), '{}\n');
      await writeFile(join(dataDir, 'old', 'notes.txt'), 'x');
      for (const p of [dataDir, join(dataDir, 'old')]) await chmod(p, 0o777);
      for (const p of [join(dataDir, 'config.json'), join(dataDir, 'old', 'notes.txt')]) await chmod(p, 0o666);

      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const server = spawnTs('src/server.ts', {
        DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', LOG_LEVEL: 'warn', JWT_SECRET: '',
        WEB_DIST: join(dataDir, 'no-web'), DOCS_DIR: join(dataDir, 'no-docs'), MARKET_DATA_HTTP: 'off',
      }, '000');
      await until('arranque', async () => ((await fetch(`${base}/config.json`)).ok ? true : undefined), 180_000, 250);
      const login = await fetch(`${base}/api/login`, { headers: { authorization: basicHeader('gestor', 'gestor2026') } });
      expect(login.status).toBe(200);
      server.kill('SIGTERM');
      await exited(server);

      const all = await modes(dataDir);
      expect(all.some((f) => f.path.endsWith('jwt-secret'))).toBe(true);
      expect(all.filter((f) => f.path.includes('pglite')).length).toBeGreaterThan(100);
      expect((await lstat(dataDir)).mode & 0o777).toBe(0o700);
      expect(all.filter((f) => f.dir && f.mode !== 0o700).map((f) => f.path)).toEqual([]);
      expect(all.filter((f) => !f.dir && (f.mode & 0o077) !== 0).map((f) => `${f.path} ${f.mode.toString(8)}`)).toEqual([]);
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  }, 300_000);
});
