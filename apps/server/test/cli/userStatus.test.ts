/** npm run disable-user / enable-user / remove-user against the database a server uses, on both engines. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { userStatusCommand } from '../../src/cli/userStatus.ts';
import { openDb } from '../../src/db/index.ts';
import { upsertUser } from '../../src/repositories/users.ts';
import { basicHeader, buildTestApp, createTestDatabase, dbKinds, pgliteTemplate } from '../helper.ts';

describe.each(dbKinds)('user status commands on %s', (kind) => {
  it('disable-user and remove-user end the sessions a server issued; enable-user lets the user in again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'plantasim-cli-'));
    const created = kind === 'postgres' ? await createTestDatabase() : undefined;
    const env = { DATA_DIR: dataDir, DATABASE_URL: created?.url ?? '' };
    const where = kind === 'postgres' ? { dataDir, databaseUrl: created!.url } : { dataDir, pgliteDir: join(dataDir, 'pglite') };
    const out: string[] = [];
    const err: string[] = [];
    const io = { out: (l: string) => out.push(l), err: (l: string) => err.push(l) };
    // PGlite is one process at a time: the server is stopped while a command runs, as the README says.
    const withServer = async <T>(fn: (app: Awaited<ReturnType<typeof buildTestApp>>) => Promise<T>): Promise<T> => {
      const app = await buildTestApp(kind, where);
      try {
        return await fn(app);
      } finally {
        await app.close();
      }
    };
    const login = (app: Awaited<ReturnType<typeof buildTestApp>>) =>
      app.inject({ method: 'GET', url: '/api/login', headers: { authorization: basicHeader('ines', 'clave-de-ines') } });
    const me = async (app: Awaited<ReturnType<typeof buildTestApp>>, token: string) =>
      (await app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } })).statusCode;
    try {
      if (kind === 'pglite') {
        const pre = await openDb({ pgliteDir: join(dataDir, 'pglite'), pgliteLoadDataDir: await pgliteTemplate() });
        await pre.close();
      }
      const token = await withServer(async (app) => {
        await upsertUser(app.db, 'ines', 'clave-de-ines');
        return (await login(app)).json().token as string;
      });
      expect(await userStatusCommand('disable-user', ['ines'], env, io)).toBe(0);
      const again = await withServer(async (app) => {
        expect(await me(app, token)).toBe(401);
        expect((await login(app)).statusCode).toBe(401);
        return undefined;
      });
      expect(again).toBeUndefined();
      expect(await userStatusCommand('enable-user', ['ines'], env, io)).toBe(0);
      const second = await withServer(async (app) => (await login(app)).json().token as string);
      expect(await userStatusCommand('remove-user', ['ines'], env, io)).toBe(0);
      await withServer(async (app) => {
        expect(await me(app, second)).toBe(401);
        expect((await login(app)).statusCode).toBe(401);
      });
      expect(await userStatusCommand('remove-user', ['ines'], env, io)).toBe(1);
      expect(err.join()).toContain('No existe el usuario ines');
      expect(out.join('\n')).toContain('Usuario desactivado; sus sesiones han terminado: ines');
    } finally {
      await created?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);

  it('refuses bad arguments without touching the database', async () => {
    const err: string[] = [];
    const io = { out: () => {}, err: (l: string) => err.push(l) };
    expect(await userStatusCommand('remove-user', [], {}, io)).toBe(2);
    expect(await userStatusCommand('disable-user', ['a', 'b'], {}, io)).toBe(2);
    expect(err.join()).toContain('npm run disable-user');
  });
});
