// The plant's hourly operation read back from a stored operation table (operation.ts writes it):
// what a re-plan keeps before its hour H and what prices a stored plan again on other prices.
// Engine states come from the schedule when given (an engine may be on below its minimum during a
// start or a stop); otherwise an engine, boiler or compressor is on when it produces or consumes
// (a boiler on at zero output, which costs nothing, reads as off). The hours that ran down for a
// stop come from the schedule's marks when given (the stop its own solve planned, not a re-plan's
// trip after a kept hour); otherwise from the states, every stop then read as planned.
import type { ScheduleTransition } from '@plantasim/domain';
import type { OptimizerInput } from '../input.ts';
import { stopsNext, type PlantSolution } from '../solution.ts';
import { stopsAfterEnd } from '../prepare.ts';
import type { Table } from './operation.ts';
import { marksStop } from './schedule.ts';

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const onOf = (x: number): number => (x > 1e-7 ? 1 : 0);

/** Starts (off → on) and stops (on → off) of a state series, `initial` being the state before hour 0,
 *  and the hours derated for the stop after them (solution.ts stopsNext), `stopAfterEnd` saying
 *  whether the engine stops right after the last hour. */
export function transitions(on: readonly number[], initial: boolean, stopAfterEnd = false): { start: number[]; stop: number[]; stopNext: number[] } {
  const start: number[] = [];
  const stop: number[] = [];
  on.forEach((u, t) => {
    const before = t === 0 ? (initial ? 1 : 0) : (on[t - 1] ?? 0);
    start.push(u === 1 && before === 0 ? 1 : 0);
    stop.push(u === 0 && before === 1 ? 1 : 0);
  });
  return { start, stop, stopNext: stopsNext(on, stop, stopAfterEnd) };
}

/** The schedule's marks of one engine by hour (programa.motores[].transicion; null: no mark). */
export type EngineMarks = readonly (ScheduleTransition | null | undefined)[];

/**
 * `engineStates[k][t]` (1 on, 0 off) is the schedule's state of engine k, when known, and
 * `engineMarks[k]` its marks, when stored. Rows beyond the table read as zero; the table must have
 * been written for the same plant (unit names).
 */
export function solutionFromOperation(
  input: OptimizerInput, table: Table, engineStates?: readonly (readonly (number | null)[])[], engineMarks?: readonly (EngineMarks | undefined)[],
): PlantSolution {
  const T = input.hours;
  const col = (name: string) => Array.from({ length: T }, (_, t) => num(table.rows[t]?.[name]));
  const engines = input.engines.map((e, k) => {
    const power = col(`PE_${e.nombre}`);
    const on = power.map((p, t) => engineStates?.[k]?.[t] ?? onOf(p));
    const moves = transitions(on, e.estado, stopsAfterEnd(input, k));
    const marks = engineMarks?.[k];
    return { on, ...moves, power, stopNext: marks ? on.map((u, t) => (u === 1 && marksStop(marks[t]) ? 1 : 0)) : moves.stopNext };
  });
  const series = (prefix: string, name: string) => {
    const amount = col(`${prefix}_${name}`);
    return { on: amount.map(onOf), amount };
  };
  return {
    hours: T,
    engines,
    gasBoilers: input.gasBoilers.map((b) => { const s = series('CG', b.nombre); return { on: s.on, gas: s.amount }; }),
    electricBoilers: input.electricBoilers.map((b) => { const s = series('CE', b.nombre); return { on: s.on, elec: s.amount }; }),
    compressors: input.compressors.map((c) => { const s = series('CE', c.nombre); return { on: s.on, elec: s.amount }; }),
    market: { sell: col('VENTA_RED'), buyClosed: col('COMPRA_CERRADO'), buyOpen: col('COMPRA_ABIERTO'), unserved: col('DEFICIT_ELEC'), spill: col('EXCEDENTE_ELEC') },
    slack: { steam: col('DEFICIT_VAPOR'), cold: col('DEFICIT_FRIO') },
  };
}
