import { beforeAll, describe, expect, it } from 'vitest';
import type { ParseResult } from '../types.ts';
import type { OmipQuote } from './omip.ts';
import { omipTable, parseOmipWorkbook } from './omip.ts';
import { co2DailyPrices, co2Table, parseInvestingCsv, parseInvestingVolume } from './co2.ts';
import { readSharedBytes, readSharedUtf8 } from '../testSupport/sharedData.ts';

describe('OMIP workbook (third-party omip_ES_EL sample)', () => {
  let r: ParseResult<OmipQuote[]>;
  beforeAll(async () => {
    r = await parseOmipWorkbook(readSharedBytes('futures', 'omip', 'omip_ES_EL_date_range2025_20260511.xlsx'));
  }, 30_000);

  it('reads every quote of the All curves sheet with Excel serial dates', () => {
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data).toHaveLength(9912);
    expect(r.data[0]).toMatchObject({ fecha: '2025-01-01', instrumento: 'FTB', contrato: 'FTB YR-26', vencimiento: 'YR', precio_referencia: 65.4 });
    expect(new Set(r.data.map((q) => q.fecha)).size).toBe(496);
  });

  it('serves a { headers, data } table filtered by session date, newest first', () => {
    if (!r.ok) throw new Error('parse failed');
    const t = omipTable(r.data, { start: '2025-01-01', end: '2025-01-02' });
    expect(t.headers[0]).toEqual({ name: 'fecha' });
    expect(t.headers.map((h) => h.name)).toContain('precio_referencia');
    expect(t.data.length).toBeGreaterThan(0);
    expect(t.data.every((row) => row.fecha === '2025-01-01' || row.fecha === '2025-01-02')).toBe(true);
    expect(t.data[0]?.fecha).toBe('2025-01-02');
  });
});

describe('Investing.com EUA CSV', () => {
  const r = parseInvestingCsv(readSharedUtf8('futures', 'eua', 'Carbon Emissions Futures Historical Data.csv'));

  it('reads the BOM, quoted fields, MM/DD/YYYY dates and K volumes', () => {
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data).toHaveLength(1053); // SOURCES.md says 1052; the file has 1053 data lines
    expect(r.data[0]).toEqual({ fecha: '2025-02-27', precio: 70.33, apertura: 69.77, maximo: 70.33, minimo: 69.66, volumen: 50, variacion_pct: 1.11 });
    expect(r.data.at(-1)?.fecha).toBe('2021-01-27');
    expect(r.data.find((q) => q.fecha === '2024-09-16')?.volumen).toBeNull();
  });

  it('gives daily CO2 prices and a futures table', () => {
    if (!r.ok) throw new Error('parse failed');
    const daily = co2DailyPrices(r.data);
    expect(daily[0]).toEqual({ date: '2021-01-27', value: 33.51 });
    const t = co2Table(r.data, { start: '2025-02-24', end: '2025-02-28' });
    expect(t.data.map((x) => x.fecha)).toEqual(['2025-02-27', '2025-02-26', '2025-02-25', '2025-02-24']);
  });

  it('parses volume suffixes and rejects a wrong file', () => {
    expect(parseInvestingVolume('0.05K')).toBe(50);
    expect(parseInvestingVolume('1.2M')).toBe(1_200_000);
    expect(parseInvestingVolume('')).toBeNull();
    expect(parseInvestingCsv('"Fecha","Último"\n"27.02.2025","70,33"').ok).toBe(false);
    expect(parseInvestingCsv('"Date","Price"\n"2025-02-27","70.33"').ok).toBe(false);
  });
});
