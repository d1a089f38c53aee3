// PriceService: the one entry point the server uses. Per source and day it looks in the cache
// (the server's database table), then the local directory (MARKET_DATA_DIR), then the official
// HTTP source; days found are written back to the cache so each day is fetched once.
// It never throws: no network and no files give an empty array.
import type { DailyPrice, FuturesResponse, HourlyPrice } from '../types.ts';
import { addDays, eachDay, madridDateHour } from '../util/calendar.ts';
import { mibgasDailyPrices, type GasPriceSeries } from '../mibgas/dailyPrice.ts';
import type { MibgasWorkbook } from '../mibgas/workbook.ts';
import { co2DailyPrices, co2Table, CO2_HEADERS } from '../futures/co2.ts';
import { mibgasFuturesTable, MIBGAS_FUTURES_HEADERS } from '../futures/mibgas.ts';
import { omipTable, OMIP_HEADERS } from '../futures/omip.ts';
import { emptyTable } from '../futures/table.ts';
import { DEFAULT_CONFIG, type MarketDataConfig } from './config.ts';
import { consoleLogger, type FetchFn, type Logger } from './http.ts';
import { LocalDirSource } from './localDir.ts';
import { RemoteSource } from './remote.ts';

/** Sources whose days are final once published and therefore cached. The forecast is not
 *  cached (it is revised), nor are futures (a table per request, read from files). */
export type CachedSource = 'omie' | 'mibgas';

/** Storage of fetched days: OMIE days hold 24 hourly values, MIBGAS days one value. */
export interface PriceCache {
  get(source: CachedSource, dates: readonly string[]): Promise<Map<string, number[]>>;
  put(source: CachedSource, days: ReadonlyMap<string, number[]>): Promise<void>;
}

/** A process-local cache (tests, scripts). The server uses its database table instead. */
export class MemoryPriceCache implements PriceCache {
  private readonly store = new Map<string, number[]>();
  async get(source: CachedSource, dates: readonly string[]) {
    const out = new Map<string, number[]>();
    for (const d of dates) {
      const v = this.store.get(`${source}#${d}`);
      if (v) out.set(d, v);
    }
    return out;
  }
  async put(source: CachedSource, days: ReadonlyMap<string, number[]>) {
    for (const [d, v] of days) this.store.set(`${source}#${d}`, v);
  }
}

export interface PriceServiceOptions {
  config?: Partial<MarketDataConfig>;
  cache?: PriceCache;
  logger?: Logger;
  fetchImpl?: FetchFn;
  /** Which MIBGAS series is the day's gas price (default GDAES_D+1, see README). */
  gasSeries?: GasPriceSeries;
  /** Clock (tests). Days after tomorrow (Madrid) are never requested over HTTP: OMIE publishes D+1 only. */
  now?: () => Date;
}

const byDateHour = (a: HourlyPrice, b: HourlyPrice) => a.date.localeCompare(b.date) || a.hour - b.hour;

export class PriceService {
  readonly config: MarketDataConfig;
  private readonly cache: PriceCache | null;
  private readonly logger: Logger;
  private readonly local: LocalDirSource | null;
  private readonly remote: RemoteSource;
  private readonly gasSeries: GasPriceSeries;
  private readonly now: () => Date;

  constructor(options: PriceServiceOptions = {}) {
    this.config = { ...DEFAULT_CONFIG, ...options.config };
    this.cache = options.cache ?? null;
    this.logger = options.logger ?? consoleLogger;
    this.local = this.config.dataDir ? new LocalDirSource(this.config.dataDir, this.logger) : null;
    this.remote = new RemoteSource(this.config, this.logger, options.fetchImpl);
    this.gasSeries = options.gasSeries ?? 'GDAES_D+1';
    this.now = options.now ?? (() => new Date());
  }

  /** The last delivery day that can already be published (tomorrow in Madrid). */
  private lastPublishable(): string {
    return addDays(madridDateHour(this.now()).date, 1);
  }

  /** Spanish day-ahead prices, 24 rows per delivery day, for the days that are available. */
  async omieHourly(start: string, end: string): Promise<HourlyPrice[]> {
    const days = eachDay(start, end);
    const found = new Map<string, number[]>(await this.cacheGet('omie', days));
    const fresh = new Map<string, number[]>();
    const take = (m: Map<string, HourlyPrice[]>) => {
      for (const [d, rows] of m) if (!found.has(d) && rows.length === 24) { found.set(d, rows.map((r) => r.value)); fresh.set(d, found.get(d) as number[]); }
    };
    let missing = days.filter((d) => !found.has(d));
    if (missing.length > 0 && this.local) take(await this.safe(() => this.local!.omieHourly(missing), new Map()));
    missing = days.filter((d) => !found.has(d) && d <= this.lastPublishable());
    if (missing.length > 0 && this.config.httpEnabled) take(await this.safe(() => this.remote.omieHourly(missing), new Map()));
    await this.cachePut('omie', fresh);
    return days.flatMap((date) => (found.get(date) ?? []).map((value, i) => ({ date, hour: i + 1, value })));
  }

