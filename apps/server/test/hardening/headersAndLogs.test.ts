/**
 * Security headers on EVERY kind of response (API answers, every error family, zip
 * downloads, static files, the SPA fallback, the manual, config.json and the event stream), and no
 * password or token ever in the logs (pino output captured over a whole session).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { basicHeader, buildTestApp, loginAs } from '../helper.ts';
import { setSolverForTests } from '../../src/jobs/solver.ts';
import { multipart, payload, scriptedSolver, zipJson, zipOf } from '../simulaciones/support.ts';
import { urlForLog } from '../../src/app.ts';

/** Headers every response must carry (helmet), with the value when it is fixed. */
const required: Record<string, RegExp> = {
  'content-security-policy': /default-src 'self'.*frame-ancestors 'self'/,
  'x-content-type-options': /^nosniff$/,
  'x-frame-options': /^SAMEORIGIN$/,
  'referrer-policy': /^no-referrer$/,
  'cross-origin-opener-policy': /^same-origin$/,
  'cross-origin-resource-policy': /^same-origin$/,
  'x-permitted-cross-domain-policies': /^none$/,
};

function missingHeaders(headers: Record<string, unknown>): string[] {
  return Object.entries(required).filter(([k, re]) => !re.test(String(headers[k] ?? ''))).map(([k]) => k);
}

async function webFixture(): Promise<{ dir: string; webDist: string; docsDir: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'plantasim-headers-'));
  const webDist = join(dir, 'web');
  const docsDir = join(dir, 'docs');
  await mkdir(join(webDist, 'assets'), { recursive: true });
  await mkdir(docsDir, { recursive: true });
  await writeFile(join(webDist, 'index.html'), '<!doctype html><title>PlantaSim</title>');
  await writeFile(join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
  await writeFile(join(docsDir, 'metadata.json'), '[]');
  return { dir, webDist, docsDir };
}

