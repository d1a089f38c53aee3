import { describe, expect, it } from 'vitest';
import { annualShare, annualShareUse, reeMargin } from './share.ts';
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

  it('holds the REE as a margin, the sum its rule is: a deficit made up by the days left, a lead spent so', () => {
    // r = 0.55, Ref H = 0.9. Year so far: E 1 000, Q 2 000, V 450: 1 000 − 1 100 + 275 = 175 MWh ahead.
    const ahead = { ...used, electricity: 1000, fuel: 2000, usefulHeat: 450 };
    expect(reeMargin(ahead, 0.55, 0.9)).toBeCloseTo(175, 9);
    // 10 Jan, a 2-day run of 356 days left: it may fall 175 × 2/356 = 0.983 MWh short of the minimum.
    const s = annualShare({ co2Budget: 456, installedPower: 10, used: ahead, reeMinimum: 0.55, refH: 0.9, measuredDays: 4, plannedDays: 5, daysBefore: 9, horizonDays: 2, yearDays: 365 });
    expect(s.usado.ree_margen_mwh).toBeCloseTo(175, 9);
    expect(s.parte.ree_margen_mwh).toBeCloseTo(-175 * 2 / 356, 9);
    expect(annualShareUse(s, { co2Budget: 456 }, { co2: 1, hours: 0, reeMargin: -0.5 }).ree).toMatchObject({ usado: 175, plan: -0.5, queda: 0, excede: false });
    // A year so far behind: E 1 000, Q 2 000, no useful heat: 1 000 − 1 100 = −100 MWh. This 2-day run
    // must bring 100 × 2/356 = 0.562 MWh of margin; bringing 0.2 leaves 99.8 to make up.
    const behind = annualShare({ installedPower: 10, used: { ...used, electricity: 1000, fuel: 2000, usefulHeat: 0 }, reeMinimum: 0.55, refH: 0.9, measuredDays: 0, plannedDays: 9, daysBefore: 9, horizonDays: 2, yearDays: 365 });
    expect(behind.parte.ree_margen_mwh).toBeCloseTo(100 * 2 / 356, 9);
    expect(annualShareUse(behind, {}, { co2: 0, hours: 0, reeMargin: 0.2 }).ree).toMatchObject({ plan: 0.2, excede: true });
    expect(annualShareUse(behind, {}, { co2: 0, hours: 0, reeMargin: 0.2 }).ree!.queda).toBeCloseTo(99.8, 9);
    expect(annualShareUse(behind, {}, { co2: 0, hours: 0, reeMargin: 0.6 }).ree!.excede).toBe(false);
    // Without the REE minimum and Ref H, no REE part.
    expect(annualShare({ installedPower: 10, used, measuredDays: 0, plannedDays: 0, daysBefore: 0, horizonDays: 1, yearDays: 365 }).parte.ree_margen_mwh).toBeUndefined();
  });
});
