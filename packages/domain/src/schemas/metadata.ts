// Simulation metadata (docs/rules/fields.md); the history list item is in contract/simulations.ts.
import { z } from 'zod';
import { zeroOne } from './common.ts';
import { cleanText } from './text.ts';

export const DEFAULT_SIMULATION_NAME = 'Sin título';

export const metadataSchema = z.strictObject({
  /** null for a new simulation */
  id: z.union([z.number().int(), cleanText(z.string().max(64))]).nullable(),
  simulation_name: cleanText(z.string().max(200)),
  /** true when an operator built it (reduced view) */
  vista_operador: z.boolean(),
  /** UTC timestamp string, null until saved */
  created: cleanText(z.string().max(40)).nullable(),
  valid: zeroOne,
});
export type Metadata = z.infer<typeof metadataSchema>;
