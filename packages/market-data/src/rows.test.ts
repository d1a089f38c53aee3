import { describe, expect, it } from 'vitest';
import { downloaderRows, spreadDailyToHours, toPriceRows, toQuarterPriceRows } from './rows.ts';
import type { HourlyPrice } from './types.ts';
import { mapDstDayToHours } from './util/dst.ts';

const day = (date: string, v: (h: number) => number): HourlyPrice[] => Array.from({ length: 24 }, (_, i) => ({ date, hour: i + 1, value: v(i + 1) }));

describe('wire rows', () => {
  it('uses dd/MM/yyyy HH:00 keys and H labels counted from the first requested day', () => {
    const rows = toPriceRows([...day('2024-01-02', (h) => h)], '2024-01-01');
    expect(rows[0]).toEqual({ fecha_hora: '02/01/2024 00:00', hora: 'H25', valor: 1 });
    expect(rows[23]).toEqual({ fecha_hora: '02/01/2024 23:00', hora: 'H48', valor: 24 });
  });

  it('spreads a daily price on 24 hours', () => {
    const h = spreadDailyToHours([{ date: '2024-01-01', value: 30.3 }]);
    expect(h).toHaveLength(24);
    expect(new Set(h.map((x) => x.value))).toEqual(new Set([30.3]));
  });

  it('builds daily downloader rows with means, gas, carried-forward CO2 and no empty days', () => {
    const rows = downloaderRows({
      omie: [...day('2024-01-05', (h) => h), ...day('2024-01-06', () => 10)],
      prevision: day('2024-01-06', () => 20.123),
      mibgas: [{ date: '2024-01-05', value: 30.3 }],
      co2: [{ date: '2024-01-05', value: 70.1 }],
    }, '2024-01-04', '2024-01-20');
    expect(rows).toEqual([
      { fecha: '05/01/2024', omie: 12.5, prevision: null, mibgas_2: 30.3, co2: 70.1 },
      { fecha: '06/01/2024', omie: 10, prevision: 20.12, mibgas_2: null, co2: 70.1 },
      { fecha: '07/01/2024', omie: null, prevision: null, mibgas_2: null, co2: 70.1 },
      { fecha: '08/01/2024', omie: null, prevision: null, mibgas_2: null, co2: 70.1 },
      { fecha: '09/01/2024', omie: null, prevision: null, mibgas_2: null, co2: 70.1 },
    ]);
    expect(downloaderRows({ omie: [], prevision: [], mibgas: [], co2: [] }, '2024-01-01', '2024-01-07')).toEqual([]);
  });

  it('builds hourly downloader rows on request', () => {
    const rows = downloaderRows({ omie: day('2024-01-05', (h) => h), prevision: [], mibgas: [{ date: '2024-01-05', value: 30 }], co2: [] }, '2024-01-05', '2024-01-05', 'hour');
    expect(rows).toHaveLength(24);
    expect(rows[3]).toEqual({ fecha: '05/01/2024 03:00', omie: 4, prevision: null, mibgas_2: 30, co2: null });
  });

  it('carries the version of each OMIE day when given, null on a day without OMIE prices', () => {
    const input = { omie: day('2024-01-05', (h) => h), prevision: [], mibgas: [{ date: '2024-01-05', value: 30 }, { date: '2024-01-06', value: 31 }], co2: [],
      omieVersions: new Map([['2024-01-05', 2]]) };
    expect(downloaderRows(input, '2024-01-05', '2024-01-06').map((r) => [r.fecha, r.version_omie])).toEqual([['05/01/2024', 2], ['06/01/2024', null]]);
    expect(new Set(downloaderRows(input, '2024-01-05', '2024-01-05', 'hour').map((r) => r.version_omie))).toEqual(new Set([2]));
  });
});

describe('daily means on clock-change days', () => {
  // Hand-computed (see domain calendar/dst.test.ts): 25 real hours adding up to 306.25 → 12.25
  // (the 24 folded rows would give 12.76); 23 real hours adding up to 4.14 → 0.18 (folded: 0.25).
  const fallBack = [0.03, 0.02, 0, 0.02, ...Array<number>(21).fill(14.58)];
  const springForward = [2, 1.86, ...Array<number>(7).fill(0.04), ...Array<number>(14).fill(0)];
  const folded = (date: string, values: number[]): HourlyPrice[] => (mapDstDayToHours(values) ?? []).map((value, i) => ({ date, hour: i + 1, value }));

  it('averages the real 25 hours of 2023-10-29 and the real 23 hours of 2026-03-29', () => {
    const omie = [...folded('2023-10-29', fallBack), ...folded('2026-03-29', springForward)];
    const autumn = downloaderRows({ omie, prevision: omie, mibgas: [], co2: [] }, '2023-10-29', '2023-10-29');
    expect(autumn).toEqual([{ fecha: '29/10/2023', omie: 12.25, prevision: 12.25, mibgas_2: null, co2: null }]);
    const spring = downloaderRows({ omie, prevision: [], mibgas: [], co2: [] }, '2026-03-29', '2026-03-29');
    expect(spring[0]?.omie).toBe(0.18);
  });

  it('keeps the plain mean of 24 hours on an ordinary day', () => {
    const rows = downloaderRows({ omie: day('2023-10-30', (h) => h), prevision: [], mibgas: [], co2: [] }, '2023-10-30', '2023-10-30');
    expect(rows[0]?.omie).toBe(12.5);
  });
});

describe('quarter-hour wire rows', () => {
  it('keys each period by its Madrid start, the autumn 02:xx twice and told apart by periodo; hourly days give none', () => {
    const values = (n: number) => Array.from({ length: n }, (_, i) => i + 0.5);
    const rows = toQuarterPriceRows([
      { date: '2025-09-30', minutes: 60, values: values(24) },
      { date: '2025-10-26', minutes: 15, values: values(100) },
      { date: '2026-03-29', minutes: 15, values: values(92) },
    ]);
    expect(rows).toHaveLength(192);
    expect(rows[0]).toEqual({ fecha_hora: '26/10/2025 00:00', periodo: 1, valor: 0.5 });
    expect(rows.slice(8, 16).map((r) => `${r.fecha_hora}#${r.periodo}`)).toEqual([
      '26/10/2025 02:00#9', '26/10/2025 02:15#10', '26/10/2025 02:30#11', '26/10/2025 02:45#12',
      '26/10/2025 02:00#13', '26/10/2025 02:15#14', '26/10/2025 02:30#15', '26/10/2025 02:45#16',
    ]);
    expect(rows[99]).toEqual({ fecha_hora: '26/10/2025 23:45', periodo: 100, valor: 99.5 });
    expect(rows[108]).toEqual({ fecha_hora: '29/03/2026 03:00', periodo: 9, valor: 8.5 });
    expect(rows.at(-1)).toEqual({ fecha_hora: '29/03/2026 23:45', periodo: 92, valor: 91.5 });
  });
});