  /** The day's gas price per delivery day (see README for the series). */
  async mibgasDaily(start: string, end: string): Promise<DailyPrice[]> {
    const days = eachDay(start, end);
    const found = new Map<string, number[]>(await this.cacheGet('mibgas', days));
    const missing = days.filter((d) => !found.has(d));
    const fresh = new Map<string, number[]>();
    if (missing.length > 0) {
      // GDAES_D+1 for 1 January is traded on 31 December, in the previous year's workbook.
      const years = new Set<number>();
      for (const d of missing) { years.add(+d.slice(0, 4)); if (d.endsWith('-01-01')) years.add(+d.slice(0, 4) - 1); }
      const books = await this.workbooks([...years].sort());
      const wanted = new Set(missing);
      for (const p of mibgasDailyPrices(books, this.gasSeries)) {
        if (wanted.has(p.date)) { found.set(p.date, [p.value]); fresh.set(p.date, [p.value]); }
      }
      await this.cachePut('mibgas', fresh);
    }
    return days.filter((d) => found.has(d)).map((date) => ({ date, value: (found.get(date) as number[])[0] }));
  }

  /** Forecast prices, 24 rows per day: provider HTTP first (it is the live source), local files otherwise. */
  async previsionHourly(start: string, end: string): Promise<HourlyPrice[]> {
    const inRange = (p: HourlyPrice) => p.date >= start && p.date <= end;
    if (this.config.httpEnabled && this.config.previsionUrl) {
      const remote = await this.safe(() => this.remote.prevision(start, end), []);
      if (remote.length > 0) return remote.filter(inRange).sort(byDateHour);
    }
    if (!this.local) return [];
    return (await this.safe(() => this.local!.previsionHourly(), [])).filter(inRange).sort(byDateHour);
  }

  /** CO2 (EUA) daily settlement, EUR/t, from the local futures/eua files. */
  async co2Daily(start: string, end: string): Promise<DailyPrice[]> {
    if (!this.local) return [];
    return co2DailyPrices(await this.safe(() => this.local!.co2Quotes(), [])).filter((p) => p.date >= start && p.date <= end);
  }

  /** The futures downloader's three tabs for sessions between start and end. */
  async futures(start: string, end: string): Promise<FuturesResponse> {
    const range = { start, end };
    const years: number[] = [];
    for (let y = +start.slice(0, 4); y <= +end.slice(0, 4); y++) years.push(y);
    const books = await this.workbooks(years);
    return {
      omip: this.local ? omipTable(await this.safe(() => this.local!.omipQuotes(), []), range) : emptyTable(OMIP_HEADERS),
      mibgas: books.length > 0 ? mibgasFuturesTable(books, range) : emptyTable(MIBGAS_FUTURES_HEADERS),
      co2: this.local ? co2Table(await this.safe(() => this.local!.co2Quotes(), []), range) : emptyTable(CO2_HEADERS),
    };
  }

  /** Workbooks of the years, local first, then HTTP for the years not found locally. */
  private async workbooks(years: number[]): Promise<MibgasWorkbook[]> {
    const local = this.local ? await this.safe(() => this.local!.mibgasWorkbooks(years), new Map<number, MibgasWorkbook>()) : new Map<number, MibgasWorkbook>();
    const out: MibgasWorkbook[] = [];
    for (const y of years) {
      const remoteOk = this.config.httpEnabled && y <= +this.lastPublishable().slice(0, 4);
      const book = local.get(y) ?? (remoteOk ? await this.safe(() => this.remote.mibgasWorkbook(y), null) : null);
      if (book) out.push(book);
    }
    return out;
  }

  private async cacheGet(source: CachedSource, days: string[]): Promise<Map<string, number[]>> {
    if (!this.cache) return new Map();
    return this.safe(() => this.cache!.get(source, days), new Map());
  }

  private async cachePut(source: CachedSource, days: Map<string, number[]>): Promise<void> {
    if (this.cache && days.size > 0) await this.safe(() => this.cache!.put(source, days), undefined);
  }

  private async safe<T>(fn: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      this.logger.warn(`[market-data] unexpected error: ${(err as Error).message ?? String(err)}`);
      return fallback;
    }
  }
}
