import { beforeAll, describe, expect, it } from 'vitest';
import { parseMibgasWorkbook, type MibgasWorkbook } from './workbook.ts';
import { mibgasDailyPrices } from './dailyPrice.ts';
import { parseDailyPricePvbCsv, pvbExportDateFromFileName } from './dailyPricePvbCsv.ts';
import { mibgasFutures } from '../futures/mibgas.ts';
import { eachDay } from '../util/calendar.ts';
import { readSharedBytes, readSharedUtf8 } from '../testSupport/sharedData.ts';
import { readWorkbook } from '../util/workbook.ts';

describe('MIBGAS yearly workbooks', () => {
  const books = new Map<number, MibgasWorkbook>();
  beforeAll(async () => {
    for (const year of [2023, 2024]) {
      const r = await parseMibgasWorkbook(readSharedBytes('mibgas', `MIBGAS_Data_${year}.xlsx`));
      if (!r.ok) throw new Error(`MIBGAS_Data_${year}.xlsx: ${r.issues.map((i) => i.message).join(' ')}`);
      books.set(year, r.data);
    }
  }, 180_000); // two yearly workbooks of several MB: tens of seconds on a loaded machine

  it('finds the sheets by name although their order differs between years', async () => {
    const pos = async (y: number) => ((await readWorkbook(readSharedBytes('mibgas', `MIBGAS_Data_${y}.xlsx`), () => []))?.names ?? []).indexOf('MIBGAS Indexes');
    expect(await pos(2023)).toBeGreaterThan(0);
    expect(await pos(2023)).not.toBe(await pos(2024));
    expect(books.get(2023)?.indexes.length).toBe(365);
    expect(books.get(2024)?.indexes.length).toBe(366);
  });

  it('has exactly one GDAES_D+1 row per trading day, each with a reference price (CRLF and LF header breaks alike)', () => {
    for (const [year, days] of [[2023, 365], [2024, 366]] as const) {
      const d1 = books.get(year)!.trades.filter((t) => t.product === 'GDAES_D+1');
      expect(d1).toHaveLength(days);
      expect(d1.every((t) => t.referencePrice !== null)).toBe(true);
    }
  });

  it.each([2023, 2024])('gives a gas price for every delivery day of %i from both workbooks', (year) => {
    const prices = mibgasDailyPrices([books.get(2023)!, books.get(2024)!]);
    const byDate = new Map(prices.map((p) => [p.date, p]));
    const missing = eachDay(`${year}-01-01`, `${year}-12-31`).filter((d) => !byDate.has(d));
    expect(missing).toEqual([]);
  });

  it('gives every delivery day of the year from a single workbook, 1 January from the day-ahead index', () => {
    for (const year of [2023, 2024]) {
      const prices = mibgasDailyPrices([books.get(year)!]);
      const dates = new Set(prices.map((p) => p.date));
      expect(eachDay(`${year}-01-01`, `${year}-12-31`).every((d) => dates.has(d))).toBe(true);
      expect(prices.find((p) => p.date === `${year}-01-01`)?.series).toBe('PVB_DA_INDEX');
    }
  });

  it('uses the GDAES_D+1 reference price keyed by delivery day (hand-checked)', () => {
    const prices = mibgasDailyPrices([books.get(2023)!, books.get(2024)!]);
    const at = (d: string) => prices.find((p) => p.date === d);
    expect(at('2024-01-01')).toEqual({ date: '2024-01-01', value: 30.3, series: 'GDAES_D+1' }); // traded 2023-12-31
    expect(at('2023-01-02')?.value).toBe(63.81);
    expect(at('2025-01-01')?.value).toBe(49.28); // traded 2024-12-31, first row of the 2024 sheet
    expect(mibgasDailyPrices([books.get(2024)!], 'PVB_DA_INDEX').find((p) => p.date === '2024-01-01')?.value).toBe(31.42);
  });

  it('extracts the forward products as MIBGAS futures', () => {
    const f = mibgasFutures([books.get(2024)!]);
    const products = new Set(f.map((x) => x.producto));
    for (const p of ['GMAES', 'GQES_Q+1', 'GYES_Y+1', 'GWEES']) expect(products.has(p)).toBe(true);
    expect(products.has('GDAES_D+1')).toBe(false);
    expect(f.find((x) => x.fecha === '2024-12-31' && x.producto === 'GMAES')).toMatchObject({ inicio_entrega: '2025-01-01', fin_entrega: '2025-01-31', precio_referencia: 48.43 });
  });

  it('rejects bytes that are not a workbook', async () => {
    const r = await parseMibgasWorkbook(new TextEncoder().encode('<html>error</html>'));
    expect(r.ok).toBe(false);
  });
});

describe('MIBGAS daily price PVB CSV export', () => {
  const name = 'daily-price-pvb-19_12_2022.csv';
  it('reads products, deliveries and comma prices', () => {
    const exportDate = pvbExportDateFromFileName(name);
    expect(exportDate).toBe('2022-12-19');
    const r = parseDailyPricePvbCsv(readSharedUtf8('mibgas', name), exportDate!);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data[0]).toEqual({ product: 'Within-day', delivery: '19/12', start: '2022-12-19', end: '2022-12-19', price: 89 });
    expect(r.data[1]).toMatchObject({ product: 'Day', start: '2022-12-20', price: 87.5 });
    expect(r.data.find((x) => x.product === 'Weekend')).toMatchObject({ start: '2022-12-24', end: '2022-12-27', price: null });
    expect(r.data.find((x) => x.delivery === 'January 2023')).toMatchObject({ start: '2023-01-01', end: '2023-01-31', price: 96.46 });
    expect(r.data.find((x) => x.delivery === 'Q1 2023')).toMatchObject({ start: '2023-01-01', end: '2023-03-31', price: 99.9 });
    expect(r.data[r.data.length - 1]).toMatchObject({ product: 'Year', start: '2024-01-01', end: '2024-12-31', price: 78.49 });
  });
  it('rejects another header', () => {
    expect(parseDailyPricePvbCsv('a,b,c\n1,2,3', '2022-12-19').ok).toBe(false);
  });
});
