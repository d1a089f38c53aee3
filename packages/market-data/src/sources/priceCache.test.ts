import { describe, expect, it } from 'vitest';
import { isShortOfPublished, MemoryPriceCache, publishedValueCount, replacesStoredDay, type CachedDay } from './priceCache.ts';

const day = (n: number, version: number | null, fill = 1): CachedDay => ({ values: new Array<number>(n).fill(fill), version, origin: 'HTTP' });

describe('replacesStoredDay', () => {
  it('takes a higher version, or anything over a day stored without one, and never goes back', () => {
    expect(replacesStoredDay(undefined, day(96, 1))).toBe(true);
    expect(replacesStoredDay(day(96, null), day(96, 1))).toBe(true);
    expect(replacesStoredDay(day(96, 1), day(96, 2), 96)).toBe(true);
    expect(replacesStoredDay(day(96, 1), day(96, 1), 96)).toBe(false);
    expect(replacesStoredDay(day(96, 2), day(96, 1), 96)).toBe(false);
    expect(replacesStoredDay(day(96, 1), day(96, null), 96)).toBe(false);
  });

  it('replaces a day stored short of its published periods by the published ones at the same version', () => {
    // The 24 folded hours the store kept of a quarter-hour day before the periods were kept.
    expect(replacesStoredDay(day(24, 1), day(96, 1), 96)).toBe(true);
    expect(replacesStoredDay(day(24, 3), day(96, 3), 96)).toBe(true);
    // Not by an older version, and not by a day that is short too.
    expect(replacesStoredDay(day(24, 2), day(96, 1), 96)).toBe(false);
    expect(replacesStoredDay(day(24, 1), day(24, 1, 2), 96)).toBe(false);
    // Without the published count (callers of the old rule), the version alone decides.
    expect(replacesStoredDay(day(24, 1), day(96, 1))).toBe(false);
  });

  it('knows the published count of each day: periods of OMIE days (DST and quarter-hours), one MIBGAS price', () => {
    expect(['2024-03-31', '2024-05-01', '2024-10-27', '2025-09-30', '2025-10-01', '2025-10-26', '2026-03-29']
      .map((d) => publishedValueCount('omie', d))).toEqual([23, 24, 25, 24, 96, 100, 92]);
    expect(publishedValueCount('mibgas', '2025-10-26')).toBe(1);
    expect(isShortOfPublished('omie', '2025-11-03', day(24, 1))).toBe(true);
    expect(isShortOfPublished('omie', '2024-10-27', day(24, 1))).toBe(true);
    expect(isShortOfPublished('omie', '2024-05-01', day(24, 1))).toBe(false);
    expect(isShortOfPublished('mibgas', '2025-11-03', day(1, null))).toBe(false);
  });

  it('is the rule of MemoryPriceCache', async () => {
    const cache = new MemoryPriceCache();
    await cache.put('omie', new Map([['2025-11-03', day(24, 1)], ['2024-05-01', day(24, 1)]]));
    await cache.put('omie', new Map([['2025-11-03', day(96, 1, 2)], ['2024-05-01', day(24, 1, 2)]]));
    const held = await cache.get('omie', ['2025-11-03', '2024-05-01']);
    expect(held.get('2025-11-03')?.values).toEqual(new Array(96).fill(2));
    expect(held.get('2024-05-01')?.values).toEqual(new Array(24).fill(1)); // already as published: kept
  });
});
