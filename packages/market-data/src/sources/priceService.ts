// PriceService: the one entry point the server uses. Per source and day it looks in the cache
// (the server's database table), then the local directory (MARKET_DATA_DIR), then the official
// HTTP source; days found are written back to the cache so each day is fetched once.
// It never throws: no network and no files give an empty array.
import type { DailyPrice, FuturesResponse, HourlyPrice, MarketSource, OmieDay, SourceProblem } from '../types.ts';
import { addDays, eachDay, madridDateHour } from '../util/calendar.ts';
import { mibgasDailyPrices, type GasPriceSeries } from '../mibgas/dailyPrice.ts';
import type { MibgasWorkbook } from '../mibgas/workbook.ts';
import { co2DailyPrices, co2Table, CO2_HEADERS, parseCo2File, type Co2Quote } from '../futures/co2.ts';
import { mibgasFuturesTable, MIBGAS_FUTURES_HEADERS } from '../futures/mibgas.ts';
import { omipTable, OMIP_HEADERS, parseOmipFile, type OmipQuote } from '../futures/omip.ts';
import { feedDays, MemoryFuturesCache, type FuturesCache } from './futuresFeed.ts';
import { emptyTable } from '../futures/table.ts';
import { DEFAULT_CONFIG, type MarketDataConfig } from './config.ts';
import { consoleLogger, sourceName, type FetchFn, type Logger } from './http.ts';
import { LocalDirSource } from './localDir.ts';
import { RemoteSource, type ProblemReport } from './remote.ts';

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

/** What a refresh of OMIE days found, per day (dd included only when some source has it). */
export interface OmieRefreshDay {
  date: string;
  version: number;
  origin: PriceOrigin | null;
  /** True when this refresh replaced the stored prices (or stored the day for the first time). */
  updated: boolean;
}

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

/** A page's wait for the outside sources: resolves 'late' when the page may wait no longer. */
type Deadline = Promise<'late'>;

/** How long a call waits for the outside sources. A page ('page') answers within
 *  `config.pageDeadlineMs` with what it has; other callers (a launch needs every price) wait for
 *  the sources, bounded by their own timeouts. */
export type SourceWait = 'page' | 'full';

const byDateHour = (a: HourlyPrice, b: HourlyPrice) => a.date.localeCompare(b.date) || a.hour - b.hour;

export class PriceService {
  readonly config: MarketDataConfig;
  private readonly cache: PriceCache | null;
  private readonly futuresCache: FuturesCache;
  private readonly logger: Logger;
  private readonly local: LocalDirSource | null;
  private readonly remote: RemoteSource;
  private readonly gasSeries: GasPriceSeries;
  private readonly now: () => Date;
  private readonly recheckDays: number;
  /** The latest problem of each source (cleared when the source next answers well). */
  private readonly problems = new Map<MarketSource, SourceProblem>();

  constructor(options: PriceServiceOptions = {}) {
    this.config = { ...DEFAULT_CONFIG, ...options.config };
    this.cache = options.cache ?? null;
    this.futuresCache = options.futuresCache ?? new MemoryFuturesCache();
    this.logger = options.logger ?? consoleLogger;
    const report: ProblemReport = (source, problem) => {
      if (problem) this.problems.set(source, { ...problem, hora: new Date().toISOString() });
      else this.problems.delete(source);
    };
    this.local = this.config.dataDir ? new LocalDirSource(this.config.dataDir, this.logger, report) : null;
    this.remote = new RemoteSource(this.config, this.logger, options.fetchImpl, report);
    this.gasSeries = options.gasSeries ?? 'GDAES_D+1';
    this.now = options.now ?? (() => new Date());
    this.recheckDays = options.recheckDays ?? 7;
  }

  /** The last delivery day that can already be published (tomorrow in Madrid). */
  private lastPublishable(): string {
    return addDays(madridDateHour(this.now()).date, 1);
  }

