// The storage of fetched days (the server's database table, or memory in tests) and the one rule
// every store follows: a stored day is replaced only by a higher file version, never by an older one,
// except that a day stored short of what was published is replaced by the published one at its own
// version too.
import { expectedPeriodCount } from '../omie/periods.ts';

/** Sources whose days are cached. The forecast is not cached (it is revised). OMIE days are
 *  replaced when a higher file version (a correction) appears. */
export type CachedSource = 'omie' | 'mibgas';

/** Where a day's values came from. */
export type PriceOrigin = 'MARKET_DATA_DIR' | 'HTTP';

/** One stored day: OMIE days hold the day's period values as the file publishes them (23/24/25
 *  hourly up to 2025-09-30, 92/96/100 quarter-hourly from 2025-10-01) and the version of their
 *  file, MIBGAS days one value. Stores written before the periods were kept hold 24 folded hourly
 *  values for every OMIE day (see `publishedValueCount`). */
export interface CachedDay {
  values: number[];
  /** OMIE file version (.1, .2…); null for MIBGAS and for days stored before versions were kept. */
  version: number | null;
  origin?: PriceOrigin | null;
}

/** Storage of fetched days. `put` replaces a stored day as `replacesStoredDay` says; a day never
 *  goes back to an older version. */
export interface PriceCache {
  get(source: CachedSource, dates: readonly string[]): Promise<Map<string, CachedDay>>;
  put(source: CachedSource, days: ReadonlyMap<string, CachedDay>): Promise<void>;
}

/** How many values a day of `source` holds as published: an OMIE day its periods (23/24/25 hours,
 *  92/96/100 quarter-hours from 2025-10-01, omie/periods.ts), a MIBGAS day its one price. */
export const publishedValueCount = (source: CachedSource, date: string): number =>
  (source === 'omie' ? expectedPeriodCount(date) : 1);

/** Whether a stored day holds fewer or other values than its source publishes for its date: an OMIE
 *  day stored before the periods were kept (24 hourly values, the quarters averaged and the DST
 *  hours folded). It is still served as hourly prices, but read again and replaced. */
export const isShortOfPublished = (source: CachedSource, date: string, stored: CachedDay): boolean =>
  stored.values.length !== publishedValueCount(source, date);

/**
 * Whether `next` may replace `stored` (the rule every PriceCache follows): a higher file version, or
 * anything over a day stored without a version. With `publishedCount` (the day's
 * `publishedValueCount`), a stored day whose value count is not the published one is also replaced
 * by one that has it at the same version: a day stored as 24 folded hours before the periods were
 * kept gets its published periods back, though OMIE published no correction. A version lower than
 * the stored one never replaces it (the re-read comes from the folder or HTTP at the stored version).
 */
export const replacesStoredDay = (stored: CachedDay | undefined, next: CachedDay, publishedCount?: number): boolean =>
  !stored || stored.version === null || (next.version !== null && (next.version > stored.version
    || (publishedCount !== undefined && next.version === stored.version
      && stored.values.length !== publishedCount && next.values.length === publishedCount)));

/** A process-local cache (tests, scripts). The server uses its database table instead. */
export class MemoryPriceCache implements PriceCache {
  private readonly store = new Map<string, CachedDay>();
  async get(source: CachedSource, dates: readonly string[]) {
    const out = new Map<string, CachedDay>();
    for (const d of dates) {
      const v = this.store.get(`${source}#${d}`);
      if (v) out.set(d, v);
    }
    return out;
  }
  async put(source: CachedSource, days: ReadonlyMap<string, CachedDay>) {
    for (const [d, v] of days) {
      if (replacesStoredDay(this.store.get(`${source}#${d}`), v, publishedValueCount(source, d))) this.store.set(`${source}#${d}`, v);
    }
  }
}
