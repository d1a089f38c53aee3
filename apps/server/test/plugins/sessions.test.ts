/**
 * Server-side sessions: a token is honoured only while its session is open and its user exists and is
 * enabled. Logout, a new password, disabling and removing a user each end it at once, on every route
 * (the event stream and its tickets included).
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { basicHeader, buildTestApp, dbKinds, loginAs, testJwtSecret } from '../helper.ts';
import { removeUser, setUserDisabled, upsertUser } from '../../src/repositories/users.ts';
import { userStatusCommand } from '../../src/cli/userStatus.ts';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
function sign(payload: Record<string, unknown>): string {
  const head = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}`;
  return `${head}.${createHmac('sha256', testJwtSecret).update(head).digest('base64url')}`;
}

describe.each(dbKinds)('sessions that end (%s)', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  const status = async (token: string, url = '/api/me', method: 'GET' | 'POST' = 'GET') =>
    (await app.inject({ method, url, headers: { authorization: `Bearer ${token}` } })).statusCode;
  const login = async (username: string, password: string) =>
    app.inject({ method: 'GET', url: '/api/login', headers: { authorization: basicHeader(username, password) } });
  const tokenOf = async (username: string, password: string) => {
    const res = await login(username, password);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { token: string }).token;
  };

  it('logout ends that session on the server: the old token is 401 everywhere; other sessions go on', async () => {
    const token = await loginAs(app, 'full');
    const other = await loginAs(app, 'full');
    expect(await status(token)).toBe(200);
    expect(await status(token, '/api/logout', 'POST')).toBe(204);
    for (const url of ['/api/me', '/api/simulacion', '/api/ro']) expect(await status(token, url), url).toBe(401);
    const body = (await app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } })).json();
    expect(body).toMatchObject({ status: 401, message: 'No autenticado', code: 'INVALID_TOKEN' });
    expect(await status(token, '/api/logout', 'POST')).toBe(401);
    expect(await status(other)).toBe(200);
  });

  it('a password change or reset ends every session of that user, not of others', async () => {
    await upsertUser(app.db, 'marta', 'primera-clave');
    const a = await tokenOf('marta', 'primera-clave');
    const b = await tokenOf('marta', 'primera-clave');
    const someoneElse = await loginAs(app, 'full');
    expect([await status(a), await status(b)]).toEqual([200, 200]);
    expect(await upsertUser(app.db, 'marta', 'segunda-clave')).toBe('updated');
    expect([await status(a), await status(b)]).toEqual([401, 401]);
    expect(await status(someoneElse)).toBe(200);
    expect(await status(await tokenOf('marta', 'segunda-clave'))).toBe(200);
  });

  it('removing a user makes its tokens 401; a user of the same name added later does not inherit them', async () => {
    await upsertUser(app.db, 'pablo', 'clave-de-pablo');
    const token = await tokenOf('pablo', 'clave-de-pablo');
    expect(await removeUser(app.db, 'pablo')).toBe('done');
    expect(await status(token)).toBe(401);
    expect((await login('pablo', 'clave-de-pablo')).statusCode).toBe(401);
    await upsertUser(app.db, 'pablo', 'clave-de-pablo');
    expect(await status(token)).toBe(401);
    expect(await removeUser(app.db, 'nadie')).toBe('missing');
  });

  it('disabling a user ends its sessions and refuses its logins until it is enabled again', async () => {
    await upsertUser(app.db, 'rosa', 'clave-de-rosa');
    const token = await tokenOf('rosa', 'clave-de-rosa');
    expect(await setUserDisabled(app.db, 'rosa', true)).toBe('done');
    expect(await status(token)).toBe(401);
    const refused = await login('rosa', 'clave-de-rosa');
    expect([refused.statusCode, refused.json().code]).toEqual([401, 'BAD_CREDENTIALS']);
    expect(await setUserDisabled(app.db, 'rosa', false)).toBe('done');
    expect(await status(token)).toBe(401); // the ended session stays ended
    expect(await status(await tokenOf('rosa', 'clave-de-rosa'))).toBe(200);
  });

  it('a validly signed token is 401 without an open session: unknown user, no session, or another user\'s session', async () => {
    const real = await loginAs(app, 'operator');
    const c = claimsOf(real);
    const now = Math.floor(Date.now() / 1000);
    const base = { iat: now, exp: now + 600, role: 'full' };
    // The forge is right: the real claims re-signed pass.
    expect(await status(sign(c))).toBe(200);
    expect(await status(sign({ ...base, sub: 'fantasma', username: 'fantasma', sid: c.sid }))).toBe(401);
    expect(await status(sign({ ...base, sub: 'fantasma', username: 'fantasma' }))).toBe(401);
    expect(await status(sign({ ...base, sub: 'gestor', username: 'gestor' }))).toBe(401);
    expect(await status(sign({ ...base, sub: 'gestor', username: 'gestor', sid: c.sid }))).toBe(401);
    expect(await status(sign({ ...base, sub: 'gestor', username: 'gestor', sid: 'x'.repeat(32) }))).toBe(401);
    expect(await status(sign({ ...base, sub: 'gestor', username: 'gestor', sid: 42 }))).toBe(401);
  });

  it('the event stream and its tickets follow the session', async () => {
    const token = await loginAs(app, 'full');
    const ticketRes = await app.inject({ method: 'POST', url: '/api/simulacion/eventos/ticket', headers: { authorization: `Bearer ${token}` } });
    const { ticket } = ticketRes.json() as { ticket: string };
    expect(await status(token, '/api/logout', 'POST')).toBe(204);
    const byTicket = await app.inject({ method: 'GET', url: `/api/simulacion/eventos?ticket=${ticket}` });
    expect(byTicket.statusCode).toBe(401);
    const byHeader = await app.inject({ method: 'GET', url: '/api/simulacion/eventos', headers: { authorization: `Bearer ${token}` } });
    expect(byHeader.statusCode).toBe(401);
  });

  it('refuses bad arguments to the user commands', async () => {
    const err: string[] = [];
    const io = { out: () => {}, err: (l: string) => err.push(l) };
    expect(await userStatusCommand('remove-user', [], {}, io)).toBe(2);
    expect(await userStatusCommand('disable-user', ['a', 'b'], {}, io)).toBe(2);
    expect(err.join()).toContain('npm run disable-user');
  });
});
