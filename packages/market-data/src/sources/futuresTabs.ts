// The futures downloader's three tabs (OMIP, MIBGAS, CO2) and each source's state, and the CO2 daily
// settlement the price downloader shows: OMIP and CO2 sessions come from their feeds (stored per
// trading day), MIBGAS products from the yearly workbooks.
import type { DailyPrice, FuturesResponse } from '../types.ts';
import { co2DailyPrices, co2Table, CO2_HEADERS, parseCo2File, type Co2Quote } from '../futures/co2.ts';
import { mibgasFuturesTable, MIBGAS_FUTURES_HEADERS } from '../futures/mibgas.ts';
import { omipTable, OMIP_HEADERS, parseOmipFile, type OmipQuote } from '../futures/omip.ts';
import { emptyTable } from '../futures/table.ts';
import { feedDays, type FuturesCache } from './futuresFeed.ts';
import type { MibgasDays } from './mibgasDays.ts';
import type { Deadline, SourceWait } from './pageDeadline.ts';
import type { SourceAccess } from './sourceAccess.ts';

export class FuturesTabs {
  constructor(private readonly s: SourceAccess, private readonly futuresCache: FuturesCache, private readonly mibgas: MibgasDays) {}

  /** CO2 (EUA) daily settlement, EUR/t: futures/eua files first, else CO2_URL; stored per day. */
  async co2Daily(start: string, end: string, wait: SourceWait): Promise<DailyPrice[]> {
    const { rows } = await this.feed('co2', start, end, this.s.deadline(wait));
    return co2DailyPrices(rows as Co2Quote[]).filter((p) => p.date >= start && p.date <= end);
  }

  /** The three tabs for sessions between start and end, and each source's state. */
  async futures(start: string, end: string, wait: SourceWait): Promise<FuturesResponse> {
    const s = this.s;
    const range = { start, end };
    const since = new Date().toISOString();
    const deadline = s.deadline(wait);
    const years: number[] = [];
    for (let y = +start.slice(0, 4); y <= +end.slice(0, 4); y++) years.push(y);
    const [loaded, omip, co2] = await Promise.all([
      this.mibgas.workbooks(years, deadline),
      this.feed('omip', start, end, deadline), this.feed('co2', start, end, deadline),
    ]);
    const mibgas = loaded.length > 0 ? mibgasFuturesTable(loaded.map((b) => b.book), range) : emptyTable(MIBGAS_FUTURES_HEADERS);
    const mibgasProvider = s.config.httpEnabled || s.local !== null || loaded.length > 0;
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
          aviso: s.problems.since('mibgas', since),
        },
        co2: co2.status,
      },
    };
  }

  private feed(source: 'omip' | 'co2', start: string, end: string, deadline: Deadline) {
    const s = this.s;
    const url = s.config.httpEnabled ? (source === 'omip' ? s.config.omipUrl : s.config.co2Url) : null;
    const since = new Date().toISOString();
    const local = s.local;
    return s.safe(() => feedDays(source, this.futuresCache, {
      local: local ? () => (source === 'omip' ? local.omipQuotes() : local.co2Quotes()) : null,
      remote: url ? (from, to) => (source === 'omip'
        ? s.remote.futuresDownload('omip', url, from, to, (b) => parseOmipFile(b))
        : s.remote.futuresDownload('co2', url, from, to, parseCo2File)) : null,
      deadline,
      problem: () => s.problems.since(source, since),
      late: () => s.problems.late(source),
    }, start, end), { rows: [], status: { estado: 'no_disponible' as const, ultimo_dia: null, origen: null, aviso: null } });
  }
}
