import { describe, expect, it } from 'vitest';
import type { DownloadedPriceRow } from '../schemas/external.ts';
import { shapeDownloadedPrices } from './downloadedPrices.ts';

function day(date: string, omie: (h: number) => number | null, extra: Partial<DownloadedPriceRow> = {}): DownloadedPriceRow[] {
  return Array.from({ length: 24 }, (_, h) => ({
    fecha: `${date} ${String(h).padStart(2, '0')}:00`, omie: omie(h), prevision: null, mibgas_2: 30.5, co2: 70, ...extra,
  }));
}

describe('shapeDownloadedPrices', () => {
  const hours = [...day('14/01/2025', (h) => h), ...day('15/01/2025', (h) => 100 + h, { mibgas_2: 31, co2: 71.25, prevision: 90 })];

  it('gives the hours back as they are in the hourly shape', () => {
    expect(shapeDownloadedPrices(hours, 'hora')).toEqual(hours);
  });

  it('folds each day into one row: the mean of OMIE and forecast, the day value of MIBGAS and CO2', () => {
    expect(shapeDownloadedPrices(hours, 'dia')).toEqual([
      { fecha: '14/01/2025', omie: 11.5, prevision: null, mibgas_2: 30.5, co2: 70 },
      { fecha: '15/01/2025', omie: 111.5, prevision: 90, mibgas_2: 31, co2: 71.25 },
    ]);
  });

  it('averages over the real hours of a clock-change day, as the server does', () => {
    // 30/03/2025 has 23 hours: row 02:00 is a copy of 01:00 and is not counted twice.
    const spring = day('30/03/2025', (h) => (h === 1 || h === 2 ? 50 : 10));
    expect(shapeDownloadedPrices(spring, 'dia')[0]!.omie).toBeCloseTo(round2((10 + 50 + 21 * 10) / 23));
    // 26/10/2025 has 25 hours: row 02:00 is the mean of both 02:00 hours and weighs two.
    const autumn = day('26/10/2025', (h) => (h === 2 ? 40 : 10));
    expect(shapeDownloadedPrices(autumn, 'dia')[0]!.omie).toBeCloseTo(round2((23 * 10 + 2 * 40) / 25));
  });

  it('averages the hours present on a day with gaps and rounds to 2 decimals', () => {
    const gaps = day('16/01/2025', (h) => (h < 3 ? 10 + h / 3 : null));
    expect(shapeDownloadedPrices(gaps, 'dia')).toEqual([{ fecha: '16/01/2025', omie: 10.33, prevision: null, mibgas_2: 30.5, co2: 70 }]);
  });

  it('keeps the days in order and a day with no value of a source as null', () => {
    const rows = [...day('17/01/2025', () => null, { mibgas_2: null, co2: null, prevision: 5 }), ...day('18/01/2025', () => 1)];
    expect(shapeDownloadedPrices(rows, 'dia').map((r) => [r.fecha, r.omie, r.prevision, r.mibgas_2])).toEqual([
      ['17/01/2025', null, 5, null],
      ['18/01/2025', 1, null, 30.5],
    ]);
    expect(shapeDownloadedPrices([], 'dia')).toEqual([]);
  });

  it('keeps the OMIE version of each day in the daily shape', () => {
    const rows = [...day('17/01/2025', () => 1).map((r) => ({ ...r, version_omie: 2 })), ...day('18/01/2025', () => 1)];
    expect(shapeDownloadedPrices(rows, 'dia').map((r) => [r.fecha, r.version_omie])).toEqual([['17/01/2025', 2], ['18/01/2025', undefined]]);
  });
});

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}
