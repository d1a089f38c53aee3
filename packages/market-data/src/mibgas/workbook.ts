// MIBGAS yearly workbook MIBGAS_Data_YYYY.xlsx (https://www.mibgas.es, "Datos de mercado").
// Used sheets, chosen by NAME because their order changes between years:
//  - 'Trading Data PVB&VTP': one row per trading day and product, columns 'Trading day',
//    'Product', 'Area', 'First Day Delivery', 'Last Day Delivery', 'Reference Price [EUR/MWh]',
//    'Last Price [EUR/MWh]', ... (header texts contain line breaks; dates are Excel serials).
//  - 'MIBGAS Indexes': one row per delivery day: PVB Last/Average Price Index Day-Ahead, MIBGAS-ES...
import { fail, ok, type ParseResult } from '../types.ts';
import { excelSerialToIsoDate, dmyToIsoDate, isIsoDate } from '../util/calendar.ts';
import { columnIndex, findSheetName, readWorkbook, type Cell } from '../util/workbook.ts';

export interface MibgasTrade {
  tradingDay: string;
  product: string; // 'GDAES_D+1', 'GMAES', 'GYES_Y+1', ...
  area: string; // 'ES' | 'PT'
  firstDelivery: string;
  lastDelivery: string;
  referencePrice: number | null;
  lastPrice: number | null;
}

export interface MibgasIndex {
  deliveryDay: string;
  pvbLastPriceIndexDayAhead: number | null;
  pvbAveragePriceIndexDayAhead: number | null;
  mibgasEsIndex: number | null;
}

export interface MibgasWorkbook {
  trades: MibgasTrade[];
  indexes: MibgasIndex[];
}

/** Excel serial, JS Date, 'dd/mm/yyyy' or 'yyyy-mm-dd' cell -> yyyy-MM-dd. */
/** A workbook cell as yyyy-MM-dd; null when it holds no date (an absent cell of a short row included). */
export function cellDate(c: Cell | undefined): string | null {
  if (typeof c === 'number' && Number.isFinite(c) && c > 0) return excelSerialToIsoDate(c);
  if (c instanceof Date) return c.toISOString().slice(0, 10);
  if (typeof c === 'string') {
    const s = c.trim().slice(0, 10);
    return isIsoDate(s) ? s : dmyToIsoDate(s);
  }
  return null;
}

export const cellNumber = (c: Cell | undefined): number | null => (typeof c === 'number' && Number.isFinite(c) ? c : null);

const isTradesSheet = (n: string) => n === 'trading data pvb&vtp' || n === 'trading data pvb';
const isIndexSheet = (n: string) => n === 'mibgas indexes' || n === 'mibgas index';

export async function parseMibgasWorkbook(bytes: Uint8Array): Promise<ParseResult<MibgasWorkbook>> {
  const book = await readWorkbook(bytes, (names) => [findSheetName(names, isTradesSheet), findSheetName(names, isIndexSheet)].filter((n) => n !== undefined));
  if (!book) return fail({ code: 'not_a_workbook', message: 'The bytes are not a readable xlsx workbook.' });
  const tradesName = findSheetName(book.names, isTradesSheet);
  if (!tradesName) return fail({ code: 'missing_sheet', message: "No 'Trading Data PVB&VTP' sheet.", params: { sheets: book.names } });
  const indexName = findSheetName(book.names, isIndexSheet);

  const rows = book.sheets.get(tradesName) ?? [];
  const header = rows[0] ?? [];
  const col = {
    trading: columnIndex(header, (h) => h === 'trading day'),
    product: columnIndex(header, (h) => h === 'product'),
    area: columnIndex(header, (h) => h === 'area'),
    first: columnIndex(header, (h) => h === 'first day delivery'),
    last: columnIndex(header, (h) => h === 'last day delivery'),
    ref: columnIndex(header, (h) => h.startsWith('reference price')),
    lastPrice: columnIndex(header, (h) => h.startsWith('last price')),
  };
  const missing = Object.entries(col).filter(([k, i]) => i < 0 && k !== 'lastPrice' && k !== 'area').map(([k]) => k);
  if (missing.length > 0) {
    return fail({ code: 'missing_columns', message: `Sheet '${tradesName}' lacks columns: ${missing.join(', ')}.`, row: 1, params: { missing } });
  }
  const trades: MibgasTrade[] = [];
  for (const r of rows.slice(1)) {
    const tradingDay = cellDate(r[col.trading]);
    const firstDelivery = cellDate(r[col.first]);
    const product = typeof r[col.product] === 'string' ? (r[col.product] as string).trim() : '';
    if (!tradingDay || !firstDelivery || product === '') continue; // notes and formatted empty rows
    trades.push({
      tradingDay, product, firstDelivery,
      area: col.area >= 0 ? String(r[col.area] ?? '').trim() : '',
      lastDelivery: cellDate(r[col.last]) ?? firstDelivery,
      referencePrice: cellNumber(r[col.ref]),
      lastPrice: col.lastPrice >= 0 ? cellNumber(r[col.lastPrice]) : null,
    });
  }

  const indexes: MibgasIndex[] = [];
  if (indexName) {
    const irows = book.sheets.get(indexName) ?? [];
    const ih = irows[0] ?? [];
    const ic = {
      day: columnIndex(ih, (h) => h === 'delivery day'),
      lpi: columnIndex(ih, (h) => h.startsWith('mibgas pvb last price index day-ahead')),
      api: columnIndex(ih, (h) => h.startsWith('mibgas pvb average price index day-ahead')),
      es: columnIndex(ih, (h) => h.startsWith('mibgas-es index')),
    };
    if (ic.day >= 0) {
      for (const r of irows.slice(1)) {
        const deliveryDay = cellDate(r[ic.day]);
        if (!deliveryDay) continue;
        indexes.push({
          deliveryDay,
          pvbLastPriceIndexDayAhead: ic.lpi >= 0 ? cellNumber(r[ic.lpi]) : null,
          pvbAveragePriceIndexDayAhead: ic.api >= 0 ? cellNumber(r[ic.api]) : null,
          mibgasEsIndex: ic.es >= 0 ? cellNumber(r[ic.es]) : null,
        });
      }
    }
  }
  if (trades.length === 0) return fail({ code: 'no_rows', message: `Sheet '${tradesName}' has no trade rows.` });
  return ok({ trades, indexes });
}
