import { describe, expect, it } from 'vitest';
import { estimateQuarterRo } from '@plantasim/domain';
import { parseMibgasWorkbook, type MibgasWorkbook } from '../mibgas/workbook.ts';
import { readSharedBytes, readSharedUtf8 } from '../testSupport/sharedData.ts';
import { parseInvestingCsv, type Co2Quote } from './co2.ts';
import { mibgasFutures, type MibgasFuture } from './mibgas.ts';
import { parseOmipFile, type OmipQuote } from './omip.ts';
import { roQuarterInputs } from './roInputs.ts';

/** Every futures sample of the shared folder: OMIP 2025-01-01..2026-05-11 (yearly contracts only),
 *  MIBGAS 2023 and 2024 workbooks, EUA continuous series to 2025-02-27. */
async function readSamples(): Promise<{ omip: OmipQuote[]; mibgas: MibgasFuture[]; co2: Co2Quote[] }> {
  const omip = await parseOmipFile(readSharedBytes('futures', 'omip', 'omip_ES_EL_date_range2025_20260511.xlsx'));
  const co2 = parseInvestingCsv(readSharedUtf8('futures', 'eua', 'Carbon Emissions Futures Historical Data.csv'));
  const books: MibgasWorkbook[] = [];
  for (const y of [2023, 2024]) {
    const b = await parseMibgasWorkbook(readSharedBytes('mibgas', `MIBGAS_Data_${y}.xlsx`));
    if (!b.ok) throw new Error(b.issues[0]?.message);
    books.push(b.data);
  }
  if (!omip.ok) throw new Error(omip.issues[0]?.message);
  if (!co2.ok) throw new Error(co2.issues[0]?.message);
  return { omip: omip.data, mibgas: mibgasFutures(books), co2: co2.data };
}
/** Read once for the file: a workbook's parse takes seconds. */
let read: ReturnType<typeof readSamples> | null = null;
const samples = () => (read ??= readSamples());

describe('the Ro inputs on the real OMIP sample against what the BOE published', () => {
  it('2026-T3: the yearly leg (FTB YR-26, 1 Jun – 20 Dec 2025) is 61.132 against the resolution\'s 61.091 (BOE-A-2026-14552)', async () => {
    const file = await parseOmipFile(readSharedBytes('futures', 'omip', 'omip_ES_EL_date_range2025_20260511.xlsx'));
    if (!file.ok) throw new Error(file.issues[0]?.message);
    const r = roQuarterInputs('2026-T3', '2026-06-30', { omip: file.data, mibgas: [], co2: [] })!;
    const y = r.electricity.legs[0]!;
    // The scraped sample repeats the last price on weekends and holidays (203 rows for 203 days),
    // which the exchange's own average does not count: hence the 0.04 EUR/MWh (0.07 %).
    expect(y.sessions).toBe(203);
    expect(y.value).toBeCloseTo(61.132, 3);
    expect(Math.abs(y.value! - 61.091)).toBeLessThan(0.05);
    // The sample holds yearly contracts only: the quarter and month legs take the year's price.
    expect(r.electricity.legs.slice(1).map((l) => l.from)).toEqual(['Y', 'Y', 'Y', 'Y']);
  });
});

// The error of the estimate per published quarter, with every sample the shared folder holds
// (docs/annual-rules.md §8 states the same figures and why the other quarters have none).
describe('the estimate from the shared samples against the published Ro of IT-01144', () => {
  it('2026-T1..T3: only the yearly electricity leg has sessions in its window; gas and CO2 are stale prices from before it', async () => {
    const s = await samples();
    for (const q of ['2026-T1', '2026-T2', '2026-T3']) {
      const r = roQuarterInputs(q, `${q.slice(0, 4)}-${q.endsWith('T1') ? '01' : q.endsWith('T2') ? '04' : '07'}-01`, s)!;
      // Every quarter of 2026 averages the same YR-26 window.
      expect(r.electricity.legs[0]!.sessions).toBe(203);
      expect(r.electricity.value).toBeCloseTo(61.132, 3);
      // No MIBGAS 2025 workbook: the 2026 gas product's last session is in the 2024 workbook.
      expect(r.gas.legs.every((l) => l.sessions === 0)).toBe(true);
      expect(r.gas.legs[0]!.lastSession).toBe('2024-12-31');
      // The EUA series ends on 2025-02-27, before every 2026 window.
      expect(r.co2.legs[0]!.sessions).toBe(0);
      expect(r.co2.legs[0]!.lastSession).toBe('2025-02-27');
    }
  });

  it('2026-T3 from the samples alone: 64.638 against the published 55.377 (BOE-A-2026-14552), +9.261 EUR/MWhE, all of it the missing inputs', async () => {
    const r = roQuarterInputs('2026-T3', '2026-07-01', await samples())!;
    const e = estimateQuarterRo('IT-01144', '2026-T3', { electricity: r.electricity.value, gas: r.gas.value, co2: r.co2.value });
    if (!e.ok) throw new Error(e.reason);
    // By hand, IVPEE 4.9 %, P_e 1.13226: P_m 61.132, P_PVB 39.110, P_CO2 70.33 ->
    // (116.52370 + 20.999 + 28.55398 + 3.14290 − 61.132 − 46.61685) / 0.951 = 64.6380.
    expect(e.ro.ro).toBeCloseTo(64.638, 3);
    // With the resolution's own prices the same formula gives 55.3777 (domain regime/roFormula.test.ts):
    // the +9.261 is P_m −17.582 (Ro +17.582), P_PVB −3.323 (−6.123), P_CO2 −5.15 (−2.199).
    expect(e.ro.ro - 55.377).toBeCloseTo(9.261, 3);
  });

  it('2025-T1: gas and CO2 windows are in the samples, electricity is not (OMIP from 2025-01-01), so no estimate', async () => {
    const r = roQuarterInputs('2025-T1', '2025-01-01', await samples())!;
    expect(r.gas.legs.map((l) => l.sessions)).toEqual([145, 59, 15, 15, 15]);
    expect(r.gas.value).toBeCloseTo(42.663, 3);
    expect(r.co2.legs[0]!.sessions).toBe(59);
    expect(r.co2.value).toBeCloseTo(65.918, 3);
    expect(r.electricity.value).toBeNull();
  });
});
