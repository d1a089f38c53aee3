// Plain-language reasons of a block, as message clauses of the domain catalogue (es and en):
// what the unit does and when, what flipping it would cost (or the constraint that forbids it),
// for engines the sale price against their break-even price, and the lines that move it: every
// effect above a few % of the headline and one "otros" line, so the listed effects add up to it.
import { driverLines, formatExplanation, type ExplainClause } from '@plantasim/domain';
import type { OptimizerInput } from '../input.ts';
import type { Block, BlockExplanation, ConstraintKind } from './types.ts';
import type { EngineHourEconomics } from './pceq.ts';
import { at } from '../at.ts';

/** Differences below this (EUR) read as "no change". */
const SAME_EUR = 0.5;

/** How a block's first and last periods are named: `from` where the first begins, `to` the last. */
export interface PeriodNames {
  from: (t: number) => string;
  to: (t: number) => string;
}

/** An hourly run's names: H1…Hn, the last hour itself ("from H3 to H5"). */
export const HOUR_NAMES: PeriodNames = { from: (t) => `H${t + 1}`, to: (t) => `H${t + 1}` };

function head(b: Block, names: PeriodNames): ExplainClause {
  const params = { unit: b.name, from: names.from(b.from), to: names.to(b.to - 1) };
  if (!b.available) return { code: 'explain.block.unavailable', params };
  const feminine = b.family === 'gasBoiler' || b.family === 'electricBoiler'; // "caldera parada"
  return { code: b.on ? 'explain.block.on' : feminine ? 'explain.block.offF' : 'explain.block.off', params };
}

function constraintParams(input: OptimizerInput, b: Block, c: ConstraintKind, row?: string): Record<string, string | number> {
  const e = b.family === 'engine' ? input.engines[b.unit] : undefined;
  return {
    constraint: `explain.constraint.${c}`,
    hours: c === 'minUp' || c === 'initialUp' ? Math.ceil(e?.tiempo_minimo_acoplamiento ?? 0) : Math.ceil(e?.tiempo_minimo_parada ?? 0),
    minutes: (e?.tiempo_arranque ?? 0) + (e?.tiempo_parada ?? 0),
    row: row ?? '',
  };
}

function mean(values: number[], from: number, to: number): number {
  let s = 0;
  for (let t = from; t < to; t++) s += at(values, t);
  return s / Math.max(1, to - from);
}

export function reasonClauses(
  input: OptimizerInput, b: Block, r: Pick<BlockExplanation, 'status' | 'delta' | 'lines' | 'constraint'> & { row?: string },
  eco: EngineHourEconomics, names: PeriodNames = HOUR_NAMES,
): ExplainClause[] {
  const clauses: ExplainClause[] = [head(b, names)];
  if (r.status === 'unavailable') return clauses;
  if (r.status === 'infeasible') {
    clauses.push({ code: b.on ? 'explain.cannot.stop' : 'explain.cannot.start', params: constraintParams(input, b, r.constraint ?? 'other', r.row) });
    return clauses;
  }
  // The headline and the effects listed under it are rounded together, so what is shown adds up.
  const drivers = driverLines(r.lines ?? {}, r.delta ?? 0);
  const delta = drivers.headline;
  if (Math.abs(r.delta ?? 0) < SAME_EUR) clauses.push({ code: 'explain.flip.same' });
  else if (delta > 0) clauses.push({ code: b.on ? 'explain.flip.stopCost' : 'explain.flip.startCost', params: { delta } });
  else clauses.push({ code: b.on ? 'explain.flip.stopSaves' : 'explain.flip.startSaves', params: { delta: -delta } });
  clauses.push({ code: 'explain.flip.scope' });
  if (b.family === 'engine') {
    const price = mean(input.electricityPrice, b.from, b.to);
    const pceq = mean(at(eco.pceq, b.unit), b.from, b.to);
    const params = { price, pceq, fuel: mean(at(eco.fuel, b.unit), b.from, b.to), ro: mean(input.ro, b.from, b.to) };
    const pays = price >= pceq;
    const code = b.on ? (pays ? 'explain.engine.priceAbove' : 'explain.engine.priceBelowYet') : (pays ? 'explain.engine.priceAboveYet' : 'explain.engine.priceBelow');
    clauses.push({ code, params });
  }
  if (drivers.lines.length) clauses.push({ code: 'explain.drivers', lines: drivers.lines });
  return clauses;
}

export function texts(clauses: ExplainClause[]): { es: string; en: string } {
  return { es: formatExplanation(clauses, 'es'), en: formatExplanation(clauses, 'en') };
}
