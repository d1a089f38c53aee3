// A short run's share of the year's limits (docs/annual-rules.md, "La parte de un plan corto"). A
// run of a few days does not hold the year's limits over its own horizon (only the planning year
// does): it takes the part of what is left of the year's CO2 budget and minimum of equivalent hours
// that falls to its days. What is left is the year's limit less the year so far before the run's
// first day (the days with a plan in force, each said measured or planned), spread evenly over the
// days from the run's first day to the end of the year. The server computes the share once at
// launch and stores it with the run's annual rules; the optimiser holds the run to it when asked
// (`ajustar_cuota`) and reports and warns against it; the web only shows it.
import { z } from 'zod';
// Types only from rules.ts: its schema embeds this one.
import type { AnnualFlows } from './rules.ts';

/** The share as stored with the run (planta.reglas_anuales.cuota). */
export const annualShareSchema = z.strictObject({
  /** The year so far before the run's first day: t of CO2, equivalent hours and the REE margin
   *  (MWh of the REE row E − r·Q + (r/RefH)·V, whose sum over the year must not be negative). */
  usado: z.strictObject({ co2_t: z.number().min(0), horas: z.number().min(0), ree_margen_mwh: z.number().optional() }),
  /** Days of the year so far read from measured actuals and from plans in force. */
  dias_medidos: z.number().int().min(0),
  dias_planificados: z.number().int().min(0),
  /** Days from the run's first day to the end of the year (the run's included). */
  dias_restantes: z.number().int().min(1).max(366),
  /** The run's part: at most this many t of CO2, at least this many equivalent hours (absent:
   *  the plant sets no such limit), at least this REE margin (negative: the year so far is ahead
   *  of the minimum and the run may fall short of it by its part of that lead). */
  parte: z.strictObject({ co2_t: z.number().min(0).optional(), horas: z.number().min(0).optional(), ree_margen_mwh: z.number().optional() }),
});
export type AnnualShare = z.infer<typeof annualShareSchema>;

export interface AnnualShareInput {
  co2Budget?: number | null;
  hoursMinimum?: number | null;
  installedPower: number;
  /** The REE minimum r and Ref H of the plant's rules: with both, the share holds the REE margin too. */
  reeMinimum?: number;
  refH?: number;
  /** The year so far before the run's first day. */
  used: AnnualFlows;
  measuredDays: number;
  plannedDays: number;
  /** Days of the year before the run's first day, the run's days, the year's days. */
  daysBefore: number;
  horizonDays: number;
  yearDays: number;
}

/** What is left of each limit after the year so far, times the run's days over the days left
 *  (never below 0: a budget already spent leaves the run nothing). */
export function annualShare(i: AnnualShareInput): AnnualShare {
  const remaining = Math.max(1, i.yearDays - i.daysBefore);
  const frac = Math.min(1, i.horizonDays / remaining);
  // Equivalent hours as rules.ts counts them: energy sold over installed power, plus exempt hours.
  const usedHours = (i.installedPower > 0 ? i.used.sold / i.installedPower : 0) + i.used.exemptHours;
  const parte: AnnualShare['parte'] = {};
  if (i.co2Budget != null) parte.co2_t = Math.max(0, i.co2Budget - i.used.co2) * frac;
  if (i.hoursMinimum != null) parte.horas = Math.max(0, i.hoursMinimum - usedHours) * frac;
  const usedMargin = i.reeMinimum !== undefined && i.refH !== undefined ? reeMargin(i.used, i.reeMinimum, i.refH) : undefined;
  // The REE is a ratio, but its rule is a sum (REE >= r  <=>  sum of E − r·Q + (r/RefH)·V >= 0), so
  // the year so far's deficit is made up by the days left in equal parts, and a lead may be spent so.
  if (usedMargin !== undefined) parte.ree_margen_mwh = -usedMargin * frac;
  return {
    usado: { co2_t: i.used.co2, horas: usedHours, ...(usedMargin !== undefined ? { ree_margen_mwh: usedMargin } : {}) },
    dias_medidos: i.measuredDays, dias_planificados: i.plannedDays, dias_restantes: remaining, parte,
  };
}

/** The REE margin of some flows, MWh: E − r·Q + (r/RefH)·V (not negative over the year <=> REE >= r). */
export function reeMargin(f: Pick<AnnualFlows, 'electricity' | 'fuel' | 'usefulHeat'>, r: number, refH: number): number {
  return f.electricity - r * f.fuel + (r / refH) * f.usefulHeat;
}

/** One limit's "used / this plan / left" against the run's share. */
export interface ShareUse {
  usado: number;
  plan: number;
  /** The year's limit less the year so far and this plan. */
  queda: number;
  parte: number;
  /** The plan takes more than its share: more CO2 than its part, fewer hours than its part. */
  excede: boolean;
}

const TOL = 1e-6;

/** The run's own CO2, equivalent hours and REE margin against its share and the year's limits. */
export function annualShareUse(
  share: AnnualShare, limits: { co2Budget?: number | null; hoursMinimum?: number | null }, plan: { co2: number; hours: number; reeMargin?: number },
): { co2?: ShareUse; horas?: ShareUse; ree?: ShareUse } {
  const out: { co2?: ShareUse; horas?: ShareUse; ree?: ShareUse } = {};
  const c = share.parte.co2_t;
  if (c !== undefined && limits.co2Budget != null) {
    out.co2 = { usado: share.usado.co2_t, plan: plan.co2, queda: limits.co2Budget - share.usado.co2_t - plan.co2, parte: c, excede: plan.co2 > c + TOL * Math.max(1, c) };
  }
  const h = share.parte.horas;
  if (h !== undefined && limits.hoursMinimum != null) {
    // Hours left to reach the minimum after this plan (0: reached).
    out.horas = { usado: share.usado.horas, plan: plan.hours, queda: Math.max(0, limits.hoursMinimum - share.usado.horas - plan.hours), parte: h, excede: plan.hours < h - TOL * Math.max(1, h) };
  }
  const r = share.parte.ree_margen_mwh, used = share.usado.ree_margen_mwh;
  if (r !== undefined && used !== undefined && plan.reeMargin !== undefined) {
    // The margin still to make up after this plan (0: the year so far and this plan keep the minimum).
    out.ree = { usado: used, plan: plan.reeMargin, queda: Math.max(0, -(used + plan.reeMargin)), parte: r, excede: plan.reeMargin < r - TOL * Math.max(1, Math.abs(r)) };
  }
  return out;
}
