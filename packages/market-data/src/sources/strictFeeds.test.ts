// Futures answers that are not whole never become prices: a CSV cut in a number, in a row or
// right after its header, an HTML error page, and a source that never answers, each through a
// local server replaying the answer (and the same cut file from MARKET_DATA_DIR). Nothing is
// stored, nothing stored before is shadowed, the state names the source and the time, and a page
// answers at its deadline while the source is still silent.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PriceService } from './priceService.ts';
import { MemoryFuturesCache, replacesFuturesDay } from './futuresFeed.ts';
import { resetHostCooldowns } from './http.ts';
import { readSharedUtf8, sharedPath } from '../testSupport/sharedData.ts';
import { htmlErrorPage, startReplayServer, type Recorded, type ReplayServer } from '../testSupport/replayServer.ts';

const euaCsv = readSharedUtf8('futures', 'eua', 'Carbon Emissions Futures Historical Data.csv');
const DAY = '2025-02-20';
const GOOD = 71.13; // the settlement of 2025-02-20 in the sample
const line20 = euaCsv.split('\n').find((l) => l.startsWith('"02/20/2025"'))!;
const upTo20 = euaCsv.slice(0, euaCsv.indexOf(line20));
const header = euaCsv.slice(0, euaCsv.indexOf('\n') + 1);
const csv = (body: string): Recorded => ({ kind: 'body', body, contentType: 'text/csv' });

/** Every way an answer can stop short, each still looking like a good file up to the cut. */
const cutAnswers: [string, Recorded][] = [
  ['cut in a number (71.13 -> 7)', csv(`${upTo20}"02/20/2025","7`)],
  ['cut in a row (after the price)', csv(`${upTo20}"02/20/2025","71.13","71.`)],
  ['cut after the header', csv(header)],
  ['a semicolon CSV cut in its last number', csv(`fecha;precio\n2025-02-19;70,50\n${DAY};7`)],
  ['a semicolon CSV with a row short of fields', csv(`fecha;precio;apertura\n${DAY};71,13\n2025-02-21;70,1;70,2\n`)],
  ['a number that is not whole', csv(`fecha;precio\n${DAY};71,1x\n`)],
  ['an HTML error page (200)', htmlErrorPage(200)],
];

const quiet = { warn: () => undefined };
let server: ReplayServer;
beforeAll(async () => { server = await startReplayServer(); });
afterAll(async () => { await server.close(); });
afterEach(() => resetHostCooldowns());

const host = () => server.url.replace('http://', '');
const service = (config: Record<string, unknown>, futuresCache = new MemoryFuturesCache()) => new PriceService({
  config: { httpEnabled: true, mibgasBaseUrl: server.url, timeoutMs: 300, retries: 0, hostCooldownMs: 0, ...config },
  futuresCache, logger: quiet, now: () => new Date('2025-03-01T12:00:00Z'),
});

describe('a CO2 answer that is not whole is refused whole', () => {
  it.each(cutAnswers)('%s: no price, nothing stored, "incompleta" with the source and time', async (_name, answer) => {
    const cache = new MemoryFuturesCache();
    server.set('/eua/cut', answer);
    const s = service({ co2Url: `${server.url}/eua/cut` }, cache);
    expect(await s.co2Daily('2025-02-17', '2025-02-28')).toEqual([]);
    const f = await s.futures('2025-02-17', '2025-02-28');
    expect(f.co2.data).toEqual([]);
    expect(f.estado.co2).toMatchObject({ estado: 'no_disponible', aviso: { tipo: 'incompleta', fuente: `${host()}/eua/cut` } });
    expect(Date.parse(f.estado.co2.aviso!.hora)).not.toBeNaN();
    expect((await cache.get('co2', '2000-01-01', '2100-01-01')).size).toBe(0);
  });

  it.each(cutAnswers)('%s after a good download: the stored 71,13 stays, whatever range asks', async (_name, answer) => {
    const cache = new MemoryFuturesCache();
    server.set('/eua/good', csv(euaCsv));
    await service({ co2Url: `${server.url}/eua/good` }, cache).co2Daily('2025-02-17', '2025-02-28');
    server.set('/eua/later?start=2025-02-17', answer);
    server.set('/eua/later?start=2025-02-20', answer);
    const s = service({ co2Url: `${server.url}/eua/later?start={start}` }, cache);
    expect((await s.co2Daily('2025-02-17', '2025-02-28')).find((p) => p.date === DAY)?.value).toBe(GOOD);
    expect((await s.co2Daily(DAY, '2025-02-28')).find((p) => p.date === DAY)?.value).toBe(GOOD);
    const f = await s.futures('2025-02-17', '2025-02-28');
    expect(f.co2.data.find((r) => r.fecha === DAY)?.precio).toBe(GOOD);
    expect(f.estado.co2).toMatchObject({ estado: 'ok', aviso: { tipo: 'incompleta' } });
  });

  it('a bad file, a good one, then a failing source: one price for the day whatever range asks', async () => {
    const cache = new MemoryFuturesCache();
    const s = service({ co2Url: `${server.url}/eua/seq?start={start}` }, cache);
    server.set('/eua/seq?start=2025-02-17', cutAnswers[0]![1]);
    await s.co2Daily('2025-02-17', '2025-02-28');
    server.set('/eua/seq?start=2025-02-20', csv(euaCsv));
    await s.co2Daily(DAY, '2025-02-28');
    server.set('/eua/seq?start=2025-02-17', htmlErrorPage(404));
    server.set('/eua/seq?start=2025-02-20', htmlErrorPage(404));
    const fromMonday = (await s.co2Daily('2025-02-17', '2025-02-28')).find((p) => p.date === DAY)?.value;
    const fromThursday = (await s.co2Daily(DAY, '2025-02-28')).find((p) => p.date === DAY)?.value;
    expect([fromMonday, fromThursday]).toEqual([GOOD, GOOD]);
  });
});

