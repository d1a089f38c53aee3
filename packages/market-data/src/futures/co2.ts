// CO2 (EUA) futures. The sample is an Investing.com export of its "Carbon Emissions Futures"
// continuous ICE EUA series: UTF-8 BOM, every field quoted, columns
// "Date","Price","Open","High","Low","Vol.","Change %", dates MM/DD/YYYY, volumes like '0.05K'
// (or empty), newest first. Production source: the official end-of-day settlement of ICE Endex
// EUA futures (or EEX EUA), see README.
import { fail, ok, type DailyPrice, type FuturesTable, type ParseResult } from '../types.ts';
import { isIsoDate, isoFromParts } from '../util/calendar.ts';
import { splitDelimited } from '../util/csv.ts';
import { toTable } from './table.ts';

export interface Co2Quote extends Record<string, string | number | null> {
  fecha: string;
  precio: number; // EUR/t
  apertura: number | null;
  maximo: number | null;
  minimo: number | null;
  volumen: number | null; // contracts
  variacion_pct: number | null;
}

export const CO2_HEADERS = ['fecha', 'precio', 'apertura', 'maximo', 'minimo', 'volumen', 'variacion_pct'] as const;

const num = (s: string | undefined): number | null => {
  const t = (s ?? '').trim().replace(/,/g, '');
  return t === '' || t === '-' || !/^-?\d*\.?\d+$/.test(t) ? null : Number(t);
};

/** '0.05K' -> 50, '1.2M' -> 1,200,000, '' -> null. */
export function parseInvestingVolume(s: string): number | null {
  const m = /^(-?[\d.,]+)([KMB]?)$/i.exec(s.trim());
  if (!m) return null;
  const base = num(m[1]);
  const mult = { '': 1, K: 1e3, M: 1e6, B: 1e9 }[m[2].toUpperCase() as '' | 'K' | 'M' | 'B'];
  return base === null ? null : Math.round(base * mult * 1e6) / 1e6;
}

export function parseInvestingCsv(text: string): ParseResult<Co2Quote[]> {
  const rows = splitDelimited(text, ',');
  const h = (rows[0] ?? []).map((x) => x.trim().toLowerCase());
  const idx = (name: string) => h.indexOf(name);
  const col = { date: idx('date'), price: idx('price'), open: idx('open'), high: idx('high'), low: idx('low'), vol: idx('vol.'), chg: idx('change %') };
  if (col.date < 0 || col.price < 0) return fail({ code: 'wrong_header', message: "Header must contain 'Date' and 'Price'.", row: 1 });
  const out: Co2Quote[] = [];
  for (const [i, r] of rows.slice(1).entries()) {
    const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec((r[col.date] ?? '').trim());
    const fecha = m ? isoFromParts(+m[3], +m[1], +m[2]) : '';
    const precio = num(r[col.price]);
    if (!isIsoDate(fecha) || precio === null) {
      return fail({ code: 'bad_row', message: `Line ${i + 2}: '${r[col.date]}' / '${r[col.price]}' is not an MM/DD/YYYY date and a price.`, row: i + 2 });
    }
    const opt = (c: number) => (c >= 0 ? num(r[c]) : null);
    out.push({ fecha, precio, apertura: opt(col.open), maximo: opt(col.high), minimo: opt(col.low),
      volumen: col.vol >= 0 ? parseInvestingVolume(r[col.vol] ?? '') : null,
      variacion_pct: col.chg >= 0 ? num((r[col.chg] ?? '').replace('%', '')) : null });
  }
  return ok(out);
}

export function co2Table(quotes: Co2Quote[], range?: { start: string; end: string }): FuturesTable {
  return toTable([...CO2_HEADERS], quotes, 'fecha', range);
}

/** Daily CO2 price (EUR/t) for the price downloader's co2 column: the settlement ('Price') per day. */
export function co2DailyPrices(quotes: Co2Quote[]): DailyPrice[] {
  return quotes.map((q) => ({ date: q.fecha, value: q.precio })).sort((a, b) => a.date.localeCompare(b.date));
}
