// Series of a new simulation for any horizon of 1–366 days (24–8,784 hours).
import type { CalendarDate } from '../calendar/dates.ts';
import { HOURS_PER_DAY, horizonKeys } from '../calendar/keys.ts';
import { monthLabel, monthsInHorizon } from '../calendar/months.ts';
import type { SiNo } from '../schemas/common.ts';
import type {
  AvailabilityRow, CouplingRow, DemandRow, EstimatedElecPriceRow, EstimatedGasPriceRow, ManualPriceRow, SteamDemandRow,
} from '../schemas/series.ts';
import {
  DEFAULT_COLD_DEMAND, DEFAULT_ELEC_PRICE_PROFILE, DEFAULT_GAS_PRICE, DEFAULT_RO, DEFAULT_STEAM_PROFILE,
} from './profiles.ts';

/** Value of hour i from a 24-value daily profile (repeated × days) or a constant. */
function valueAt(source: number | readonly number[], i: number): number {
  return typeof source === 'number' ? source : source[i % HOURS_PER_DAY]!;
}

const label = (i: number): string => `H${i + 1}`;

export function generateAvailability(start: CalendarDate, days: number, names: readonly string[]): AvailabilityRow[] {
  return horizonKeys(start, days).map((horizonte, i) => ({
    horizonte,
    hora: label(i),
    disponibilidad: Object.fromEntries(names.map((n) => [n, 1 as const])),
  }));
}

/**
 * Coupling of a new simulation: an engine set to 'Si' in estadoAcoplamiento is coupled at 100 %
 * (fraction 1) every hour, an engine set to 'No' at 0.
 */
export function generateCoupling(start: CalendarDate, days: number, engines: readonly string[], estado: readonly SiNo[]): CouplingRow[] {
  return horizonKeys(start, days).map((horizonte, i) => ({
    horizonte,
    hora: label(i),
    acoplamiento: Object.fromEntries(engines.map((n, e) => [n, estado[e] === 'Si' ? 1 : 0])),
  }));
}

export function generateSteamDemand(start: CalendarDate, days: number, profile: number | readonly number[] = DEFAULT_STEAM_PROFILE): SteamDemandRow[] {
  return horizonKeys(start, days).map((horizonte, i) => ({ horizonte, hora: label(i), valor: valueAt(profile, i) }));
}

export function generateColdDemand(start: CalendarDate, days: number, profile: number | readonly number[] = DEFAULT_COLD_DEMAND): DemandRow[] {
  return horizonKeys(start, days).map((horizonte, i) => ({ horizonte, hora: label(i), valor: valueAt(profile, i) }));
}

export function generateManualElecPrices(start: CalendarDate, days: number, profile: number | readonly number[] = DEFAULT_ELEC_PRICE_PROFILE): ManualPriceRow[] {
  return horizonKeys(start, days).map((horizonte, i) => ({ horizonte, hora: label(i), valor: valueAt(profile, i) }));
}

export function generateManualGasPrices(start: CalendarDate, days: number, profile: number | readonly number[] = DEFAULT_GAS_PRICE): ManualPriceRow[] {
  return horizonKeys(start, days).map((horizonte, i) => ({ horizonte, hora: label(i), valor: valueAt(profile, i) }));
}

/** Planning estimate of the electricity price: the manual profile repeated (docs/rules/states.md planning). */
export function generateEstimatedElecPrices(start: CalendarDate, days: number, profile: number | readonly number[] = DEFAULT_ELEC_PRICE_PROFILE): EstimatedElecPriceRow[] {
  return horizonKeys(start, days).map((horizonte, i) => ({ horizonte, hora: label(i), precio_estimado: valueAt(profile, i) }));
}

/** Planning estimate of the gas price. */
export function generateEstimatedGasPrices(start: CalendarDate, days: number, profile: number | readonly number[] = DEFAULT_GAS_PRICE): EstimatedGasPriceRow[] {
  return horizonKeys(start, days).map((horizonte, i) => ({ horizonte, hora: label(i), valor: valueAt(profile, i) }));
}

/**
 * Ro per month of the horizon. `known` (e.g. from the Ro master) wins; other months get `fallback`.
 */
export function generateRoMonths(start: CalendarDate, days: number, known: Readonly<Record<string, number>> = {}, fallback = DEFAULT_RO): Record<string, number> {
  const out: Record<string, number> = {};
  for (const ym of monthsInHorizon(start, days)) {
    const key = monthLabel(ym);
    out[key] = known[key] ?? fallback;
  }
  return out;
}