describe('an OMIP CSV cut in its last number is refused', () => {
  it('YR-35 is not read as 3', async () => {
    const cache = new MemoryFuturesCache();
    const head = 'market_date,instrument,contract,maturity,d_price\n2025-02-20,FTB,FTB YR-34,YR,38.1\n';
    server.set('/omip/cut', csv(`${head}2025-02-20,FTB,FTB YR-35,YR,3`));
    const f = await service({ omipUrl: `${server.url}/omip/cut` }, cache).futures(DAY, DAY);
    expect(f.omip.data).toEqual([]);
    expect(f.estado.omip.aviso).toMatchObject({ tipo: 'incompleta', fuente: `${host()}/omip/cut` });
    expect((await cache.get('omip', DAY, DAY)).size).toBe(0);
    server.set('/omip/whole', csv(`${head}2025-02-20,FTB,FTB YR-35,YR,37.38\n`));
    const whole = await service({ omipUrl: `${server.url}/omip/whole` }, cache).futures(DAY, DAY);
    expect(whole.omip.data.map((r) => [r.contrato, r.precio_referencia])).toEqual([['FTB YR-34', 38.1], ['FTB YR-35', 37.38]]);
  });
});

describe('the offline folder is as strict', () => {
  it('a cut file in futures/eua is refused whole and named in the state', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'eua-cut-'));
    try {
      mkdirSync(path.join(dir, 'futures', 'eua'), { recursive: true });
      writeFileSync(path.join(dir, 'futures', 'eua', 'eua-cut.csv'), `${upTo20}"02/20/2025","7`);
      const cache = new MemoryFuturesCache();
      const s = service({ dataDir: dir, httpEnabled: false }, cache);
      const f = await s.futures('2025-02-17', '2025-02-28');
      expect(f.co2.data).toEqual([]);
      expect(f.estado.co2.aviso).toMatchObject({ tipo: 'incompleta', fuente: 'eua-cut.csv' });
      expect((await cache.get('co2', '2000-01-01', '2100-01-01')).size).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the real cause of an empty MIBGAS tab', () => {
  it('a folder without the year\'s workbook (HTTP off) names the missing file, not "sin proveedor"', async () => {
    const s = service({ dataDir: sharedPath(), httpEnabled: false });
    const f = await s.futures('2025-02-17', '2025-02-21');
    expect(f.estado.mibgas).toMatchObject({ estado: 'no_disponible', aviso: { tipo: 'sin_libro', fuente: 'MIBGAS_Data_2025.xlsx' } });
  }, 60_000);
});

describe('a source that never answers cannot stall a page', () => {
  it('the page answers while the source still holds the request, says which source is late, and stores nothing', async () => {
    server.set('/eua/silent', { kind: 'hang' });
    server.set('/omip/silent', { kind: 'hang' });
    const cache = new MemoryFuturesCache();
    // The per-request timeout is far beyond the page deadline: only the deadline can end the wait.
    const s = service({ co2Url: `${server.url}/eua/silent`, omipUrl: `${server.url}/omip/silent`, timeoutMs: 5_000, pageDeadlineMs: 200 }, cache);
    const f = await s.futures('2025-02-17', '2025-02-28', 'page');
    expect(server.pending()).toBeGreaterThanOrEqual(2); // both sources are still silent when the page answers
    expect(f.estado.co2).toMatchObject({ estado: 'no_disponible', aviso: { tipo: 'tarde', fuente: `${host()}/eua/silent` } });
    expect(f.estado.omip).toMatchObject({ estado: 'no_disponible', aviso: { tipo: 'tarde', fuente: `${host()}/omip/silent` } });
    expect(await s.co2Daily('2025-02-17', '2025-02-28', 'page')).toEqual([]);
    expect(s.sourceProblems().co2).toMatchObject({ tipo: 'tarde' });
    expect((await cache.get('co2', '2000-01-01', '2100-01-01')).size).toBe(0);
  });

  it('without a page deadline the overall deadline still ends the wait, however many retries', async () => {
    server.set('/eua/silent2', { kind: 'hang' });
    const s = service({ co2Url: `${server.url}/eua/silent2`, timeoutMs: 150, retries: 50, overallTimeoutMs: 400 });
    const before = server.requests.filter((r) => r === '/eua/silent2').length;
    const f = await s.futures('2025-02-17', '2025-02-28');
    const asked = server.requests.filter((r) => r === '/eua/silent2').length - before;
    expect(asked).toBeLessThan(10); // 51 attempts of 150 ms were allowed; the overall 400 ms ends them
    expect(f.estado.co2.aviso).toMatchObject({ tipo: 'tarde' });
  });
});

describe('a stored session is never replaced by a worse one', () => {
  const row = (contrato: string, precio: number) => ({ fecha: DAY, contrato, precio_referencia: precio });
  it('fewer rows, or other contracts, never replace the day; the same rows corrected do', () => {
    const stored = { rows: [row('FTB YR-35', 37.38), row('FTB YR-34', 38.1)], origin: 'HTTP' as const };
    expect(replacesFuturesDay(stored, { rows: [row('FTB YR-35', 3)], origin: 'HTTP' })).toBe(false);
    expect(replacesFuturesDay(stored, { rows: [row('FTB YR-35', 37.4), row('FTB Q2-25', 1)], origin: 'HTTP' })).toBe(false);
    expect(replacesFuturesDay(stored, { rows: [row('FTB YR-35', 37.4), row('FTB YR-34', 38)], origin: 'HTTP' })).toBe(true);
    expect(replacesFuturesDay(undefined, { rows: [], origin: 'HTTP' })).toBe(false);
  });
});
