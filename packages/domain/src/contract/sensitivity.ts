// POST /api/simulaciones/:id/sensibilidad launches the children; GET the same path reads them.
import { z } from 'zod';
import { KPI_KEYS } from '../compare/kpis.ts';
import { SHIFT_KINDS } from '../compare/sensitivity.ts';
import { simulationId } from './common.ts';

export const shiftSchema = z.strictObject({
  kind: z.enum(SHIFT_KINDS as unknown as ['elecPrice', 'gasPrice', 'co2Price', 'steamDemand', 'coldDemand', 'engineOff']),
  factor: z.number().finite().min(0).max(10),
  engine: z.string().max(200).optional(),
});

/** Body: the shifts to run (default: the whole batch, DEFAULT_SHIFTS). */
export const sensitivityRequestSchema = z.strictObject({
  shifts: z.array(shiftSchema).min(1).max(30).optional(),
});
export type SensitivityRequest = z.infer<typeof sensitivityRequestSchema>;
/** The body as the route reads it: no body (null) is the whole default batch. */
export const sensitivityLaunchBodySchema = sensitivityRequestSchema.nullable().transform((b) => b ?? {});

const kpisSchema = z.object(Object.fromEntries(KPI_KEYS.map((k) => [k, z.number()])) as Record<(typeof KPI_KEYS)[number], z.ZodNumber>);

export const sensitivityChildSchema = z.object({
  id: simulationId,
  name: z.string(),
  status: z.number().int(),
  shift: shiftSchema,
  kpis: kpisSchema.nullable(),
});
export type SensitivityChild = z.infer<typeof sensitivityChildSchema>;

export const sensitivityLaunchResponseSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  parent: simulationId,
  children: z.array(z.object({ id: simulationId, shift: shiftSchema })),
});
export type SensitivityLaunchResponse = z.infer<typeof sensitivityLaunchResponseSchema>;

const range = z.object({ low: z.number(), high: z.number() });
export const sensitivityResponseSchema = z.object({
  parent: z.object({ id: simulationId, name: z.string(), kpis: kpisSchema.nullable() }),
  children: z.array(sensitivityChildSchema),
  tornado: z.array(z.object({
    kind: shiftSchema.shape.kind,
    points: z.array(z.object({ factor: z.number(), engine: z.string().optional(), netCost: z.number(), savings: z.number() })),
    netCost: range,
    savings: range,
  })),
});
export type SensitivityResponse = z.infer<typeof sensitivityResponseSchema>;
