/**
 * A role is what usuarios_operadores says now, not what it said at login: a session token of up to
 * TOKEN_TTL must not keep rights that config.json has taken away (or withhold ones it has given).
 */
import { readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, dbKinds, loginAs } from '../helper.ts';
import { setSolverForTests } from '../../src/jobs/solver.ts';
import { openEvents, payload, scriptedSolver, upload } from '../simulaciones/support.ts';

describe.each(dbKinds)('role changes in usuarios_operadores on %s', (kind) => {
  let app: FastifyInstance;
  let bump = 0;
  beforeAll(async () => {
    setSolverForTests(scriptedSolver);
    app = await buildTestApp(kind);
  });
  afterAll(async () => {
    await app?.close();
    setSolverForTests(undefined);
  });

  const setOperators = (names: string[]) => {
    const current = JSON.parse(readFileSync(app.config.configFile, 'utf8')) as Record<string, unknown>;
    writeFileSync(app.config.configFile, JSON.stringify({ ...current, usuarios_operadores: names }));
    // mtime resolution can be coarse: make each edit a distinct modification time
    bump += 5000;
    utimesSync(app.config.configFile, new Date(), new Date(Date.now() + bump));
  };
  const as = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

  it('an operator removed from the list gets full rights on the next request, same token', async () => {
    setOperators(['operador']);
    const token = await loginAs(app, 'operator');
    expect((await as(token, 'GET', '/api/me')).json()).toEqual({ username: 'operador', role: 'operator' });
    expect((await as(token, 'POST', '/api/ro/', { DATE_RO: '2032-01-01', VALUE: 5 })).statusCode).toBe(403);

    setOperators([]);
    expect((await as(token, 'GET', '/api/me')).json()).toEqual({ username: 'operador', role: 'full' });
    expect((await as(token, 'POST', '/api/ro/', { DATE_RO: '2032-01-01', VALUE: 5 })).statusCode).toBe(200);
  });

  it('a full user added to the list loses full rights on the next request, same token', async () => {
    setOperators(['operador']);
    const token = await loginAs(app, 'full');
    expect((await as(token, 'GET', '/api/me')).json()).toEqual({ username: 'gestor', role: 'full' });
    expect((await as(token, 'POST', '/api/ro/', { DATE_RO: '2032-02-01', VALUE: 5 })).statusCode).toBe(200);

    setOperators(['operador', 'gestor']);
    expect((await as(token, 'GET', '/api/me')).json()).toEqual({ username: 'gestor', role: 'operator' });
    const refused = await as(token, 'POST', '/api/ro/', { DATE_RO: '2032-03-01', VALUE: 5 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 403, code: 'FORBIDDEN_OPERATOR' });
  });

  it('the event stream of a session opened as operator shows every simulation once the user is no longer listed', async () => {
    setOperators(['operador']);
    const token = await loginAs(app, 'operator');
    const full = await loginAs(app, 'full');
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    // the ticket is taken while still an operator: the stream must read the role when it opens
    const ticketRes = await fetch(`${base}/api/simulacion/eventos/ticket`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(ticketRes.status).toBe(200);
    const { ticket } = (await ticketRes.json()) as { ticket: string };
    setOperators([]);
    const stream = await openEvents(`${base}/api/simulacion/eventos?ticket=${encodeURIComponent(ticket)}`);
    try {
      expect(stream.status).toBe(200);
      const res = await upload(app, '/api/lanzar-simulacion/', { authorization: `Bearer ${full}` }, payload('Del gestor'));
      const id = (res.json() as { id: number }).id;
      await stream.waitFor((e) => e.id === id && e.status === 4);
    } finally {
      stream.close();
    }
  });
});
