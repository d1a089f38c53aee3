// OMIP Spanish electricity futures. The sample in futures/omip is NOT an official OMIP file: a
// third-party workbook scraped from https://www.omip.pt/en/dados-mercado (sheets 'All curves',
// 'Baseload', 'Solar', 'DEBUG'; columns market_date, instrument, contract, maturity, best_bid,
// best_ask, session_volume_mwh, last_price, ..., d_price (Reference price D), d_minus_1).
// Production source: OMIP's official end-of-day market data (the same dados-mercado page or the
// OMIP/OMIClear daily bulletin), see README.
import { decodeCsvBytes } from '@plantasim/domain';
import { fail, ok, type FuturesTable, type ParseResult } from '../types.ts';
import { cellDate, cellNumber } from '../mibgas/workbook.ts';
import { columnIndex, findSheetName, readWorkbook, type Cell } from '../util/workbook.ts';
import { splitDelimited } from '../util/csv.ts';
import { toTable } from './table.ts';

export interface OmipQuote extends Record<string, string | number | null> {
  fecha: string; // market (session) date
  instrumento: string; // FTB (SPEL Base), FTS (Solar), ...
  contrato: string; // 'FTB YR-26'
  vencimiento: string; // 'YR', 'Q', 'M', ...
  precio_referencia: number | null; // d_price, EUR/MWh
  precio_anterior: number | null; // d_minus_1
  ultimo_precio: number | null;
  mejor_compra: number | null;
  mejor_venta: number | null;
  volumen_sesion_mwh: number | null;
  interes_abierto: number | null;
}

export const OMIP_HEADERS = ['fecha', 'instrumento', 'contrato', 'vencimiento', 'precio_referencia', 'precio_anterior',
  'ultimo_precio', 'mejor_compra', 'mejor_venta', 'volumen_sesion_mwh', 'interes_abierto'] as const;

/**
 * OMIP quotes from the rows of one sheet or CSV (header row first: market_date, instrument,
 * contract, maturity, d_price, d_minus_1, last_price, best_bid, best_ask, session_volume_mwh,
 * open_interest; only market_date, contract and d_price are required). The reading of the file is
 * kept apart (workbook or CSV), so the spreadsheet library can change without touching this.
 * Null when the header lacks a required column.
 */
export function omipQuotesFromRows(rows: readonly (readonly Cell[])[]): OmipQuote[] | null {
  const h = [...(rows[0] ?? [])];
  const c = (key: string) => columnIndex(h, (x) => x === key);
  const col = { date: c('market_date'), instrument: c('instrument'), contract: c('contract'), maturity: c('maturity'),
    d: c('d_price'), d1: c('d_minus_1'), last: c('last_price'), bid: c('best_bid'), ask: c('best_ask'),
    vol: c('session_volume_mwh'), oi: c('open_interest') };
  if (col.date < 0 || col.contract < 0 || col.d < 0) return null;
  const out: OmipQuote[] = [];
  for (const r of rows.slice(1)) {
    const fecha = cellDate(r[col.date] ?? null);
    if (!fecha) continue;
    const num = (i: number) => (i >= 0 ? cellNumber(r[i] ?? null) : null);
    out.push({ fecha, instrumento: String(r[col.instrument] ?? ''), contrato: String(r[col.contract] ?? ''),
      vencimiento: String(r[col.maturity] ?? ''), precio_referencia: num(col.d), precio_anterior: num(col.d1),
      ultimo_precio: num(col.last), mejor_compra: num(col.bid), mejor_venta: num(col.ask),
      volumen_sesion_mwh: num(col.vol), interes_abierto: num(col.oi) });
  }
  return out;
}

const noRows = () => fail<OmipQuote[]>({ code: 'no_rows', message: 'No sheet with market_date, contract and d_price columns.' });

export async function parseOmipWorkbook(bytes: Uint8Array): Promise<ParseResult<OmipQuote[]>> {
  // 'All curves' holds every instrument; otherwise read every sheet except DEBUG.
  const choose = (names: string[]) => {
    const all = findSheetName(names, (n) => n === 'all curves');
    return all ? [all] : names.filter((n) => n.toLowerCase() !== 'debug');
  };
  const book = await readWorkbook(bytes, choose);
  if (!book) return fail({ code: 'not_a_workbook', message: 'The bytes are not a readable xlsx workbook.' });
  const chosen = choose(book.names);
  const out: OmipQuote[] = [];
  for (const name of chosen) out.push(...(omipQuotesFromRows(book.sheets.get(name) ?? []) ?? []));
  return out.length === 0 ? noRows() : ok(out);
}

/** The same columns as a CSV (comma or semicolon; numbers with a decimal point, or a comma with ';'). */
export function parseOmipCsv(text: string): ParseResult<OmipQuote[]> {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const sep = firstLine.split(';').length > firstLine.split(',').length ? ';' : ',';
  const rows = splitDelimited(text, sep).map((r) => r.map((cell): Cell => {
    const t = cell.trim();
    const n = Number(sep === ';' ? t.replace(',', '.') : t);
    return t !== '' && Number.isFinite(n) && !/^\d{4}-\d{2}-\d{2}/.test(t) ? n : t === '' ? null : t;
  }));
  const quotes = omipQuotesFromRows(rows);
  return quotes && quotes.length > 0 ? ok(quotes) : noRows();
}

/** An OMIP download: a workbook (zip bytes 'PK') or a CSV of the same columns. */
export async function parseOmipFile(bytes: Uint8Array): Promise<ParseResult<OmipQuote[]>> {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return parseOmipWorkbook(bytes);
  const text = decodeCsvBytes(bytes);
  if (/^\s*</.test(text)) return fail({ code: 'html', message: 'An HTML page, not an OMIP file.' });
  return parseOmipCsv(text);
}

export function omipTable(quotes: OmipQuote[], range?: { start: string; end: string }): FuturesTable {
  return toTable([...OMIP_HEADERS], quotes, 'fecha', range);
}