describe('security headers on every response', () => {
  let app: FastifyInstance;
  let fixture: Awaited<ReturnType<typeof webFixture>>;
  let base = '';
  let full: Record<string, string>;

  beforeAll(async () => {
    setSolverForTests(scriptedSolver);
    fixture = await webFixture();
    app = await buildTestApp('pglite', { webDist: fixture.webDist, docsDir: fixture.docsDir, loginRateLimit: 2 });
    full = { authorization: `Bearer ${await loginAs(app, 'full')}` };
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
    setSolverForTests(undefined);
    await rm(fixture.dir, { recursive: true, force: true });
  });

  it('on API answers, every error family, downloads, static files and config.json', async () => {
    const upload = (file: Buffer, url = '/api/lanzar-simulacion/'): InjectOptions => {
      const body = multipart(file);
      return { method: 'POST', url, headers: { ...full, ...body.headers }, payload: body.payload };
    };
    const cases: [string, InjectOptions, number][] = [
      ['static index', { method: 'GET', url: '/' }, 200],
      ['static asset', { method: 'GET', url: '/assets/app-1234.js' }, 200],
      ['HEAD static', { method: 'HEAD', url: '/' }, 200],
      ['SPA fallback', { method: 'GET', url: '/resultado-simulacion/12' }, 200],
      ['manual', { method: 'GET', url: '/docs/metadata.json' }, 200],
      ['missing file', { method: 'GET', url: '/no-existe.js' }, 404],
      ['config.json', { method: 'GET', url: '/config.json' }, 200],
      ['login 400', { method: 'GET', url: '/api/login', headers: { authorization: 'Basic !!!' } }, 400],
      ['login 401', { method: 'GET', url: '/api/login', headers: { authorization: basicHeader('nadie', 'x') } }, 401],
      ['login 401 again', { method: 'GET', url: '/api/login', headers: { authorization: basicHeader('nadie', 'x') } }, 401],
      ['login 429', { method: 'GET', url: '/api/login', headers: { authorization: basicHeader('nadie', 'x') } }, 429],
      ['no token 401', { method: 'GET', url: '/api/simulacion' }, 401],
      ['list 200', { method: 'GET', url: '/api/simulacion', headers: full }, 200],
      ['unknown api 404', { method: 'GET', url: '/api/no-existe', headers: full }, 404],
      ['bad id 400', { method: 'GET', url: '/api/simulacion/abc', headers: full }, 400],
      ['missing id 404', { method: 'GET', url: '/api/simulacion/999999', headers: full }, 404],
      ['Ro 400', { method: 'POST', url: '/api/ro/', headers: full, payload: { DATE_RO: '2025-01-15' } }, 400],
      ['bad JSON 400', { method: 'POST', url: '/api/ro/', headers: { ...full, 'content-type': 'application/json' }, payload: '{"a":' }, 400],
      ['wrong content type 415', { method: 'POST', url: '/api/ro/', headers: { ...full, 'content-type': 'text/xml' }, payload: '<a/>' }, 415],
      ['not multipart 415', { method: 'POST', url: '/api/lanzar-simulacion/', headers: full, payload: { a: 1 } }, 415],
      ['zip too many entries 413', upload(zipOf(Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}`, 'x'])))), 413],
      ['601 invalid simulation', upload(zipJson({ planta: 1 })), 601],
      ['method 404', { method: 'PATCH', url: '/api/simulacion', headers: full }, 404],
      ['zip download 200', { method: 'GET', url: '/api/descargar-caso-base/', headers: full }, 200],
      ['bad URI', { method: 'GET', url: '/api/simulacion/%E0%A4%A', headers: full }, 400],
    ];
    const failures: string[] = [];
    for (const [name, req, status] of cases) {
      const res = await app.inject(req);
      if (res.statusCode !== status) failures.push(`${name}: status ${res.statusCode}`);
      const missing = missingHeaders(res.headers);
      if (missing.length > 0) failures.push(`${name}: missing ${missing.join(', ')}`);
      // API answers (tokens, user data, results) are never kept by a browser or proxy cache.
      if (String(req.url).startsWith('/api') && res.headers['cache-control'] !== 'no-store') {
        failures.push(`${name}: cache-control ${String(res.headers['cache-control'])}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('on the event stream (a real socket: the stream is written by hand)', async () => {
    const token = await loginAs(app, 'operator');
    const controller = new AbortController();
    const res = await fetch(`${base}/api/simulacion/eventos`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
    try {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
      expect(missingHeaders(Object.fromEntries(res.headers))).toEqual([]);
      expect(res.headers.get('cache-control')).toMatch(/no-store/);
    } finally {
      controller.abort();
    }
    const refused = await fetch(`${base}/api/simulacion/eventos?ticket=malo`);
    expect(refused.status).toBe(401);
    expect(missingHeaders(Object.fromEntries(refused.headers))).toEqual([]);
  });
});

describe('logs of a whole session', () => {
  let app: FastifyInstance;
  const lines: string[] = [];
  let base = '';

  beforeAll(async () => {
    setSolverForTests(scriptedSolver);
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildTestApp('pglite', {}, { logger: { level: 'trace', stream } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
    setSolverForTests(undefined);
  });

  it('hides tokens in logged URLs', () => {
    expect(urlForLog('/api/simulacion/eventos?token=abc.def&x=1')).toBe('/api/simulacion/eventos?token=[oculto]&x=1');
    expect(urlForLog('/api/x?a=1&TOKEN=zzz')).toBe('/api/x?a=1&TOKEN=[oculto]');
  });

  it('contain no password, Basic credentials or token after logins, failures, uploads and the event stream', async () => {
    const secrets: string[] = [];
    const get = async (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });
    const wrongBasic = basicHeader('gestor', 'clave-equivocada-123');
    secrets.push('clave-equivocada-123', wrongBasic.slice(6));
    expect((await get('/api/login', { authorization: wrongBasic })).status).toBe(401);
    const goodBasic = basicHeader('gestor', 'gestor2026');
    secrets.push('gestor2026', goodBasic.slice(6));
    const token = ((await (await get('/api/login', { authorization: goodBasic })).json()) as { token: string }).token;
    secrets.push(token, token.split('.')[2]!);
    const opBasic = basicHeader('operador', 'operador2026');
    secrets.push('operador2026', opBasic.slice(6));
    const opToken = ((await (await get('/api/login', { authorization: opBasic })).json()) as { token: string }).token;
    secrets.push(opToken, opToken.split('.')[2]!);
    const auth = { authorization: `Bearer ${token}` };
    expect((await get('/api/simulacion', auth)).status).toBe(200);
    expect((await get('/api/me', { authorization: `Bearer ${opToken}` })).status).toBe(200);
    // A launch (multipart upload) and a validity change.
    const body = multipart(zipJson(payload('logs')));
    const launched = await fetch(`${base}/api/lanzar-simulacion/`, { method: 'POST', headers: { ...auth, ...body.headers }, body: body.payload });
    expect(launched.status).toBe(200);
    // A tampered token and a token on the query string of ordinary routes.
    const tampered = `${token.slice(0, -4)}AAAA`;
    secrets.push(tampered);
    expect((await get('/api/simulacion', { authorization: `Bearer ${tampered}` })).status).toBe(401);
    expect((await get(`/api/simulacion?token=${token}`)).status).toBe(401);
    expect((await get(`/api/no-existe?token=${opToken}`, auth)).status).toBe(404);
    // The event stream with a ticket in the URL, then refused with the login token there.
    const ticketRes = await fetch(`${base}/api/simulacion/eventos/ticket`, { method: 'POST', headers: auth });
    const { ticket } = (await ticketRes.json()) as { ticket: string };
    secrets.push(ticket);
    const controller = new AbortController();
    const stream = await fetch(`${base}/api/simulacion/eventos?ticket=${encodeURIComponent(ticket)}`, { signal: controller.signal });
    expect(stream.status).toBe(200);
    controller.abort();
    expect((await get(`/api/simulacion/eventos?token=${tampered}`)).status).toBe(401);
    expect((await get(`/api/simulacion/eventos?token=${token}`)).status).toBe(401);
    await new Promise((r) => setTimeout(r, 200)); // let the last log lines flush

    const all = lines.join('');
    expect(all).toContain('login correcto'); // the capture works
    expect(all).toContain('login rechazado');
    expect(all).toContain('/api/lanzar-simulacion');
    // Each leak with the log line holding it (test-only secrets).
    const leaks = secrets.filter((s) => all.includes(s)).map((s) => lines.find((l) => l.includes(s))?.slice(0, 400));
    expect(leaks).toEqual([]);
  });
});
