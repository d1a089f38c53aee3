// Re-plan benchmark (`npm run bench` runs it; `npx tsx src/replan.bench.ts` alone): the base-case
// plant on real 2024 prices (Mon 15 Jan, and the week 15-21 Jan), modes 0 and 2. The plan is solved
// in the setup; the timed work is re-planning the rest of the horizon from 13:00 of the first day
// (H14) with the engine that ran most tripped there, warm-started from the plan. Targets: the rest of
// a day <= 1 s, of a week <= 3 s. Alone, it also measures the plain solve alternately with the warm one.
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

/** Wall and CPU seconds of one re-plan (CPU: this process, user + system; HiGHS runs in this thread). */
async function timed(p: Planned, cold: boolean): Promise<{ wall: number; cpu: number; cost: number; changes: number; status: string }> {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const r = await replanFrom(p.input, p.plan, FROM, [p.tripped], { cold });
  const wall = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(c0);
  return { wall, cpu: (cpu.user + cpu.system) / 1e6, cost: r.cost - r.planCost, changes: r.changes.length, status: r.stats.status };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const r3 = (x: number) => Math.round(x * 1000) / 1000;

/**
 * Alone: per case, the plain (cold) and the warm-started re-plan measured alternately (cold, warm,
 * cold, warm…), so a load that comes and goes on a shared machine weighs on both alike; one line per
 * case with the median wall and CPU seconds of each and their ratio, the trip's cost and the changes.
 */
async function main() {
  const rounds = Number(process.env.REPLAN_BENCH_ROUNDS ?? 5);
  for (const [span, days, targetMs] of SPANS) {
    for (const mode of [0, 2] as const) {
      const p = await planned(days, mode);
      await timed(p, false); // warm-up: HiGHS compiled, code paths hot
      const cold: Awaited<ReturnType<typeof timed>>[] = [];
      const warm: Awaited<ReturnType<typeof timed>>[] = [];
      for (let k = 0; k < rounds; k++) {
        cold.push(await timed(p, true));
        warm.push(await timed(p, false));
      }
      const w = { wall: median(warm.map((x) => x.wall)), cpu: median(warm.map((x) => x.cpu)) };
      const c = { wall: median(cold.map((x) => x.wall)), cpu: median(cold.map((x) => x.cpu)) };
      console.log(JSON.stringify({
        bench: 'replan', case: `${span}-mode${mode}`, hours: p.input.hours, from: `H${FROM + 1}`, tripped: p.tripped, rounds,
        status: warm[0]?.status, trip_cost_eur: Math.round((warm[0]?.cost ?? NaN) * 100) / 100,
        trip_cost_cold_eur: Math.round((cold[0]?.cost ?? NaN) * 100) / 100, changed_setpoints: warm[0]?.changes,
        warm_wall_s: r3(w.wall), warm_cpu_s: r3(w.cpu), cold_wall_s: r3(c.wall), cold_cpu_s: r3(c.cpu),
        cpu_ratio_warm_over_cold: r3(w.cpu / c.cpu),
        target_s: targetMs / 1000, within_target: w.wall * 1000 <= targetMs,
      }));
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
