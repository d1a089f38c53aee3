import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { basicHeader, buildTestApp, dbKinds, loginAs } from '../helper.ts';

describe.each(dbKinds)('login rate limit on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(kind, { loginRateLimit: 3 });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 429 in Spanish after the limit, per user name', async () => {
    const attempt = (user: string) =>
      app.inject({ method: 'GET', url: '/api/login', headers: { authorization: basicHeader(user, 'mala-clave') } });
    for (let i = 0; i < 3; i++) expect((await attempt('gestor')).statusCode).toBe(401);
    const blocked = await attempt('gestor');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED', message: expect.stringMatching(/Demasiados intentos/) });
    // another user from the same address is not locked out
    expect((await loginAs(app, 'operator')).length).toBeGreaterThan(10);
  });
});

describe('logs', () => {
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildTestApp('pglite', {}, { logger: { level: 'debug', stream } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('never contain passwords, Basic credentials or tokens', async () => {
    const basic = basicHeader('gestor', 'gestor2026');
    await app.inject({ method: 'GET', url: '/api/login', headers: { authorization: basicHeader('gestor', 'mala-clave') } });
    const token = (await app.inject({ method: 'GET', url: '/api/login', headers: { authorization: basic } })).json().token as string;
    await app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    app.log.info({ password: 'gestor2026', token, req: { headers: { authorization: basic } } }, 'prueba de redacción');
    const all = lines.join('');
    expect(all).toContain('login correcto'); // the capture works
    expect(all).toContain('[oculto]');
    for (const secret of ['gestor2026', 'mala-clave', basic.slice(6), token, token.split('.')[2]!]) {
      expect(all).not.toContain(secret);
    }
  });
});
