// HTTP fetchers from the official public URLs. All answers are parsed with the same parsers as
// local files; anything unexpected (an HTML error page, a 404) yields nothing and a log line.
import { decodeCsvBytes } from '@plantasim/domain';
import type { HourlyPrice, MarketSource, OmieDay, ParseResult, SourceProblemKind } from '../types.ts';
import { marginalpdbcFileName } from '../omie/fileNames.ts';
import { marginalpdbcSpainPeriods, parseMarginalpdbc } from '../omie/marginalpdbc.ts';
import { parseMibgasWorkbook, type MibgasWorkbook } from '../mibgas/workbook.ts';
import { parsePrevisionCsv, parsePrevisionJson } from '../prevision/contract.ts';
import type { MarketDataConfig } from './config.ts';
import { consoleLogger, httpGet, isHostCoolingDown, sourceName, type FetchFn, type HttpOptions, type HttpResult, type Logger } from './http.ts';

/** What a fetch found wrong (null: it went well), for the state the pages show. */
export type ProblemReport = (source: MarketSource, problem: { tipo: SourceProblemKind; fuente: string; detalle: string } | null) => void;

const failureKind = (res: Extract<HttpResult, { ok: false }>): SourceProblemKind => (res.timedOut ? 'tarde' : 'error');

export const omieMarginalpdbcUrl = (base: string, date: string, version = 1) =>
  `${base}/es/file-download?parents=marginalpdbc&filename=${marginalpdbcFileName(date, version)}`;

export const mibgasWorkbookUrl = (base: string, year: number) =>
  `${base}/es/file-access/MIBGAS_Data_${year}.xlsx?path=AGNO_${year}/XLS`;

export function previsionRequestUrl(base: string, start: string, end: string): string {
  const u = new URL(base);
  u.searchParams.set('start_date', start);
  u.searchParams.set('end_date', end);
  return u.toString();
}

/** Most versions of one OMIE day asked in one go (corrections beyond .9 have never been seen). */
const MAX_OMIE_VERSION_STEPS = 9;

/** A futures download is asked again after this long (sessions are published once a day). */
const FUTURES_TTL_MS = 3600_000;

/** Past MIBGAS years never change; the current one is refetched after this long. */
const WORKBOOK_TTL_MS = 6 * 3600_000;

export class RemoteSource {
  private readonly books = new Map<number, { at: number; book: MibgasWorkbook }>();
  /** Workbook downloads in flight: concurrent requests for a year share one download and parse. */
  private readonly pendingBooks = new Map<number, Promise<MibgasWorkbook | null>>();
  private readonly downloads = new Map<string, { at: number; rows: unknown[] }>();
  private readonly http: HttpOptions;

  constructor(private readonly config: MarketDataConfig, private readonly logger: Logger = consoleLogger, fetchImpl?: FetchFn,
    private readonly report: ProblemReport = () => undefined) {
    this.http = { timeoutMs: config.timeoutMs, retries: config.retries, hostCooldownMs: config.hostCooldownMs, logger, fetchImpl };
  }

  /** Options of one source operation: its per-request timeout and the overall deadline of all its requests. */
  private opts(timeoutFactor = 1, extra: Partial<HttpOptions> = {}): HttpOptions {
    return { ...this.http, timeoutMs: this.http.timeoutMs * timeoutFactor, overall: AbortSignal.timeout(this.config.overallTimeoutMs), ...extra };
  }

  /**
   * One OMIE day at the highest version published: versions are asked upwards from `after + 1`
   * until one is missing (OMIE publishes corrections as .2, .3…). With nothing known yet, a missing
   * or invalid .1 still lets .2 and .3 be tried (a withdrawn first publication). Null when no
   * version above `after` exists; a network failure stops at once with what was found.
   */
  async omieDay(date: string, after = 0, http: HttpOptions = this.opts()): Promise<OmieDay | null> {
    let best: OmieDay | null = null;
    for (let version = after + 1; version <= after + MAX_OMIE_VERSION_STEPS; version++) {
      const url = omieMarginalpdbcUrl(this.config.omieBaseUrl, date, version);
      const res = await httpGet(url, http);
      if (res.ok) {
        const parsed = parseMarginalpdbc(new TextDecoder('latin1').decode(res.bytes), { fileName: marginalpdbcFileName(date, version) });
        if (parsed.ok) { best = { periods: marginalpdbcSpainPeriods(parsed.data), version }; continue; }
        const detalle = parsed.issues[0]?.message ?? 'invalid file';
        this.logger.warn(`[market-data] ${url}: ${detalle}`);
        this.report('omie', { tipo: 'incompleta', fuente: marginalpdbcFileName(date, version), detalle });
      } else if (res.network) {
        this.report('omie', { tipo: failureKind(res), fuente: sourceName(url), detalle: res.reason });
        return best;
      }
      // Missing (or invalid): the end of the corrections once one version was read; before that,
      // only the first publication may be missing.
      if (best || after > 0 || version >= 3) return best;
    }
    return best;
  }

