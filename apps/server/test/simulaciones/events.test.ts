/** GET /api/simulacion/eventos over a real socket: status changes pushed, token by header or ticket. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, dbKinds, loginAs } from '../helper.ts';
import { setSolverForTests } from '../../src/jobs/solver.ts';
import { openEvents, payload, scriptedSolver, todayPayload, upload } from './support.ts';
import { issueTicket, TICKET_TTL_SECONDS } from '../../src/routes/api/simulaciones/eventTicket.ts';

describe.each(dbKinds)('simulation events on %s', (kind) => {
  let app: FastifyInstance;
  let base: string;
  let fullToken: string;
  let operatorToken: string;

  beforeAll(async () => {
    setSolverForTests(scriptedSolver);
    app = await buildTestApp(kind);
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    fullToken = await loginAs(app, 'full');
    operatorToken = await loginAs(app, 'operator');
  });
  afterAll(async () => {
    await app?.close();
    setSolverForTests(undefined);
  });

  const ticketOf = async (token: string) => {
    const res = await fetch(`${base}/api/simulacion/eventos/ticket`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { ticket: string; expires_in: number };
    expect(body.expires_in).toBe(TICKET_TTL_SECONDS);
    return body.ticket;
  };

  it('pushes { id, status } changes; operators only see their own', async () => {
    const full = await openEvents(`${base}/api/simulacion/eventos?ticket=${await ticketOf(fullToken)}`);
    const operator = await openEvents(`${base}/api/simulacion/eventos`, { authorization: `Bearer ${operatorToken}` });
    try {
      expect([full.status, operator.status]).toEqual([200, 200]);
      expect(full.contentType).toContain('text/event-stream');
      expect(operator.status).toBe(200);
      const res = await upload(app, '/api/lanzar-simulacion/', { authorization: `Bearer ${fullToken}` }, payload('Eventos'));
      const id = (res.json() as { id: number }).id;
      await full.waitFor((e) => e.id === id && e.status === 4);
      const own = await upload(app, '/api/lanzar-simulacion/', { authorization: `Bearer ${operatorToken}` }, todayPayload('Mía'));
      const ownId = (own.json() as { id: number }).id;
      await operator.waitFor((e) => e.id === ownId && e.status === 4);
      expect(operator.events.some((e) => e.id === id)).toBe(false);
      expect(full.events.some((e) => e.id === ownId)).toBe(true);
    } finally {
      full.close();
      operator.close();
    }
  });

  it('refuses a missing or tampered token with 401', async () => {
    expect((await fetch(`${base}/api/simulacion/eventos`)).status).toBe(401);
    expect((await fetch(`${base}/api/simulacion/eventos?token=${fullToken}x`)).status).toBe(401);
    expect((await fetch(`${base}/api/simulacion/eventos`, { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
    expect((await fetch(`${base}/api/simulacion/eventos/ticket`, { method: 'POST' })).status).toBe(401);
  });

  it('never takes the login token in the URL; a ticket opens only the stream, and only for a minute', async () => {
    const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
    expect((await get(`/api/simulacion/eventos?token=${fullToken}`)).statusCode).toBe(401);
    expect((await get(`/api/simulacion/eventos?ticket=${fullToken}`)).statusCode).toBe(401);
    const ticket = await ticketOf(operatorToken);
    // Not a bearer token anywhere else.
    expect((await get('/api/simulacion', { authorization: `Bearer ${ticket}` })).statusCode).toBe(401);
    expect((await get('/api/simulacion/eventos', { authorization: `Bearer ${ticket}` })).statusCode).toBe(401);
    // Tampered: another user or role in the same signature.
    const [body, sig] = ticket.split('.');
    const forged = Buffer.from(Buffer.from(body!, 'base64url').toString().replace('"operator"', '"full"')).toString('base64url');
    expect((await get(`/api/simulacion/eventos?ticket=${forged}.${sig}`)).statusCode).toBe(401);
    // Not one ticket: empty, repeated (even a good one twice) or longer than any ticket: 401, never 400.
    for (const query of ['ticket=', `ticket=${ticket}&ticket=${ticket}`, `ticket=${'a'.repeat(2000)}`]) {
      const r = await get(`/api/simulacion/eventos?${query}`);
      expect([r.statusCode, r.json().code], query.slice(0, 40)).toEqual([401, 'INVALID_TICKET']);
    }
    // A login token under another name is not read at all: no credentials.
    const token = await get(`/api/simulacion/eventos?token=${fullToken}`);
    expect([token.statusCode, token.json().code]).toEqual([401, 'UNAUTHENTICATED']);
    // Expired: a ticket issued just over a minute ago.
    const old = issueTicket(app.config.jwtSecret, { username: 'gestor', role: 'full' }, Date.now() - (TICKET_TTL_SECONDS + 1) * 1000);
    expect((await get(`/api/simulacion/eventos?ticket=${old}`)).statusCode).toBe(401);
  });
});
