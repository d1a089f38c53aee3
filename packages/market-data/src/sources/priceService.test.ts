import { afterEach, describe, expect, it } from 'vitest';
import { MemoryPriceCache, PriceService } from './priceService.ts';
import { resetHostCooldowns, type FetchFn } from './http.ts';
import { marketDataConfigFromEnv } from './config.ts';
import { omieMarginalpdbcUrl } from './remote.ts';
import { readSharedText, sharedPath } from '../testSupport/sharedData.ts';
import { at } from '../testSupport/at.ts';

const quiet = () => {
  const lines: string[] = [];
  return { lines, logger: { warn: (m: string) => { lines.push(m); } } };
};
const offline = { httpEnabled: false };

afterEach(() => resetHostCooldowns());

describe('PriceService with the local directory (MARKET_DATA_DIR)', () => {
  it('serves 24 OMIE rows per available day, DST day included', async () => {
    const s = new PriceService({ config: { ...offline, dataDir: sharedPath() }, logger: quiet().logger });
    const rows = await s.omieHourly('2024-03-30', '2024-04-01');
    expect(rows).toHaveLength(72);
    const dst = rows.filter((r) => r.date === '2024-03-31');
    expect(at(dst, 2).value).toBe(at(dst, 1).value);
  });

  it('skips days without a file (20250516 is missing) and uses the newest version (20230528.2)', async () => {
    const s = new PriceService({ config: { ...offline, dataDir: sharedPath() }, logger: quiet().logger });
    const rows = await s.omieHourly('2025-05-15', '2025-05-17');
    expect([...new Set(rows.map((r) => r.date))]).toEqual(['2025-05-15', '2025-05-17']);
    const corrected = await s.omieHourly('2023-05-28', '2023-05-28');
    const file = at(readSharedText('omie', 'marginalpdbc', 'marginalpdbc_20230528.2').split('\r\n'), 1).split(';');
    expect(at(corrected, 0).value).toBe(Number(at(file, 5)));
  });

  it('serves the day gas price, 1 January from the previous year workbook', async () => {
    const s = new PriceService({ config: { ...offline, dataDir: sharedPath() }, logger: quiet().logger });
    const rows = await s.mibgasDaily('2024-01-01', '2024-01-03');
    expect(rows.map((r) => r.date)).toEqual(['2024-01-01', '2024-01-02', '2024-01-03']);
    expect(rows[0]?.value).toBe(30.3);
  }, 30_000);

  it('serves CO2 daily prices and the three futures tables', async () => {
    const s = new PriceService({ config: { ...offline, dataDir: sharedPath() }, logger: quiet().logger });
    expect(await s.co2Daily('2025-02-26', '2025-02-28')).toEqual([{ date: '2025-02-26', value: 69.56 }, { date: '2025-02-27', value: 70.33 }]);
    const f = await s.futures('2024-12-30', '2025-01-02');
    expect(f.omip.data.length).toBeGreaterThan(0);
    expect(f.mibgas.data.length).toBeGreaterThan(0);
    expect(f.mibgas.data.every((r) => String(r.fecha) >= '2024-12-30')).toBe(true);
    expect(f.co2.data.map((r) => r.fecha)).toEqual(['2025-01-02', '2024-12-31', '2024-12-30']);
    expect(f.co2.headers.map((h) => h.name)).toContain('precio');
  }, 30_000);

  it('stores fetched days in the cache and serves them from it afterwards', async () => {
    const cache = new MemoryPriceCache();
    const first = await new PriceService({ config: { ...offline, dataDir: sharedPath() }, cache, logger: quiet().logger }).omieHourly('2024-05-01', '2024-05-02');
    const again = await new PriceService({ config: offline, cache, logger: quiet().logger }).omieHourly('2024-05-01', '2024-05-02');
    expect(first).toHaveLength(48);
    expect(again).toEqual(first);
  });
});

