// OMIE days are stored and served as published (every period of the file), and the hourly answer
// derived from them is the one the store of 24 hours gave.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { MemoryPriceCache, PriceService } from './priceService.ts';
import { resetHostCooldowns, type FetchFn } from './http.ts';
import { omieMarginalpdbcUrl } from './remote.ts';
import { parseMarginalpdbcSpainHourly } from '../omie/marginalpdbc.ts';
import { readSharedText, sharedPath } from '../testSupport/sharedData.ts';
import type { HourlyPrice } from '../types.ts';

const quiet = { warn: () => undefined };
const file = (name: string) => readSharedText('omie', 'marginalpdbc', name);
/** Spanish prices (column 6) of a marginalpdbc text, in file order. */
const spain = (text: string) => text.split('\r\n').filter((l) => /^\d{4};/.test(l)).map((l) => Number(l.split(';')[5]));
/** The 24 rows the code that stored hours served for a file (its parse, then the DST fold). */
const oldHourly = (text: string, name: string): HourlyPrice[] => {
  const r = parseMarginalpdbcSpainHourly(text, { fileName: name });
  if (!r.ok) throw new Error(`${name}: ${r.issues[0]?.message}`);
  return r.data;
};

/** A marginalpdbc file for `date` with the given Spanish prices (Portugal 1 above). */
const fileFor = (date: string, es: readonly number[]) => {
  const [y, m, d] = date.split('-');
  return ['MARGINALPDBC;', ...es.map((v, i) => `${y};${m};${d};${i + 1};${v + 1};${v};`), '*', ''].join('\r\n');
};

afterEach(() => resetHostCooldowns());

describe('omiePeriods from the shared files (MARKET_DATA_DIR)', () => {
  const service = (cache = new MemoryPriceCache()) => new PriceService({ config: { httpEnabled: false, dataDir: sharedPath() }, cache, logger: quiet });

  it('serves the 96 quarter-hours of each available November 2025 day as the file gives them (2025-11-02 has no file)', async () => {
    const days = await service().omiePeriods('2025-11-01', '2025-11-03');
    expect(days.map((d) => [d.date, d.minutes, d.values.length])).toEqual([['2025-11-01', 15, 96], ['2025-11-03', 15, 96]]);
    expect(days[0]?.values).toEqual(spain(file('marginalpdbc_20251101.1')));
    expect(days[1]?.values).toEqual(spain(file('marginalpdbc_20251103.1')));
  });

  it('serves hourly days at 60 minutes: 24 values, 25 on the autumn DST day 2024-10-27', async () => {
    const days = await service().omiePeriods('2024-10-27', '2024-10-27');
    expect(days).toEqual([{ date: '2024-10-27', minutes: 60, values: spain(file('marginalpdbc_20241027.1')) }]);
    expect(days[0]?.values).toHaveLength(25);
    const sept = await service().omiePeriods('2025-09-30', '2025-10-01');
    expect(sept.map((d) => [d.minutes, d.values.length])).toEqual([[60, 24], [15, 96]]);
  });

  it('keeps omieHourly as it was: 24 rows per day, the quarters averaged and the DST hours folded', async () => {
    const cache = new MemoryPriceCache();
    const rows = await service(cache).omieHourly('2024-10-27', '2025-11-03');
    const only = (date: string) => rows.filter((r) => r.date === date);
    for (const [date, name] of [['2024-10-27', 'marginalpdbc_20241027.1'], ['2025-10-01', 'marginalpdbc_20251001.1'], ['2025-11-03', 'marginalpdbc_20251103.1']] as const) {
      expect(only(date)).toEqual(oldHourly(file(name), name));
    }
    // Stored as published, served the same from the store.
    expect((await cache.get('omie', ['2025-11-03'])).get('2025-11-03')?.values).toHaveLength(96);
    expect(await new PriceService({ config: { httpEnabled: false }, cache, logger: quiet }).omieHourly('2024-10-27', '2025-11-03')).toEqual(rows);
  });
});