  /** What went wrong at each source lately (the newest problem per source, dropped when the source
   *  next answers well): the price downloader's warnings. */
  sourceProblems(): Partial<Record<MarketSource, SourceProblem>> {
    return Object.fromEntries(this.problems);
  }

  /** The problem of a source recorded since `since` (ISO instant), if any. */
  private problemSince(source: MarketSource, since: string): SourceProblem | null {
    const p = this.problems.get(source);
    return p && p.hora >= since ? p : null;
  }

  /** The deadline of a call, started now ('full' never fires). The timer does not keep the process alive. */
  private deadlineOf(wait: SourceWait): Deadline {
    if (wait === 'full') return new Promise(() => undefined);
    return new Promise((resolve) => { setTimeout(() => resolve('late'), this.config.pageDeadlineMs).unref?.(); });
  }

  /** The name a user recognises for a source (its URL without query, or the folder). */
  private sourceLabel(source: MarketSource): string {
    const url = { omie: this.config.omieBaseUrl, mibgas: this.config.mibgasBaseUrl, prevision: this.config.previsionUrl, omip: this.config.omipUrl, co2: this.config.co2Url }[source];
    const http = url && this.config.httpEnabled ? sourceName(url) : null;
    // A late OMIE or MIBGAS may be the folder's files being read (a workbook takes seconds).
    const local = this.local && (source === 'omie' || source === 'mibgas') ? 'MARKET_DATA_DIR' : null;
    return [local, http].filter(Boolean).join(' / ') || 'MARKET_DATA_DIR';
  }

  private lateProblem(source: MarketSource): SourceProblem {
    const problem: SourceProblem = { tipo: 'tarde', fuente: this.sourceLabel(source), hora: new Date().toISOString(),
      detalle: `no answer within ${this.config.pageDeadlineMs} ms; the page answered without it` };
    this.problems.set(source, problem);
    return problem;
  }

  /**
   * `work` if it ends before the deadline, else `fallback` and a 'tarde' problem for the source. The
   * work is not cancelled: it goes on (bounded by its own timeouts) and stores what it finds, so the
   * next request has it.
   */
  private async bounded<T>(source: MarketSource, work: Promise<T>, deadline: Deadline, fallback: T): Promise<T> {
    const guarded = work.catch((err: unknown) => {
      this.logger.warn(`[market-data] unexpected error: ${(err as Error).message ?? String(err)}`);
      return fallback;
    });
    const first = await Promise.race([guarded.then((value) => ({ value })), deadline]);
    if (first !== 'late') return first.value;
    const late = this.lateProblem(source);
    // Once the work is done, 'late' is no longer true (a problem it met itself stays).
    void guarded.then(() => { if (this.problems.get(source) === late) this.problems.delete(source); });
    return fallback;
  }

  /** Spanish day-ahead prices, 24 rows per delivery day, for the days that are available, each at
   *  the highest file version found (stored days of the last `recheckDays` are re-checked). */
  async omieHourly(start: string, end: string, wait: SourceWait = 'full'): Promise<HourlyPrice[]> {
    const days = eachDay(start, end);
    const today = madridDateHour(this.now()).date;
    const found = await this.omieDays(days, (d) => d >= addDays(today, -this.recheckDays), this.deadlineOf(wait));
    return days.flatMap((date) => (found.get(date)?.values ?? []).map((value, i) => ({ date, hour: i + 1, value })));
  }

  /** The file version of each OMIE day stored in the range (1 first publication, 2, 3… corrections),
   *  to show beside the prices served (read after omieHourly, which stores what it finds). */
  async omieVersions(start: string, end: string): Promise<Map<string, number>> {
    const stored = await this.cacheGet('omie', eachDay(start, end));
    return new Map([...stored].flatMap(([d, day]) => (day.version === null ? [] : [[d, day.version] as const])));
  }

