/** An OMIE .1 then its .2 correction, over a local server replaying recorded answers: the .2 ends
 *  stored (with its version) and served; a forced refresh is for full users only. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { omieMarginalpdbcUrl, resetHostCooldowns } from '@plantasim/market-data';
import { startReplayServer, type ReplayServer } from '@plantasim/market-data/replayServer';
import { authHeaders, buildTestApp, dbKinds } from '../../helper.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const v2 = readFileSync(path.resolve(repoRoot, '../shared/market-data/omie/marginalpdbc/marginalpdbc_20230528.2'), 'latin1');
// The same day as first published, before the correction (Spanish prices 10 higher).
const v1 = v2.split('\r\n').map((l) => {
  const f = l.split(';');
  return f.length === 7 && /^\d{4}$/.test(f[0]!) ? [...f.slice(0, 5), String(Number(f[5]) + 10), ''].join(';') : l;
}).join('\r\n');
const spain = (text: string) => text.split('\r\n').filter((l) => /^\d{4};/.test(l)).map((l) => Number(l.split(';')[5]));
const DAY = '2023-05-28';
const URL_DAY = `/api/descargar-precios-omie?start_date=${DAY}&end_date=${DAY}`;
const REFRESH = `/api/descargador-precios/actualizar?start_date=${DAY}&end_date=${DAY}`;

describe.each(dbKinds)('OMIE corrections on %s', (kind) => {
  let app: FastifyInstance;
  let replay: ReplayServer;
  let full: Record<string, string>;
  let operator: Record<string, string>;

  beforeAll(async () => {
    replay = await startReplayServer({ [omieMarginalpdbcUrl('', DAY, 1)]: { kind: 'body', body: v1, contentType: 'text/plain' } });
    vi.stubEnv('OMIE_BASE_URL', replay.url);
    vi.stubEnv('MARKET_DATA_HTTP', 'on');
    vi.stubEnv('MARKET_DATA_TIMEOUT_MS', '1000');
    app = await buildTestApp(kind);
    full = await authHeaders(app, 'full');
    operator = await authHeaders(app, 'operator');
  });
  afterAll(async () => {
    await app?.close();
    await replay?.close();
    vi.unstubAllEnvs();
    resetHostCooldowns();
  });

  const served = async () => ((await app.inject({ method: 'GET', url: URL_DAY, headers: operator })).json() as { valor: number }[]).map((r) => r.valor);
  const stored = async () => (await app.db.query<{ version: number | null; origen: string | null; valores: unknown }>(
    "SELECT version, origen, valores FROM market_price_days WHERE source = 'omie' AND day = $1", [DAY])).rows;

  it('stores the .1 with its version, then a refresh replaces it with the .2, which is served', async () => {
    expect(await served()).toEqual(spain(v1));
    expect(await stored()).toMatchObject([{ version: 1, origen: 'HTTP' }]);

    replay.set(omieMarginalpdbcUrl('', DAY, 2), { kind: 'body', body: v2, contentType: 'text/plain' });
    expect(await served()).toEqual(spain(v1)); // an old day is not re-checked at every request

    expect((await app.inject({ method: 'POST', url: REFRESH, headers: operator })).statusCode).toBe(403);
    const res = await app.inject({ method: 'POST', url: REFRESH, headers: full });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ dias: [{ fecha: DAY, version: 2, origen: 'HTTP', actualizado: true }], actualizados: 1 });
    expect(await stored()).toMatchObject([{ version: 2, origen: 'HTTP' }]);
    expect(await served()).toEqual(spain(v2));
    const daily = (await app.inject({ method: 'GET', url: `/api/descargador-precios?start_date=${DAY}&end_date=${DAY}`, headers: full })).json() as { omie: number; version_omie: number }[];
    expect(daily[0]!.version_omie).toBe(2); // the grid shows which file the prices came from
    expect(daily[0]!.omie).toBe(Math.round((spain(v2).reduce((a, b) => a + b, 0) / 24) * 100) / 100);
  });

  it('refuses a refresh range that is reversed or too long', async () => {
    const long = await app.inject({ method: 'POST', url: '/api/descargador-precios/actualizar?start_date=2023-01-01&end_date=2023-06-30', headers: full });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('El rango a actualizar no puede superar 62 días');
    expect((await app.inject({ method: 'POST', url: '/api/descargador-precios/actualizar?start_date=2023-06-30&end_date=2023-01-01', headers: full })).statusCode).toBe(400);
  });
});
