// OMIP and CO2 futures fetched over HTTP (a local server replaying recorded answers), parsed,
// stored per trading day and served with each source's state.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PriceService } from './priceService.ts';
import { MemoryFuturesCache } from './futuresFeed.ts';
import { resetHostCooldowns } from './http.ts';
import { parseOmipWorkbook } from '../futures/omip.ts';
import { parseInvestingCsv } from '../futures/co2.ts';
import { readSharedBytes, readSharedUtf8, sharedPath } from '../testSupport/sharedData.ts';
import { htmlErrorPage, startReplayServer, type Recorded, type ReplayServer } from '../testSupport/replayServer.ts';

const omipBytes = readSharedBytes('futures', 'omip', 'omip_ES_EL_date_range2025_20260511.xlsx');
const euaCsv = readSharedUtf8('futures', 'eua', 'Carbon Emissions Futures Historical Data.csv');
const omipParsed = await parseOmipWorkbook(omipBytes);
const omipAll = (() => { const r = omipParsed; if (!r.ok) throw new Error('sample'); return r.data; })();
const euaAll = (() => { const r = parseInvestingCsv(euaCsv); if (!r.ok) throw new Error('sample'); return r.data; })();
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const quiet = { warn: () => undefined };

let server: ReplayServer;
beforeAll(async () => { server = await startReplayServer(); });
afterAll(async () => { await server.close(); });
afterEach(() => resetHostCooldowns());

const service = (config: Record<string, unknown>, futuresCache = new MemoryFuturesCache()) => new PriceService({
  config: { httpEnabled: true, mibgasBaseUrl: server.url, timeoutMs: 200, retries: 1, hostCooldownMs: 0, ...config },
  futuresCache, logger: quiet, now: () => new Date('2025-03-01T12:00:00Z'),
});

describe('OMIP over HTTP', () => {
  it('fetches the workbook, serves the sessions of the range and says where they came from', async () => {
    server.set('/omip/ES?from=2025-01-02&to=2025-01-03', { kind: 'body', body: omipBytes, contentType: XLSX_TYPE });
    const s = service({ omipUrl: `${server.url}/omip/ES?from={start}&to={end}` });
    const f = await s.futures('2025-01-02', '2025-01-03');
    const expected = omipAll.filter((q) => q.fecha >= '2025-01-02' && q.fecha <= '2025-01-03');
    expect(f.omip.data).toHaveLength(expected.length);
    expect(f.omip.data.find((r) => r.contrato === 'FTB YR-26' && r.fecha === '2025-01-02')?.precio_referencia)
      .toBe(expected.find((q) => q.contrato === 'FTB YR-26' && q.fecha === '2025-01-02')?.precio_referencia);
    expect(f.estado.omip).toEqual({ estado: 'ok', ultimo_dia: omipAll.map((q) => q.fecha).sort().at(-1), origen: 'HTTP', aviso: null });
  });

  it('reads the same columns as CSV', async () => {
    const csv = ['market_date;instrument;contract;maturity;d_price;d_minus_1', '2025-01-02;FTB;FTB M-02-25;M;101,25;100,5', ''].join('\n');
    server.set('/omip.csv', { kind: 'body', body: csv, contentType: 'text/csv' });
    const f = await service({ omipUrl: `${server.url}/omip.csv` }).futures('2025-01-02', '2025-01-02');
    expect(f.omip.data).toEqual([expect.objectContaining({ fecha: '2025-01-02', contrato: 'FTB M-02-25', precio_referencia: 101.25, precio_anterior: 100.5 })]);
  });

  const broken: [string, Recorded, string][] = [
    ['404', htmlErrorPage(404), 'error'],
    ['an HTML error page', htmlErrorPage(200), 'incompleta'],
    ['a file cut short', { kind: 'truncated', body: omipBytes, contentType: XLSX_TYPE }, 'error'],
    ['a timeout', { kind: 'hang' }, 'tarde'],
  ];
  it.each(broken)('%s gives no rows and "no disponible"; sessions stored before are still served', async (_n, answer, tipo) => {
    const cache = new MemoryFuturesCache();
    server.set('/omip/ok', { kind: 'body', body: omipBytes, contentType: XLSX_TYPE });
    await service({ omipUrl: `${server.url}/omip/ok` }, cache).futures('2025-01-02', '2025-01-02');
    server.set('/omip/broken', answer);
    const s = service({ omipUrl: `${server.url}/omip/broken` }, new MemoryFuturesCache());
    const f = await s.futures('2025-01-02', '2025-01-02');
    expect(f.omip.data).toEqual([]);
    expect(f.estado.omip).toEqual({ estado: 'no_disponible', ultimo_dia: null, origen: null,
      aviso: { tipo, fuente: `${server.url.replace('http://', '')}/omip/broken`, hora: expect.any(String), detalle: expect.any(String) } });
    const again = await service({ omipUrl: `${server.url}/omip/broken` }, cache).futures('2025-01-02', '2025-01-02');
    expect(again.omip.data.length).toBeGreaterThan(0);
    expect(again.estado.omip.origen).toBe('HTTP');
    expect(again.estado.omip.aviso?.tipo).toBe(tipo);
  });

  it('says "sin proveedor" with no URL and no files', async () => {
    const f = await service({ httpEnabled: false }).futures('2025-01-02', '2025-01-02');
    expect(f.estado).toEqual({
      omip: { estado: 'sin_proveedor', ultimo_dia: null, origen: null, aviso: null },
      mibgas: { estado: 'sin_proveedor', ultimo_dia: null, origen: null, aviso: null },
      co2: { estado: 'sin_proveedor', ultimo_dia: null, origen: null, aviso: null },
    });
  });
});

