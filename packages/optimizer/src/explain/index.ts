// Explains a solved plan: marginal values per hour (lpFix.ts), then every block of every unit
// (blocks.ts) flipped and re-solved (counterfactual.ts), its cost difference split into the
// economic lines (attribution.ts) and put in words (reasons.ts). Horizons solved as rolling
// windows are explained per window (the kept part of each), with the state carried in as the
// solve did; progress is reported per block.
import { periodClockLabels } from '@plantasim/domain';
import type { OptimizerInput } from '../input.ts';
import { prepare } from '../prepare.ts';
import { sliceInput } from '../sliceInput.ts';
import { sliceSolution, type PlantSolution } from '../solution.ts';
import { hourLabels } from '../results/operation.ts';
import { fixPlan } from './lpFix.ts';
import { planBlocks } from './blocks.ts';
import { flipBlock, flipContext } from './counterfactual.ts';
import { attribute } from './attribution.ts';
import { HOUR_NAMES, reasonClauses, texts, type PeriodNames } from './reasons.ts';
import { engineHourEconomics } from './pceq.ts';
import type { BlockExplanation, Explanation } from './types.ts';
import { hasShortPeriods, periodClock, solvedWhole } from '../periods.ts';

export type * from './types.ts';

export interface ExplainProgress {
  phase: 'explain';
  window: number;
  windows: number;
  blocksDone: number;
  blocks: number;
  hoursDone: number;
  hours: number;
}

export interface ExplainOptions {
  /** Horizons longer than this are explained per window of `keepHours` (as the solve does). */
  rollingAboveHours?: number;
  keepHours?: number;
  onProgress?: (p: ExplainProgress) => void;
}

export async function explainPlan(input: OptimizerInput, s: PlantSolution, opts: ExplainOptions = {}): Promise<Explanation> {
  const started = performance.now();
  const T = input.hours;
  const keep = solvedWhole(input, opts.rollingAboveHours) ? T : (opts.keepHours ?? 168);
  const windows: Array<{ from: number; to: number }> = [];
  for (let from = 0; from < T; from += keep) windows.push({ from, to: Math.min(T, from + keep) });
  const eco = engineHourEconomics(input, prepare(input));
  const zeros = () => new Array<number>(T).fill(0);
  const marginal = { steam: zeros(), cold: zeros(), elec: zeros(), exportLimit: zeros(), importLimit: zeros() };
  const blocks: BlockExplanation[] = [];
  // An hourly run names its periods H1…Hn (the spec's texts); a run with shorter periods by their clock.
  const dates = hourLabels(input);
  const minutes = periodClock(T, input.periodMinutes).minutes;
  const clock = hasShortPeriods(input.periodMinutes) ? periodClockLabels(dates, minutes) : null;
  const names: PeriodNames = clock
    ? { from: (t) => clock[t]?.from ?? `H${t + 1}`, to: (t) => clock[t]?.to ?? `H${t + 1}` }
    : HOUR_NAMES;
  for (const [w, { from, to }] of windows.entries()) {
    const sub = from === 0 && to === T ? input : sliceInput(input, from, to, s);
    const subSol = from === 0 && to === T ? s : sliceSolution(s, from, to);
    const plan = await fixPlan(sub, subSol);
    for (const key of Object.keys(marginal) as Array<keyof typeof marginal>) plan.marginal[key].forEach((v, t) => { marginal[key][from + t] = v; });
    const ctx = flipContext(sub, plan.pm, plan.x);
    const local = planBlocks(sub, plan.pm.prep, subSol);
    let lastReport = -1;
    for (const [i, b] of local.entries()) {
      const global = { ...b, from: b.from + from, to: b.to + from };
      let r: Pick<BlockExplanation, 'status' | 'delta' | 'objective' | 'baseObjective' | 'lines' | 'constraint'> & { row?: string };
      if (!b.available) r = { status: 'unavailable' };
      else {
        const f = await flipBlock(ctx, b);
        r = f.status === 'ok'
          ? { status: 'flipped', delta: f.objective - f.baseObjective, objective: f.objective, baseObjective: f.baseObjective, lines: attribute(sub, plan.pm, f.xBase, f.x) }
          : { status: 'infeasible', constraint: f.constraint, row: f.row };
      }
      const clauses = reasonClauses(input, global, r, eco, names);
      const { row: _row, ...stored } = r;
      blocks.push({ ...global, ...stored, clauses, ...texts(clauses) });
      const pct = Math.floor((100 * (i + 1)) / local.length);
      if (opts.onProgress && pct !== lastReport) {
        lastReport = pct;
        opts.onProgress({
          phase: 'explain', window: w + 1, windows: windows.length, blocksDone: i + 1, blocks: local.length,
          hoursDone: from + Math.round(((to - from) * (i + 1)) / local.length), hours: T,
        });
      }
    }
  }
  return {
    hours: T,
    hourLabels: Array.from({ length: T }, (_, t) => clock?.[t]?.span ?? `H${t + 1}`),
    dates,
    ...(clock ? { periodMinutes: minutes } : {}),
    windows,
    marginal,
    price: input.electricityPrice.slice(),
    pceq: { engines: input.engines.map((e) => e.nombre), values: eco.pceq },
    blocks,
    seconds: (performance.now() - started) / 1000,
  };
}
