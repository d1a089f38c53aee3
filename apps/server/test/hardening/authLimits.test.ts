/**
 * Authentication: failed logins limited per user and address and per address over many user names
 * (password spraying); a user name under distributed guessing is slowed, never locked for its owner;
 * TRUST_PROXY as a hop count or proxy addresses, so a forged X-Forwarded-For changes nothing; forged
 * tokens refused on every kind of route (tampered, expired, missing, alg none, HS512, RS256 and the
 * RS256/HS256 confusion).
 */
import { createHmac, createSign, generateKeyPairSync } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { basicHeader, buildTestApp, dbKinds, loginAs, testJwtSecret } from '../helper.ts';
import { LOGIN_WIDE_FACTOR } from '../../src/routes/api/login/index.ts';
import { loginDelayMs } from '../../src/routes/api/login/loginThrottle.ts';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);
const claims = (extra: Record<string, unknown> = {}) => ({ sub: 'gestor', username: 'gestor', role: 'full', iat: now(), exp: now() + 600, ...extra });

function hmac(alg: 'sha256' | 'sha512', header: object, payload: object, secret: string | Buffer = testJwtSecret): string {
  const head = `${b64url(header)}.${b64url(payload)}`;
  return `${head}.${createHmac(alg, secret).update(head).digest('base64url')}`;
}

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
function rs256(payload: object): string {
  const head = `${b64url({ alg: 'RS256', typ: 'JWT' })}.${b64url(payload)}`;
  return `${head}.${createSign('RSA-SHA256').update(head).sign(privateKey).toString('base64url')}`;
}

describe.each(dbKinds)('login rate limit in every dimension on %s', (kind) => {
  const N = 3;
  const delays = { delayBaseMs: 20, delayMaxMs: 150 };
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(kind, { loginRateLimit: N, loginDelayBaseMs: delays.delayBaseMs, loginDelayMaxMs: delays.delayMaxMs });
  });
  afterAll(async () => {
    await app?.close();
  });

  const attempt = (user: string, remoteAddress: string, password = 'mala-clave') =>
    app.inject({ method: 'GET', url: '/api/login', remoteAddress, headers: { authorization: basicHeader(user, password) } });

  it('per user name and address: N attempts, then 429; the same user from another address still may log in', async () => {
    for (let i = 0; i < N; i++) expect((await attempt('gestor', '10.0.0.1')).statusCode).toBe(401);
    const blocked = await attempt('gestor', '10.0.0.1', 'gestor2026');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED', message: 'Demasiados intentos. Inténtelo de nuevo en un minuto.' });
    expect((await attempt('gestor', '10.0.0.2', 'gestor2026')).statusCode).toBe(200);
  });

  it('per address over many user names (password spraying): 5N attempts, then 429 for any name', async () => {
    const codes: number[] = [];
    for (let i = 0; i < N * LOGIN_WIDE_FACTOR; i++) codes.push((await attempt(`usuario${i}`, '10.0.1.1')).statusCode);
    expect(new Set(codes)).toEqual(new Set([401]));
    expect((await attempt('otro-mas', '10.0.1.1')).statusCode).toBe(429);
    expect((await attempt('operador', '10.0.1.1', 'operador2026')).statusCode).toBe(429);
    expect((await attempt('operador', '10.0.1.2', 'operador2026')).statusCode).toBe(200);
  });

  it('per user name over many addresses (distributed guessing): slowed, never locked for the owner', async () => {
    const codes: number[] = [];
    const guesses = N * LOGIN_WIDE_FACTOR * 2;
    for (let i = 0; i < guesses; i++) codes.push((await attempt('operador', `10.0.2.${i + 1}`)).statusCode);
    expect(new Set(codes)).toEqual(new Set([401])); // each address stays under its own limits
    // The owner, from a clean address, gets in: no hard lock-out of the account.
    const started = Date.now();
    expect((await attempt('operador', '10.0.3.1', 'operador2026')).statusCode).toBe(200);
    // ...after the wait every attempt at this name now has, right or wrong (the same wait for both).
    const wait = loginDelayMs(guesses, { limit: N, ...delays });
    expect(wait).toBe(delays.delayMaxMs);
    expect(Date.now() - started).toBeGreaterThanOrEqual(wait - 5);
    // Other accounts from those addresses are unaffected.
    expect((await attempt('gestor', '10.0.2.1', 'gestor2026')).statusCode).toBe(200);
  });

  it('malformed Basic headers (no user name) are limited per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < N + 1; i++) {
      codes.push((await app.inject({ method: 'GET', url: '/api/login', remoteAddress: '10.0.4.1', headers: { authorization: 'Basic !!!' } })).statusCode);
    }
    expect(codes).toEqual([...Array.from({ length: N }, () => 400), 429]);
  });
});

