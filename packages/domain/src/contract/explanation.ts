// GET /api/explicacion/:id, the explanation part of a solved run as the optimizer writes it
// (@plantasim/optimizer explain/): marginal values per hour, break-even prices per engine and hour,
// and one counterfactual with its plain-language reason per block of every unit. This file is its
// one declaration: the optimizer's in-memory types are checked against it, the web parses with it.
// The part is stored as JSON, so a number the optimizer computed as NaN or ±Infinity (a dual HiGHS
// did not give, a break-even price with a 100 % generation tax, a mean over no hours) reads as null.
import { z } from 'zod';
import { EXPLAIN_DRIVER_LINES, EXPLAIN_LINES, EXPLAIN_MESSAGES, type ExplainClause, type ExplainMessageCode } from '../messages/explain.ts';

/** A computed number as JSON keeps it: null where it was NaN or ±Infinity. */
const computed = z.number().nullable();

export const UNIT_FAMILIES = ['engine', 'gasBoiler', 'electricBoiler', 'compressor'] as const;
export type UnitFamily = (typeof UNIT_FAMILIES)[number];

export const CONSTRAINT_KINDS = [
  'availability', 'minUp', 'minDown', 'initialUp', 'initialDown', 'coupling', 'mode1', 'startStop', 'other',
] as const;
export type ConstraintKind = (typeof CONSTRAINT_KINDS)[number];

export const EXPLAIN_BLOCK_STATUSES = ['flipped', 'infeasible', 'unavailable'] as const;

const EXPLAIN_MESSAGE_CODES = Object.keys(EXPLAIN_MESSAGES) as [ExplainMessageCode, ...ExplainMessageCode[]];

/** One clause of a reason (messages/explain.ts ExplainClause, as stored). */
export const explainClauseSchema = z.object({
  code: z.enum(EXPLAIN_MESSAGE_CODES),
  params: z.record(z.string(), z.union([z.string(), computed])).readonly().optional(),
  lines: z.array(z.object({ line: z.enum(EXPLAIN_DRIVER_LINES), effect: computed })).readonly().optional(),
});
export type StoredExplainClause = z.infer<typeof explainClauseSchema>;

/** A run of hours [from, to) in which one unit keeps one state (off runs are split where the
 *  unit's availability changes, so an unavailable run is its own block). */
export const explainBlockSchema = z.object({
  family: z.enum(UNIT_FAMILIES),
  unit: z.number().int(),
  name: z.string(),
  on: z.boolean(),
  from: z.number().int(),
  to: z.number().int(),
  available: z.boolean(),
  status: z.enum(EXPLAIN_BLOCK_STATUSES),
  /** EUR: total cost with the block flipped minus the cost as planned (> 0: the plan is cheaper). */
  delta: computed.optional(),
  /** The objective of the flipped re-solve and of the planned one over the same free hours. */
  objective: computed.optional(),
  baseObjective: computed.optional(),
  /** Effect of the flip on the total cost per economic-table line (EUR; income lines count with
   *  the opposite sign, so the effects add up to delta). */
  lines: z.partialRecord(z.enum(EXPLAIN_LINES), computed).optional(),
  /** Why the flip is impossible. */
  constraint: z.enum(CONSTRAINT_KINDS).optional(),
  clauses: z.array(explainClauseSchema),
  es: z.string(),
  en: z.string(),
});
export type ExplainBlockPart = z.infer<typeof explainBlockSchema>;

/** Per hour: EUR per MWh of one more MWh demanded (the balance rows' duals), and EUR per MWh
 *  earned by one more MW of export / import limit (0 when not binding or absent). */
export const marginalValuesSchema = z.object({
  steam: z.array(computed),
  cold: z.array(computed),
  elec: z.array(computed),
  exportLimit: z.array(computed),
  importLimit: z.array(computed),
});
export type MarginalValuesPart = z.infer<typeof marginalValuesSchema>;

export const explanationSchema = z.object({
  hours: z.number().int().nonnegative(),
  /** Each period's name: H1..Hn on an hourly run (as in the schedule), its clock span ('14:15–14:30',
   *  calendar periodClockLabels) on a run with shorter periods; and the FECHA_HORA label of each period. */
  hourLabels: z.array(z.string()),
  dates: z.array(z.string()),
  /** Each period's length (minutes), only on a run with periods shorter than an hour: what folds its
   *  periods to the hourly tables' rows (results/hourlyFromPeriods.ts hourGroups). */
  periodMinutes: z.array(z.number()).optional(),
  /** Hours explained together (one model each): the whole horizon, or each rolling window's kept part. */
  windows: z.array(z.object({ from: z.number().int(), to: z.number().int() })),
  marginal: marginalValuesSchema,
  price: z.array(computed),
  /** Break-even pool price (PCEQ, EUR/MWh) of each engine per hour: values[engine][hour]. */
  pceq: z.object({ engines: z.array(z.string()), values: z.array(z.array(computed)) }),
  blocks: z.array(explainBlockSchema),
  seconds: z.number(),
});
export type ExplanationPart = z.infer<typeof explanationSchema>;

/** Compile-time only: the catalogue's clause (numbers in memory) is what a stored clause declares. */
export const clauseFitsStored: (c: ExplainClause) => StoredExplainClause = (c) => c;
