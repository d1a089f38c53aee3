import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, dbKinds, loginAs, testJwtSecret } from '../helper.ts';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Builds a JWT by hand so tests control algorithm, claims and signature. */
function forge(header: Record<string, unknown>, payload: Record<string, unknown>, secret = testJwtSecret): string {
  const head = `${b64url(header)}.${b64url(payload)}`;
  const alg = header.alg === 'HS512' ? 'sha512' : header.alg === 'HS384' ? 'sha384' : 'sha256';
  if (header.alg === 'none') return `${head}.`;
  return `${head}.${createHmac(alg, secret).update(head).digest('base64url')}`;
}

const now = () => Math.floor(Date.now() / 1000);
const claims = (extra: Record<string, unknown> = {}) => ({ sub: 'gestor', username: 'gestor', role: 'full', iat: now(), exp: now() + 600, ...extra });

describe.each(dbKinds)('bearer tokens on /api routes (%s)', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  const me = (authorization?: string) =>
    app.inject({ method: 'GET', url: '/api/me', headers: authorization ? { authorization } : {} });

  it('answers 401 { status, message } without a token', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, message: 'No autenticado', code: 'UNAUTHENTICATED' });
  });

  it('answers 401 on unknown /api routes without a token and 404 JSON with one', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/no-existe' })).statusCode).toBe(401);
    const token = await loginAs(app, 'full');
    const res = await app.inject({ method: 'GET', url: '/api/no-existe', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('accepts a well-formed HS256 token signed with the secret (the forge itself is right)', async () => {
    // The session claim of a real login: a signature alone opens nothing (test/plugins/sessions.test.ts).
    const sid = JSON.parse(Buffer.from((await loginAs(app, 'full')).split('.')[1]!, 'base64url').toString()).sid as string;
    const res = await me(`Bearer ${forge({ alg: 'HS256', typ: 'JWT' }, claims({ sid }))}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ username: 'gestor', role: 'full' });
  });

  it('refuses an expired token', async () => {
    const res = await me(`Bearer ${forge({ alg: 'HS256', typ: 'JWT' }, claims({ iat: now() - 7200, exp: now() - 60 }))}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });
  });

  it('refuses a tampered token (role changed after signing)', async () => {
    const token = await loginAs(app, 'operator');
    const [h, , s] = token.split('.');
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    const tampered = `${h}.${b64url({ ...payload, role: 'full' })}.${s}`;
    const res = await me(`Bearer ${tampered}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, message: 'No autenticado' });
  });

  it('refuses a token signed with another secret', async () => {
    const res = await me(`Bearer ${forge({ alg: 'HS256', typ: 'JWT' }, claims(), 'otro-secreto-de-al-menos-treinta-y-dos-caracteres')}`);
    expect(res.statusCode).toBe(401);
  });

  it('refuses alg none and other algorithms', async () => {
    for (const alg of ['none', 'HS512', 'HS384']) {
      const res = await me(`Bearer ${forge({ alg, typ: 'JWT' }, claims())}`);
      expect(res.statusCode, alg).toBe(401);
    }
  });

  it('refuses a token without a valid role', async () => {
    const res = await me(`Bearer ${forge({ alg: 'HS256', typ: 'JWT' }, claims({ role: 'admin' }))}`);
    expect(res.statusCode).toBe(401);
  });

  it('token expiry follows TOKEN_TTL', async () => {
    const token = await loginAs(app, 'full');
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(8 * 3600);
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()).alg).toBe('HS256');
  });
});
