// "Recalcular exacto" on a block of a run's explanation (the block estimate re-optimises only the
// block ±1 h; this re-solves the whole horizon with the block forced, as a job):
//   POST /api/simulaciones/:id/explicacion/exacto  { bloque }  -> that block's state (queued)
//   GET  /api/simulaciones/:id/explicacion/exactos            -> every block asked for, with its state
import { z } from 'zod';

export const EXACT_STATES = ['queued', 'solving', 'done', 'infeasible', 'failed'] as const;
export type ExactState = (typeof EXACT_STATES)[number];

export const exactRequestSchema = z.object({
  /** The block's index in the explanation's blocks. */
  bloque: z.number().int().min(0),
});
export type ExactRequest = z.infer<typeof exactRequestSchema>;

export const exactBlockSchema = z.object({
  bloque: z.number().int(),
  estado: z.enum(EXACT_STATES),
  /** EUR: the exact cost of forcing the block to the other state (done only). */
  delta: z.number().nullable(),
  /** Seconds solving so far, or solved in (null while queued). */
  segundos: z.number().nullable(),
  /** Why there is no figure (failed only), in the request's language. */
  error: z.string().nullable(),
});
export type ExactBlockAnswer = z.infer<typeof exactBlockSchema>;

export const exactListSchema = z.object({ exactos: z.array(exactBlockSchema) });
export type ExactList = z.infer<typeof exactListSchema>;
