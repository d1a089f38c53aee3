/** Outside sources that answer badly or not at all, through a local server replaying the answers:
 *  a CO2 file cut in a number is refused whole and nothing is stored; a source that never answers
 *  leaves the futures page and the price downloader answering while it is still silent, naming the
 *  late source; the database never replaces a stored session by a worse one; "Actualizar" takes its
 *  dates from the query or a JSON body. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { futuresAnswerSchema, sourceProblemsSchema } from '@plantasim/domain';
import { resetHostCooldowns } from '@plantasim/market-data';
import { startReplayServer, type ReplayServer } from '@plantasim/market-data/replayServer';
import { DbFuturesCache } from '../../../src/repositories/futuresCache.ts';
import { authHeaders, buildTestApp, dbKinds } from '../../helper.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const eua = readFileSync(path.resolve(repoRoot, '../shared/market-data/futures/eua/Carbon Emissions Futures Historical Data.csv'), 'utf8');
const line20 = eua.split('\n').find((l) => l.startsWith('"02/20/2025"'))!;
const cutIn71 = `${eua.slice(0, eua.indexOf(line20))}"02/20/2025","7`;
const RANGE = 'start_date=2025-02-17&end_date=2025-02-28';

describe.each(dbKinds)('sources that answer badly on %s', (kind) => {
  let app: FastifyInstance;
  let replay: ReplayServer;
  let full: Record<string, string>;

  beforeAll(async () => {
    replay = await startReplayServer({
      '/eua.csv': { kind: 'body', body: cutIn71, contentType: 'text/csv' },
      '/omip.csv': { kind: 'hang' },
    });
    vi.stubEnv('MARKET_DATA_HTTP', 'on');
    vi.stubEnv('CO2_URL', `${replay.url}/eua.csv`);
    vi.stubEnv('OMIP_URL', `${replay.url}/omip.csv`);
    vi.stubEnv('MIBGAS_BASE_URL', replay.url);
    vi.stubEnv('OMIE_BASE_URL', replay.url);
    vi.stubEnv('MARKET_DATA_TIMEOUT_MS', '20000'); // far beyond the page deadline: only it can end the wait
    vi.stubEnv('MARKET_DATA_PAGE_DEADLINE_MS', '2000'); // room for the cut CO2 file on a busy machine
    vi.stubEnv('MARKET_DATA_HOST_COOLDOWN_MS', '0');
    app = await buildTestApp(kind);
    full = await authHeaders(app, 'full');
  });
  afterAll(async () => {
    await app?.close();
    await replay?.close();
    vi.unstubAllEnvs();
    resetHostCooldowns();
  });

  const storedCo2 = async () => (await app.db.query("SELECT day FROM market_futures_days WHERE source = 'co2'")).rows;

  it('the futures page answers while OMIP is still silent, names it late, and refuses the cut CO2 file', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/descargador-futuros?${RANGE}`, headers: full });
    expect(res.statusCode, res.body).toBe(200);
    expect(replay.pending()).toBeGreaterThanOrEqual(1); // OMIP has not answered yet
    const body = futuresAnswerSchema.parse(res.json());
    expect(body.omip.data).toEqual([]);
    expect(body.estado.omip.aviso).toMatchObject({ tipo: 'tarde', fuente: `${replay.url.replace('http://', '')}/omip.csv` });
    expect(body.co2.data).toEqual([]);
    expect(body.estado.co2.aviso).toMatchObject({ tipo: 'incompleta', fuente: `${replay.url.replace('http://', '')}/eua.csv` });
    expect(await storedCo2()).toEqual([]);
  });

  it('the price downloader answers without the cut CO2 price, and its state lists each problem', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/descargador-precios?${RANGE}`, headers: full });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as { fecha: string; co2: number | null }[];
    expect(rows.filter((r) => r.co2 !== null)).toEqual([]); // never 7 for 20/02/2025
    const state = await app.inject({ method: 'GET', url: '/api/descargador-precios/estado', headers: full });
    const { fuentes } = sourceProblemsSchema.parse(state.json());
    expect(fuentes.find((f) => f.origen_datos === 'co2')).toMatchObject({ tipo: 'incompleta' });
    expect(fuentes.find((f) => f.origen_datos === 'omip')).toMatchObject({ tipo: 'tarde' });
    expect((await app.inject({ method: 'GET', url: '/api/descargador-precios/estado', headers: await authHeaders(app, 'operator') })).statusCode).toBe(403);
  });

  it('a stored session is not replaced by one with fewer rows', async () => {
    const cache = new DbFuturesCache(app.db);
    const row = (contrato: string, precio: number) => ({ fecha: '2025-02-20', contrato, precio_referencia: precio });
    await cache.put('omip', new Map([['2025-02-20', { rows: [row('FTB YR-35', 37.38), row('FTB YR-34', 38.1)], origin: 'HTTP' as const }]]));
    await cache.put('omip', new Map([['2025-02-20', { rows: [row('FTB YR-35', 3)], origin: 'HTTP' as const }]]));
    expect((await cache.get('omip', '2025-02-20', '2025-02-20')).get('2025-02-20')?.rows.map((r) => r.precio_referencia)).toEqual([37.38, 38.1]);
    await app.db.query("DELETE FROM market_futures_days WHERE source = 'omip'");
  });

  it('"Actualizar" reads its dates from a JSON body as from the query, and refuses a bad one', async () => {
    const body = await app.inject({ method: 'POST', url: '/api/descargador-precios/actualizar', headers: full, payload: { start_date: '2023-05-28', end_date: '2023-05-29' } });
    expect(body.statusCode, body.body).toBe(200);
    expect(replay.requests.some((r) => r.includes('marginalpdbc_20230529'))).toBe(true);
    const bad = await app.inject({ method: 'POST', url: '/api/descargador-precios/actualizar', headers: full, payload: { start_date: '2023-05-29', end_date: '2023-05-28' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('DATE_RANGE_REVERSED');
    const none = await app.inject({ method: 'POST', url: '/api/descargador-precios/actualizar', headers: full });
    expect(none.json().code).toBe('MISSING_DATES');
  });
});
