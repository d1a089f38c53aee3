/**
 * A database that refuses writes (read-only: a standby, default_transaction_read_only, a full disk
 * PostgreSQL answers the same way for) answers every write with 503 and the catalogue's message that
 * says to retry later and that the administrator was alerted, logged at error level; reads go on.
 * Nothing is stored by the refused write.
 */
import { Writable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { authHeaders, buildTestApp, dbKinds } from '../helper.ts';
import { storageUnavailableMessage } from '../../src/plugins/errorHandler.ts';

describe.each(dbKinds)('a database that refuses writes (%s)', (kind) => {
  let app: FastifyInstance;
  const logs: { level: number; msg: string }[] = [];
  beforeAll(async () => {
    const stream = new Writable({ write(chunk, _e, done) { logs.push(JSON.parse(String(chunk)) as { level: number; msg: string }); done(); } });
    app = await buildTestApp(kind, {}, { logger: { level: 'info', stream } });
  }, 120_000);
  afterAll(async () => {
    if (kind === 'postgres') await app?.db.query('SELECT 1').catch(() => {});
    await app?.close();
  });

  it('answers 503 with the message to retry later, alerts at error level, keeps reading', async () => {
    const headers = await authHeaders(app, 'full');
    const write = () => app.inject({ method: 'POST', url: '/api/ro/', headers, payload: { DATE_RO: '2031-05-01', VALUE: 42 } });
    const read = () => app.inject({ method: 'GET', url: '/api/simulacion', headers });
    let admin: pg.Client | undefined;
    if (kind === 'pglite') {
      await app.db.exec('SET default_transaction_read_only = on');
    } else {
      const name = new URL(app.config.databaseUrl!).pathname.slice(1);
      admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`ALTER DATABASE ${name} SET default_transaction_read_only = on`);
      // Pooled connections took the old setting: new ones take the new one.
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
      for (let i = 0; i < 20 && (await read()).statusCode !== 200; i++) await new Promise((r) => setTimeout(r, 100));
    }
    try {
      const refused = await write();
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ status: 503, message: storageUnavailableMessage, code: 'STORAGE_UNAVAILABLE' });
      expect(storageUnavailableMessage).toMatch(/inténtelo de nuevo más tarde/);
      expect(storageUnavailableMessage).toMatch(/avisado al administrador/);
      expect(logs.some((l) => l.level === 50 && /almacenamiento lleno|solo lectura/.test(l.msg))).toBe(true);
      expect((await read()).statusCode).toBe(200);
    } finally {
      if (kind === 'pglite') await app.db.exec('SET default_transaction_read_only = off');
      else {
        const name = new URL(app.config.databaseUrl!).pathname.slice(1);
        await admin!.query(`ALTER DATABASE ${name} RESET default_transaction_read_only`);
        await admin!.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
        await admin!.end();
        for (let i = 0; i < 20 && (await read()).statusCode !== 200; i++) await new Promise((r) => setTimeout(r, 100));
      }
    }
    // Writable again: the same write is stored, so the refused one stored nothing.
    expect((await write()).statusCode).toBe(200);
    const ro = await app.inject({ method: 'GET', url: '/api/ro?start_date=2031-05-01&end_date=2031-05-01', headers });
    expect(ro.statusCode).toBe(200);
  }, 120_000);
});
