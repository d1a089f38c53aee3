// HTTP fetchers from the official public URLs. All answers are parsed with the same parsers as
// local files; anything unexpected (an HTML error page, a 404) yields nothing and a log line.
import { decodeCsvBytes } from '@plantasim/domain';
import type { HourlyPrice, OmieDay, ParseResult } from '../types.ts';
import { marginalpdbcFileName } from '../omie/fileNames.ts';
import { marginalpdbcSpainHourly, parseMarginalpdbc } from '../omie/marginalpdbc.ts';
import { parseMibgasWorkbook, type MibgasWorkbook } from '../mibgas/workbook.ts';
import { parsePrevisionCsv, parsePrevisionJson } from '../prevision/contract.ts';
import type { MarketDataConfig } from './config.ts';
import { consoleLogger, httpGet, isHostCoolingDown, type FetchFn, type HttpOptions, type Logger } from './http.ts';

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
  private readonly downloads = new Map<string, { at: number; rows: unknown[] }>();
  private readonly http: HttpOptions;

  constructor(private readonly config: MarketDataConfig, private readonly logger: Logger = consoleLogger, fetchImpl?: FetchFn) {
    this.http = { timeoutMs: config.timeoutMs, retries: config.retries, hostCooldownMs: config.hostCooldownMs, logger, fetchImpl };
  }

  /**
   * One OMIE day at the highest version published: versions are asked upwards from `after + 1`
   * until one is missing (OMIE publishes corrections as .2, .3…). With nothing known yet, a missing
   * or invalid .1 still lets .2 and .3 be tried (a withdrawn first publication). Null when no
   * version above `after` exists; a network failure stops at once with what was found.
   */
  async omieDay(date: string, after = 0): Promise<OmieDay | null> {
    let best: OmieDay | null = null;
    for (let version = after + 1; version <= after + MAX_OMIE_VERSION_STEPS; version++) {
      const url = omieMarginalpdbcUrl(this.config.omieBaseUrl, date, version);
      const res = await httpGet(url, this.http);
      if (res.ok) {
        const parsed = parseMarginalpdbc(new TextDecoder('latin1').decode(res.bytes), { fileName: marginalpdbcFileName(date, version) });
        if (parsed.ok) { best = { prices: marginalpdbcSpainHourly(parsed.data), version }; continue; }
        this.logger.warn(`[market-data] ${url}: ${parsed.issues[0]?.message ?? 'invalid file'}`);
      } else if (res.network) return best;
      // Missing (or invalid): the end of the corrections once one version was read; before that,
      // only the first publication may be missing.
      if (best || after > 0 || version >= 3) return best;
    }
    return best;
  }

  /** Days fetched with at most 4 requests in flight; stops early once the host is unreachable.
   *  `after` gives, per day, the version already held (only newer ones are asked for). */
  async omieHourly(dates: readonly string[], after: ReadonlyMap<string, number> = new Map()): Promise<Map<string, OmieDay>> {
    const out = new Map<string, OmieDay>();
    const queue = [...dates];
    let unreachable = false;
    const worker = async () => {
      while (queue.length > 0 && !unreachable) {
        const date = queue.shift() as string;
        const day = await this.omieDay(date, after.get(date) ?? 0);
        if (day) out.set(date, day);
        else if (isHostCoolingDown(this.config.omieBaseUrl)) unreachable = true;
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    return out;
  }

  async mibgasWorkbook(year: number): Promise<MibgasWorkbook | null> {
    const hit = this.books.get(year);
    const currentYear = new Date().getUTCFullYear();
    if (hit && (year < currentYear || Date.now() - hit.at < WORKBOOK_TTL_MS)) return hit.book;
    const url = mibgasWorkbookUrl(this.config.mibgasBaseUrl, year);
    const res = await httpGet(url, { ...this.http, timeoutMs: this.http.timeoutMs * 6 }); // a few MB
    if (!res.ok) return null;
    const parsed = await parseMibgasWorkbook(res.bytes);
    if (!parsed.ok) {
      this.logger.warn(`[market-data] ${url}: ${parsed.issues[0]?.message ?? 'invalid workbook'}`);
      return null;
    }
    this.books.set(year, { at: Date.now(), book: parsed.data });
    return parsed.data;
  }

  /**
   * A futures download (OMIP or CO2): `{start}`/`{end}` in the URL replaced by the dates, parsed by
   * `parse`; the parsed answer is kept for an hour per URL. Anything unexpected (404, an HTML page, a
   * file cut short, a timeout) gives [] and a log line.
   */
  async futuresDownload<T>(template: string, start: string, end: string, parse: (bytes: Uint8Array, contentType: string) => ParseResult<T[]> | Promise<ParseResult<T[]>>): Promise<T[]> {
    const url = template.replace(/\{start\}/g, start).replace(/\{end\}/g, end);
    const hit = this.downloads.get(url);
    if (hit && Date.now() - hit.at < FUTURES_TTL_MS) return hit.rows as T[];
    const res = await httpGet(url, { ...this.http, timeoutMs: this.http.timeoutMs * 6 });
    if (!res.ok) return [];
    const parsed = await parse(res.bytes, res.contentType);
    if (!parsed.ok) {
      this.logger.warn(`[market-data] ${url}: ${parsed.issues[0]?.message ?? 'invalid file'}`);
      return [];
    }
    this.downloads.set(url, { at: Date.now(), rows: parsed.data });
    return parsed.data;
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
    const res = await httpGet(url, { ...this.http, headers });
    if (!res.ok) return [];
    const text = decodeCsvBytes(res.bytes);
    let parsed;
    if (/json/i.test(res.contentType) || /^\s*[[{]/.test(text)) {
      try { parsed = parsePrevisionJson(JSON.parse(text)); } catch { parsed = parsePrevisionJson(null); }
    } else parsed = parsePrevisionCsv(text);
    if (parsed.ok) return parsed.data.filter((p) => p.date >= start && p.date <= end);
    this.logger.warn(`[market-data] ${url}: ${parsed.issues[0]?.message ?? 'invalid forecast'}`);
    return [];
  }
}
