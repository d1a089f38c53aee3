// The simulation lifecycle: the history list, one run, launch and save answers, validity,
// activation, deletion, cancellation and the status event stream.
import { z } from 'zod';
import { zeroOne } from '../schemas/common.ts';
import { ALL_SIMULATION_STATUSES } from '../rules/lifecycle.ts';
import { RUN_KINDS } from '../rules/planInForce.ts';
import { simulationId, simulationIdText } from './common.ts';

/** Path parameter of every /:id route. */
export const simulationParamsSchema = z.object({ id: simulationIdText });
export type SimulationParams = z.infer<typeof simulationParamsSchema>;

export const simulationStatusSchema = z.number().int().min(Math.min(...ALL_SIMULATION_STATUSES)).max(Math.max(...ALL_SIMULATION_STATUSES));

/** What the list and the detail both say of a run (docs/rules/fields.md): created and last_update as UTC ISO strings. */
const simulationCoreSchema = z.object({
  id: simulationId,
  name: z.string(),
  username: z.string(),
  created: z.string(),
  status: simulationStatusSchema,
  VALID: zeroOne,
  last_update: z.string(),
});

/** An enforced annual limit a plan misses: the plan's figure and the limit (REE as fractions, hours, t of CO2). */
export const annualMissSchema = z.object({ rule: z.enum(['ree', 'horas', 'co2']), value: z.number(), limit: z.number() });
export type AnnualMiss = z.infer<typeof annualMissSchema>;

/** What the stored solve result says of a finished plan (rules/planStatus.ts): the solver's verdict
 *  ('optimal' = proven within the tolerance; 'feasible', 'time_limit' = not proven), its relative
 *  gap (null without a bound), the demand left unmet (MWh) and the annual limits missed. */
export const planOutcomeSchema = z.object({
  solver: z.string().max(40),
  gap: z.number().nullable(),
  unmetMWh: z.number(),
  annualMissed: z.array(annualMissSchema).max(3),
});
export type PlanOutcome = z.infer<typeof planOutcomeSchema>;

/** GET /api/simulacion item. */
export const simulationListItemSchema = simulationCoreSchema.extend({
  /** A finished plan's outcome (status 4 and after); null before it ran or when stored before the
   *  outcome was kept (then the list says only the lifecycle status). */
  resultado: planOutcomeSchema.nullable().optional(),
  /** The run this sensitivity child shifts, null for an ordinary simulation. */
  parent_id: simulationId.nullable(),
  /** Kind of run: validity is one per creation day and kind (rules/planInForce.ts). */
  tipo: z.enum(RUN_KINDS),
  /** The days it plans: the first ('dd/MM/yyyy') and how many; null when its inputs do not say. */
  fechaActual: z.string().nullable(),
  horizonte: z.number().int().positive().nullable(),
  /** Its execution mode's text (configuracion.modoEjecucionTexto), null when its inputs do not say. */
  modo: z.string().nullable(),
});
export type SimulationListItem = z.infer<typeof simulationListItemSchema>;
export const simulationListSchema = z.array(simulationListItemSchema);

/** How far a running solve is: hours of the horizon, and rolling windows when it has them. */
export const runProgressSchema = z.object({
  done: z.number(),
  total: z.number(),
  window: z.number().optional(),
  windows: z.number().optional(),
  /** What the solver is doing: solving windows, the horizon's lower bound (`window` of `windows`
   *  parts), or explaining the decisions (`window` of `windows` windows). */
  phase: z.enum(['window', 'bound', 'explain']).optional(),
  /** With annual limits: the pass over the horizon (1-based); each pass solves every window again. */
  pass: z.number().int().positive().optional(),
});
export type RunProgress = z.infer<typeof runProgressSchema>;

/** GET /api/simulacion/:id: one run with its failure reason; `run` only while it runs (null until the solver starts it). */
export const simulationDetailSchema = simulationCoreSchema.extend({
  mode: z.string().nullable(),
  error: z.string().nullable(),
  /** The days it plans, as on the list item: what its printed schedule dates its hours by. */
  fechaActual: z.string().nullable(),
  horizonte: z.number().int().positive().nullable(),
  /** The days of its horizon ('dd/MM/yyyy') for which it is the plan in force (rules/planInForce.ts):
   *  all of them, some (a newer valid run took the others), or none. */
  enVigor: z.array(z.string()),
  run: z.object({ started: z.string(), progress: runProgressSchema.nullable() }).nullable().optional(),
  /** Solved, its explanation of the decisions still being computed (a job after the results). */
  explicacion_pendiente: z.boolean().optional(),
});
export type SimulationDetail = z.infer<typeof simulationDetailSchema>;

/** POST /api/lanzar-simulacion/ (status 3) and /api/guardar-simulacion/ (status 2). */
export const storedSimulationSchema = z.object({ id: simulationId, status: z.union([z.literal(2), z.literal(3)]), name: z.string() });
export type StoredSimulationAnswer = z.infer<typeof storedSimulationSchema>;

/** GET /api/cambiar-estado?simulation_id&new_status(0|1)[&username]: `username` is ignored (the token says who acts). */
export const validityQuerySchema = z.object({
  simulation_id: simulationIdText,
  new_status: z.enum(['0', '1']).transform((s) => (s === '1' ? 1 : 0) as 0 | 1),
  username: z.unknown().optional(),
});
export type ValidityQuery = z.infer<typeof validityQuerySchema>;

const done = { status: z.literal(200), message: z.string(), id: simulationId };

export const validityAnswerSchema = z.object({
  ...done,
  VALID: zeroOne,
  /** Present when the day is left with no valid simulation. */
  warning: z.string().optional(),
});
export type ValidityAnswer = z.infer<typeof validityAnswerSchema>;

/** POST /api/simulacion/:id/activar: the others of the day that stopped being valid. */
export const activateAnswerSchema = z.object({ ...done, VALID: z.literal(1), deactivated: z.array(simulationId) });
export type ActivateAnswer = z.infer<typeof activateAnswerSchema>;

/** DELETE /api/borrar-simulacion/:id */
export const deleteAnswerSchema = z.object({ ...done, warning: z.string().optional() });
export type DeleteAnswer = z.infer<typeof deleteAnswerSchema>;

/** POST /api/simulacion/:id/cancelar */
export const cancelAnswerSchema = z.object(done);
export type CancelAnswer = z.infer<typeof cancelAnswerSchema>;

/** POST /api/simulacion/eventos/ticket: a short-lived ticket that opens the event stream only. */
export const eventsTicketSchema = z.object({ ticket: z.string(), expires_in: z.number().int() });
export type EventsTicket = z.infer<typeof eventsTicketSchema>;

/**
 * GET /api/simulacion/eventos?ticket= : EventSource sends no headers, so the stream's credential is a
 * ticket in the URL (or the Authorization header of other clients). Other keys are ignored, a login
 * token in ?token= included: it is never read, so the stream answers it like no credential at all.
 */
export const eventsQuerySchema = z.object({ ticket: z.string().min(1).max(1024).optional() });
export type EventsQuery = z.infer<typeof eventsQuerySchema>;

/** One message of GET /api/simulacion/eventos (server-sent events). */
export const simulationEventSchema = z.object({ id: simulationId, status: z.number().int(), VALID: zeroOne, last_update: z.string() });
export type SimulationEvent = z.infer<typeof simulationEventSchema>;
