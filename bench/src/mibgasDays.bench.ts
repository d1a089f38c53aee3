// The day's MIBGAS gas price from the yearly workbook (MARKET_DATA_DIR/mibgas/MIBGAS_Data_2024.xlsx):
// the first day asked of a year and the next one, cold and warm, and a ratio old/new from this run.
//  - firstDayCold: nothing stored and no parse in memory (a new install): the workbook is parsed.
//    The same work before and after the change.
//  - firstDayAfterRestart_old: a restart (no parse in memory) after another day of the year was
//    asked once: before the change only that day was stored, so the new day parsed the workbook again.
//  - firstDayAfterRestart_new: the same, with what the change stores at the first read (every
//    delivery day the workbook prices): the new day comes from the cache.
//  - nextDayWarm: a second day on the same service (the parse kept in memory).
// The last line prints old/new of the after-restart first day, both measured in this run.
import { clearParsedFiles, MemoryPriceCache, PriceService, type CachedDay, type CachedSource, type PriceCache } from '@plantasim/market-data';
import { benchCase } from './benchCase.ts';
import { MARKET_DATA_DIR } from './optimizerData.ts';

const EARLIER = '2024-03-05';
const ASKED = '2024-06-18';
const service = (cache: PriceCache) => new PriceService({ config: { dataDir: MARKET_DATA_DIR, httpEnabled: false }, cache, logger: { warn: () => undefined } });

/** A cache that keeps only the days asked for, as the service stored them before the change. */
class RequestedDaysOnly implements PriceCache {
  private readonly inner = new MemoryPriceCache();
  constructor(private readonly keep: ReadonlySet<string>) {}
  get(source: CachedSource, dates: readonly string[]) { return this.inner.get(source, dates); }
  put(source: CachedSource, days: ReadonlyMap<string, CachedDay>) {
    return this.inner.put(source, new Map([...days].filter(([d]) => this.keep.has(d))));
  }
}

async function firstDay(cache: PriceCache): Promise<number> {
  clearParsedFiles();
  const t0 = performance.now();
  const got = await service(cache).mibgasDaily(ASKED, ASKED);
  if (got.length !== 1) throw new Error(`no gas price for ${ASKED}`);
  return performance.now() - t0;
}

const timings = { old: [] as number[], now: [] as number[] };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? NaN;

export const cases = [
  benchCase({
    name: 'firstDayCold', runs: 3, warmup: 0,
    run: async () => { await firstDay(new MemoryPriceCache()); },
  }),
  benchCase({
    name: 'firstDayAfterRestart_old', runs: 3, warmup: 0,
    setup: async () => {
      const cache = new RequestedDaysOnly(new Set([EARLIER]));
      clearParsedFiles();
      await service(cache).mibgasDaily(EARLIER, EARLIER);
      return cache;
    },
    run: async (cache: PriceCache) => { timings.old.push(await firstDay(cache)); },
  }),
  benchCase({
    name: 'firstDayAfterRestart_new', runs: 9, warmup: 0, targetMs: 2000,
    setup: async () => {
      const cache = new MemoryPriceCache();
      clearParsedFiles();
      await service(cache).mibgasDaily(EARLIER, EARLIER);
      return cache;
    },
    run: async (cache: PriceCache) => {
      // Each run asks a day the cache was never asked for, on a service just started.
      timings.now.push(await firstDay(cache));
    },
  }),
  benchCase({
    name: 'nextDayWarm', runs: 9, warmup: 1,
    setup: async () => {
      const s = service(new MemoryPriceCache());
      await s.mibgasDaily(EARLIER, EARLIER);
      return s;
    },
    run: async (s: PriceService) => { await s.mibgasDaily(ASKED, ASKED); },
  }),
  benchCase({
    name: 'ratio', runs: 1, warmup: 0,
    run: () => {
      const old = median(timings.old);
      const now = median(timings.now);
      console.log(JSON.stringify({ bench: 'mibgasDays', case: 'firstDayAfterRestart_ratio', old_ms: Math.round(old), new_ms: Math.round(now * 100) / 100, old_over_new: Math.round(old / now) }));
    },
  }),
];
