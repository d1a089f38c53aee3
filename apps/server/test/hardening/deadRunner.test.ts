/**
 * PostgreSQL, real server processes on one database:
 * - SOLVE_EXPIRE_SECONDS and SOLVE_RETRY_LIMIT apply at every start, not only when the queue is new;
 * - a server SIGKILLed mid-solve: the next start recovers the simulation within 2 minutes, although
 *   its job would only expire after 10 minutes (the heartbeat of the dead process tells).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { basicHeader, createTestDatabase } from '../helper.ts';
import { failureReasons } from '../../src/jobs/reasons.ts';
import { SOLVE_QUEUE } from '../../src/jobs/bossQueue.ts';
import { multipart, payload, zipJson } from '../simulaciones/support.ts';
import { exited, freePort, killChildren, spawnTs, until } from './processSupport.ts';

afterEach(() => killChildren());

describe.runIf(process.env.TEST_DATABASE_URL)('restarts on an existing PostgreSQL database (real processes)', () => {
  it('new queue settings apply on restart; a run of a SIGKILLed server leaves 3 within 2 minutes', async () => {
    const db = await createTestDatabase();
    const dataDir = await mkdtemp(join(tmpdir(), 'plantasim-deadrunner-'));
    const client = new pg.Client({ connectionString: db.url });
    try {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const env = {
        DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: db.url, LOG_LEVEL: 'warn',
        WEB_DIST: join(dataDir, 'no-web'), DOCS_DIR: join(dataDir, 'no-docs'), SOLVE_WORKERS: '1', MARKET_DATA_HTTP: 'off',
        SOLVE_QUEUE: '', SOLVE_EXPIRE_SECONDS: '', SOLVE_RETRY_LIMIT: '',
      };
      const ready = () => until('arranque', async () => ((await fetch(`${base}/config.json`)).ok ? true : undefined), 180_000, 250);
      const queueSettings = async () =>
        (await client.query<{ expire_seconds: number; retry_limit: number }>(
          'SELECT expire_seconds, retry_limit FROM pgboss.queue WHERE name = $1', [SOLVE_QUEUE],
        )).rows[0];

      const first = spawnTs('src/server.ts', env);
      await ready();
      await client.connect();
      expect(await queueSettings()).toEqual({ expire_seconds: 3600, retry_limit: 1 });
      first.kill('SIGTERM');
      await exited(first);

      // Longer than the 2 minutes allowed: only the dead-process detection can meet them.
      const settings = { ...env, SOLVE_EXPIRE_SECONDS: '600', SOLVE_RETRY_LIMIT: '0' };
      const second = spawnTs('src/server.ts', settings);
      await ready();
      expect(await queueSettings()).toEqual({ expire_seconds: 600, retry_limit: 0 });

      const login = await fetch(`${base}/api/login`, { headers: { authorization: basicHeader('gestor', 'gestor2026') } });
      const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
      const body = multipart(zipJson(payload('Servidor perdido')));
      const launched = await fetch(`${base}/api/lanzar-simulacion/`, { method: 'POST', headers: { ...auth, ...body.headers }, body: body.payload });
      expect(launched.status).toBe(200);
      const id = ((await launched.json()) as { id: number }).id;
      // Solving (its solve counted): with SOLVE_RETRY_LIMIT=0 it may not start again (a kill before the
      // count is a run that never started, re-queued: test/simulaciones/restart.test.ts).
      await until('solve en curso', async () => {
        const row = (await client.query<{ status: number; runner: string | null; attempts: number }>('SELECT status, runner, attempts FROM simulations WHERE id = $1', [id])).rows[0];
        return row?.status === 3 && row.runner && row.attempts >= 1 ? true : undefined;
      }, 60_000, 50);
      second.kill('SIGKILL');
      await exited(second);
      const killedAt = Date.now();
      expect((await client.query<{ status: number }>('SELECT status FROM simulations WHERE id = $1', [id])).rows[0]!.status).toBe(3);

      const third = spawnTs('src/server.ts', settings);
      const after = await until('simulación recuperada', async () => {
        const row = (await client.query<{ status: number; error: string | null }>('SELECT status, error FROM simulations WHERE id = $1', [id])).rows[0]!;
        return row.status !== 3 ? row : undefined;
      }, 150_000, 250).catch((err: Error) => {
        throw new Error(`${err.message}\n${third.output.join('').slice(-3000)}`);
      });
      const recoveredMs = Date.now() - killedAt;
      console.log(`recuperación tras kill -9 (PostgreSQL, SOLVE_EXPIRE_SECONDS=600, SOLVE_RETRY_LIMIT=0): ${(recoveredMs / 1000).toFixed(1)} s`);
      expect(after).toEqual({ status: 5, error: failureReasons.restart });
      expect(recoveredMs).toBeLessThan(120_000);
      third.kill('SIGTERM');
      await exited(third);
      expect(third.exitCode, third.output.join('').slice(-2000)).toBe(0);
    } finally {
      await client.end().catch(() => {});
      await db.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 600_000);
});
