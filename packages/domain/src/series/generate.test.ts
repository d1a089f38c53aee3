import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  generateAvailability, generateColdDemand, generateCoupling, generateEstimatedElecPrices, generateManualElecPrices,
  generateManualGasPrices, generateRoMonths, generateSteamDemand,
} from './generate.ts';
import { DEFAULT_ELEC_PRICE_PROFILE, DEFAULT_STEAM_PROFILE } from './profiles.ts';

const start = { year: 2025, month: 1, day: 30 };

describe('series generation', () => {
  it('has horizon-hours rows for any horizon of 1–366 days', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 366 }), (days) => {
      const h = days * 24;
      expect(generateSteamDemand(start, days)).toHaveLength(h);
      expect(generateColdDemand(start, days)).toHaveLength(h);
      expect(generateManualGasPrices(start, days)).toHaveLength(h);
      expect(generateAvailability(start, days, ['A'])).toHaveLength(h);
    }), { numRuns: 15 });
  });

  it('repeats the 24-hour profiles and labels rows H1..Hn', () => {
    const s = generateSteamDemand(start, 2);
    expect(s[0]).toEqual({ horizonte: '30/01/2025 00:00', hora: 'H1', valor: DEFAULT_STEAM_PROFILE[0] });
    expect(s[47]).toEqual({ horizonte: '31/01/2025 23:00', hora: 'H48', valor: DEFAULT_STEAM_PROFILE[23] });
    expect(generateManualElecPrices(start, 2)[30]!.valor).toBe(DEFAULT_ELEC_PRICE_PROFILE[6]);
    expect(generateEstimatedElecPrices(start, 1)[5]).toEqual({ horizonte: '30/01/2025 05:00', hora: 'H6', precio_estimado: DEFAULT_ELEC_PRICE_PROFILE[5] });
    expect(generateColdDemand(start, 1).every((r) => r.valor === 2.5)).toBe(true);
    expect(generateManualGasPrices(start, 1).every((r) => r.valor === 35.1)).toBe(true);
  });

  it('sets availability to 1 and coupling from estadoAcoplamiento', () => {
    expect(generateAvailability(start, 1, ['A', 'B'])[3]!.disponibilidad).toEqual({ A: 1, B: 1 });
    expect(generateCoupling(start, 1, ['A', 'B'], ['No', 'Si'])[3]!.acoplamiento).toEqual({ A: 0, B: 1 });
  });

  it('gives Ro per month of the horizon, known months first', () => {
    expect(generateRoMonths(start, 3, { 'feb 2025': 80 })).toEqual({ 'ene 2025': 78.8, 'feb 2025': 80 });
  });
});