describe('CO2 over HTTP', () => {
  it('fetches the Investing CSV, serves the tab and fills the daily prices', async () => {
    server.set('/eua?start=2025-02-24&end=2025-02-28', { kind: 'body', body: euaCsv, contentType: 'text/csv' });
    const s = service({ co2Url: `${server.url}/eua?start={start}&end={end}` });
    const f = await s.futures('2025-02-24', '2025-02-28');
    expect(f.co2.data.map((r) => r.fecha)).toEqual(['2025-02-27', '2025-02-26', '2025-02-25', '2025-02-24']);
    expect(f.estado.co2).toEqual({ estado: 'ok', ultimo_dia: '2025-02-27', origen: 'HTTP', aviso: null });
    server.set('/eua?start=2025-02-26&end=2025-02-28', { kind: 'body', body: euaCsv, contentType: 'text/csv' });
    expect(await s.co2Daily('2025-02-26', '2025-02-28')).toEqual([
      { date: '2025-02-26', value: euaAll.find((q) => q.fecha === '2025-02-26')!.precio },
      { date: '2025-02-27', value: 70.33 },
    ]);
  });

  it('reads the documented JSON and fecha;precio CSV shapes', async () => {
    server.set('/eua.json', { kind: 'body', contentType: 'application/json', body: JSON.stringify({ data: [{ fecha: '2025-03-03', precio: 68.1 }, { date: '2025-03-04', price: '69.2' }] }) });
    const json = await service({ co2Url: `${server.url}/eua.json` }).co2Daily('2025-03-03', '2025-03-04');
    expect(json).toEqual([{ date: '2025-03-03', value: 68.1 }, { date: '2025-03-04', value: 69.2 }]);
    server.set('/eua.csv', { kind: 'body', contentType: 'text/csv', body: 'fecha;precio\n03/03/2025;68,10\n2025-03-04;69,2\n' });
    expect(await service({ co2Url: `${server.url}/eua.csv` }).co2Daily('2025-03-03', '2025-03-04')).toEqual(json);
  });

  it.each([
    ['404', htmlErrorPage(404)],
    ['an HTML error page', htmlErrorPage(200)],
    ['a JSON cut short', { kind: 'body', body: '[{"fecha":"2025-03-03","precio":68.1},{"fecha":"2025-03-0', contentType: 'application/json' }],
    ['a connection cut mid-file', { kind: 'truncated', body: euaCsv, contentType: 'text/csv' }],
    ['a timeout', { kind: 'hang' }],
  ] as [string, Recorded][])('%s gives no prices and "no disponible"', async (_n, answer) => {
    server.set('/eua/broken', answer);
    const s = service({ co2Url: `${server.url}/eua/broken` });
    expect(await s.co2Daily('2025-02-24', '2025-02-28')).toEqual([]);
    expect((await s.futures('2025-02-24', '2025-02-28')).estado.co2.estado).toBe('no_disponible');
  });
});

describe('offline files first', () => {
  it('serves MARKET_DATA_DIR without asking the URLs when the files cover the range', async () => {
    server.requests.length = 0;
    const s = service({ dataDir: sharedPath(), omipUrl: `${server.url}/omip/never`, co2Url: `${server.url}/eua/never`, httpEnabled: true, mibgasBaseUrl: 'http://127.0.0.1:9' });
    const f = await s.futures('2025-01-02', '2025-01-03');
    expect(f.omip.data.length).toBeGreaterThan(0);
    expect(f.estado.omip.origen).toBe('MARKET_DATA_DIR');
    expect(f.estado.co2).toMatchObject({ estado: 'ok', origen: 'MARKET_DATA_DIR' });
    expect(server.requests.filter((r) => r.includes('never'))).toEqual([]);
  }, 30_000);
});
