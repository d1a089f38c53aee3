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
import { parseMarginalpdbc, marginalpdbcSpainHourly } from '../omie/marginalpdbc.ts';
import { parseMibgasWorkbook, type MibgasWorkbook } from '../mibgas/workbook.ts';
import { parseOmipFile, type OmipQuote } from '../futures/omip.ts';
import { parseCo2File, type Co2Quote } from '../futures/co2.ts';
import { parsePrevisionCsv, parsePrevisionJson } from '../prevision/contract.ts';
import { consoleLogger, type Logger } from './http.ts';

async function listFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name).sort();
  } catch {
    return [];
  }
}

/** Parsed-file memo keyed by path, invalidated when size or mtime change (workbooks take seconds). */
const memo = new Map<string, { key: string; value: unknown }>();

async function memoized<T>(file: string, parse: (bytes: Uint8Array) => T | Promise<T>): Promise<T | null> {
  try {
    const s = await stat(file);
    const key = `${s.size}:${s.mtimeMs}`;
    const hit = memo.get(file);
    if (hit && hit.key === key) return hit.value as T;
    const value = await parse(new Uint8Array(await readFile(file)));
    memo.set(file, { key, value });
    return value;
  } catch {
    return null;
  }
}

export class LocalDirSource {
  constructor(private readonly dir: string, private readonly logger: Logger = consoleLogger) {}

  /** The newest OMIE file version in the folder per wanted day (names only: cheap). */
  async omieVersions(dates: readonly string[]): Promise<Map<string, number>> {
    const wanted = new Set(dates);
    const out = new Map<string, number>();
    for (const f of newestMarginalpdbcVersions(await listFiles(path.join(this.dir, 'omie', 'marginalpdbc')))) {
      if (wanted.has(f.date)) out.set(f.date, f.version);
    }
    return out;
  }

  /** Hourly Spanish OMIE prices (24 per day) of the newest file of each day that has one, with its version. */
  async omieHourly(dates: readonly string[]): Promise<Map<string, OmieDay>> {
    const folder = path.join(this.dir, 'omie', 'marginalpdbc');
    const wanted = new Set(dates);
    const out = new Map<string, OmieDay>();
    for (const f of newestMarginalpdbcVersions(await listFiles(folder))) {
      if (!wanted.has(f.date)) continue;
      const day = await memoized(path.join(folder, f.name), (b) => parseMarginalpdbc(new TextDecoder('latin1').decode(b), { fileName: f.name }));
      if (day?.ok) out.set(f.date, { prices: marginalpdbcSpainHourly(day.data), version: f.version });
      else this.logger.warn(`[market-data] ${f.name}: ${day ? day.issues.map((i) => i.message).join(' ') : 'unreadable'}`);
    }
    return out;
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
      else this.logger.warn(`[market-data] ${name}: ${book ? book.issues.map((i) => i.message).join(' ') : 'unreadable'}`);
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
      else this.logger.warn(`[market-data] ${name}: ${r ? r.issues.map((i) => i.message).join(' ') : 'unreadable'}`);
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
      else this.logger.warn(`[market-data] ${name}: ${r ? r.issues.map((i) => i.message).join(' ') : 'unreadable'}`);
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
      else this.logger.warn(`[market-data] ${name}: ${r ? r.issues.map((i) => i.message).join(' ') : 'unreadable'}`);
    }
    return [...byKey.values()];
  }
}
