// PriceService: the one entry point the server uses. Per source and day it looks in the cache
// (the server's database table), then the local directory (MARKET_DATA_DIR), then the official
// HTTP source; days found are written back to the cache so each day is fetched once.
// It never throws: no network and no files give an empty array.
// Each job lives in its own module: priceCache (storage), sourceProblems (warnings), pageDeadline
// (how long a page waits), sourceAccess (what the readers share), omieDays, mibgasDays, futuresTabs.
import type { DailyPrice, FuturesResponse, HourlyPrice, MarketSource, OmiePeriodDay, SourceProblem } from '../types.ts';
import type { GasPriceSeries } from '../mibgas/dailyPrice.ts';
import { MemoryFuturesCache, type FuturesCache } from './futuresFeed.ts';
import { DEFAULT_CONFIG, type MarketDataConfig } from './config.ts';
import { consoleLogger, type FetchFn, type Logger } from './http.ts';
import { LocalDirSource } from './localDir.ts';
import { RemoteSource } from './remote.ts';
import { SourceProblems } from './sourceProblems.ts';
import { SourceAccess } from './sourceAccess.ts';
import { OmieDays, type OmieRefreshDay } from './omieDays.ts';
import { MibgasDays } from './mibgasDays.ts';
import { FuturesTabs } from './futuresTabs.ts';
import type { SourceWait } from './pageDeadline.ts';
import type { PriceCache } from './priceCache.ts';

export { MemoryPriceCache, isShortOfPublished, publishedValueCount, replacesStoredDay } from './priceCache.ts';
export type { CachedDay, CachedSource, PriceCache, PriceOrigin } from './priceCache.ts';
export type { OmieRefreshDay } from './omieDays.ts';
export type { SourceWait } from './pageDeadline.ts';

export interface PriceServiceOptions {
  config?: Partial<MarketDataConfig>;
  cache?: PriceCache;
  /** Where futures sessions are kept (default: in memory). */
  futuresCache?: FuturesCache;
  logger?: Logger;
  fetchImpl?: FetchFn;
  /** Which MIBGAS series is the day's gas price (default GDAES_D+1, see README). */
  gasSeries?: GasPriceSeries;
  /** Clock (tests). Days after tomorrow (Madrid) are never requested over HTTP: OMIE publishes D+1 only. */
  now?: () => Date;
  /** Stored OMIE days this recent (days before today, Madrid) are re-checked for a correction at
   *  every request (default 7). */
  recheckDays?: number;
}

const byDateHour = (a: HourlyPrice, b: HourlyPrice) => a.date.localeCompare(b.date) || a.hour - b.hour;

export class PriceService {
  readonly config: MarketDataConfig;
  private readonly sources: SourceAccess;
  private readonly omie: OmieDays;
  private readonly mibgas: MibgasDays;
  private readonly futuresTabs: FuturesTabs;

  constructor(options: PriceServiceOptions = {}) {
    this.config = { ...DEFAULT_CONFIG, ...options.config };
    const logger = options.logger ?? consoleLogger;
    const problems = new SourceProblems(this.config, Boolean(this.config.dataDir));
    const local = this.config.dataDir ? new LocalDirSource(this.config.dataDir, logger, problems.report) : null;
    const remote = new RemoteSource(this.config, logger, options.fetchImpl, problems.report);
    this.sources = new SourceAccess(this.config, options.cache ?? null, logger, local, remote, problems, options.now ?? (() => new Date()));
    this.omie = new OmieDays(this.sources, options.recheckDays ?? 7);
    this.mibgas = new MibgasDays(this.sources, options.gasSeries ?? 'GDAES_D+1');
    this.futuresTabs = new FuturesTabs(this.sources, options.futuresCache ?? new MemoryFuturesCache(), this.mibgas);
  }

  /** What went wrong at each source lately (the newest problem per source, dropped when the source
   *  next answers well): the price downloader's warnings. */
  sourceProblems(): Partial<Record<MarketSource, SourceProblem>> {
    return this.sources.problems.all();
  }

  /** Spanish day-ahead prices, 24 rows per delivery day, for the days that are available, each at
   *  the highest file version found (stored days of the last `recheckDays` are re-checked); derived
   *  from the published periods by periodsToHourly (quarters averaged, DST days folded to 24). */
  omieHourly(start: string, end: string, wait: SourceWait = 'full'): Promise<HourlyPrice[]> {
    return this.omie.hourly(start, end, wait);
  }

  /** Spanish day-ahead prices at the market's resolution, one entry per available day (the same
   *  days, versions and sources as omieHourly): 23/24/25 hourly values up to 2025-09-30, 92/96/100
   *  quarter-hour values from 2025-10-01, as the file publishes them. */
  omiePeriods(start: string, end: string, wait: SourceWait = 'full'): Promise<OmiePeriodDay[]> {
    return this.omie.periods(start, end, wait);
  }

  /** The file version of each OMIE day stored in the range (1 first publication, 2, 3… corrections),
   *  to show beside the prices served (read after omieHourly, which stores what it finds). */
  omieVersions(start: string, end: string): Promise<Map<string, number>> {
    return this.omie.versions(start, end);
  }

  /** Every day of the range re-checked in the directory and over HTTP for a higher version; the
   *  stored day is replaced when one appears. */
  omieRefresh(start: string, end: string, wait: SourceWait = 'full'): Promise<OmieRefreshDay[]> {
    return this.omie.refresh(start, end, wait);
  }

  /** The day's gas price per delivery day (see README for the series). */
  mibgasDaily(start: string, end: string, wait: SourceWait = 'full'): Promise<DailyPrice[]> {
    return this.mibgas.daily(start, end, wait);
  }

  /** Stores, from MARKET_DATA_DIR only, the gas days of this year's and last year's workbooks not
   *  stored yet (a server calls it at start, without waiting); answers the years read. */
  warmMibgas(): Promise<number> {
    return this.mibgas.warm();
  }

  /** Forecast prices, 24 rows per day: provider HTTP first (it is the live source), local files otherwise. */
  async previsionHourly(start: string, end: string, wait: SourceWait = 'full'): Promise<HourlyPrice[]> {
    const s = this.sources;
    const inRange = (p: HourlyPrice) => p.date >= start && p.date <= end;
    if (this.config.httpEnabled && this.config.previsionUrl) {
      const remote = await s.bounded('prevision', s.remote.prevision(start, end), s.deadline(wait), []);
      if (remote.length > 0) return remote.filter(inRange).sort(byDateHour);
    }
    const local = s.local;
    if (!local) return [];
    return (await s.safe(() => local.previsionHourly(), [])).filter(inRange).sort(byDateHour);
  }

  /** CO2 (EUA) daily settlement, EUR/t: futures/eua files first, else CO2_URL; stored per day. */
  co2Daily(start: string, end: string, wait: SourceWait = 'full'): Promise<DailyPrice[]> {
    return this.futuresTabs.co2Daily(start, end, wait);
  }

  /** The futures downloader's three tabs for sessions between start and end, and each source's
   *  state; with wait 'page', answers within the page deadline with what it has. */
  futures(start: string, end: string, wait: SourceWait = 'full'): Promise<FuturesResponse> {
    return this.futuresTabs.futures(start, end, wait);
  }
}
