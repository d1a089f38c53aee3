// GET /api/estado-inicial?fecha=dd/MM/yyyy : the engines' state before H1 of a run starting that day,
// carried from the previous day's valid simulation.
import { z } from 'zod';
import { parseDate } from '../calendar/dates.ts';
import { EQUIPMENT_STATES } from '../plant/registry.ts';
import { simulationId } from './common.ts';

export const initialStateQuerySchema = z.strictObject({
  fecha: z.string().refine((s) => parseDate(s).ok),
});
export type InitialStateQuery = z.infer<typeof initialStateQuerySchema>;

export const initialStateResponseSchema = z.object({
  /** The previous day's valid simulation the state comes from; null when that day has none. */
  simulacion: z.object({ id: simulationId, name: z.string(), fechaActual: z.string() }).nullable(),
  /** Per engine of that simulation: its state and hours in state at the end of its first day. */
  motores: z.array(z.object({ nombre: z.string(), estado: z.enum(EQUIPMENT_STATES), horas: z.number().min(0) }).nullable()),
});
export type InitialStateResponse = z.infer<typeof initialStateResponseSchema>;
