// The market_price_days store follows market-data's replacesStoredDay: a higher version, or the same
// version when the stored row is short of the day's published periods (a row of 24 folded hours
// written before the periods were kept); never an older version.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/index.ts';
import { DbPriceCache } from '../../src/repositories/priceCache.ts';
import { dbKinds, suiteDb } from '../helper.ts';

const values = (n: number, v: number) => new Array<number>(n).fill(v);
const one = (day: string, n: number, v: number, version: number | null) =>
  new Map([[day, { values: values(n, v), version, origin: 'HTTP' as const }]]);

describe.each(dbKinds)('DbPriceCache on %s', (kind) => {
  let db: Db;
  let cache: DbPriceCache;
  suiteDb(kind, (opened) => {
    db = opened;
    cache = new DbPriceCache(db);
  });
  /** A row as the code that stored 24 hours wrote it. */
  const legacy = (day: string, version: number, v = 1) => db.query(
    "INSERT INTO market_price_days (source, day, valores, version, origen) VALUES ('omie', $1::date, $2::jsonb, $3, 'HTTP')",
    [day, JSON.stringify(values(24, v)), version]);

  it('stores and reads back every period of a day: 96, 100 and 92 quarter-hours, 25 hours', async () => {
    for (const [day, n] of [['2025-11-03', 96], ['2025-10-26', 100], ['2026-03-29', 92], ['2024-10-27', 25]] as const) {
      await cache.put('omie', one(day, n, 7, 1));
      expect((await cache.get('omie', [day])).get(day)).toEqual({ values: values(n, 7), version: 1, origin: 'HTTP' });
    }
  });

  it('writes only the published count of a day (24 hours of a quarter-hour day are not written)', async () => {
    await cache.put('omie', one('2025-11-04', 24, 7, 1));
    await cache.put('omie', one('2025-11-05', 95, 7, 1));
    expect((await cache.get('omie', ['2025-11-04', '2025-11-05'])).size).toBe(0);
  });

  it('serves a row of 24 folded hours, then replaces it by the published periods at the same version', async () => {
    await legacy('2025-11-06', 1);
    expect((await cache.get('omie', ['2025-11-06'])).get('2025-11-06')?.values).toEqual(values(24, 1));
    await cache.put('omie', one('2025-11-06', 96, 2, 1));
    expect((await cache.get('omie', ['2025-11-06'])).get('2025-11-06')).toEqual({ values: values(96, 2), version: 1, origin: 'HTTP' });
    // Whole now: the same version no longer replaces it.
    await cache.put('omie', one('2025-11-06', 96, 3, 1));
    expect((await cache.get('omie', ['2025-11-06'])).get('2025-11-06')?.values).toEqual(values(96, 2));
  });

  it('replaces the 24 folded hours of an hourly DST day by its 23 or 25 hours', async () => {
    await legacy('2024-03-31', 1);
    await cache.put('omie', one('2024-03-31', 23, 4, 1));
    expect((await cache.get('omie', ['2024-03-31'])).get('2024-03-31')?.values).toEqual(values(23, 4));
  });

  it('never goes back to an older version, short row or not; a 24-hour day as published stays', async () => {
    await legacy('2025-11-07', 2);
    await cache.put('omie', one('2025-11-07', 96, 5, 1));
    expect((await cache.get('omie', ['2025-11-07'])).get('2025-11-07')).toMatchObject({ values: values(24, 1), version: 2 });
    await cache.put('omie', one('2025-11-07', 96, 5, 3));
    expect((await cache.get('omie', ['2025-11-07'])).get('2025-11-07')).toMatchObject({ values: values(96, 5), version: 3 });
    await legacy('2024-05-01', 1);
    await cache.put('omie', one('2024-05-01', 24, 9, 1));
    expect((await cache.get('omie', ['2024-05-01'])).get('2024-05-01')?.values).toEqual(values(24, 1));
  });

  it('ignores a stored row whose count no day can be read with, and replaces it', async () => {
    await db.query("INSERT INTO market_price_days (source, day, valores, version, origen) VALUES ('omie', '2025-11-08', $1::jsonb, 1, 'HTTP')", [JSON.stringify(values(50, 1))]);
    expect((await cache.get('omie', ['2025-11-08'])).size).toBe(0);
    await cache.put('omie', one('2025-11-08', 96, 6, 1));
    expect((await cache.get('omie', ['2025-11-08'])).get('2025-11-08')?.values).toEqual(values(96, 6));
  });

  it('keeps MIBGAS days as one price, replaced as before', async () => {
    await cache.put('mibgas', new Map([['2025-11-03', { values: [30.3], version: null }]]));
    await cache.put('mibgas', new Map([['2025-11-03', { values: [31], version: null }]]));
    expect((await cache.get('mibgas', ['2025-11-03'])).get('2025-11-03')?.values).toEqual([31]);
  });
});
