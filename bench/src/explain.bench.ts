// Explanations benchmark (`npm run bench` runs it; `npx tsx src/explain.bench.ts` alone): the
// base-case plant on real 2024 prices (Mon 15 Jan, and the week 15-21 Jan), modes 0 and 2. The
// plan is solved in the setup; the timed work is the explanation on top of it: marginal values
// (the plan's fixed LP and its duals) and the counterfactual and reason of every block of every
// unit. Targets: one day <= 2 s, one week <= 10 s on top of the solve.
import { fileURLToPath } from 'node:url';
import { explainPlan } from '@plantasim/optimizer';
import { benchCase, type BenchCase } from './benchCase.ts';
import { solvedJanuary } from './optimizerData.ts';

type Solved = Awaited<ReturnType<typeof solvedJanuary>>;

const SPANS = [['day', 1, 2000, 3], ['week', 7, 10_000, 1]] as const;

export const cases: BenchCase[] = SPANS.flatMap(([span, days, targetMs, runs]) => ([0, 2] as const).map((mode) => benchCase<Solved>({
  name: `${span}-mode${mode}`, runs, warmup: span === 'day' ? 1 : 0, targetMs,
  setup: () => solvedJanuary(days, mode),
  run: async (s) => {
    const ex = await explainPlan(s.input, s.solution);
    if (ex.blocks.some((b) => !b.es || !b.en)) throw new Error('a block without a reason');
  },
})));

/** Alone: one line per case with the number of blocks and how their flips ended. */
async function main() {
  for (const [span, days, targetMs] of SPANS) {
    for (const mode of [0, 2] as const) {
      const s = await solvedJanuary(days, mode);
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const ex = await explainPlan(s.input, s.solution);
      const wall = (performance.now() - t0) / 1000;
      const cpu = process.cpuUsage(c0);
      const statuses: Record<string, number> = {};
      for (const b of ex.blocks) statuses[b.status] = (statuses[b.status] ?? 0) + 1;
      console.log(JSON.stringify({
        bench: 'explain', case: `${span}-mode${mode}`, hours: ex.hours, blocks: ex.blocks.length, ...statuses,
        explain_s: Math.round(wall * 100) / 100, cpu_s: Math.round(((cpu.user + cpu.system) / 1e6) * 100) / 100,
        target_s: targetMs / 1000, within_target: wall * 1000 <= targetMs,
      }));
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