  /** Every day of the range re-checked in the directory and over HTTP for a higher version; the
   *  stored day is replaced when one appears. */
  async omieRefresh(start: string, end: string, wait: SourceWait = 'full'): Promise<OmieRefreshDay[]> {
    const days = eachDay(start, end);
    const before = await this.cacheGet('omie', days);
    const after = await this.omieDays(days, () => true, this.deadlineOf(wait));
    return days.flatMap((date) => {
      const day = after.get(date);
      if (!day || day.version === null) return [];
      const old = before.get(date);
      return [{ date, version: day.version, origin: day.origin ?? null, updated: !old || old.version !== day.version || old.origin !== day.origin }];
    });
  }

  /**
   * The best OMIE day known for each date: the stored one, replaced by a newer file version from
   * the directory, or over HTTP for days not stored yet and for `recheck` days (only versions above
   * the one held are asked for). What is newer is written back to the cache.
   */
  private async omieDays(days: string[], recheck: (date: string) => boolean, deadline: Deadline): Promise<Map<string, CachedDay>> {
    const found = new Map<string, CachedDay>(await this.cacheGet('omie', days));
    // Newer days than `found` holds, stored as they come: what arrives after the deadline is kept
    // for the next request.
    const newer = async (m: Map<string, OmieDay>, origin: PriceOrigin) => {
      const fresh = new Map<string, CachedDay>();
      for (const [d, day] of m) {
        if (day.prices.length !== 24) continue;
        const next: CachedDay = { values: day.prices.map((r) => r.value), version: day.version, origin };
        if (replacesStoredDay(found.get(d), next)) fresh.set(d, next);
      }
      await this.cachePut('omie', fresh);
      return fresh;
    };
    const take = (fresh: Map<string, CachedDay>) => { for (const [d, day] of fresh) found.set(d, day); };
    if (this.local) {
      const versions = await this.safe(() => this.local!.omieVersions(days), new Map<string, number>());
      const local = days.filter((d) => versions.has(d) && replacesStoredDay(found.get(d), { values: [], version: versions.get(d) as number }));
      if (local.length > 0) take(await newer(await this.safe(() => this.local!.omieHourly(local), new Map()), 'MARKET_DATA_DIR'));
    }
    const publishable = this.lastPublishable();
    const ask = days.filter((d) => d <= publishable && (!found.has(d) || recheck(d)));
    if (ask.length > 0 && this.config.httpEnabled) {
      const held = new Map<string, number>();
      for (const d of ask) { const v = found.get(d)?.version; if (v) held.set(d, v); }
      const work = this.safe(() => this.remote.omieHourly(ask, held), new Map<string, OmieDay>()).then((m) => newer(m, 'HTTP'));
      take(await this.bounded('omie', work, deadline, new Map()));
    }
    return found;
  }

  /** The day's gas price per delivery day (see README for the series). A workbook is read once:
   *  every delivery day it prices is stored at that read, so later days of its year (after a
   *  restart too) come from the cache without parsing the workbook again. */
  async mibgasDaily(start: string, end: string, wait: SourceWait = 'full'): Promise<DailyPrice[]> {
    const days = eachDay(start, end);
    const found = new Map<string, number[]>([...await this.cacheGet('mibgas', days)].map(([d, day]) => [d, day.values]));
    const missing = days.filter((d) => !found.has(d));
    if (missing.length > 0) {
      const priced = await this.safe(() => this.storeWorkbookDays(missing, this.deadlineOf(wait)), new Map<string, number>());
      for (const [d, v] of priced) if (missing.includes(d)) found.set(d, [v]);
    }
    return days.flatMap((date) => {
      const value = found.get(date)?.[0];
      return value === undefined ? [] : [{ date, value }];
    });
  }

