import { describe, expect, it } from 'vitest';
import { annualBudgetOffTrack, annualLimitsOf, daysInYear, type AnnualLimits } from './budgetTrack.ts';

// 73 days of a 365-day year: one fifth of it.
const limits: AnnualLimits = { reeMinimum: 0.55, refH: 0.9, installedPower: 10, hoursMinimum: 3600, co2Budget: 1000 };
// REE = 100 / (250 − 90 / 0.9) = 0.6667; hours = 7000 / 10 = 700; CO2 205 t.
const flows = { electricity: 100, fuel: 250, usefulHeat: 90, sold: 7000, co2: 205, exemptHours: 0 };

describe('the year so far against the planning year\'s limits, pro rata to date', () => {
  it('is on track within the tolerance: 700 h against a pace of 720 h (−2.8 %), 205 t against 200 t (+2.5 %)', () => {
    expect(annualBudgetOffTrack(flows, 73, 365, limits)).toEqual([]);
  });

  it('names each limit off its pace with the year so far and the pace', () => {
    // 600 h < 0.95 × 720 = 684 h; 250 t > 1.05 × 200 = 210 t; REE 0.6667 < 0.95 × 0.75 = 0.7125.
    const off = annualBudgetOffTrack({ ...flows, sold: 6000, co2: 250 }, 73, 365, { ...limits, reeMinimum: 0.75 });
    expect(off.map((o) => o.limite)).toEqual(['ree', 'horas', 'co2']);
    expect(off[0]!.acumulado).toBeCloseTo(2 / 3, 12);
    expect(off[0]!.objetivo).toBe(0.75);
    expect(off[1]).toEqual({ limite: 'horas', acumulado: 600, objetivo: 720 });
    expect(off[2]).toEqual({ limite: 'co2', acumulado: 250, objetivo: 200 });
  });

  it('reads no limit the plant does not set, nor anything before a day is covered', () => {
    const none = { ...limits, hoursMinimum: null, co2Budget: null };
    expect(annualBudgetOffTrack({ ...flows, sold: 0, co2: 1e6 }, 73, 365, none)).toEqual([]);
    expect(annualBudgetOffTrack({ ...flows, co2: 1e6 }, 0, 365, limits)).toEqual([]);
    // Nothing burnt: no REE to read.
    expect(annualBudgetOffTrack({ ...flows, fuel: 0, electricity: 0, usefulHeat: 0 }, 73, 365, { ...limits, reeMinimum: 0.99 })).toEqual([]);
  });

  it('the days of a year and the limits of a stored annual result', () => {
    expect([daysInYear(2024), daysInYear(2025), daysInYear(2100), daysInYear(2000)]).toEqual([366, 365, 365, 366]);
    expect(annualLimitsOf({ ree_minimo: 0.55, ref_h: 0.9, potencia_instalada: 32.6, horas_minimas: null, co2_presupuesto_t: 400 }))
      .toEqual({ reeMinimum: 0.55, refH: 0.9, installedPower: 32.6, hoursMinimum: null, co2Budget: 400 });
  });
});
