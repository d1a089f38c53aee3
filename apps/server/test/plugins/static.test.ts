import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, dbKinds } from '../helper.ts';

describe.each(dbKinds)('web build, SPA fallback and manual on %s', (kind) => {
  let app: FastifyInstance;
  const root = mkdtempSync(join(tmpdir(), 'plantasim-web-'));
  const webDist = join(root, 'dist');
  const docsDir = join(root, 'manual');

  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>PlantaSim falso</title>');
    writeFileSync(join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
    writeFileSync(join(webDist, 'background.json'), '{"v":"5"}');
    mkdirSync(join(docsDir, 'img'), { recursive: true });
    writeFileSync(join(docsDir, 'metadata.json'), '[{"title":"Inicio","file":"inicio.md"}]');
    writeFileSync(join(docsDir, 'img', 'a.png'), 'png');
    app = await buildTestApp(kind, { webDist, docsDir });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves index.html at / and for deep links of the browser router', async () => {
    for (const url of ['/', '/login', '/resultado-simulacion/12', '/nueva-simulacion?id=3&valid=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('PlantaSim falso');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
    }
  });

  it('serves build files with long caching for hashed assets', async () => {
    const js = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toContain('immutable');
    const bg = await app.inject({ method: 'GET', url: '/background.json' });
    expect(bg.json()).toEqual({ v: '5' });
    expect(bg.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 JSON for a missing file, not index.html', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/no-existe.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('never answers index.html for /api paths', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe(401);
  });

  it('serves the manual under /docs/', async () => {
    const meta = await app.inject({ method: 'GET', url: '/docs/metadata.json' });
    expect(meta.statusCode).toBe(200);
    expect(meta.json()).toEqual([{ title: 'Inicio', file: 'inicio.md' }]);
    expect((await app.inject({ method: 'GET', url: '/docs/img/a.png' })).body).toBe('png');
    expect((await app.inject({ method: 'GET', url: '/docs/no-existe.md' })).statusCode).toBe(404);
  });

  it('sends a CSP that allows own scripts and inline styles only', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('without a web build', () => {
  it('starts and answers 404 JSON on /', async () => {
    const app = await buildTestApp('pglite');
    try {
      const res = await app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 404 });
    } finally {
      await app.close();
    }
  });
});
