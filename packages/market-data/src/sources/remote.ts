// HTTP fetchers from the official public URLs. All answers are parsed with the same parsers as
// local files; anything unexpected (an HTML error page, a 404) yields nothing and a log line.
import type { HourlyPrice } from '../types.ts';
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

/** Past MIBGAS years never change; the current one is refetched after this long. */
const WORKBOOK_TTL_MS = 6 * 3600_000;

export class RemoteSource {
  private readonly books = new Map<number, { at: number; book: MibgasWorkbook }>();
  private readonly http: HttpOptions;

  constructor(private readonly config: MarketDataConfig, private readonly logger: Logger = consoleLogger, fetchImpl?: FetchFn) {
    this.http = { timeoutMs: config.timeoutMs, retries: config.retries, hostCooldownMs: config.hostCooldownMs, logger, fetchImpl };
  }

  /** One OMIE day: version .1, then .2 and .3 when .1 is missing or not a valid file (a day
   *  whose first publication was withdrawn). A network failure stops at once. */
  async omieDay(date: string): Promise<HourlyPrice[] | null> {
    for (const version of [1, 2, 3]) {
      const url = omieMarginalpdbcUrl(this.config.omieBaseUrl, date, version);
      const res = await httpGet(url, this.http);
      if (!res.ok) {
        if (res.network) return null;
        continue;
      }
      const parsed = parseMarginalpdbc(new TextDecoder('latin1').decode(res.bytes), { fileName: marginalpdbcFileName(date, version) });
      if (parsed.ok) return marginalpdbcSpainHourly(parsed.data);
      this.logger.warn(`[market-data] ${url}: ${parsed.issues[0]?.message ?? 'invalid file'}`);
    }
    return null;
  }

  /** Days fetched with at most 4 requests in flight; stops early once the host is unreachable. */
  async omieHourly(dates: readonly string[]): Promise<Map<string, HourlyPrice[]>> {
    const out = new Map<string, HourlyPrice[]>();
    const queue = [...dates];
    let unreachable = false;
    const worker = async () => {
      while (queue.length > 0 && !unreachable) {
        const date = queue.shift() as string;
        const day = await this.omieDay(date);
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
    const parsed = parseMibgasWorkbook(res.bytes);
    if (!parsed.ok) {
      this.logger.warn(`[market-data] ${url}: ${parsed.issues[0]?.message ?? 'invalid workbook'}`);
      return null;
    }
    this.books.set(year, { at: Date.now(), book: parsed.data });
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
    const text = new TextDecoder('utf-8').decode(res.bytes);
    let parsed;
    if (/json/i.test(res.contentType) || /^\s*[[{]/.test(text)) {
      try { parsed = parsePrevisionJson(JSON.parse(text)); } catch { parsed = parsePrevisionJson(null); }
    } else parsed = parsePrevisionCsv(text);
    if (parsed.ok) return parsed.data.filter((p) => p.date >= start && p.date <= end);
    this.logger.warn(`[market-data] ${url}: ${parsed.issues[0]?.message ?? 'invalid forecast'}`);
    return [];
  }
}