  /**
   * Reads, in MARKET_DATA_DIR, the MIBGAS workbooks of this year and the last one whose days are not
   * all stored yet, and stores every day they price (a server calls it at start, without waiting), so
   * the first gas price asked of those years comes from the cache instead of a parse of seconds.
   * Only the folder: nothing is downloaded. Answers the years read.
   */
  async warmMibgas(): Promise<number> {
    if (!this.local) return 0;
    const year = +madridDateHour(this.now()).date.slice(0, 4);
    const present = new Set(await this.safe(() => this.local!.mibgasYears(), []));
    const problem = this.problems.get('mibgas'); // a warm-up is no user's request: it leaves no warning
    let read = 0;
    for (const y of [year - 1, year].filter((x) => present.has(x))) {
      const days = eachDay(`${y}-01-01`, `${y}-12-31`).filter((d) => d <= this.lastPublishable());
      const held = await this.cacheGet('mibgas', days);
      const missing = days.filter((d) => !held.has(d));
      if (missing.length === 0) continue;
      await this.safe(() => this.storeWorkbookDays(missing, this.deadlineOf('full')), new Map());
      read++;
    }
    if (problem) this.problems.set('mibgas', problem);
    else this.problems.delete('mibgas');
    return read;
  }

  /** Reads the workbooks the missing days need and stores every delivery day they price that is
   *  not stored yet; answers the prices read. */
  private async storeWorkbookDays(missing: string[], deadline: Deadline): Promise<Map<string, number>> {
    // GDAES_D+1 for 1 January is traded on 31 December, in the previous year's workbook.
    const years = new Set<number>();
    for (const d of missing) { years.add(+d.slice(0, 4)); if (d.endsWith('-01-01')) years.add(+d.slice(0, 4) - 1); }
    const books = (await this.workbookOrigins([...years].sort(), deadline)).map((b) => b.book);
    const prices = new Map(mibgasDailyPrices(books, this.gasSeries).map((p) => [p.date, p.value] as const));
    if (prices.size > 0) {
      const held = await this.cacheGet('mibgas', [...prices.keys()]);
      const fresh = new Map<string, CachedDay>();
      for (const [d, v] of prices) if (!held.has(d)) fresh.set(d, { values: [v], version: null });
      await this.cachePut('mibgas', fresh);
    }
    return prices;
  }

  /** Forecast prices, 24 rows per day: provider HTTP first (it is the live source), local files otherwise. */
  async previsionHourly(start: string, end: string, wait: SourceWait = 'full'): Promise<HourlyPrice[]> {
    const inRange = (p: HourlyPrice) => p.date >= start && p.date <= end;
    if (this.config.httpEnabled && this.config.previsionUrl) {
      const remote = await this.bounded('prevision', this.remote.prevision(start, end), this.deadlineOf(wait), []);
      if (remote.length > 0) return remote.filter(inRange).sort(byDateHour);
    }
    if (!this.local) return [];
    return (await this.safe(() => this.local!.previsionHourly(), [])).filter(inRange).sort(byDateHour);
  }

  /** CO2 (EUA) daily settlement, EUR/t: futures/eua files first, else CO2_URL; stored per day. */
  async co2Daily(start: string, end: string, wait: SourceWait = 'full'): Promise<DailyPrice[]> {
    const { rows } = await this.co2Feed(start, end, this.deadlineOf(wait));
    return co2DailyPrices(rows as Co2Quote[]).filter((p) => p.date >= start && p.date <= end);
  }

  /** The futures downloader's three tabs for sessions between start and end, and each source's
   *  state; with wait 'page', answers within the page deadline with what it has. */
  async futures(start: string, end: string, wait: SourceWait = 'full'): Promise<FuturesResponse> {
    const range = { start, end };
    const since = new Date().toISOString();
    const deadline = this.deadlineOf(wait);
    const years: number[] = [];
    for (let y = +start.slice(0, 4); y <= +end.slice(0, 4); y++) years.push(y);
    const [books, omip, co2] = await Promise.all([
      this.workbookOrigins(years, deadline),
      this.omipFeed(start, end, deadline), this.co2Feed(start, end, deadline),
    ]);
    const loaded = books;
    const mibgas = loaded.length > 0 ? mibgasFuturesTable(loaded.map((b) => b.book), range) : emptyTable(MIBGAS_FUTURES_HEADERS);
    const mibgasProvider = this.config.httpEnabled || this.local !== null || loaded.length > 0;
    const lastMibgas = loaded.length > 0 ? mibgasFuturesTable(loaded.map((b) => b.book)).data[0]?.fecha ?? null : null;
    return {
      omip: omip.rows.length > 0 ? omipTable(omip.rows as OmipQuote[], range) : emptyTable(OMIP_HEADERS),
      mibgas,
      co2: co2.rows.length > 0 ? co2Table(co2.rows as Co2Quote[], range) : emptyTable(CO2_HEADERS),
      estado: {
        omip: omip.status,
        mibgas: {
          estado: mibgas.data.length > 0 ? 'ok' : mibgasProvider ? 'no_disponible' : 'sin_proveedor',
          ultimo_dia: lastMibgas === null ? null : String(lastMibgas),
          origen: loaded.length === 0 ? null : loaded.some((b) => b.origin === 'MARKET_DATA_DIR') ? 'MARKET_DATA_DIR' : 'HTTP',
          aviso: this.problemSince('mibgas', since),
        },
        co2: co2.status,
      },
    };
  }

