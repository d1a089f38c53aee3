// MIBGAS: the yearly workbooks (folder first, then HTTP) and the day's gas price read from them. A
// workbook is read once: every delivery day it prices is stored at that read, so later days of its
// year (after a restart too) come from the store without parsing the workbook again.
import type { DailyPrice } from '../types.ts';
import { eachDay, madridDateHour } from '../util/calendar.ts';
import { mibgasDailyPrices, type GasPriceSeries } from '../mibgas/dailyPrice.ts';
import type { MibgasWorkbook } from '../mibgas/workbook.ts';
import type { Deadline, SourceWait } from './pageDeadline.ts';
import type { CachedDay, PriceOrigin } from './priceCache.ts';
import type { SourceAccess } from './sourceAccess.ts';

export interface WorkbookOrigin {
  book: MibgasWorkbook;
  origin: PriceOrigin;
}

export class MibgasDays {
  constructor(private readonly s: SourceAccess, private readonly gasSeries: GasPriceSeries) {}

  /** The day's gas price per delivery day (see README for the series). */
  async daily(start: string, end: string, wait: SourceWait): Promise<DailyPrice[]> {
    const days = eachDay(start, end);
    const found = new Map<string, number[]>([...await this.s.cacheGet('mibgas', days)].map(([d, day]) => [d, day.values]));
    const missing = days.filter((d) => !found.has(d));
    if (missing.length > 0) {
      const priced = await this.s.safe(() => this.storeWorkbookDays(missing, this.s.deadline(wait)), new Map<string, number>());
      for (const [d, v] of priced) if (missing.includes(d)) found.set(d, [v]);
    }
    return days.flatMap((date) => {
      const value = found.get(date)?.[0];
      return value === undefined ? [] : [{ date, value }];
    });
  }

  /**
   * Reads, in MARKET_DATA_DIR, the workbooks of this year and the last one whose days are not all
   * stored yet, and stores every day they price. Only the folder: nothing is downloaded. Answers the
   * years read. A warm-up is no user's request: it leaves the source's warning as it was.
   */
  async warm(): Promise<number> {
    const s = this.s;
    const local = s.local;
    if (!local) return 0;
    const year = +madridDateHour(s.now()).date.slice(0, 4);
    const present = new Set(await s.safe(() => local.mibgasYears(), []));
    const problem = s.problems.get('mibgas');
    let read = 0;
    for (const y of [year - 1, year].filter((x) => present.has(x))) {
      const days = eachDay(`${y}-01-01`, `${y}-12-31`).filter((d) => d <= s.lastPublishable());
      const held = await s.cacheGet('mibgas', days);
      const missing = days.filter((d) => !held.has(d));
      if (missing.length === 0) continue;
      await s.safe(() => this.storeWorkbookDays(missing, s.deadline('full')), new Map());
      read++;
    }
    if (problem) s.problems.set('mibgas', problem);
    else s.problems.clear('mibgas');
    return read;
  }

  /** Workbooks of the years, local first, then HTTP for the years not found locally. */
  async workbooks(years: number[], deadline: Deadline): Promise<WorkbookOrigin[]> {
    const s = this.s;
    const localDir = s.local;
    const local = localDir ? await s.safe(() => localDir.mibgasWorkbooks(years), new Map<number, MibgasWorkbook>()) : new Map<number, MibgasWorkbook>();
    const out: WorkbookOrigin[] = [];
    for (const y of years) {
      const remoteOk = s.config.httpEnabled && y <= +s.lastPublishable().slice(0, 4);
      const here = local.get(y);
      // Only the download is bounded by the page's deadline: the folder's workbook is no outside
      // source and its read always ends (once per process, see storeWorkbookDays and warm).
      const book = here ?? (remoteOk ? await s.bounded('mibgas', s.remote.mibgasWorkbook(y), deadline, null) : null);
      if (book) out.push({ book, origin: here ? 'MARKET_DATA_DIR' : 'HTTP' });
      else if (!remoteOk && localDir) {
        // The folder is the only source and has no workbook for the year: say so by its name.
        s.problems.set('mibgas', { tipo: 'sin_libro', fuente: `MIBGAS_Data_${y}.xlsx`, hora: new Date().toISOString(),
          detalle: `no MIBGAS_Data_${y}.xlsx in MARKET_DATA_DIR/mibgas${s.config.httpEnabled ? '' : ' (HTTP off)'}` });
      }
    }
    if (out.length === years.length) s.problems.clear('mibgas'); // every workbook asked was read
    return out;
  }

  /** Reads the workbooks the missing days need and stores every delivery day they price that is
   *  not stored yet; answers the prices read. */
  private async storeWorkbookDays(missing: string[], deadline: Deadline): Promise<Map<string, number>> {
    // GDAES_D+1 for 1 January is traded on 31 December, in the previous year's workbook.
    const years = new Set<number>();
    for (const d of missing) { years.add(+d.slice(0, 4)); if (d.endsWith('-01-01')) years.add(+d.slice(0, 4) - 1); }
    const books = (await this.workbooks([...years].sort(), deadline)).map((b) => b.book);
    const prices = new Map(mibgasDailyPrices(books, this.gasSeries).map((p) => [p.date, p.value] as const));
    if (prices.size > 0) {
      const held = await this.s.cacheGet('mibgas', [...prices.keys()]);
      const fresh = new Map<string, CachedDay>();
      for (const [d, v] of prices) if (!held.has(d)) fresh.set(d, { values: [v], version: null });
      await this.s.cachePut('mibgas', fresh);
    }
    return prices;
  }
}
