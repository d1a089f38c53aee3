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
import { readCompleteTable } from '../util/csv.ts';
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

const NUMERIC_COLUMNS = ['d_price', 'd_minus_1', 'last_price', 'best_bid', 'best_ask', 'session_volume_mwh', 'open_interest'];

/** The same columns as a CSV (comma or semicolon; numbers with a decimal point, or a comma with ';').
 *  Strict: the file must be whole (see readCompleteTable), every row needs a yyyy-MM-dd market_date
 *  and a contract, and every price or volume given must be a number in full, or the file is refused. */
export function parseOmipCsv(text: string): ParseResult<OmipQuote[]> {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const sep = firstLine.split(';').length > firstLine.split(',').length ? ';' : ',';
  const table = readCompleteTable(text, sep);
  if (!table.ok) return table;
  const header = (table.data[0] ?? []).map((h) => h.trim().toLowerCase());
  if (['market_date', 'contract', 'd_price'].some((n) => !header.includes(n))) return noRows();
  const numeric = new Set(NUMERIC_COLUMNS.map((n) => header.indexOf(n)).filter((i) => i >= 0));
  const decimal = sep === ';' ? /^-?\d+(,\d+)?$/ : /^-?\d+(\.\d+)?$/;
  const rows: Cell[][] = [table.data[0]!];
  for (const [i, r] of table.data.slice(1).entries()) {
    const line = i + 2;
    const cells: Cell[] = [];
    for (const [c, cell] of r.entries()) {
      const t = cell.trim();
      if (!numeric.has(c)) { cells.push(t === '' ? null : t); continue; }
      if (t === '') { cells.push(null); continue; }
      if (!decimal.test(t)) return fail({ code: 'bad_number', message: `Line ${line}: '${t}' in ${header[c]} is not a number.`, row: line });
      cells.push(Number(t.replace(',', '.')));
    }
    const date = String(cells[header.indexOf('market_date')] ?? '');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !cellDate(date) || !cells[header.indexOf('contract')]) {
      return fail({ code: 'bad_row', message: `Line ${line}: no yyyy-MM-dd market_date and contract.`, row: line });
    }
    rows.push(cells);
  }
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
