// Simulation metadata, list item and status numbers (SPEC §3, §4).
import { z } from 'zod';
import { zeroOne } from './common.ts';

export const DEFAULT_SIMULATION_NAME = 'Sin título';

export const metadataSchema = z.strictObject({
  /** null for a new simulation */
  id: z.union([z.number().int(), z.string().max(64)]).nullable(),
  simulation_name: z.string().max(200),
  /** true when an operator built it (reduced view) */
  vista_operador: z.boolean(),
  /** UTC timestamp string, null until saved */
  created: z.string().max(40).nullable(),
  valid: zeroOne,
});
export type Metadata = z.infer<typeof metadataSchema>;

/** Status numbers (SPEC §4). */
export const SIMULATION_STATUS = {
  Creada: 1, Guardada: 2, EnEjecucion: 3, EjecutadaOK: 4, EjecutadaNOK: 5, Cancelada: 6, Borrada: 7,
} as const;
export type SimulationStatus = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const SIMULATION_STATUS_TEXT: Record<SimulationStatus, { es: string; en: string }> = {
  1: { es: 'Creada', en: 'Created' },
  2: { es: 'Guardada', en: 'Saved' },
  3: { es: 'En ejecución', en: 'Running' },
  4: { es: 'Ejecutada OK', en: 'Run OK' },
  5: { es: 'Ejecutada NOK', en: 'Run failed' },
  6: { es: 'Cancelada', en: 'Cancelled' },
  7: { es: 'Borrada', en: 'Deleted' },
};

/** History list item (GET /api/simulacion). */
export const simulationListItemSchema = z.object({
  id: z.union([z.number().int(), z.string().max(64)]),
  name: z.string(),
  username: z.string(),
  /** UTC timestamp string */
  created: z.string(),
  status: z.number().int().min(1).max(7),
  VALID: zeroOne,
  last_update: z.string().nullable(),
});
export type SimulationListItem = z.infer<typeof simulationListItemSchema>;