  /** Days fetched with at most 4 requests in flight; stops early once the host is unreachable.
   *  `after` gives, per day, the version already held (only newer ones are asked for). */
  async omieDays(dates: readonly string[], after: ReadonlyMap<string, number> = new Map()): Promise<Map<string, OmieDay>> {
    const out = new Map<string, OmieDay>();
    const queue = [...dates];
    let unreachable = false;
    const http = this.opts(); // one overall deadline for the whole range
    const worker = async () => {
      while (queue.length > 0 && !unreachable && !http.overall?.aborted) {
        const date = queue.shift() as string;
        const day = await this.omieDay(date, after.get(date) ?? 0, http);
        if (day) out.set(date, day);
        else if (isHostCoolingDown(this.config.omieBaseUrl)) unreachable = true;
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    if (out.size === dates.length && dates.length > 0) this.report('omie', null);
    return out;
  }

  async mibgasWorkbook(year: number): Promise<MibgasWorkbook | null> {
    const hit = this.books.get(year);
    const currentYear = new Date().getUTCFullYear();
    if (hit && (year < currentYear || Date.now() - hit.at < WORKBOOK_TTL_MS)) return hit.book;
    const pending = this.pendingBooks.get(year);
    if (pending) return pending;
    const work = this.downloadWorkbook(year).finally(() => this.pendingBooks.delete(year));
    this.pendingBooks.set(year, work);
    return work;
  }

  private async downloadWorkbook(year: number): Promise<MibgasWorkbook | null> {
    const url = mibgasWorkbookUrl(this.config.mibgasBaseUrl, year);
    const res = await httpGet(url, this.opts(6)); // a few MB
    if (!res.ok) {
      const missing = res.status === 404;
      this.report('mibgas', { tipo: missing ? 'sin_libro' : failureKind(res), fuente: missing ? `MIBGAS_Data_${year}.xlsx` : sourceName(url), detalle: res.reason });
      return null;
    }
    const parsed = await parseMibgasWorkbook(res.bytes);
    if (!parsed.ok) {
      const detalle = parsed.issues[0]?.message ?? 'invalid workbook';
      this.logger.warn(`[market-data] ${url}: ${detalle}`);
      this.report('mibgas', { tipo: 'incompleta', fuente: `MIBGAS_Data_${year}.xlsx`, detalle });
      return null;
    }
    this.books.set(year, { at: Date.now(), book: parsed.data });
    return parsed.data;
  }

  /**
   * A futures download (OMIP or CO2): `{start}`/`{end}` in the URL replaced by the dates, parsed by
   * `parse`. Only an answer parsed whole is kept (in memory for an hour per URL, `fresh` false when
   * served from there); anything else (404, an HTML page, a file cut short, a timeout) gives no rows,
   * a log line and a problem report, and never replaces what was kept.
   */
  async futuresDownload<T>(source: 'omip' | 'co2', template: string, start: string, end: string,
    parse: (bytes: Uint8Array, contentType: string) => ParseResult<T[]> | Promise<ParseResult<T[]>>): Promise<{ rows: T[]; fresh: boolean }> {
    const url = template.replace(/\{start\}/g, start).replace(/\{end\}/g, end);
    const hit = this.downloads.get(url);
    if (hit && Date.now() - hit.at < FUTURES_TTL_MS) return { rows: hit.rows as T[], fresh: false };
    const res = await httpGet(url, this.opts(6));
    if (!res.ok) {
      this.report(source, { tipo: failureKind(res), fuente: sourceName(url), detalle: res.reason });
      return { rows: [], fresh: false };
    }
    const parsed = await parse(res.bytes, res.contentType);
    if (!parsed.ok) {
      const detalle = parsed.issues[0]?.message ?? 'invalid file';
      this.logger.warn(`[market-data] ${url}: ${detalle}`);
      this.report(source, { tipo: 'incompleta', fuente: sourceName(url), detalle });
      return { rows: [], fresh: false };
    }
    this.report(source, null);
    this.downloads.set(url, { at: Date.now(), rows: parsed.data });
    return { rows: parsed.data, fresh: true };
  }

  async prevision(start: string, end: string): Promise<HourlyPrice[]> {
    if (!this.config.previsionUrl) return [];
    let url: string;
    try { url = previsionRequestUrl(this.config.previsionUrl, start, end); } catch {
      this.logger.warn(`[market-data] PREVISION_URL '${this.config.previsionUrl}' is not a URL`);
      return [];
    }
    const headers: Record<string, string> = { Accept: 'application/json, text/csv' };
    if (this.config.previsionApiKey) headers.Authorization = `Bearer ${this.config.previsionApiKey}`;
    const res = await httpGet(url, this.opts(1, { headers }));
    if (!res.ok) {
      this.report('prevision', { tipo: failureKind(res), fuente: sourceName(url), detalle: res.reason });
      return [];
    }
    const text = decodeCsvBytes(res.bytes);
    let parsed;
    if (/json/i.test(res.contentType) || /^\s*[[{]/.test(text)) {
      try { parsed = parsePrevisionJson(JSON.parse(text)); } catch { parsed = parsePrevisionJson(null); }
    } else parsed = parsePrevisionCsv(text);
    if (parsed.ok) {
      this.report('prevision', null);
      return parsed.data.filter((p) => p.date >= start && p.date <= end);
    }
    const detalle = parsed.issues[0]?.message ?? 'invalid forecast';
    this.logger.warn(`[market-data] ${url}: ${detalle}`);
    this.report('prevision', { tipo: 'incompleta', fuente: sourceName(url), detalle });
    return [];
  }
}
