import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  marketPriceRowSchema, downloadedPriceRowSchema, futuresResponseSchema, mapDstDayToHours as domainDst, dayQuarterKeys, quarterPriceRowsSchema,
} from '@plantasim/domain';
import { mapDstDayToHours as marketDst, parseMarginalpdbcSpainHourly } from '@plantasim/market-data';
import { authHeaders, buildTestApp, dbKinds } from '../../helper.ts';

// Real public market files, read by path (never copied into the repo); missing => the tests fail.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const SHARED = path.resolve(repoRoot, '../shared/market-data');
function sharedDir(): string {
  if (!existsSync(SHARED)) throw new Error(`Market-data samples not found at ${SHARED} (../shared/market-data next to the repo)`);
  return SHARED;
}
/** Spanish prices (column 6) of a marginalpdbc file. */
const spainOf = (name: string) => readFileSync(path.join(sharedDir(), 'omie', 'marginalpdbc', name), 'latin1')
  .split('\r\n').slice(1, -2).map((l) => Number(l.split(';')[5]));

type Row = { fecha_hora: string; hora: string; valor: number };

describe.each(dbKinds)('price endpoints served from MARKET_DATA_DIR on %s', (kind) => {
  let app: FastifyInstance;
  let full: { authorization: string };
  let operator: { authorization: string };
  const get = (url: string, headers = operator) => app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    vi.stubEnv('MARKET_DATA_HTTP', 'off'); // the folder only: no request leaves the machine
    app = await buildTestApp(kind, { marketDataDir: sharedDir() });
    full = await authHeaders(app, 'full');
    operator = await authHeaders(app, 'operator');
  });
  afterAll(async () => {
    await app?.close();
    vi.unstubAllEnvs();
  });

  it('answers 24 OMIE rows per day in the domain format, the 23-hour day mapped by the DST rule', async () => {
    const res = await get('/api/descargar-precios-omie?start_date=2024-03-30&end_date=2024-03-31');
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Row[];
    expect(rows).toHaveLength(48);
    expect(rows.every((r) => marketPriceRowSchema.safeParse(r).success)).toBe(true);
    const es30 = spainOf('marginalpdbc_20240330.1');
    const es31 = spainOf('marginalpdbc_20240331.1');
    expect(rows[0]).toEqual({ fecha_hora: '30/03/2024 00:00', hora: 'H1', valor: es30[0] });
    expect(rows.slice(24).map((r) => r.valor)).toEqual(domainDst(es31));
    expect(rows[47]).toMatchObject({ fecha_hora: '31/03/2024 23:00', hora: 'H48' });
  });

  it('averages quarter-hours (2025-10-01) and serves the historical endpoint alike', async () => {
    const rows = (await get('/api/descargar-precios-omie-historicos?start_date=2025-10-01&end_date=2025-10-01')).json() as Row[];
    const q = spainOf('marginalpdbc_20251001.1');
    expect(rows).toHaveLength(24);
    expect(rows[9].valor).toBeCloseTo((q[36] + q[37] + q[38] + q[39]) / 4, 6);
  });

  it('stores each fetched day once and serves it from the database afterwards', async () => {
    await get('/api/descargar-precios-omie?start_date=2024-05-01&end_date=2024-05-02');
    const stored = await app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM market_price_days WHERE source = 'omie' AND day BETWEEN '2024-05-01' AND '2024-05-02'");
    expect(stored.rows[0].n).toBe(2);
    // Prove the second answer comes from the table: change the stored day and read it back.
    await app.db.query("UPDATE market_price_days SET valores = $1::jsonb WHERE source = 'omie' AND day = '2024-05-01'", [JSON.stringify(Array(24).fill(1.23))]);
    const rows = (await get('/api/descargar-precios-omie?start_date=2024-05-01&end_date=2024-05-02')).json() as Row[];
    expect(rows[0].valor).toBe(1.23);
    expect(rows[24].valor).toBe(spainOf('marginalpdbc_20240502.1')[0]);
  });

  it('spreads the day gas price on 24 hours (GDAES_D+1 of 1 Jan 2024 from the 2023 workbook)', async () => {
    for (const url of ['/api/descargar-precios-mibgas', '/api/descargar-precios-mibgas-historicos']) {
      const rows = (await get(`${url}?start_date=2024-01-01&end_date=2024-01-02`)).json() as Row[];
      expect(rows).toHaveLength(48);
      expect(rows[0]).toEqual({ fecha_hora: '01/01/2024 00:00', hora: 'H1', valor: 30.3 });
      expect(rows[23].valor).toBe(30.3);
      expect(rows[24].valor).toBe(30.96);
    }
  }, 60_000);

  it('answers [] for the forecast when no provider and no forecast files are configured', async () => {
    const res = await get('/api/descargar-precios-prevision?start_date=2024-01-01&end_date=2024-01-07');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('gives full users the daily downloader rows and refuses operators', async () => {
    const res = await get('/api/descargador-precios?start_date=2024-01-01&end_date=2024-01-07', full);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Record<string, unknown>[];
    expect(rows).toHaveLength(7);
    expect(rows.every((r) => downloadedPriceRowSchema.safeParse(r).success)).toBe(true);
    const es = spainOf('marginalpdbc_20240101.1');
    expect(rows[0]).toMatchObject({ fecha: '01/01/2024', mibgas_2: 30.3, prevision: null });
    expect(rows[0].omie).toBeCloseTo(es.reduce((a, b) => a + b, 0) / 24, 2);
    expect(typeof rows[1].co2).toBe('number');
    const hourly = (await get('/api/descargador-precios?start_date=2024-01-01&end_date=2024-01-01&resolucion=hora', full)).json() as Record<string, unknown>[];
    expect(hourly).toHaveLength(24);
    expect(hourly[0]).toMatchObject({ fecha: '01/01/2024 00:00', omie: es[0] });
    const denied = await get('/api/descargador-precios?start_date=2024-01-01&end_date=2024-01-07', operator);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ status: 403, code: 'FORBIDDEN_OPERATOR' });
  }, 60_000);

  it('gives full users the three futures tables and refuses operators', async () => {
    const res = await get('/api/descargador-futuros?start_date=2024-12-30&end_date=2025-01-02', full);
    expect(res.statusCode).toBe(200);
    const body = futuresResponseSchema.parse(res.json());
    expect(body.omip.data.length).toBeGreaterThan(0);
    expect(body.omip.headers.map((h) => h.name)).toContain('precio_referencia');
    expect(body.mibgas.data.some((r) => r.producto === 'GMAES' && r.fecha === '2024-12-31')).toBe(true);
    expect(body.co2.data.map((r) => r.fecha)).toEqual(['2025-01-02', '2024-12-31', '2024-12-30']);
    expect((await get('/api/descargador-futuros?start_date=2025-01-01&end_date=2025-01-02', operator)).statusCode).toBe(403);
  }, 60_000);

  it.each([
    ['', 'MISSING_DATES', 'Faltan las fechas'],
    ['?start_date=2024-02-30&end_date=2024-03-01', 'INVALID_DATE', 'Fecha no válida'],
    ['?start_date=01/03/2024&end_date=2024-03-01', 'INVALID_DATE', 'Fecha no válida'],
    ['?start_date=2024-03-02&end_date=2024-03-01', 'DATE_RANGE_REVERSED', 'posterior'],
    ['?start_date=2023-01-01&end_date=2024-12-31', 'DATE_RANGE_TOO_LONG', '400 días'],
  ])('answers 400 in Spanish for bad dates %s', async (query, code, text) => {
    for (const url of ['/api/descargar-precios-omie', '/api/descargar-precios-mibgas-historicos']) {
      const res = await get(`${url}${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, code });
      expect(res.json().message).toContain(text);
    }
    expect((await get(`/api/descargador-futuros${query}`, full)).statusCode).toBe(400);
  });

  it('requires a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/descargar-precios-omie?start_date=2024-01-01&end_date=2024-01-01' });
    expect(res.statusCode).toBe(401);
  });
});

describe.each(dbKinds)('price endpoints with an unreachable URL and no directory on %s', (kind) => {
  let app: FastifyInstance;
  let full: { authorization: string };

  beforeAll(async () => {
    for (const v of ['OMIE_BASE_URL', 'MIBGAS_BASE_URL']) vi.stubEnv(v, 'http://127.0.0.1:9');
    vi.stubEnv('PREVISION_URL', 'http://127.0.0.1:9/prevision');
    vi.stubEnv('MARKET_DATA_DIR', '');
    vi.stubEnv('MARKET_DATA_TIMEOUT_MS', '2000');
    app = await buildTestApp(kind, { marketDataDir: undefined });
    full = await authHeaders(app, 'full');
  });
  afterAll(async () => {
    await app?.close();
    vi.unstubAllEnvs();
  });

  it('answers empty arrays and empty futures tables, never a 500', async () => {
    const q = '?start_date=2024-01-01&end_date=2024-01-31';
    for (const url of ['descargar-precios-omie', 'descargar-precios-mibgas', 'descargar-precios-prevision',
      'descargar-precios-omie-historicos', 'descargar-precios-mibgas-historicos', 'descargador-precios']) {
      const res = await app.inject({ method: 'GET', url: `/api/${url}${q}`, headers: full });
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual([]);
    }
    const fut = await app.inject({ method: 'GET', url: `/api/descargador-futuros${q}`, headers: full });
    expect(fut.statusCode).toBe(200);
    const body = fut.json();
    expect([body.omip.data, body.mibgas.data, body.co2.data]).toEqual([[], [], []]);
    expect(body.omip.headers.length).toBeGreaterThan(0);
  }, 30_000);
});

describe.each(dbKinds)('quarter-hour OMIE prices (descargar-precios-omie-cuartos) on %s', (kind) => {
  let app: FastifyInstance;
  let operator: { authorization: string };
  const dir = mkdtempSync(path.join(tmpdir(), 'omie-cuartos-'));
  const folder = path.join(dir, 'omie', 'marginalpdbc');
  const get = (url: string) => app.inject({ method: 'GET', url, headers: operator });
  /** A marginalpdbc file for `date` with the given Spanish prices (Portugal 1 above). */
  const fileFor = (date: string, es: readonly number[]) => {
    const [y, m, d] = date.split('-');
    return ['MARGINALPDBC;', ...es.map((v, i) => `${y};${m};${d};${i + 1};${v + 1};${v};`), '*', ''].join('\r\n');
  };
  // The quarter-hour DST days are not among the shared files: built from a real day's prices, the
  // hour 02 twice (100 periods) or missing (92).
  const base = spainOf('marginalpdbc_20251027.1');
  const autumn = [...base.slice(0, 12), ...base.slice(8, 12).map((v) => v + 0.5), ...base.slice(12)];
  const spring = [...base.slice(0, 8), ...base.slice(12)];
  const keysOf = (iso: string) => dayQuarterKeys({ year: +iso.slice(0, 4), month: +iso.slice(5, 7), day: +iso.slice(8, 10) });
  const quarters = async (query: string) => {
    const res = await get(`/api/descargar-precios-omie-cuartos${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return quarterPriceRowsSchema.parse(res.json());
  };

  beforeAll(async () => {
    mkdirSync(folder, { recursive: true });
    for (const d of ['20250930', '20251001', '20251025', '20251027', '20251103']) {
      copyFileSync(path.join(sharedDir(), 'omie', 'marginalpdbc', `marginalpdbc_${d}.1`), path.join(folder, `marginalpdbc_${d}.1`));
    }
    writeFileSync(path.join(folder, 'marginalpdbc_20251026.1'), fileFor('2025-10-26', autumn), 'latin1');
    writeFileSync(path.join(folder, 'marginalpdbc_20260329.1'), fileFor('2026-03-29', spring), 'latin1');
    vi.stubEnv('MARKET_DATA_HTTP', 'off');
    app = await buildTestApp(kind, { marketDataDir: dir });
    operator = await authHeaders(app, 'operator');
  });
  afterAll(async () => {
    await app?.close();
    vi.unstubAllEnvs();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers each period of the autumn DST day (100) between its neighbours (96), keyed by dayQuarterKeys, the 02:xx twice', async () => {
    const rows = await quarters('?start_date=2025-10-25&end_date=2025-10-27');
    expect(rows).toHaveLength(96 + 100 + 96);
    const day = rows.slice(96, 196);
    expect(day.map((r) => r.fecha_hora)).toEqual(keysOf('2025-10-26'));
    expect(day.map((r) => r.periodo)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(day.map((r) => r.valor)).toEqual(autumn);
    expect([day[8], day[12]]).toEqual([
      { fecha_hora: '26/10/2025 02:00', periodo: 9, valor: autumn[8] },
      { fecha_hora: '26/10/2025 02:00', periodo: 13, valor: autumn[12] },
    ]);
    expect(rows.slice(0, 96).map((r) => r.valor)).toEqual(spainOf('marginalpdbc_20251025.1'));
    expect(rows.slice(196).map((r) => r.valor)).toEqual(spainOf('marginalpdbc_20251027.1'));
    expect(rows[196]).toMatchObject({ fecha_hora: '27/10/2025 00:00', periodo: 1 });
  });

  it('answers the 92 periods of the spring DST day, without 02:xx', async () => {
    const rows = await quarters('?start_date=2026-03-29&end_date=2026-03-29');
    expect(rows.map((r) => r.valor)).toEqual(spring);
    expect(rows[8]).toEqual({ fecha_hora: '29/03/2026 03:00', periodo: 9, valor: spring[8] });
    expect(rows.some((r) => r.fecha_hora.includes(' 02:'))).toBe(false);
  });

  it('leaves out the hourly days before 2025-10-01 (they are in the hourly endpoint) and the days without a file', async () => {
    const rows = await quarters('?start_date=2025-09-30&end_date=2025-10-02');
    expect(rows).toHaveLength(96);
    expect(rows[0]).toEqual({ fecha_hora: '01/10/2025 00:00', periodo: 1, valor: spainOf('marginalpdbc_20251001.1')[0] });
    expect(((await get('/api/descargar-precios-omie?start_date=2025-09-30&end_date=2025-10-02')).json() as Row[])).toHaveLength(48);
    expect(await quarters('?start_date=2024-01-01&end_date=2024-01-31')).toEqual([]);
  });

  it('leaves the hourly answer of the DST day as it was: 24 rows, the two 02:00 hours averaged', async () => {
    const rows = (await get('/api/descargar-precios-omie?start_date=2025-10-26&end_date=2025-10-26')).json() as Row[];
    const old = parseMarginalpdbcSpainHourly(fileFor('2025-10-26', autumn));
    if (!old.ok) throw new Error('bad test file');
    expect(rows.map((r) => r.valor)).toEqual(old.data.map((p) => p.value));
    expect(rows.map((r) => r.hora)).toEqual(Array.from({ length: 24 }, (_, i) => `H${i + 1}`));
  });

  it('reads again a day stored as 24 hours before the periods were kept, and stores its 96 quarter-hours', async () => {
    const old = parseMarginalpdbcSpainHourly(readFileSync(path.join(folder, 'marginalpdbc_20251103.1'), 'latin1'));
    if (!old.ok) throw new Error('bad test file');
    await app.db.query("INSERT INTO market_price_days (source, day, valores, version, origen) VALUES ('omie', '2025-11-03', $1::jsonb, 1, 'HTTP')",
      [JSON.stringify(old.data.map((p) => p.value))]);
    const rows = await quarters('?start_date=2025-11-03&end_date=2025-11-03');
    expect(rows.map((r) => r.valor)).toEqual(spainOf('marginalpdbc_20251103.1'));
    const stored = await app.db.query<{ valores: number[]; version: number; origen: string }>(
      "SELECT valores, version, origen FROM market_price_days WHERE source = 'omie' AND day = '2025-11-03'");
    expect(stored.rows).toEqual([{ valores: spainOf('marginalpdbc_20251103.1'), version: 1, origen: 'MARKET_DATA_DIR' }]);
    expect(((await get('/api/descargar-precios-omie?start_date=2025-11-03&end_date=2025-11-03')).json() as Row[]).map((r) => r.valor))
      .toEqual(old.data.map((p) => p.value));
  });

  it.each([
    ['', 'MISSING_DATES'],
    ['?start_date=2025-10-32&end_date=2025-11-01', 'INVALID_DATE'],
    ['?start_date=2025-11-02&end_date=2025-11-01', 'DATE_RANGE_REVERSED'],
    ['?start_date=2025-01-01&end_date=2026-03-01', 'DATE_RANGE_TOO_LONG'],
  ])('refuses the range %s like the hourly endpoint', async (query, code) => {
    const res = await get(`/api/descargar-precios-omie-cuartos${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code });
    expect(res.json().message).toBe((await get(`/api/descargar-precios-omie${query}`)).json().message);
  });

  it('requires a token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/descargar-precios-omie-cuartos?start_date=2025-11-03&end_date=2025-11-03' })).statusCode).toBe(401);
  });
});

describe('DST rule', () => {
  it('is the same in market-data and domain', () => {
    for (const n of [23, 24, 25]) {
      const v = Array.from({ length: n }, (_, i) => i * 1.5 + 0.25);
      expect(marketDst(v)).toEqual(domainDst(v));
    }
  });
});
