// OMIE corrections end up stored and served: a .1 then a .2 of the same day, over a local HTTP
// server replaying recorded answers and from the MARKET_DATA_DIR folder.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MemoryPriceCache, PriceService } from './priceService.ts';
import { resetHostCooldowns } from './http.ts';
import { omieMarginalpdbcUrl } from './remote.ts';
import { readSharedText } from '../testSupport/sharedData.ts';
import { htmlErrorPage, startReplayServer, type ReplayServer } from '../testSupport/replayServer.ts';

const DAY = '2023-05-28';
// The real corrected file, and a first publication of the same day whose Spanish prices were 10 higher.
const v2 = readSharedText('omie', 'marginalpdbc', 'marginalpdbc_20230528.2');
const v1 = v2.split('\r\n').map((line) => {
  const f = line.split(';');
  return f.length === 7 && /^\d{4}$/.test(f[0]!) ? [...f.slice(0, 5), String(Number(f[5]) + 10), ''].join(';') : line;
}).join('\r\n');
const spain = (text: string) => text.split('\r\n').filter((l) => /^\d{4};/.test(l)).map((l) => Number(l.split(';')[5]));
const pathOf = (version: number) => omieMarginalpdbcUrl('', DAY, version);
const quiet = { warn: () => undefined };
const dayAfter = () => new Date('2023-05-29T10:00:00Z');

let server: ReplayServer;
beforeAll(async () => { server = await startReplayServer(); });
afterAll(async () => { await server.close(); });
afterEach(() => resetHostCooldowns());

const service = (cache: MemoryPriceCache, now = dayAfter, extra: Record<string, unknown> = {}) => new PriceService({
  config: { omieBaseUrl: server.url, timeoutMs: 300, retries: 1, hostCooldownMs: 0, ...extra }, cache, logger: quiet, now,
});

describe('OMIE corrections over HTTP', () => {
  it('stores the .1, then replaces it with the .2 when the correction is published, and serves the .2', async () => {
    server.set(pathOf(1), { kind: 'body', body: v1, contentType: 'text/plain' });
    const cache = new MemoryPriceCache();
    const first = await service(cache).omieHourly(DAY, DAY);
    expect(first.map((r) => r.value)).toEqual(spain(v1));
    expect((await cache.get('omie', [DAY])).get(DAY)).toMatchObject({ version: 1, origin: 'HTTP' });

    server.set(pathOf(2), { kind: 'body', body: v2, contentType: 'text/plain' });
    server.requests.length = 0;
    const second = await service(cache).omieHourly(DAY, DAY);
    expect(second.map((r) => r.value)).toEqual(spain(v2));
    expect((await cache.get('omie', [DAY])).get(DAY)).toMatchObject({ version: 2, values: spain(v2) });
    // Only versions above the stored one are asked for.
    expect(server.requests).toEqual([pathOf(2), pathOf(3)]);
  });

  it('re-checks only recent days by itself; a refresh of the range takes an older correction', async () => {
    server.set(pathOf(2), { kind: 'body', body: v2, contentType: 'text/plain' });
    const cache = new MemoryPriceCache();
    await cache.put('omie', new Map([[DAY, { values: spain(v1), version: 1, origin: 'HTTP' as const }]]));
    const later = () => new Date('2023-07-01T10:00:00Z');
    expect((await service(cache, later).omieHourly(DAY, DAY)).map((r) => r.value)).toEqual(spain(v1));
    const report = await service(cache, later).omieRefresh(DAY, DAY);
    expect(report).toEqual([{ date: DAY, version: 2, origin: 'HTTP', updated: true }]);
    expect((await service(cache, later).omieHourly(DAY, DAY)).map((r) => r.value)).toEqual(spain(v2));
  });

  it.each([
    ['a 404', htmlErrorPage(404)],
    ['an HTML error page with status 200', htmlErrorPage(200)],
    ['a file cut short by the connection', { kind: 'truncated' as const, body: v2 }],
    ['a file cut short but complete on the wire', { kind: 'body' as const, body: v2.slice(0, v2.length / 2) }],
    ['no answer before the timeout', { kind: 'hang' as const }],
  ])('keeps the stored .1 when the .2 answer is %s', async (_name, answer) => {
    server.set(pathOf(1), { kind: 'body', body: v1, contentType: 'text/plain' });
    server.set(pathOf(2), answer);
    const cache = new MemoryPriceCache();
    await cache.put('omie', new Map([[DAY, { values: spain(v1), version: 1, origin: 'HTTP' as const }]]));
    expect((await service(cache).omieHourly(DAY, DAY)).map((r) => r.value)).toEqual(spain(v1));
    expect((await cache.get('omie', [DAY])).get(DAY)?.version).toBe(1);
  });

  it('answers nothing, and stores nothing, when the only answer is broken', async () => {
    server.set(pathOf(1), { kind: 'truncated', body: v1 });
    server.set(pathOf(2), htmlErrorPage(404));
    server.set(pathOf(3), htmlErrorPage(200));
    const cache = new MemoryPriceCache();
    expect(await service(cache).omieHourly(DAY, DAY)).toEqual([]);
    expect((await cache.get('omie', [DAY])).size).toBe(0);
  });
});

describe('OMIE corrections in MARKET_DATA_DIR', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'omie-versions-'));
  const folder = path.join(dir, 'omie', 'marginalpdbc');
  mkdirSync(folder, { recursive: true });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('replaces a stored .1 with a .2 dropped into the folder later (a restart keeps the cache)', async () => {
    writeFileSync(path.join(folder, 'marginalpdbc_20230528.1'), v1, 'latin1');
    const cache = new MemoryPriceCache();
    const offline = { httpEnabled: false, dataDir: dir };
    expect((await service(cache, dayAfter, offline).omieHourly(DAY, DAY)).map((r) => r.value)).toEqual(spain(v1));
    writeFileSync(path.join(folder, 'marginalpdbc_20230528.2'), v2, 'latin1');
    expect((await service(cache, dayAfter, offline).omieHourly(DAY, DAY)).map((r) => r.value)).toEqual(spain(v2));
    expect((await cache.get('omie', [DAY])).get(DAY)).toMatchObject({ version: 2, origin: 'MARKET_DATA_DIR' });
  });
});
