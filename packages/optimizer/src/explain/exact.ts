// The exact counterfactual of one block, on request ("recalcular exacto"): the block's unit forced
// to the other state over the block's hours and everything else re-optimised, every other unit's
// and the same unit's neighbouring runs included, over the whole explained horizon (the block's
// window when the horizon was explained in rolling windows). The block estimate (counterfactual.ts)
// frees only the block ±1 h with the other commitments held: with less freedom it can only come out
// higher (the full optimum may also move the neighbouring runs). This figure compares with the
// plan as stored (its commitments, its loads re-optimised), and replaces the estimate.
import type { OptimizerInput } from '../input.ts';
import { buildModel } from '../model.ts';
import { runHighs } from '../highsRunner.ts';
import type { PlantSolution } from '../solution.ts';
import { sliceInput } from '../sliceInput.ts';
import { sliceSolution } from '../solution.ts';
import { planBinaries } from './lpFix.ts';
import { onColumns } from './counterfactual.ts';
import type { Block } from './types.ts';
import { at } from '../at.ts';
import { solvedWhole } from '../periods.ts';

export interface ExactBlock {
  family: Block['family'];
  unit: number;
  on: boolean;
  /** Hours [from, to) of the whole horizon. */
  from: number;
  to: number;
}

export type ExactResult =
  | { status: 'ok'; delta: number; objective: number; planObjective: number; window: { from: number; to: number } }
  | { status: 'infeasible'; window: { from: number; to: number } };

export interface ExactOptions {
  /** Horizons longer than this were explained per window of `keepHours` (explainPlan's default). */
  rollingAboveHours?: number;
  keepHours?: number;
  /** Hours before this one stay as planned (a re-plan's past). */
  fixedBefore?: number;
  timeLimit?: number;
}

/** The same tolerance as the block estimate: exact to a thousandth of a euro. */
const SOLVE = { mipRelGap: 1e-7, highsOptions: { mip_abs_gap: 1e-3 } };

export async function exactCounterfactual(input: OptimizerInput, s: PlantSolution, block: ExactBlock, opts: ExactOptions = {}): Promise<ExactResult> {
  const T = input.hours;
  if (block.from < 0 || block.to > T || block.from >= block.to) throw new RangeError(`block hours ${block.from}-${block.to} outside the horizon`);
  const keep = solvedWhole(input, opts.rollingAboveHours) ? T : (opts.keepHours ?? 168);
  const from = Math.floor(block.from / keep) * keep;
  const window = { from, to: Math.min(T, from + keep) };
  // A block that crosses a window's end is cut to its window, as the explanation did.
  const to = Math.min(block.to, window.to);
  const whole = window.from === 0 && window.to === T;
  const sub = whole ? input : sliceInput(input, window.from, window.to, s);
  const subSol = whole ? s : sliceSolution(s, window.from, window.to);
  // The same model the estimate uses (no symmetry cuts: a forced unit may break their order).
  const pm = buildModel(sub, { noSymmetry: true, noCuts: true });
  const fixed = planBinaries(pm, subSol);
  const plan = await runHighs(pm.m, { fixIntegers: fixed });
  if (plan.status !== 'optimal') throw new Error(`the plan's fixed LP ended ${plan.status}`);
  const local = { family: block.family, unit: block.unit, from: block.from - window.from, to: to - window.from } as Block;
  const forced = new Set(onColumns(pm, local));
  const value = block.on ? 0 : 1;
  for (const j of forced) fixed[j] = value;
  if ([...forced].some((j) => at(pm.m.colLower, j) > value || at(pm.m.colUpper, j) < value)) return { status: 'infeasible', window };
  const past = (opts.fixedBefore ?? 0) - window.from;
  const keptPast = (j: number) => {
    const k = at(pm.m.colKeys, j);
    return past > 0 && !(k.component === 'Compressor' && k.attr === 'y') && k.hour < past;
  };
  const r = await runHighs(pm.m, { ...SOLVE, timeLimit: opts.timeLimit ?? 600, fixIntegers: fixed, fixOnly: (j) => forced.has(j) || keptPast(j) });
  if (r.status === 'infeasible') return { status: 'infeasible', window };
  if (r.status !== 'optimal') throw new Error(`the exact re-solve ended ${r.status}`);
  return { status: 'ok', delta: r.objective - plan.objective, objective: r.objective, planObjective: plan.objective, window };
}
