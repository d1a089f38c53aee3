// Re-plan benchmark (`npm run bench` runs it; `npx tsx src/replan.bench.ts` alone): the base-case
// plant on real 2024 prices (Mon 15 Jan, and the week 15-21 Jan), modes 0 and 2. The plan is solved
// in the setup; the timed work is re-planning the rest of the horizon from 13:00 of the first day
// (H14) with the engine that ran most tripped there. Targets: the rest of a day <= 1 s, of a week <= 3 s.
import { fileURLToPath } from 'node:url';
import { replanFrom, type ExecutionMode, type OptimizerInput, type PlantSolution } from '@plantasim/optimizer';
import { benchCase, type BenchCase } from './benchCase.ts';
import { solvedJanuary } from './optimizerData.ts';

const FROM = 13; // H14

interface Planned { input: OptimizerInput; plan: PlantSolution; tripped: string }

async function planned(days: number, mode: ExecutionMode): Promise<Planned> {
  const { input, solution } = await solvedJanuary(days, mode);
  const hoursOn = solution.engines.map((e) => e.on.reduce((a, b) => a + b, 0));
  const tripped = input.engines[hoursOn.indexOf(Math.max(...hoursOn))]?.nombre ?? '';
  return { input, plan: solution, tripped };
}

const SPANS = [['day', 1, 1000, 5], ['week', 7, 3000, 3]] as const;

export const cases: BenchCase[] = SPANS.flatMap(([span, days, targetMs, runs]) => ([0, 2] as const).map((mode) => benchCase<Planned>({
  name: `${span}-mode${mode}`, runs, warmup: 1, targetMs,
  setup: () => planned(days, mode),
  run: async (p) => {
    const r = await replanFrom(p.input, p.plan, FROM, [p.tripped]);
    if (!r.solution) throw new Error(`re-plan: ${r.stats.status}`);
  },
})));

/** Alone: one line per case with the cost of the trip and how many setpoints it changes. */
async function main() {
  for (const [span, days, targetMs] of SPANS) {
    for (const mode of [0, 2] as const) {
      const p = await planned(days, mode);
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const r = await replanFrom(p.input, p.plan, FROM, [p.tripped]);
      const wall = (performance.now() - t0) / 1000;
      const cpu = process.cpuUsage(c0);
      console.log(JSON.stringify({
        bench: 'replan', case: `${span}-mode${mode}`, hours: p.input.hours, from: `H${FROM + 1}`, tripped: p.tripped,
        status: r.stats.status, trip_cost_eur: Math.round((r.cost - r.planCost) * 100) / 100, changed_setpoints: r.changes.length,
        replan_s: Math.round(wall * 1000) / 1000, cpu_s: Math.round(((cpu.user + cpu.system) / 1e6) * 1000) / 1000,
        target_s: targetMs / 1000, within_target: wall * 1000 <= targetMs,
      }));
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
