// What the explanations of a solved plan hold: marginal values per hour, break-even prices per
// engine, and one counterfactual with its plain-language reason per block of every unit.
// The stored part is declared once, in @plantasim/domain contract/explanation.ts; these are the
// in-memory shapes (plain numbers, clauses of the message catalogue), checked below to be what
// the declaration accepts, so the two cannot drift.
import type { ConstraintKind, ExplainClause, ExplainLine, ExplanationPart, UnitFamily } from '@plantasim/domain';

export type { ConstraintKind, UnitFamily };

/** A run of hours [from, to) in which one unit keeps one state (off runs are split where the
 *  unit's availability changes, so an unavailable run is its own block). */
export interface Block {
  family: UnitFamily;
  unit: number;
  name: string;
  on: boolean;
  from: number;
  to: number;
  available: boolean;
}

export interface BlockExplanation extends Block {
  status: 'flipped' | 'infeasible' | 'unavailable';
  /** EUR: total cost with the block flipped minus the cost as planned (> 0: the plan is cheaper). */
  delta?: number;
  /** The objective of the flipped re-solve and of the planned one over the same free hours. */
  objective?: number;
  baseObjective?: number;
  /** Effect of the flip on the total cost per economic-table line (EUR; income lines count with
   *  the opposite sign, so the effects add up to delta). */
  lines?: Partial<Record<ExplainLine, number>>;
  /** Why the flip is impossible. */
  constraint?: ConstraintKind;
  clauses: ExplainClause[];
  es: string;
  en: string;
}

export interface MarginalValues {
  /** EUR per MWh of one more MWh demanded in the hour (the balance rows' duals). */
  steam: number[];
  cold: number[];
  elec: number[];
  /** EUR per MWh earned by one more MW of export / import limit in the hour (0 when not binding
   *  or absent). */
  exportLimit: number[];
  importLimit: number[];
}

export interface Explanation {
  hours: number;
  /** Each period's name: H1..Hn on an hourly run (as in the schedule), its clock span ('14:15–14:30')
   *  on a run with shorter periods; and the FECHA_HORA label of each period. */
  hourLabels: string[];
  dates: string[];
  /** Each period's length (minutes), only on a run with periods shorter than an hour. */
  periodMinutes?: number[];
  /** Hours explained together (one model each): the whole horizon, or each rolling window's kept part. */
  windows: Array<{ from: number; to: number }>;
  marginal: MarginalValues;
  price: number[];
  /** Break-even pool price (PCEQ, EUR/MWh) of each engine per hour. */
  pceq: { engines: string[]; values: number[][] };
  blocks: BlockExplanation[];
  seconds: number;
}

/** Compile-time check only (never called): every in-memory explanation is what the stored part declares. */
export const fitsStoredPart: (e: Explanation) => ExplanationPart = (e) => e;
