// Hourly rows of the payload (docs/rules/fields.md). Every `horizonte` / `fecha_hora` is a
// 'dd/MM/yyyy HH:00' key; `hora` is the position label 'H1'..'Hn'.
import { z } from 'zod';
import { finiteNumber, hourKeyText, hourLabelText, numberMap, quarterKeyText, siNo } from './common.ts';

/** Demand row: valor in MW. */
export const demandRowSchema = z.object({
  horizonte: hourKeyText,
  hora: hourLabelText,
  /** MW */
  valor: finiteNumber.min(0),
});
export type DemandRow = z.infer<typeof demandRowSchema>;

/** Steam demand row: adds the coefficient applied to the demand (0–1.5). */
export const steamDemandRowSchema = demandRowSchema.extend({
  demanda_coef: finiteNumber.min(0).max(1.5).optional(),
});
export type SteamDemandRow = z.infer<typeof steamDemandRowSchema>;

/** Manual electricity / gas price path row: valor in EUR/MWh (may be negative). */
export const manualPriceRowSchema = z.object({
  horizonte: hourKeyText,
  hora: hourLabelText,
  /** EUR/MWh */
  valor: finiteNumber,
});
export type ManualPriceRow = z.infer<typeof manualPriceRowSchema>;

/** Market price row (OMIE, MIBGAS, prevision, historical): valor in EUR/MWh. */
export const marketPriceRowSchema = z.object({
  fecha_hora: hourKeyText,
  hora: hourLabelText,
  /** EUR/MWh */
  valor: finiteNumber,
});
export type MarketPriceRow = z.infer<typeof marketPriceRowSchema>;

/** Quarter-hour price row (day-ahead market periods from 1 October 2025): `fecha_hora` the period's
 *  Madrid start 'dd/MM/yyyy HH:mm', `periodo` its number in the day (1..92/96/100, as the market
 *  numbers it: it tells apart the two 02:00 hours of the autumn day), valor in EUR/MWh. */
export const quarterPriceRowSchema = z.object({
  fecha_hora: quarterKeyText,
  periodo: z.number().int().min(1).max(100),
  /** EUR/MWh */
  valor: finiteNumber,
});
export type QuarterPriceRow = z.infer<typeof quarterPriceRowSchema>;

/** Planning estimate of the electricity price (EUR/MWh). */
export const estimatedElecPriceRowSchema = z.object({
  horizonte: hourKeyText,
  hora: hourLabelText.optional(),
  /** EUR/MWh */
  precio_estimado: finiteNumber,
});
export type EstimatedElecPriceRow = z.infer<typeof estimatedElecPriceRowSchema>;

/** Planning estimate of the gas price (EUR/MWh). */
export const estimatedGasPriceRowSchema = z.object({
  horizonte: hourKeyText,
  hora: hourLabelText.optional(),
  /** EUR/MWh */
  valor: finiteNumber,
});
export type EstimatedGasPriceRow = z.infer<typeof estimatedGasPriceRowSchema>;

/** Availability row: equipment name → 1 available / 0 not. */
export const availabilityRowSchema = z.object({
  horizonte: hourKeyText,
  hora: hourLabelText,
  disponibilidad: numberMap((x) => x === 0 || x === 1, 'debe ser 0 o 1', 'problem.zeroOne') as z.ZodType<Record<string, 0 | 1>>,
});
export type AvailabilityRow = z.infer<typeof availabilityRowSchema>;

/** Coupling row: engine name → fraction 0–1 (stored with 4 decimals); optional Si/No. */
export const couplingRowSchema = z.object({
  horizonte: hourKeyText,
  hora: hourLabelText,
  acoplamiento: numberMap((x) => Number.isFinite(x) && x >= 0 && x <= 1, 'debe estar entre 0 y 1', 'problem.fraction'),
  acoplado: siNo.optional(),
});
export type CouplingRow = z.infer<typeof couplingRowSchema>;
