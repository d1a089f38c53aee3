// Tolls, swaps, gas parameters and Ro (docs/rules/fields.md).
import { z } from 'zod';
import { TARIFF_PERIODS } from '../calendar/tariff.ts';
import { finiteNumber } from './common.ts';
import { INVALID_TEXT, invalidTextMessage, isCleanText } from './text.ts';

/** Electricity toll row, one per 6.1TD period. */
export const tollRowSchema = z.object({
  periodo: z.enum(TARIFF_PERIODS as unknown as ['p1', 'p2', 'p3', 'p4', 'p5', 'p6']),
  /** MWe contracted */
  pot_contratada: finiteNumber.min(0),
  /** MWe contracted for the electric boilers */
  pot_contratada_calderas: finiteNumber.min(0),
  /** MW bought at the closed price */
  pot_elec_precio_cerrado: finiteNumber.min(0),
  /** EUR/MWe·year power term (the screens say so: the 'EUR/kWe' label of docs/rules/fields.md was 1000× off) */
  peaje_pot: finiteNumber.min(0),
  /** open (OMIE-indexed) energy: price = ai × OMIE + bi (EUR/MWh) */
  ai_omie_abierto: finiteNumber,
  bi_omie_abierto: finiteNumber,
  /** closed (fixed-price) energy: price = ai × closed price + bi (EUR/MWh) */
  ai_fijo_cerrado: finiteNumber,
  bi_fijo_cerrado: finiteNumber,
});
export type TollRow = z.infer<typeof tollRowSchema>;

export const tollsSchema = z.array(tollRowSchema).length(6).superRefine((rows, ctx) => {
  rows.forEach((r, i) => {
    if (r.periodo !== TARIFF_PERIODS[i]) ctx.addIssue({ code: 'custom', path: [i, 'periodo'], message: `debe ser ${TARIFF_PERIODS[i]}`, params: { code: 'problem.period', expected: TARIFF_PERIODS[i] } });
  });
});

/** Swap contract for difference. */
export const swapSchema = z.object({
  id: z.number().int(),
  /** MWh/day */
  cantidad: finiteNumber.min(0),
  /** EUR/MWh */
  precio: finiteNumber,
});
export type Swap = z.infer<typeof swapSchema>;
export const SWAP_COUNT = 3;
export const swapsSchema = z.array(swapSchema).length(SWAP_COUNT);

/** Gas supply parameters (see README for the price formula they enter). */
export const gasParametrosSchema = z.strictObject({
  /** EUR/MWh hydrocarbon tax (boilers) */
  impuesto: finiteNumber,
  /** EUR/MWh energy-efficiency fund */
  fnee: finiteNumber,
  /** EUR/MWh contract adder */
  term_a: finiteNumber,
  /** multiplier on MIBGAS */
  term_bmc: finiteNumber,
  /** multiplier on the whole commodity price */
  term_bcg: finiteNumber,
  /** EUR/h fixed gas toll */
  peaje: finiteNumber,
});
export type GasParametros = z.infer<typeof gasParametrosSchema>;

/** Ro per month label ('ene 2025' → EUR/MWhe). */
export const roCogeneracionSchema = z.record(z.string().max(20), finiteNumber)
  .refine((r) => Object.keys(r).length <= 400, { message: 'demasiados meses', params: { code: 'problem.tooManyMonths' } })
  // Month labels checked here rather than in the key schema: zod reports a refused key as its own English 'Invalid key in record'.
  .superRefine((r, ctx) => {
    for (const k of Object.keys(r)) if (!isCleanText(k)) ctx.addIssue({ code: 'custom', path: [k], message: invalidTextMessage(), params: { code: INVALID_TEXT } });
  });
export type RoCogeneracion = z.infer<typeof roCogeneracionSchema>;
