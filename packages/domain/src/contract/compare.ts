// GET /api/comparar?a=&b= : two executed simulations side by side.
import { z } from 'zod';
import { KPI_KEYS } from '../compare/kpis.ts';
import { simulationId, simulationIdText } from './common.ts';

export const compareQuerySchema = z.strictObject({ a: simulationIdText, b: simulationIdText });
export type CompareQuery = z.infer<typeof compareQuerySchema>;

const diffValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const kpiKey = z.enum(KPI_KEYS);

export const compareRunSchema = z.object({
  id: simulationId,
  name: z.string(),
  username: z.string(),
  created: z.string(),
  fechaActual: z.string(),
  horizonte: z.number().int(),
  parent_id: simulationId.nullable(),
});
export type CompareRun = z.infer<typeof compareRunSchema>;

export const compareResponseSchema = z.object({
  a: compareRunSchema,
  b: compareRunSchema,
  inputs: z.array(z.object({
    tab: z.string(),
    table: z.string(),
    count: z.number().int(),
    rows: z.array(z.string()),
    changes: z.array(z.object({ row: z.string(), field: z.string(), a: diffValue, b: diffValue })),
  })),
  kpis: z.array(z.object({ key: kpiKey, a: z.number(), b: z.number(), delta: z.number(), relative: z.number().nullable() })),
  economics: z.array(z.object({ column: z.string(), a: z.number().nullable(), b: z.number().nullable(), delta: z.number().nullable() })),
  schedule: z.object({
    hours: z.array(z.string()),
    heat: z.array(z.object({ concepto: z.string(), cells: z.array(z.number().int()), delta: z.array(z.number()) })),
    differingCells: z.number().int(),
    series: z.array(z.object({ concepto: z.string(), a: z.array(z.number().nullable()), b: z.array(z.number().nullable()) })),
  }),
});
export type CompareResponse = z.infer<typeof compareResponseSchema>;
