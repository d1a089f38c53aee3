// MIBGAS website table export "daily price PVB" (daily-price-pvb-DD_MM_YYYY.csv):
//   Product,Delivery,"Price (€/MWh)"
//   Within-day,19/12,"89,00"          Day,20/12,"87,50"        Weekend,"24/12 - 27/12",-
//   "Balance of month","December 2022","113,00"   Month,"January 2023",...   Quarter,"Q1 2023",...
//   Semester,"Summer 2024",...        Year,2023,"101,68"
// Day deliveries carry no year: it comes from the export date (the file name), rolling into the
// next year when the delivery month is before the export month.
import { daysInMonth } from '@plantasim/domain';
import { fail, ok, type ParseResult } from '../types.ts';
import { addDays, isoFromParts, isoFromTexts, isIsoDate } from '../util/calendar.ts';
import { splitDelimited } from '../util/csv.ts';
import { parseLocaleNumber } from '../util/numbers.ts';

export interface PvbPriceRow {
  product: string; // as written: 'Within-day', 'Day', 'Weekend', 'Month', ...
  delivery: string; // as written
  start: string | null; // yyyy-MM-dd first delivery day, when it can be worked out
  end: string | null; // last delivery day
  price: number | null; // EUR/MWh; null for '-'
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** Export date from a name like daily-price-pvb-19_12_2022.csv. */
export function pvbExportDateFromFileName(name: string): string | null {
  const m = /(\d{2})_(\d{2})_(\d{4})/.exec(name);
  const iso = isoFromTexts(m?.[3], m?.[2], m?.[1]);
  return isIsoDate(iso) ? iso : null;
}

function dayFromDdMm(s: string, exportDate: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})$/.exec(s.trim());
  const [day, month] = [m?.[1], m?.[2]];
  if (day === undefined || month === undefined) return null;
  const ey = +exportDate.slice(0, 4);
  const em = +exportDate.slice(5, 7);
  const year = +month < em ? ey + 1 : ey;
  const iso = isoFromParts(year, +month, +day);
  return isIsoDate(iso) ? iso : null;
}

function deliveryPeriod(product: string, delivery: string, exportDate: string): [string | null, string | null] {
  const p = product.toLowerCase();
  const d = delivery.trim();
  if (p === 'within-day' || p === 'day') { const day = dayFromDdMm(d, exportDate); return [day, day]; }
  if (p === 'weekend') {
    const [a, b] = d.split('-').map((s) => dayFromDdMm(s, exportDate));
    return [a ?? null, b ?? null];
  }
  const monthYear = /^([a-z]+)\s+(\d{4})$/i.exec(d);
  const [monthName, monthsYear] = [monthYear?.[1], monthYear?.[2]];
  if ((p === 'month' || p === 'balance of month') && monthName !== undefined && monthsYear !== undefined) {
    const m = MONTHS.indexOf(monthName.toLowerCase()) + 1;
    const y = +monthsYear;
    if (m === 0) return [null, null];
    const start = p === 'balance of month' ? addDays(exportDate, 1) : isoFromParts(y, m, 1);
    return [start, isoFromParts(y, m, daysInMonth(y, m))];
  }
  const q = /^Q([1-4])\s+(\d{4})$/i.exec(d);
  const [quarter, quartersYear] = [q?.[1], q?.[2]];
  if (p === 'quarter' && quarter !== undefined && quartersYear !== undefined) {
    const m0 = (+quarter - 1) * 3 + 1;
    const y = +quartersYear;
    return [isoFromParts(y, m0, 1), isoFromParts(y, m0 + 2, daysInMonth(y, m0 + 2))];
  }
  const s = /^(summer|winter)\s+(\d{4})$/i.exec(d);
  const [season, seasonsYear] = [s?.[1], s?.[2]];
  if (p === 'semester' && season !== undefined && seasonsYear !== undefined) {
    const y = +seasonsYear; // gas seasons: summer Apr-Sep, winter Oct-Mar of the next year
    return season.toLowerCase() === 'summer' ? [isoFromParts(y, 4, 1), isoFromParts(y, 9, 30)] : [isoFromParts(y, 10, 1), isoFromParts(y + 1, 3, 31)];
  }
  if (p === 'year' && /^\d{4}$/.test(d)) return [isoFromParts(+d, 1, 1), isoFromParts(+d, 12, 31)];
  return [null, null];
}

export function parseDailyPricePvbCsv(text: string, exportDate: string): ParseResult<PvbPriceRow[]> {
  if (!isIsoDate(exportDate)) return fail({ code: 'bad_date', message: `Export date '${exportDate}' is not yyyy-MM-dd.` });
  const rows = splitDelimited(text, ',');
  const header = (rows[0] ?? []).map((h) => h.trim().toLowerCase());
  if (header[0] !== 'product' || header[1] !== 'delivery' || !header[2]?.startsWith('price')) {
    return fail({ code: 'wrong_header', message: "Header must be 'Product,Delivery,Price (€/MWh)'.", row: 1 });
  }
  const out: PvbPriceRow[] = [];
  for (const [i, r] of rows.slice(1).entries()) {
    const [product, delivery, price] = r;
    if (product === undefined || delivery === undefined || price === undefined) {
      return fail({ code: 'bad_field_count', message: `Line ${i + 2} has ${r.length} fields; expected 3.`, row: i + 2 });
    }
    const [start, end] = deliveryPeriod(product.trim(), delivery, exportDate);
    out.push({ product: product.trim(), delivery: delivery.trim(), start, end, price: parseLocaleNumber(price) });
  }
  return ok(out);
}