describe('PriceService over HTTP', () => {
  it('answers [] with an unreachable URL and no directory, and logs why', async () => {
    const log = quiet();
    const s = new PriceService({ config: { omieBaseUrl: 'http://127.0.0.1:9', mibgasBaseUrl: 'http://127.0.0.1:9', previsionUrl: 'http://127.0.0.1:9/prevision', timeoutMs: 2000, retries: 1 }, logger: log.logger });
    expect(await s.omieHourly('2024-01-01', '2024-01-31')).toEqual([]);
    expect(await s.mibgasDaily('2024-01-01', '2024-01-07')).toEqual([]);
    expect(await s.previsionHourly('2024-01-01', '2024-01-07')).toEqual([]);
    expect(await s.co2Daily('2024-01-01', '2024-01-07')).toEqual([]);
    const f = await s.futures('2024-01-01', '2024-01-07');
    expect(f.omip.data).toEqual([]);
    expect(log.lines.some((l) => l.includes('http://127.0.0.1:9') && l.includes('failed'))).toBe(true);
  });

  it('gives up on a request that hangs after the timeout', async () => {
    const hanging: FetchFn = (_url, init) => new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    });
    const log = quiet();
    const s = new PriceService({ config: { timeoutMs: 50, retries: 0 }, fetchImpl: hanging, logger: log.logger });
    expect(await s.omieHourly('2024-01-01', '2024-01-10')).toEqual([]);
    expect(log.lines[0]).toContain('timeout after 50 ms');
  });

  it('fetches official OMIE URLs, falling back from a missing .1 to the .2 correction', async () => {
    const body = readSharedText('omie', 'marginalpdbc', 'marginalpdbc_20230528.2');
    const asked: string[] = [];
    const fake: FetchFn = async (url) => {
      asked.push(url);
      return url.endsWith('marginalpdbc_20230528.2') ? new Response(body) : new Response('<html>no</html>', { status: 404 });
    };
    const cache = new MemoryPriceCache();
    const s = new PriceService({ config: { omieBaseUrl: 'https://omie.test' }, fetchImpl: fake, cache, logger: quiet().logger });
    const rows = await s.omieHourly('2023-05-28', '2023-05-28');
    expect(rows).toHaveLength(24);
    // .3 is asked too: a later correction would supersede the .2.
    expect(asked).toEqual([1, 2, 3].map((v) => omieMarginalpdbcUrl('https://omie.test', '2023-05-28', v)));
    expect(asked[0]).toBe('https://omie.test/es/file-download?parents=marginalpdbc&filename=marginalpdbc_20230528.1');
    expect((await cache.get('omie', ['2023-05-28'])).get('2023-05-28')?.values).toHaveLength(24);
  });

  it('never asks OMIE for days after tomorrow', async () => {
    const asked: string[] = [];
    const fake: FetchFn = async (url) => { asked.push(url); return new Response('', { status: 404 }); };
    const s = new PriceService({ config: { omieBaseUrl: 'https://omie.test' }, fetchImpl: fake, logger: quiet().logger, now: () => new Date('2025-06-10T12:00:00Z') });
    expect(await s.omieHourly('2025-06-11', '2025-06-20')).toEqual([]);
    expect(asked.every((u) => u.includes('marginalpdbc_20250611.'))).toBe(true);
    expect(asked).toHaveLength(3);
  });

  it('calls the forecast provider with the dates and the key', async () => {
    let seen: { url: string; auth: string | null } | null = null;
    const fake: FetchFn = async (url, init) => {
      seen = { url, auth: new Headers(init?.headers).get('authorization') };
      const items = Array.from({ length: 24 }, (_, h) => ({ fecha_hora: `2025-03-10 ${String(h).padStart(2, '0')}:00`, valor: h }));
      return new Response(JSON.stringify(items), { headers: { 'content-type': 'application/json' } });
    };
    const s = new PriceService({ config: { previsionUrl: 'https://prevision.test/api/precios', previsionApiKey: 'k1' }, fetchImpl: fake, logger: quiet().logger });
    const rows = await s.previsionHourly('2025-03-10', '2025-03-10');
    expect(rows).toHaveLength(24);
    expect(seen).toEqual({ url: 'https://prevision.test/api/precios?start_date=2025-03-10&end_date=2025-03-10', auth: 'Bearer k1' });
  });
});

describe('configuration from the environment', () => {
  it('reads URLs, key, directory, timeout and retries', () => {
    const c = marketDataConfigFromEnv({ OMIE_BASE_URL: 'http://x/', PREVISION_URL: 'http://p', PREVISION_API_KEY: 'k', MARKET_DATA_DIR: '/d', MARKET_DATA_TIMEOUT_MS: '1500', MARKET_DATA_RETRIES: '0', MARKET_DATA_HTTP: 'off' });
    expect(c).toMatchObject({ omieBaseUrl: 'http://x', mibgasBaseUrl: 'https://www.mibgas.es', previsionUrl: 'http://p', previsionApiKey: 'k', dataDir: '/d', timeoutMs: 1500, retries: 0, httpEnabled: false });
    expect(marketDataConfigFromEnv({}).timeoutMs).toBe(5000);
  });
});

describe('MIBGAS warm-up from the folder', () => {
  it('stores every day of this year and the last from their workbooks, once, so a first day needs no parse', async () => {
    const cache = new MemoryPriceCache();
    const s = new PriceService({ config: { dataDir: sharedPath(), httpEnabled: false }, cache, logger: { warn: () => undefined }, now: () => new Date('2024-06-01T10:00:00Z') });
    expect(await s.warmMibgas()).toBeGreaterThan(0);
    const year = (y: number) => Array.from({ length: 366 }, (_, i) => new Date(Date.UTC(y, 0, 1 + i)).toISOString().slice(0, 10)).filter((d) => d.startsWith(String(y)));
    const held = await cache.get('mibgas', [...year(2023), ...year(2024)].filter((d) => d <= '2024-06-02'));
    expect(held.size).toBe(365 + 154); // every day of 2023, and of 2024 up to tomorrow (2 June)
    expect(await s.warmMibgas()).toBe(0); // already stored: nothing read again
    expect(s.sourceProblems().mibgas).toBeUndefined(); // no 2022 workbook, but a warm-up warns nobody
  }, 120_000);
});
