// OMIP Spanish electricity futures. The sample in futures/omip is NOT an official OMIP file: a
// third-party workbook scraped from https://www.omip.pt/en/dados-mercado (sheets 'All curves',
// 'Baseload', 'Solar', 'DEBUG'; columns market_date, instrument, contract, maturity, best_bid,
// best_ask, session_volume_mwh, last_price, ..., d_price (Reference price D), d_minus_1).
// Production source: OMIP's official end-of-day market data (the same dados-mercado page or the
// OMIP/OMIClear daily bulletin), see README.
import { fail, ok, type FuturesTable, type ParseResult } from '../types.ts';
import { cellDate, cellNumber } from '../mibgas/workbook.ts';
import { columnIndex, findSheetName, readSheets, sheetNames, sheetRows } from '../util/workbook.ts';
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

export function parseOmipWorkbook(bytes: Uint8Array): ParseResult<OmipQuote[]> {
  const names = sheetNames(bytes);
  if (!names) return fail({ code: 'not_a_workbook', message: 'The bytes are not a readable xlsx workbook.' });
  // 'All curves' holds every instrument; otherwise read every sheet except DEBUG.
  const all = findSheetName(names, (n) => n === 'all curves');
  const chosen = all ? [all] : names.filter((n) => n.toLowerCase() !== 'debug');
  const book = readSheets(bytes, chosen);
  if (!book) return fail({ code: 'not_a_workbook', message: 'The workbook sheets could not be read.' });
  const out: OmipQuote[] = [];
  for (const name of chosen) {
    const rows = sheetRows(book, name);
    const h = rows[0] ?? [];
    const c = (key: string) => columnIndex(h, (x) => x === key);
    const col = { date: c('market_date'), instrument: c('instrument'), contract: c('contract'), maturity: c('maturity'),
      d: c('d_price'), d1: c('d_minus_1'), last: c('last_price'), bid: c('best_bid'), ask: c('best_ask'),
      vol: c('session_volume_mwh'), oi: c('open_interest') };
    if (col.date < 0 || col.contract < 0 || col.d < 0) continue;
    for (const r of rows.slice(1)) {
      const fecha = cellDate(r[col.date]);
      if (!fecha) continue;
      const num = (i: number) => (i >= 0 ? cellNumber(r[i]) : null);
      out.push({ fecha, instrumento: String(r[col.instrument] ?? ''), contrato: String(r[col.contract] ?? ''),
        vencimiento: String(r[col.maturity] ?? ''), precio_referencia: num(col.d), precio_anterior: num(col.d1),
        ultimo_precio: num(col.last), mejor_compra: num(col.bid), mejor_venta: num(col.ask),
        volumen_sesion_mwh: num(col.vol), interes_abierto: num(col.oi) });
    }
  }
  if (out.length === 0) return fail({ code: 'no_rows', message: 'No sheet with market_date, contract and d_price columns.' });
  return ok(out);
}

export function omipTable(quotes: OmipQuote[], range?: { start: string; end: string }): FuturesTable {
  return toTable([...OMIP_HEADERS], quotes, 'fecha', range);
}
