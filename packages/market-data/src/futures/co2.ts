// CO2 (EUA) futures. The sample is an Investing.com export of its "Carbon Emissions Futures"
// continuous ICE EUA series: UTF-8 BOM, every field quoted, columns
// "Date","Price","Open","High","Low","Vol.","Change %", dates MM/DD/YYYY, volumes like '0.05K'
// (or empty), newest first. Production source: the official end-of-day settlement of ICE Endex
// EUA futures (or EEX EUA), see README.
import { decodeCsvBytes } from '@plantasim/domain';
import { fail, ok, type DailyPrice, type FuturesTable, type ParseResult } from '../types.ts';
import { isIsoDate, isoFromTexts } from '../util/calendar.ts';
import { readCompleteTable } from '../util/csv.ts';
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

/** A field that is not a number at all (as opposed to an empty one). */
const NOT_A_NUMBER = Symbol('not a number');
const blank = (t: string) => t === '' || t === '-';

/** Investing numbers: '1,234.5' (comma thousands); '' and '-' are no value; anything else that is
 *  not a whole number is NOT_A_NUMBER, so a damaged field refuses the file instead of reading as null. */
const num = (s: string | undefined): number | null | typeof NOT_A_NUMBER => {
  const t = (s ?? '').trim().replace(/,/g, '');
  if (blank(t)) return null;
  return /^-?\d*\.?\d+$/.test(t) ? Number(t) : NOT_A_NUMBER;
};

/** '0.05K' -> 50, '1.2M' -> 1,200,000, '' -> null. */
export function parseInvestingVolume(s: string): number | null {
  const m = /^(-?[\d.,]+)([KMB]?)$/i.exec(s.trim());
  if (!m) return null;
  const [, digits, suffix = ''] = m; // the suffix group always takes part, possibly empty
  const base = num(digits);
  const mult = { '': 1, K: 1e3, M: 1e6, B: 1e9 }[suffix.toUpperCase() as '' | 'K' | 'M' | 'B'];
  return typeof base !== 'number' ? null : Math.round(base * mult * 1e6) / 1e6;
}