describe('omiePeriods on the quarter-hour DST days', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'omie-periods-'));
  const folder = path.join(dir, 'omie', 'marginalpdbc');
  mkdirSync(folder, { recursive: true });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  // Not in the shared folder: built from a real day's prices, with the hour 02 twice (100 periods)
  // or without it (92).
  const base = spain(file('marginalpdbc_20251027.1'));
  const autumn = [...base.slice(0, 12), ...base.slice(8, 12).map((v) => v + 0.5), ...base.slice(12)];
  const spring = [...base.slice(0, 8), ...base.slice(12)];
  writeFileSync(path.join(folder, 'marginalpdbc_20251026.1'), fileFor('2025-10-26', autumn), 'latin1');
  writeFileSync(path.join(folder, 'marginalpdbc_20260329.1'), fileFor('2026-03-29', spring), 'latin1');
  const service = () => new PriceService({ config: { httpEnabled: false, dataDir: dir }, cache: new MemoryPriceCache(), logger: quiet, now: () => new Date('2026-04-01T10:00:00Z') });

  it('serves the 100 and 92 periods as published, and the folded 24 hours as before', async () => {
    const s = service();
    expect(await s.omiePeriods('2025-10-26', '2025-10-26')).toEqual([{ date: '2025-10-26', minutes: 15, values: autumn }]);
    expect(await s.omiePeriods('2026-03-29', '2026-03-29')).toEqual([{ date: '2026-03-29', minutes: 15, values: spring }]);
    expect(await s.omieHourly('2025-10-26', '2025-10-26')).toEqual(oldHourly(fileFor('2025-10-26', autumn), 'marginalpdbc_20251026.1'));
    const march = await s.omieHourly('2026-03-29', '2026-03-29');
    expect(march).toEqual(oldHourly(fileFor('2026-03-29', spring), 'marginalpdbc_20260329.1'));
    expect(march[2]?.value).toBe(march[1]?.value); // the missing 02:00 hour copies 01:00
  });
});

describe('days stored as 24 hours before the periods were kept', () => {
  const DAY = '2025-11-03';
  const NAME = 'marginalpdbc_20251103.1';
  const legacy = (version: number) => ({ values: oldHourly(file(NAME), NAME).map((r) => r.value), version, origin: 'HTTP' as const });
  const later = () => new Date('2026-01-15T10:00:00Z'); // the day is not recent: no correction re-check

  it('are read again from the folder at the same version and replaced by the 96 quarter-hours; the hourly answer does not move', async () => {
    const cache = new MemoryPriceCache();
    await cache.put('omie', new Map([[DAY, legacy(1)]]));
    const before = await new PriceService({ config: { httpEnabled: false }, cache, logger: quiet, now: later }).omieHourly(DAY, DAY);
    expect(before).toEqual(oldHourly(file(NAME), NAME));
    const s = new PriceService({ config: { httpEnabled: false, dataDir: sharedPath() }, cache, logger: quiet, now: later });
    expect(await s.omiePeriods(DAY, DAY)).toEqual([{ date: DAY, minutes: 15, values: spain(file(NAME)) }]);
    expect((await cache.get('omie', [DAY])).get(DAY)).toEqual({ values: spain(file(NAME)), version: 1, origin: 'MARKET_DATA_DIR' });
    expect(await s.omieHourly(DAY, DAY)).toEqual(before);
  });

  it('are read again over HTTP from their own version, though the day is no longer re-checked', async () => {
    const asked: string[] = [];
    const fake: FetchFn = async (url) => {
      asked.push(url);
      return url.endsWith(NAME) ? new Response(file(NAME)) : new Response('', { status: 404 });
    };
    const cache = new MemoryPriceCache();
    await cache.put('omie', new Map([[DAY, legacy(1)]]));
    const s = new PriceService({ config: { omieBaseUrl: 'https://omie.test', retries: 0 }, fetchImpl: fake, cache, logger: quiet, now: later });
    expect(await s.omiePeriods(DAY, DAY)).toEqual([{ date: DAY, minutes: 15, values: spain(file(NAME)) }]);
    expect(asked).toEqual([1, 2].map((v) => omieMarginalpdbcUrl('https://omie.test', DAY, v)));
    // Stored whole now: the next request asks nothing.
    asked.length = 0;
    expect(await s.omieHourly(DAY, DAY)).toEqual(oldHourly(file(NAME), NAME));
    expect(asked).toEqual([]);
  });

  it('keep serving their hours, and give no periods, while only an older file can be found', async () => {
    const cache = new MemoryPriceCache();
    await cache.put('omie', new Map([[DAY, legacy(2)]]));
    const s = new PriceService({ config: { httpEnabled: false, dataDir: sharedPath() }, cache, logger: quiet, now: later });
    expect(await s.omiePeriods(DAY, DAY)).toEqual([]);
    expect(await s.omieHourly(DAY, DAY)).toEqual(oldHourly(file(NAME), NAME));
    expect((await cache.get('omie', [DAY])).get(DAY)?.version).toBe(2);
  });
});
