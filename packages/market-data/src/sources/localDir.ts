// Local-directory source (MARKET_DATA_DIR): the same official files, laid out as downloaded:
//   omie/marginalpdbc/marginalpdbc_YYYYMMDD.N     (newest N wins)
//   mibgas/MIBGAS_Data_YYYY.xlsx
//   futures/omip/*.xlsx|*.csv, futures/eua/*.csv|*.json
//   prevision/*.json | *.csv                       (files in the prevision contract format)
// Nothing here throws: a missing folder or an unreadable file is logged and yields nothing.
import { decodeCsvBytes } from '@plantasim/domain';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { HourlyPrice, OmieDay } from '../types.ts';
import { newestMarginalpdbcVersions } from '../omie/fileNames.ts';
import { parseMarginalpdbc, marginalpdbcSpainPeriods } from '../omie/marginalpdbc.ts';
import { parseMibgasWorkbook, type MibgasWorkbook } from '../mibgas/workbook.ts';
import { parseOmipFile, type OmipQuote } from '../futures/omip.ts';
import { parseCo2File, type Co2Quote } from '../futures/co2.ts';
import { parsePrevisionCsv, parsePrevisionJson } from '../prevision/contract.ts';
import { consoleLogger, type Logger } from './http.ts';
import type { ProblemReport } from './remote.ts';
import type { MarketSource } from '../types.ts';

async function listFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name).sort();
  } catch {
    return [];
  }
}

/** Parsed-file memo keyed by path, invalidated when size or mtime change (workbooks take seconds).
 *  The parse itself is kept, so concurrent requests for a file share one parse. */
const memo = new Map<string, { key: string; value: Promise<unknown> }>();

async function memoized<T>(file: string, parse: (bytes: Uint8Array) => T | Promise<T>): Promise<T | null> {
  try {
    const s = await stat(file);
    const key = `${s.size}:${s.mtimeMs}`;
    const hit = memo.get(file);
    if (hit && hit.key === key) return (await hit.value) as T;
    const value = readFile(file).then((b) => parse(new Uint8Array(b)));
    memo.set(file, { key, value });
    return await value;
  } catch {
    memo.delete(file);
    return null;
  }
}

/** Forget every parsed file (benchmarks measuring a first read, tests). */
export function clearParsedFiles(): void {
  memo.clear();
}

export class LocalDirSource {
  constructor(private readonly dir: string, private readonly logger: Logger = consoleLogger, private readonly report: ProblemReport = () => undefined) {}

  /** A file refused whole: logged, and reported for the page (it is never read in part). */
  private refused(source: MarketSource, name: string, issues: { message: string }[] | null): void {
    const detalle = issues ? issues.map((i) => i.message).join(' ') : 'unreadable';
    this.logger.warn(`[market-data] ${name}: ${detalle}`);
    this.report(source, { tipo: 'incompleta', fuente: name, detalle });
  }

  /** The newest OMIE file version in the folder per wanted day (names only: cheap). */
  async omieVersions(dates: readonly string[]): Promise<Map<string, number>> {
    const wanted = new Set(dates);
    const out = new Map<string, number>();
    for (const f of newestMarginalpdbcVersions(await listFiles(path.join(this.dir, 'omie', 'marginalpdbc')))) {
      if (wanted.has(f.date)) out.set(f.date, f.version);
    }
    return out;
  }

  /** The Spanish OMIE prices of each period, as published, of the newest file of each day that has
   *  one, with its version. */
  async omieDays(dates: readonly string[]): Promise<Map<string, OmieDay>> {
    const folder = path.join(this.dir, 'omie', 'marginalpdbc');
    const wanted = new Set(dates);
    const out = new Map<string, OmieDay>();
    for (const f of newestMarginalpdbcVersions(await listFiles(folder))) {
      if (!wanted.has(f.date)) continue;
      const day = await memoized(path.join(folder, f.name), (b) => parseMarginalpdbc(new TextDecoder('latin1').decode(b), { fileName: f.name }));
      if (day?.ok) out.set(f.date, { periods: marginalpdbcSpainPeriods(day.data), version: f.version });
      else this.refused('omie', f.name, day ? day.issues : null);
    }
    return out;
  }

  /** The years that have a MIBGAS_Data_YYYY.xlsx in the folder (names only: cheap). */
  async mibgasYears(): Promise<number[]> {
    return (await listFiles(path.join(this.dir, 'mibgas'))).flatMap((f) => {
      const m = /^mibgas_data_(\d{4})\.xlsx$/i.exec(f);
      return m ? [Number(m[1])] : [];
    });
  }

  /** Parsed MIBGAS workbooks of the given years that exist in the folder. */
  async mibgasWorkbooks(years: readonly number[]): Promise<Map<number, MibgasWorkbook>> {
    const out = new Map<number, MibgasWorkbook>();
    const files = await listFiles(path.join(this.dir, 'mibgas'));
    for (const year of years) {
      const name = files.find((f) => f.toLowerCase() === `mibgas_data_${year}.xlsx`);
      if (!name) continue;
      const book = await memoized(path.join(this.dir, 'mibgas', name), parseMibgasWorkbook);
      if (book?.ok) out.set(year, book.data);
      else this.refused('mibgas', name, book ? book.issues : null);
    }
    return out;
  }

  /** OMIP quotes of futures/omip/*.xlsx|*.csv; null when the folder has no such file. */
  async omipQuotes(): Promise<OmipQuote[] | null> {
    const folder = path.join(this.dir, 'futures', 'omip');
    const names = (await listFiles(folder)).filter((f) => /\.(xlsx|csv)$/i.test(f));
    if (names.length === 0) return null;
    const out: OmipQuote[] = [];
    for (const name of names) {
      const r = await memoized(path.join(folder, name), parseOmipFile);
      if (r?.ok) out.push(...r.data);
      else this.refused('omip', name, r ? r.issues : null);
    }
    return out;
  }

  /** CO2 settlements of futures/eua/*.csv|*.json (later files win on the same day); null when there is no such file. */
  async co2Quotes(): Promise<Co2Quote[] | null> {
    const folder = path.join(this.dir, 'futures', 'eua');
    const names = (await listFiles(folder)).filter((f) => /\.(csv|json)$/i.test(f));
    if (names.length === 0) return null;
    const byDate = new Map<string, Co2Quote>();
    for (const name of names) {
      const r = await memoized(path.join(folder, name), (b) => parseCo2File(b, name.toLowerCase().endsWith('.json') ? 'application/json' : 'text/csv'));
      if (r?.ok) for (const q of r.data) byDate.set(q.fecha, q);
      else this.refused('co2', name, r ? r.issues : null);
    }
    return [...byDate.values()];
  }

  /** Forecast files in the prevision contract format (later files win on the same hour). */
  async previsionHourly(): Promise<HourlyPrice[]> {
    const folder = path.join(this.dir, 'prevision');
    const byKey = new Map<string, HourlyPrice>();
    for (const name of await listFiles(folder)) {
      const lower = name.toLowerCase();
      if (!lower.endsWith('.json') && !lower.endsWith('.csv')) continue;
      const r = await memoized(path.join(folder, name), (b) => {
        const text = decodeCsvBytes(b);
        if (!lower.endsWith('.json')) return parsePrevisionCsv(text);
        try { return parsePrevisionJson(JSON.parse(text)); } catch { return parsePrevisionJson(null); }
      });
      if (r?.ok) for (const p of r.data) byKey.set(`${p.date}#${p.hour}`, p);
      else this.refused('prevision', name, r ? r.issues : null);
    }
    return [...byKey.values()];
  }
}
