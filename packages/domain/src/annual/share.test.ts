import { describe, expect, it } from 'vitest';
import { annualShare, annualShareUse } from './share.ts';
import { annualRulesSchema } from './rules.ts';

const used = { electricity: 0, fuel: 0, usefulHeat: 0, sold: 30_000, co2: 100, exemptHours: 20 };

describe('a short run\'s share of the year\'s limits', () => {
  it('is what is left of each limit spread evenly over the days left, by hand', () => {
    // 10 Jan 2025: 9 days before, 356 left. CO2: (456 − 100) × 1/356 = 1 t. Hours: 30 000 / 10 + 20 =
    // 3 020 used; (3 376 − 3 020) × 2/356 = 2 h for a 2-day run.
    const s = annualShare({ co2Budget: 456, hoursMinimum: 3376, installedPower: 10, used, measuredDays: 4, plannedDays: 5, daysBefore: 9, horizonDays: 2, yearDays: 365 });
    expect(s.dias_restantes).toBe(356);
    expect(s.usado).toEqual({ co2_t: 100, horas: 3020 });
    expect([s.dias_medidos, s.dias_planificados]).toEqual([4, 5]);
    expect(s.parte.co2_t).toBeCloseTo(2, 12);
    expect(s.parte.horas).toBeCloseTo(2, 12);
    // Stored with the run's annual rules.
    expect(annualRulesSchema.parse({ cuota: s, ajustar_cuota: true }).cuota).toEqual(s);
  });

  it('leaves nothing of a budget already spent, and no part of a limit the plant does not set', () => {
    const s = annualShare({ co2Budget: 50, installedPower: 10, used, measuredDays: 0, plannedDays: 9, daysBefore: 9, horizonDays: 1, yearDays: 365 });
    expect(s.parte).toEqual({ co2_t: 0 });
  });

  it('says used / this plan / left, and whether the plan takes more than its share', () => {
    const s = annualShare({ co2Budget: 456, hoursMinimum: 3376, installedPower: 10, used, measuredDays: 4, plannedDays: 5, daysBefore: 9, horizonDays: 2, yearDays: 365 });
    const over = annualShareUse(s, { co2Budget: 456, hoursMinimum: 3376 }, { co2: 3, hours: 1 });
    expect(over.co2).toMatchObject({ usado: 100, plan: 3, queda: 353, excede: true });
    expect(over.horas).toMatchObject({ usado: 3020, plan: 1, queda: 355, excede: true });
    const within = annualShareUse(s, { co2Budget: 456, hoursMinimum: 3376 }, { co2: 2, hours: 2 });
    expect([within.co2!.excede, within.horas!.excede]).toEqual([false, false]);
    expect(annualShareUse(s, {}, { co2: 9, hours: 0 })).toEqual({});
  });
});
