// Plan vs actual vs hindsight (docs/plan-vs-actual.md):
//   GET /api/datos-reales/balance?dia=dd/MM/yyyy[&simulacion=id]      one day: three columns and the bridge
//   GET /api/datos-reales/balance?desde=dd/MM/yyyy&hasta=dd/MM/yyyy   a period (≤ 31 days): the bridge summed and each day's deviation
// Every amount is in integer cents (EUR × 100), cost − income, as the economic table counts it.
import { z } from 'zod';
import { simulationIdText } from './common.ts';
import { parseDate } from '../calendar/dates.ts';

const day = z.string().refine((s) => parseDate(s).ok);
/** One day against its plan in force (rules/planInForce.ts), or against the executed run `simulacion`
 *  the user picks (a run whose horizon covers the day). */
export const bridgeDayQuerySchema = z.strictObject({ dia: day, simulacion: simulationIdText.optional() });
export const bridgeRangeQuerySchema = z.strictObject({ desde: day, hasta: day });
export const bridgeQuerySchema = z.union([bridgeDayQuerySchema, bridgeRangeQuerySchema]);
export type BridgeQuery = z.infer<typeof bridgeQuerySchema>;

/** The longest period the month view answers at once. */
export const MAX_BRIDGE_DAYS = 31;

const cents = z.number().int();

/** The bridge: plan → actual in four parts, actual → hindsight. */
export const bridgeAmountsSchema = z.object({
  plan: cents,
  real: cents,
  /** Null when the hindsight solve found no solution. */
  posteriori: cents.nullable(),
  precio: cents,
  demanda: cents,
  indisponibilidad: cents,
  ejecucion: cents,
  /** real − plan = precio + demanda + indisponibilidad + ejecucion. */
  total: cents,
  /** real − posteriori: what a perfect forecast would have saved. */
  prevision: cents.nullable(),
});
export type BridgeAmounts = z.infer<typeof bridgeAmountsSchema>;

/** One column's main lines (cents over the day); otros = fees, tolls, starts, taxes and penalties. */
export const bridgeLinesSchema = z.object({
  gas: cents, co2: cents, compra: cents, venta: cents, ro: cents, otros: cents, total: cents,
});
export type BridgeLines = z.infer<typeof bridgeLinesSchema>;

export const deviationBandSchema = z.enum(['better', 'close', 'worse', 'muchWorse']);

export const bridgePlanSchema = z.object({ id: z.number().int(), name: z.string(), username: z.string() });

export const bridgeDayResponseSchema = z.object({
  fecha: z.string(),
  simulacion: bridgePlanSchema,
  columnas: z.object({ plan: bridgeLinesSchema, real: bridgeLinesSchema, posteriori: bridgeLinesSchema.nullable() }),
  puente: bridgeAmountsSchema,
  banda: deviationBandSchema,
  /** Hours (1-based, H1..H24) whose delivered steam or cold differed from the plan's demand. */
  horasDemanda: z.array(z.number().int()),
  /** Unit-hours read as outages (planned on, measured at 0), hours 1-based. */
  averias: z.array(z.object({ unidad: z.string(), horas: z.array(z.number().int()) })),
  /** The day's measured hours stored with a warning (a balance that did not close…), in the request's language. */
  avisos: z.array(z.string()).default([]),
});
export type BridgeDayResponse = z.infer<typeof bridgeDayResponseSchema>;

export const bridgeSkipReasonSchema = z.enum(['sinPlan', 'sinDatos', 'sinPrecios', 'sinOperacion']);
export type BridgeSkipReason = z.infer<typeof bridgeSkipReasonSchema>;

export const bridgeRangeResponseSchema = z.object({
  desde: z.string(),
  hasta: z.string(),
  puente: bridgeAmountsSchema,
  dias: z.array(z.object({
    fecha: z.string(), simulacion: z.number().int(), plan: cents, total: cents, banda: deviationBandSchema,
    /** How many of the day's measured hours carry a warning. */
    avisos: z.number().int().default(0),
  })),
  /** Days of the period left out, and why. */
  omitidos: z.array(z.object({ fecha: z.string(), motivo: bridgeSkipReasonSchema })),
});
export type BridgeRangeResponse = z.infer<typeof bridgeRangeResponseSchema>;
/** GET /api/datos-reales/balance: a day's answer (?dia) or a period's (?desde&hasta). */
export const bridgeResponseSchema = z.union([bridgeDayResponseSchema, bridgeRangeResponseSchema]);
