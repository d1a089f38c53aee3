/** Futures that arrive by themselves: OMIP, MIBGAS and CO2 over HTTP (a local server replaying the
 *  recorded files), stored per trading day, served with each source's state; CO2 fills the price
 *  downloader's co2 column. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { futuresResponseSchema } from '@plantasim/domain';
import { mibgasWorkbookUrl, resetHostCooldowns } from '@plantasim/market-data';
import { startReplayServer, type ReplayServer } from '@plantasim/market-data/replayServer';
import { authHeaders, buildTestApp, dbKinds } from '../../helper.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const shared = (...p: string[]) => readFileSync(path.resolve(repoRoot, '../shared/market-data', ...p));

describe.each(dbKinds)('futures sources over HTTP on %s', (kind) => {
  let app: FastifyInstance;
  let replay: ReplayServer;
  let full: Record<string, string>;

  beforeAll(async () => {
    replay = await startReplayServer({
      '/omip/ES_EL.xlsx': { kind: 'body', body: shared('futures', 'omip', 'omip_ES_EL_date_range2025_20260511.xlsx'), contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      '/eua.csv': { kind: 'body', body: shared('futures', 'eua', 'Carbon Emissions Futures Historical Data.csv'), contentType: 'text/csv' },
      [mibgasWorkbookUrl('', 2024)]: { kind: 'body', body: shared('mibgas', 'MIBGAS_Data_2024.xlsx') },
    });
    vi.stubEnv('MARKET_DATA_HTTP', 'on');
    vi.stubEnv('OMIP_URL', `${replay.url}/omip/ES_EL.xlsx`);
    vi.stubEnv('CO2_URL', `${replay.url}/eua.csv`);
    vi.stubEnv('MIBGAS_BASE_URL', replay.url);
    vi.stubEnv('OMIE_BASE_URL', replay.url);
    // The replay server shares this process's event loop with the workbook parsing: a short
    // timeout fails on a busy machine without saying anything about the sources.
    vi.stubEnv('MARKET_DATA_TIMEOUT_MS', '30000');
    // The page deadline is for users; here the first read of the workbook must be waited for.
    vi.stubEnv('MARKET_DATA_PAGE_DEADLINE_MS', '240000');
    app = await buildTestApp(kind);
    full = await authHeaders(app, 'full');
  });
  afterAll(async () => {
    await app?.close();
    await replay?.close();
    vi.unstubAllEnvs();
    resetHostCooldowns();
  });

  it('serves OMIP, MIBGAS and CO2 for a range with their state, and keeps the sessions in the database', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/descargador-futuros?start_date=2024-12-23&end_date=2025-01-08', headers: full });
    expect(res.statusCode, res.body).toBe(200);
    const body = futuresResponseSchema.parse(res.json());
    for (const key of ['omip', 'mibgas', 'co2'] as const) expect(body[key].data.length, key).toBeGreaterThan(0);
    expect(body.estado).toEqual({
      omip: { estado: 'ok', ultimo_dia: '2026-05-11', origen: 'HTTP', aviso: null },
      mibgas: { estado: 'ok', ultimo_dia: '2024-12-31', origen: 'HTTP', aviso: expect.objectContaining({ tipo: 'sin_libro', fuente: 'MIBGAS_Data_2025.xlsx' }) },
      co2: { estado: 'ok', ultimo_dia: '2025-02-27', origen: 'HTTP', aviso: null },
    });
    const stored = await app.db.query<{ source: string; n: number }>('SELECT source, count(*)::int AS n FROM market_futures_days GROUP BY source ORDER BY source');
    expect(stored.rows.map((r) => r.source)).toEqual(['co2', 'omip']);
    expect(stored.rows.every((r) => r.n > 100)).toBe(true);
  }, 240_000);

  it('fills the co2 column of the price downloader from CO2_URL', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/descargador-precios?start_date=2025-02-24&end_date=2025-02-28', headers: full });
    const rows = res.json() as { fecha: string; co2: number | null }[];
    expect(rows.find((r) => r.fecha === '27/02/2025')?.co2).toBe(70.33);
    expect(rows.every((r) => r.co2 !== null)).toBe(true);
  });
});

describe.each(dbKinds)('futures without any source on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    vi.stubEnv('MARKET_DATA_HTTP', 'off');
    app = await buildTestApp(kind);
  });
  afterAll(async () => {
    await app?.close();
    vi.unstubAllEnvs();
  });

  it('says "sin proveedor" for each tab instead of an empty answer', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/descargador-futuros?start_date=2025-01-01&end_date=2025-01-08', headers: await authHeaders(app, 'full') });
    expect(res.json().estado).toEqual({
      omip: { estado: 'sin_proveedor', ultimo_dia: null, origen: null, aviso: null },
      mibgas: { estado: 'sin_proveedor', ultimo_dia: null, origen: null, aviso: null },
      co2: { estado: 'sin_proveedor', ultimo_dia: null, origen: null, aviso: null },
    });
  });
});