  private feed(source: 'omip' | 'co2', start: string, end: string, deadline: Deadline) {
    const url = this.config.httpEnabled ? (source === 'omip' ? this.config.omipUrl : this.config.co2Url) : null;
    const since = new Date().toISOString();
    const local = this.local;
    return this.safe(() => feedDays(source, this.futuresCache, {
      local: local ? () => (source === 'omip' ? local.omipQuotes() : local.co2Quotes()) : null,
      remote: url ? (s, e) => (source === 'omip'
        ? this.remote.futuresDownload('omip', url, s, e, (b) => parseOmipFile(b))
        : this.remote.futuresDownload('co2', url, s, e, parseCo2File)) : null,
      deadline,
      problem: () => this.problemSince(source, since),
      late: () => this.lateProblem(source),
    }, start, end), { rows: [], status: { estado: 'no_disponible' as const, ultimo_dia: null, origen: null, aviso: null } });
  }

  private omipFeed(start: string, end: string, deadline: Deadline) {
    return this.feed('omip', start, end, deadline);
  }

  private co2Feed(start: string, end: string, deadline: Deadline) {
    return this.feed('co2', start, end, deadline);
  }

  /** Workbooks of the years, local first, then HTTP for the years not found locally. */
  private async workbookOrigins(years: number[], deadline: Deadline): Promise<{ book: MibgasWorkbook; origin: PriceOrigin }[]> {
    const local = this.local ? await this.safe(() => this.local!.mibgasWorkbooks(years), new Map<number, MibgasWorkbook>()) : new Map<number, MibgasWorkbook>();
    const out: { book: MibgasWorkbook; origin: PriceOrigin }[] = [];
    for (const y of years) {
      const remoteOk = this.config.httpEnabled && y <= +this.lastPublishable().slice(0, 4);
      const here = local.get(y);
      // Only the download is bounded by the page's deadline: the folder's workbook is no outside
      // source and its read always ends (once per process, see storeWorkbookDays and warmMibgas).
      const book = here ?? (remoteOk ? await this.bounded('mibgas', this.remote.mibgasWorkbook(y), deadline, null) : null);
      if (book) out.push({ book, origin: here ? 'MARKET_DATA_DIR' : 'HTTP' });
      else if (!remoteOk && this.local) {
        // The folder is the only source and has no workbook for the year: say so by its name.
        this.problems.set('mibgas', { tipo: 'sin_libro', fuente: `MIBGAS_Data_${y}.xlsx`, hora: new Date().toISOString(),
          detalle: `no MIBGAS_Data_${y}.xlsx in MARKET_DATA_DIR/mibgas${this.config.httpEnabled ? '' : ' (HTTP off)'}` });
      }
    }
    if (out.length === years.length) this.problems.delete('mibgas'); // every workbook asked was read
    return out;
  }

  private async cacheGet(source: CachedSource, days: string[]): Promise<Map<string, CachedDay>> {
    if (!this.cache) return new Map();
    return this.safe(() => this.cache!.get(source, days), new Map());
  }

  private async cachePut(source: CachedSource, days: Map<string, CachedDay>): Promise<void> {
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
