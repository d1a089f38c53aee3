import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { addUserCommand } from '../../src/cli/addUser.ts';
import { repoRoot } from '../../src/config.ts';
import { openDb } from '../../src/db/index.ts';
import { basicHeader, buildTestApp, createTestDatabase, dbKinds, pgliteTemplate } from '../helper.ts';

const run = promisify(execFile);

function captureIo() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
}

const login = (app: Awaited<ReturnType<typeof buildTestApp>>, user: string, password: string) =>
  app.inject({ method: 'GET', url: '/api/login', headers: { authorization: basicHeader(user, password) } });

describe('npm run add-user on a PGlite data folder (real initdb, then two server starts)', { timeout: 600_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'plantasim-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates a user the server then accepts; restarting applies no migration twice', async () => {
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    const { stdout } = await run('npm', ['run', '--silent', 'add-user', '--', 'ana', 'clave con espacios%ñ'], { cwd: repoRoot, env });
    expect(stdout).toContain('Usuario creado: ana');
    expect(stdout).not.toContain('clave con espacios');

    for (let start = 1; start <= 2; start++) {
      const app = await buildTestApp('pglite', { dataDir, pgliteDir: join(dataDir, 'pglite') });
      try {
        expect((await login(app, 'ana', 'clave con espacios%ñ')).json().resultado).toBe('ok');
        // The CLI created the first user, so no demo users were seeded.
        expect((await login(app, 'gestor', 'gestor2026')).statusCode).toBe(401);
        const migrations = await app.db.query<{ name: string }>('SELECT name FROM schema_migrations');
        expect(new Set(migrations.rows.map((r) => r.name)).size).toBe(migrations.rows.length);
        expect(migrations.rows.length).toBeGreaterThan(0);
      } finally {
        await app.close();
      }
    }
  });
});

describe.each(dbKinds)('addUserCommand on %s', (kind) => {
  it('adds a user, then resets its password', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'plantasim-cli-'));
    const db = kind === 'postgres' ? await createTestDatabase() : undefined;
    const env = { DATA_DIR: dataDir, DATABASE_URL: db?.url ?? '' };
    try {
      if (kind === 'pglite') {
        // A data folder made from the migrated template: no slow initdb (the test above covers it).
        const pre = await openDb({ pgliteDir: join(dataDir, 'pglite'), pgliteLoadDataDir: await pgliteTemplate() });
        await pre.close();
      }
      const a = captureIo();
      expect(await addUserCommand(['luis', 'primera-clave'], env, a.io)).toBe(0);
      expect(a.out.join()).toContain('Usuario creado: luis');
      const b = captureIo();
      expect(await addUserCommand(['luis', 'segunda-clave'], env, b.io)).toBe(0);
      expect(b.out.join()).toContain('Contraseña cambiada: luis');

      const app = await buildTestApp(kind, {
        dataDir,
        ...(kind === 'postgres' ? { databaseUrl: db!.url } : { pgliteDir: join(dataDir, 'pglite') }),
      });
      try {
        expect((await login(app, 'luis', 'primera-clave')).statusCode).toBe(401);
        const ok = await login(app, 'luis', 'segunda-clave');
        expect(ok.json().resultado).toBe('ok');
      } finally {
        await app.close();
      }
    } finally {
      await db?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000); // four PGlite openings of a data folder: slow on a busy machine

  it('refuses bad arguments without touching the database', async () => {
    const c = captureIo();
    expect(await addUserCommand([], {}, c.io)).toBe(2);
    expect(c.err.join()).toContain('Uso: npm run add-user');
    const d = captureIo();
    expect(await addUserCommand(['x', 'corta'], {}, d.io)).toBe(2);
    expect(d.err.join()).toContain('al menos 8');
    const e = captureIo();
    expect(await addUserCommand(['con espacio', 'bastante-larga'], {}, e.io)).toBe(2);
    expect(e.err.join()).toContain('nombre de usuario');
  });
});
