// Simulation metadata and history list item (SPEC §3); the status numbers live in rules/lifecycle.ts.
import { z } from 'zod';
import { zeroOne } from './common.ts';
import { cleanText } from './text.ts';
import { ALL_SIMULATION_STATUSES } from '../rules/lifecycle.ts';

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

/** History list item (GET /api/simulacion). */
export const simulationListItemSchema = z.object({
  id: z.union([z.number().int(), z.string().max(64)]),
  name: z.string(),
  username: z.string(),
  /** UTC timestamp string */
  created: z.string(),
  status: z.number().int().min(Math.min(...ALL_SIMULATION_STATUSES)).max(Math.max(...ALL_SIMULATION_STATUSES)),
  VALID: zeroOne,
  last_update: z.string().nullable(),
  /** Ours: the run a sensitivity child shifts (null for an ordinary simulation). */
  parent_id: z.number().int().nullable().optional(),
});
export type SimulationListItem = z.infer<typeof simulationListItemSchema>;
