// What every price reader shares: the store of fetched days, the MARKET_DATA_DIR folder, the HTTP
// sources, the problems they report and the page's deadline. Nothing here throws: a failing store
// or source is logged and gives the fallback.
import type { MarketSource } from '../types.ts';
import { addDays, madridDateHour } from '../util/calendar.ts';
import type { MarketDataConfig } from './config.ts';
import type { Logger } from './http.ts';
import type { LocalDirSource } from './localDir.ts';
import { bounded, deadlineOf, type Deadline, type SourceWait } from './pageDeadline.ts';
import type { CachedDay, CachedSource, PriceCache } from './priceCache.ts';
import type { RemoteSource } from './remote.ts';
import type { SourceProblems } from './sourceProblems.ts';

export class SourceAccess {
  constructor(
    readonly config: MarketDataConfig,
    private readonly cache: PriceCache | null,
    readonly logger: Logger,
    readonly local: LocalDirSource | null,
    readonly remote: RemoteSource,
    readonly problems: SourceProblems,
    readonly now: () => Date,
  ) {}

  /** The last delivery day that can already be published (tomorrow in Madrid). */
  lastPublishable(): string {
    return addDays(madridDateHour(this.now()).date, 1);
  }

  deadline(wait: SourceWait): Deadline {
    return deadlineOf(wait, this.config.pageDeadlineMs);
  }

  bounded<T>(source: MarketSource, work: Promise<T>, deadline: Deadline, fallback: T): Promise<T> {
    return bounded(this.problems, this.logger, source, work, deadline, fallback);
  }

  async cacheGet(source: CachedSource, days: string[]): Promise<Map<string, CachedDay>> {
    if (!this.cache) return new Map();
    const cache = this.cache;
    return this.safe(() => cache.get(source, days), new Map());
  }

  async cachePut(source: CachedSource, days: Map<string, CachedDay>): Promise<void> {
    const cache = this.cache;
    if (cache && days.size > 0) await this.safe(() => cache.put(source, days), undefined);
  }

  async safe<T>(fn: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      this.logger.warn(`[market-data] unexpected error: ${(err as Error).message ?? String(err)}`);
      return fallback;
    }
  }
}