export function parseInvestingCsv(text: string): ParseResult<Co2Quote[]> {
  const table = readCompleteTable(text, ',');
  if (!table.ok) return table;
  const rows = table.data;
  const h = (rows[0] ?? []).map((x) => x.trim().toLowerCase());
  const idx = (name: string) => h.indexOf(name);
  const col = { date: idx('date'), price: idx('price'), open: idx('open'), high: idx('high'), low: idx('low'), vol: idx('vol.'), chg: idx('change %') };
  if (col.date < 0 || col.price < 0) return fail({ code: 'wrong_header', message: "Header must contain 'Date' and 'Price'.", row: 1 });
  const out: Co2Quote[] = [];
  for (const [i, r] of rows.slice(1).entries()) {
    const line = i + 2;
    const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec((r[col.date] ?? '').trim());
    const fecha = isoFromTexts(m?.[3], m?.[1], m?.[2]);
    const precio = num(r[col.price]);
    if (!isIsoDate(fecha) || typeof precio !== 'number') {
      return fail({ code: 'bad_row', message: `Line ${line}: '${r[col.date]}' / '${r[col.price]}' is not an MM/DD/YYYY date and a price.`, row: line });
    }
    const fields: [keyof Co2Quote, number, string][] = [['apertura', col.open, ''], ['maximo', col.high, ''], ['minimo', col.low, ''], ['variacion_pct', col.chg, '%']];
    const quote: Co2Quote = { fecha, precio, apertura: null, maximo: null, minimo: null, volumen: null, variacion_pct: null };
    for (const [key, c, suffix] of fields) {
      if (c < 0) continue;
      const raw = (r[c] ?? '').trim();
      const v = num(suffix && raw.endsWith(suffix) ? raw.slice(0, -suffix.length) : raw);
      if (v === NOT_A_NUMBER) return fail({ code: 'bad_number', message: `Line ${line}: '${raw}' is not a number.`, row: line });
      (quote as Record<string, unknown>)[key] = v;
    }
    if (col.vol >= 0) {
      const raw = (r[col.vol] ?? '').trim();
      quote.volumen = parseInvestingVolume(raw);
      if (quote.volumen === null && !blank(raw)) return fail({ code: 'bad_number', message: `Line ${line}: volume '${raw}' is not a number.`, row: line });
    }
    out.push(quote);
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

// The documented shapes of a CO2_URL answer (and of files in MARKET_DATA_DIR/futures/eua):
//  - the Investing.com CSV export above;
//  - CSV `fecha;precio` (or `fecha,precio`), one settlement per day, fecha yyyy-MM-dd or
//    dd/MM/yyyy, decimal point (or comma when the separator is ';'); optional columns apertura,
//    maximo, minimo, volumen, variacion_pct;
//  - JSON: an array, or { "data": [...] }, of { "fecha": "yyyy-MM-dd", "precio": 70.33 } (also
//    accepted: date / price / settlement, and the optional fields above or open/high/low/volume).

const isoOf = (s: unknown): string | null => {
  const t = String(s ?? '').trim();
  if (isIsoDate(t.slice(0, 10))) return t.slice(0, 10);
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  const iso = isoFromTexts(m?.[3], m?.[2], m?.[1]);
  return isIsoDate(iso) ? iso : null;
};
const numOf = (v: unknown, decimalComma = false): number | null | typeof NOT_A_NUMBER => {
  if (v === undefined || v === null) return null;
  if (typeof v === 'number') return Number.isFinite(v) ? v : NOT_A_NUMBER;
  if (typeof v !== 'string') return NOT_A_NUMBER;
  if (blank(v.trim())) return null;
  const t = decimalComma ? v.trim().replace(/\./g, '').replace(',', '.') : v.trim();
  return /^-?\d*\.?\d+$/.test(t) ? Number(t) : NOT_A_NUMBER;
};

/** One settlement, or null when its date, its price or any optional figure given is not whole. */
function quoteOf(get: (...names: string[]) => unknown, decimalComma: boolean): Co2Quote | null {
  const fecha = isoOf(get('fecha', 'date'));
  const precio = numOf(get('precio', 'price', 'settlement'), decimalComma);
  if (!fecha || typeof precio !== 'number') return null;
  const figures = { apertura: ['apertura', 'open'], maximo: ['maximo', 'high'], minimo: ['minimo', 'low'], volumen: ['volumen', 'volume'], variacion_pct: ['variacion_pct', 'change_pct'] };
  const quote: Co2Quote = { fecha, precio, apertura: null, maximo: null, minimo: null, volumen: null, variacion_pct: null };
  for (const [key, names] of Object.entries(figures)) {
    const v = numOf(get(...names), decimalComma);
    if (v === NOT_A_NUMBER) return null;
    (quote as Record<string, unknown>)[key] = v;
  }
  return quote;
}

export function parseCo2Json(value: unknown): ParseResult<Co2Quote[]> {
  const list = Array.isArray(value) ? value : value && typeof value === 'object' && Array.isArray((value as { data?: unknown }).data) ? (value as { data: unknown[] }).data : null;
  if (!list) return fail({ code: 'wrong_shape', message: 'Expected an array (or { data: [...] }) of { fecha, precio }.' });
  const out: Co2Quote[] = [];
  for (const [i, item] of list.entries()) {
    const o = (item ?? {}) as Record<string, unknown>;
    const q = quoteOf((...names) => names.map((k) => o[k]).find((v) => v !== undefined && v !== null), false);
    if (!q) return fail({ code: 'bad_row', message: `Item ${i + 1} has no valid fecha and precio (or a figure that is not a number).`, row: i + 1 });
    out.push(q);
  }
  return out.length > 0 ? ok(out) : fail({ code: 'empty', message: 'No settlements.' });
}

export function parseCo2Csv(text: string): ParseResult<Co2Quote[]> {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const firstLine = body.slice(0, Math.max(0, body.search(/\r?\n|$/)));
  if (/(^|[",;])\s*"?date"?\s*[,;]/i.test(firstLine) && /price/i.test(firstLine)) return parseInvestingCsv(body);
  const sep = firstLine.includes(';') ? ';' : ',';
  const table = readCompleteTable(body, sep);
  if (!table.ok) return table;
  const rows = table.data;
  const h = (rows[0] ?? []).map((x) => x.trim().toLowerCase());
  if (!h.includes('fecha') || !h.includes('precio')) return fail({ code: 'wrong_header', message: "Header must be 'fecha;precio' or the Investing export.", row: 1 });
  const out: Co2Quote[] = [];
  for (const [i, r] of rows.slice(1).entries()) {
    const q = quoteOf((...names) => names.map((k) => (h.indexOf(k) >= 0 ? r[h.indexOf(k)] : undefined)).find((v) => v !== undefined), sep === ';');
    if (!q) return fail({ code: 'bad_row', message: `Line ${i + 2} has no valid fecha and precio (or a figure that is not a number).`, row: i + 2 });
    out.push(q);
  }
  return out.length > 0 ? ok(out) : fail({ code: 'empty', message: 'No settlements.' });
}

/** A CO2 answer or file: JSON, an HTML page (refused) or CSV. */
export function parseCo2File(bytes: Uint8Array, contentType = ''): ParseResult<Co2Quote[]> {
  const text = decodeCsvBytes(bytes);
  const trimmed = text.replace(/^\ufeff/, '').trimStart();
  if (/^</.test(trimmed) || /html/i.test(contentType)) return fail({ code: 'html', message: 'An HTML page, not CO2 settlements.' });
  if (/json/i.test(contentType) || /^[[{]/.test(trimmed)) {
    try { return parseCo2Json(JSON.parse(trimmed)); } catch { return fail({ code: 'bad_json', message: 'The JSON could not be read (cut short?).' }); }
  }
  return parseCo2Csv(text);
}
