// Whether the year so far keeps pace with the year's limits (the morning page's "annual budget off
// track" alert). The limits are the valid planning year's (its economic result's `anual`): a CO2
// budget and a minimum of equivalent hours are spread evenly over the days of the year, so the year
// so far is measured against their share of the days it covers; the REE is a ratio and is measured
// against its minimum as it stands.
import { equivalentEfficiency, equivalentHours, type AnnualFlows } from './rules.ts';

/** The limits of a year as the planning year's economic result reports them. */
export interface AnnualLimits {
  reeMinimum: number;
  refH: number;
  installedPower: number;
  hoursMinimum: number | null;
  co2Budget: number | null;
}

/** The planning year's limits from its stored `economico.anual` (only the fields read here). */
export function annualLimitsOf(anual: {
  ree_minimo: number; ref_h: number; potencia_instalada: number; horas_minimas: number | null; co2_presupuesto_t: number | null;
}): AnnualLimits {
  return { reeMinimum: anual.ree_minimo, refH: anual.ref_h, installedPower: anual.potencia_instalada, hoursMinimum: anual.horas_minimas, co2Budget: anual.co2_presupuesto_t };
}

/** How far from the pace a limit may be before it is called off track: a day's plan rarely matches
 *  the year's average day, and an alert on every small swing would not need a decision. */
export const ANNUAL_TRACK_TOLERANCE = 0.05;

export type AnnualLimitName = 'ree' | 'horas' | 'co2';

export interface OffTrackLimit {
  limite: AnnualLimitName;
  /** The year so far: REE (ratio), equivalent hours, t of CO2. */
  acumulado: number;
  /** Its pace: the REE minimum, the minimum hours' or the CO2 budget's share of the days covered. */
  objetivo: number;
}

export function daysInYear(year: number): number {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 366 : 365;
}

/**
 * The limits the year so far misses at its pace: CO2 above the budget's share of the `days` covered,
 * equivalent hours below the minimum's share, REE below the minimum. Nothing before any day is
 * covered or when nothing was burnt (no REE to read).
 */
export function annualBudgetOffTrack(flows: AnnualFlows, days: number, yearDays: number, limits: AnnualLimits, tolerance = ANNUAL_TRACK_TOLERANCE): OffTrackLimit[] {
  if (days <= 0 || yearDays <= 0) return [];
  const share = Math.min(1, days / yearDays);
  const out: OffTrackLimit[] = [];
  const ree = equivalentEfficiency(flows, limits.refH);
  if (Number.isFinite(ree) && ree < limits.reeMinimum * (1 - tolerance)) out.push({ limite: 'ree', acumulado: ree, objetivo: limits.reeMinimum });
  if (limits.hoursMinimum !== null) {
    const pace = limits.hoursMinimum * share;
    const hours = equivalentHours(flows, limits.installedPower);
    if (hours < pace * (1 - tolerance)) out.push({ limite: 'horas', acumulado: hours, objetivo: pace });
  }
  if (limits.co2Budget !== null) {
    const pace = limits.co2Budget * share;
    if (flows.co2 > pace * (1 + tolerance)) out.push({ limite: 'co2', acumulado: flows.co2, objetivo: pace });
  }
  return out;
}
