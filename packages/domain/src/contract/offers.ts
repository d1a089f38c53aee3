// Day-ahead offers of an executed run (docs/offers.md), computed as a job:
//   POST /api/simulaciones/:id/ofertas  -> the offers' state (queued; asked again while queued,
//                                          solving or done, the same state; a failed one is queued again)
//   GET  /api/simulaciones/:id/ofertas  -> the state and, once done, the offers
import { z } from 'zod';

export const OFFER_STATES = ['queued', 'solving', 'done', 'failed'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/** One step of a period's stepwise sell curve: at `precio` or above, the plant's net position is
 *  `cantidad_mw` (MW, > 0 sells, < 0 buys). Steps go up in price and never down in quantity. */
export const offerCurveStepSchema = z.object({ precio: z.number(), cantidad_mw: z.number() });

export const offerPeriodSchema = z.object({
  /** 1-based period of the run (hours, or quarter hours on a quarter-hour run). */
  periodo: z.number().int().min(1),
  /** EUR/MWh: the forecast the run was planned at. */
  precio_previsto: z.number(),
  /** MW: the plan's net position, what the curve clears at if the forecast is right. */
  posicion_prevista_mw: z.number(),
  curva: z.array(offerCurveStepSchema),
});

/** An engine run of the plan as an all-or-nothing profiled block order. */
export const offerBlockSchema = z.object({
  motor: z.string(),
  /** 1-based first and last period of the block. */
  desde: z.number().int().min(1),
  hasta: z.number().int().min(1),
  /** MW: the engine's minimum load. */
  cantidad_mw: z.number(),
  /** MW per period from `desde` to `hasta`. */
  perfil_mw: z.array(z.number()),
  /** EUR/MWh: the average price the block needs to cover its start and minimum-load fuel. */
  precio_minimo: z.number(),
});

export const simulationOffersSchema = z.object({
  /** EUR/MWh added to the forecast at each step of the ladder (0: the run's own plan). */
  deltas: z.array(z.number()),
  periodos: z.array(offerPeriodSchema),
  bloques: z.array(offerBlockSchema),
});
export type SimulationOffers = z.infer<typeof simulationOffersSchema>;

export const offersAnswerSchema = z.object({
  /** 'none': never asked for this run. */
  estado: z.enum(['none', ...OFFER_STATES]),
  /** Seconds solving so far, or solved in (null while queued or never asked). */
  segundos: z.number().nullable(),
  /** Why there are no offers (failed only). */
  error: z.string().nullable(),
  /** The offers, once done. */
  ofertas: simulationOffersSchema.nullable(),
});
export type OffersAnswer = z.infer<typeof offersAnswerSchema>;
