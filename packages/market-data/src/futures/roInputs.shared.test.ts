import { describe, expect, it } from 'vitest';
import { readSharedBytes } from '../testSupport/sharedData.ts';
import { parseOmipFile } from './omip.ts';
import { roQuarterInputs } from './roInputs.ts';

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