describe.each(['1', '127.0.0.1', '127.0.0.0/8, ::1'])('behind a proxy with TRUST_PROXY=%s', (trust) => {
  const N = 3;
  let app: FastifyInstance;
  beforeAll(async () => {
    vi.stubEnv('TRUST_PROXY', trust);
    app = await buildTestApp('pglite', { loginRateLimit: N });
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });
  afterAll(async () => {
    await app?.close();
  });

  // Every request comes from the proxy (127.0.0.1), which appends the client it saw to X-Forwarded-For.
  const viaProxy = (client: string, forged: string, user: string, password: string) =>
    app.inject({
      method: 'GET', url: '/api/login', remoteAddress: '127.0.0.1',
      headers: { authorization: basicHeader(user, password), 'x-forwarded-for': `${forged}, ${client}` },
    });

  it('a forged, rotating X-Forwarded-For does not escape the limits; other clients keep logging in', async () => {
    const codes: number[] = [];
    for (let i = 0; i < N + 2; i++) codes.push((await viaProxy('198.51.100.7', `203.0.113.${i}`, 'gestor', 'mala')).statusCode);
    expect(codes).toEqual([401, 401, 401, 429, 429]);
    expect((await viaProxy('198.51.100.7', '203.0.113.99', 'gestor', 'gestor2026')).statusCode).toBe(429);
    // Another client behind the same proxy is not locked out by the first one's failures.
    expect((await viaProxy('198.51.100.8', '203.0.113.1', 'gestor', 'gestor2026')).statusCode).toBe(200);
  });
});

describe.each(dbKinds)('forged tokens on every kind of route (%s)', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  const routes = [
    { method: 'GET', url: '/api/me' },
    { method: 'GET', url: '/api/simulacion' },
    { method: 'GET', url: '/api/simulacion/1' },
    { method: 'GET', url: '/api/ro' },
    { method: 'POST', url: '/api/ro/' },
    { method: 'POST', url: '/api/lanzar-simulacion/' },
    { method: 'DELETE', url: '/api/borrar-simulacion/1' },
    { method: 'POST', url: '/api/simulaciones/1/ofertas' },
    { method: 'GET', url: '/api/descargador-precios?start_date=2025-01-01&end_date=2025-01-02' },
    { method: 'GET', url: '/api/descargar-precios-omie-cuartos?start_date=2025-11-01&end_date=2025-11-02' },
    { method: 'GET', url: '/api/no-existe' },
  ] as const;

  it('refuses missing, malformed, tampered, expired, none, HS512, RS256 and key-confusion tokens with 401 JSON', async () => {
    const good = await loginAs(app, 'operator');
    const [h, p, s] = good.split('.') as [string, string, string];
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
    const publicPem = publicKey.export({ type: 'spki', format: 'pem' });
    const tokens: Record<string, string | undefined> = {
      missing: undefined,
      'empty bearer': 'Bearer ',
      'not a jwt': 'Bearer abc',
      'basic instead of bearer': basicHeader('gestor', 'gestor2026'),
      'tampered role': `Bearer ${h}.${b64url({ ...payload, role: 'full' })}.${s}`,
      'tampered user': `Bearer ${h}.${b64url({ ...payload, sub: 'gestor', username: 'gestor' })}.${s}`,
      'signature stripped': `Bearer ${h}.${p}.`,
      expired: `Bearer ${hmac('sha256', { alg: 'HS256', typ: 'JWT' }, claims({ iat: now() - 7200, exp: now() - 1 }))}`,
      'not yet valid': `Bearer ${hmac('sha256', { alg: 'HS256', typ: 'JWT' }, claims({ nbf: now() + 3600 }))}`,
      'alg none': `Bearer ${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claims())}.`,
      'alg NONE': `Bearer ${b64url({ alg: 'NONE', typ: 'JWT' })}.${b64url(claims())}.`,
      HS512: `Bearer ${hmac('sha512', { alg: 'HS512', typ: 'JWT' }, claims())}`,
      'RS256 with an attacker key': `Bearer ${rs256(claims())}`,
      'RS256 header, HMAC signed with a public key (confusion)': `Bearer ${hmac('sha256', { alg: 'RS256', typ: 'JWT' }, claims(), publicPem)}`,
      'HS256 signed with a public key': `Bearer ${hmac('sha256', { alg: 'HS256', typ: 'JWT' }, claims(), publicPem)}`,
      'HS256 with an empty secret': `Bearer ${hmac('sha256', { alg: 'HS256', typ: 'JWT' }, claims(), '')}`,
      'no role': `Bearer ${hmac('sha256', { alg: 'HS256', typ: 'JWT' }, claims({ role: undefined }))}`,
      'no subject': `Bearer ${hmac('sha256', { alg: 'HS256', typ: 'JWT' }, claims({ sub: undefined }))}`,
    };
    const failures: string[] = [];
    for (const [name, authorization] of Object.entries(tokens)) {
      for (const route of routes) {
        const res = await app.inject({ ...route, headers: authorization ? { authorization } : {} });
        const body = res.json() as { status?: number; message?: string };
        if (res.statusCode !== 401 || body.status !== 401 || body.message !== 'No autenticado' && !/caducado/.test(body.message ?? '')) {
          failures.push(`${name} ${route.method} ${route.url} -> ${res.statusCode} ${res.body.slice(0, 80)}`);
        }
      }
      // The event stream refuses every token in the URL, forged or not (it takes tickets there).
      const raw = authorization?.replace(/^Bearer /, '');
      if (raw && name !== 'basic instead of bearer') {
        const res = await app.inject({ method: 'GET', url: `/api/simulacion/eventos?token=${encodeURIComponent(raw)}` });
        if (res.statusCode !== 401) failures.push(`${name} eventos?token -> ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    // The untouched token still works (the forgeries above fail for their flaw alone).
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${good}` } })).statusCode).toBe(200);
  });
});
