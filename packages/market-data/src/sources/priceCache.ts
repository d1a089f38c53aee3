// The storage of fetched days (the server's database table, or memory in tests) and the one rule
// every store follows: a stored day is replaced only by a higher file version, never by an older one.

/** Sources whose days are cached. The forecast is not cached (it is revised). OMIE days are
 *  replaced when a higher file version (a correction) appears. */
export type CachedSource = 'omie' | 'mibgas';

/** Where a day's values came from. */
export type PriceOrigin = 'MARKET_DATA_DIR' | 'HTTP';

/** One stored day: OMIE days hold 24 hourly values and the version of their file, MIBGAS days one value. */
export interface CachedDay {
  values: number[];
  /** OMIE file version (.1, .2…); null for MIBGAS and for days stored before versions were kept. */
  version: number | null;
  origin?: PriceOrigin | null;
}

/** Storage of fetched days. `put` replaces a stored day only with a higher version (or one
 *  stored without a version); a day never goes back to an older version. */
export interface PriceCache {
  get(source: CachedSource, dates: readonly string[]): Promise<Map<string, CachedDay>>;
  put(source: CachedSource, days: ReadonlyMap<string, CachedDay>): Promise<void>;
}

/** Whether `next` may replace `stored` (the rule every PriceCache follows). */
export const replacesStoredDay = (stored: CachedDay | undefined, next: CachedDay): boolean =>
  !stored || stored.version === null || (next.version !== null && next.version > stored.version);

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
    for (const [d, v] of days) if (replacesStoredDay(this.store.get(`${source}#${d}`), v)) this.store.set(`${source}#${d}`, v);
  }
}
