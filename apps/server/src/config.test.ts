import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultRuntimeConfig, loadServerConfig, parseDurationSeconds, parseRuntimeConfig, parseTrustProxy, repoRoot, roleOf } from './config.ts';

const dir = mkdtempSync(join(tmpdir(), 'plantasim-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('parseDurationSeconds', () => {
  it('reads units and plain seconds', () => {
    expect(parseDurationSeconds('8h')).toBe(28_800);
    expect(parseDurationSeconds('30m')).toBe(1800);
    expect(parseDurationSeconds('2d')).toBe(172_800);
    expect(parseDurationSeconds('3600')).toBe(3600);
    expect(parseDurationSeconds('1500ms')).toBe(1);
  });
  it('refuses nonsense and zero', () => {
    expect(() => parseDurationSeconds('ocho horas')).toThrow();
    expect(() => parseDurationSeconds('0s')).toThrow();
  });
});

describe('loadServerConfig', () => {
  it('has the documented defaults', () => {
    const c = loadServerConfig({ DATA_DIR: dir });
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: dir,
      pgliteDir: join(dir, 'pglite'),
      tokenTtlSeconds: 28_800,
      configFile: join(dir, 'config.json'),
      webDist: join(repoRoot, 'apps/web/dist'),
      docsDir: join(repoRoot, 'docs/manual'),
    });
  });

  it('generates the JWT secret once, stores it privately and reuses it', () => {
    const a = loadServerConfig({ DATA_DIR: dir });
    const b = loadServerConfig({ DATA_DIR: dir });
    expect(a.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(b.jwtSecret).toBe(a.jwtSecret);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(a.jwtSecret);
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o077).toBe(0);
    expect(loadServerConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) }).jwtSecret).toBe('x'.repeat(40));
  });

  it('reads the environment and resolves relative paths against the repository', () => {
    const c = loadServerConfig({
      DATA_DIR: dir, PORT: '9000', HOST: '127.0.0.1', DATABASE_URL: 'postgres://u@h/db', TOKEN_TTL: '15m',
      CONFIG_FILE: 'conf/app.json', WEB_DIST: '/srv/web', MARKET_DATA_DIR: 'mercado', JWT_SECRET: 's'.repeat(32),
    });
    expect(c).toMatchObject({
      port: 9000, host: '127.0.0.1', databaseUrl: 'postgres://u@h/db', tokenTtlSeconds: 900,
      configFile: join(repoRoot, 'conf/app.json'), webDist: '/srv/web', marketDataDir: join(repoRoot, 'mercado'),
    });
    expect(() => loadServerConfig({ DATA_DIR: dir, PORT: 'ochenta' })).toThrow(/PORT/);
  });
});

describe('parseTrustProxy', () => {
  it('reads off, any, a hop count, or proxy addresses and CIDRs', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.5, 10.1.0.0/16,::1')).toEqual(['10.0.0.5', '10.1.0.0/16', '::1']);
  });

  it('refuses anything else at start instead of trusting it', () => {
    for (const bad of ['0', '11', 'yes', '10.0.0.300', '10.0.0.0/33', 'proxy.local', '10.0.0.1/8/2', ', ']) {
      expect(() => parseTrustProxy(bad), bad).toThrow(/TRUST_PROXY no válido/);
    }
  });
});

describe('runtime config', () => {
  it('fills every default', () => {
    expect(defaultRuntimeConfig).toEqual({
      mostrar_boton_descargar_in: true,
      usuarios_operadores: ['operador'],
      url_informe_bi: '',
      etiqueta_prevision: 'Previsión',
      nombre_planta: '',
    });
  });
  it('takes an empty report address as no report, and a URL as the report', () => {
    expect(parseRuntimeConfig({ url_informe_bi: '' })).toMatchObject({ ok: true, data: { url_informe_bi: '' } });
    expect(parseRuntimeConfig({ url_informe_bi: 'https://bi.example/informe' })).toMatchObject({ ok: true, data: { url_informe_bi: 'https://bi.example/informe' } });
  });
  it('reports wrong types with their path', () => {
    const r = parseRuntimeConfig({ usuarios_operadores: 'operador', url_informe_bi: 'no es url' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues.map((i) => i.path).sort()).toEqual(['url_informe_bi', 'usuarios_operadores']);
  });
  it('gives the operator role only to listed users', () => {
    expect(roleOf('operador', defaultRuntimeConfig)).toBe('operator');
    expect(roleOf('gestor', defaultRuntimeConfig)).toBe('full');
  });
});
