import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { basicHeader, buildTestApp, dbKinds, loginAs } from '../../helper.ts';

describe.each(dbKinds)('GET /api/login on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers resultado ok and a token for a demo user', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/login', headers: { authorization: basicHeader('gestor', 'gestor2026') } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.resultado).toBe('ok');
    expect(body.token.split('.')).toHaveLength(3);
  });

  it('puts user name and role in the token', async () => {
    const full = await loginAs(app, 'full');
    const operator = await loginAs(app, 'operator');
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${operator}` } });
    expect(me.json()).toEqual({ username: 'operador', role: 'operator' });
    const me2 = await app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${full}` } });
    expect(me2.json()).toEqual({ username: 'gestor', role: 'full' });
  });

  it('refuses a wrong password with 401 and the Spanish resultado', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/login', headers: { authorization: basicHeader('gestor', 'mala') } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ resultado: 'Usuario o contraseña incorrectos', status: 401, message: 'Usuario o contraseña incorrectos' });
  });

  it('answers 400 for a missing or malformed Basic header', async () => {
    for (const authorization of [undefined, 'Bearer abc', 'Basic !!!', 'Basic ' + Buffer.from('sin-dos-puntos').toString('base64')]) {
      const res = await app.inject({ method: 'GET', url: '/api/login', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, String(authorization)).toBe(400);
      expect(res.json().status).toBe(400);
      expect(res.json().resultado).toMatch(/autenticación/);
    }
  });
});
