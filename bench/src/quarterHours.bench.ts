// Speed of quarter-hour plans (`npm run bench:quarters -w @plantasim/bench`, or `tsx
// src/quarterHours.bench.ts`): the base-case plant (mode 2, bench optimizerData's) on real OMIE
// quarter-hour prices (quarterData.ts; gas constant, no MIBGAS data for these days), solved with
// solve() as the server does, hourly and per quarter hour, on the same horizon in the same run:
//   day    2026-01-13 (a Tuesday): 24 hours vs 96 quarters         goal: quarter <= 0.3 s
//   week   2026-01-12 .. 2026-01-18: 168 hours vs 672 quarters     goal: quarter <= 2 s
//   ratio  quarter / hourly wall time of the same horizon (medians)  goal: <= 3
// Each case is solved `runs` times after one untimed solve (HiGHS compiled once, excluded); printed:
// min/median/max wall, median CPU, the ratio, the windows (solve() rolls horizons above 168 periods:
// the quarter week is 4 windows of 168 + 24 quarters, the hourly week one), and where the time goes:
// HiGHS (the windows' LP, MILP and steady-pass runs), the model build (buildModel of the horizon,
// timed apart; for the rolling week, of its first window) and the rest (results tables, checks).
// One thread (lanes: 1): a second solver thread started from the TypeScript sources costs
// 0.5 s of start-up (rolling.ts) and two cores are shared here; the figures are one core's.
// Goals are compared with the median wall time; the machine's load is printed before and after.
//
//   tsx src/quarterHours.bench.ts [day|week] [--runs N]
// `npm run bench` (bench/run.ts) imports this file and runs the light `cases` (the day, both clocks).
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildModel, compileHighsModule, loadHighs, sliceInput, solve, type OptimizerInput } from '@plantasim/optimizer';
import { benchCase, type BenchCase } from './benchCase.ts';
import { hourlyInput, loadQuarterDays, quarterInput, type QuarterDay } from './quarterData.ts';
import { median } from './stats.ts';
import { uptime } from './machine.ts';

const MODE = 2;
const DAY = '2026-01-13';
const WEEK_FROM = '2026-01-12';

interface Horizon { name: string; from: string; days: number; goalS: number }
const HORIZONS: Horizon[] = [
  { name: 'day', from: DAY, days: 1, goalS: 0.3 },
  { name: 'week', from: WEEK_FROM, days: 7, goalS: 2 },
];
const RATIO_GOAL = 3;

/** `n` consecutive quarter days from `from` (throws when one is missing from the shared data). */
function daysFrom(all: readonly QuarterDay[], from: string, n: number): QuarterDay[] {
  const i = all.findIndex((d) => d.date === from);
  const out = all.slice(i, i + n);
  const next = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  if (i < 0 || out.length !== n || out.some((d, k) => k > 0 && d.date !== next(out[k - 1]!.date))) {
    throw new Error(`no ${n} consecutive quarter days from ${from} in the shared market data`);
  }
  return out;
}

const r3 = (x: number) => Math.round(x * 1000) / 1000;

interface Timing {
  wall: number[]; cpu: number[]; highs: number[]; windows: number; periods: number; objective: number; status: string;
  buildS: number; cols: number; rows: number;
}

async function timeSolves(input: OptimizerInput, runs: number): Promise<Timing> {
  const wall: number[] = [], cpu: number[] = [], highs: number[] = [];
  let last: Awaited<ReturnType<typeof solve>> | undefined;
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    last = await solve(input, { lanes: 1 });
    wall.push((performance.now() - t0) / 1000);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1e6);
    highs.push(last.stats.windows.reduce((a, w) => a + w.seconds, 0));
    if (last.stats.status !== 'optimal') throw new Error(`${input.labels?.[0]}: ${last.stats.status}`);
  }
  // The model build alone: the whole horizon when solve() takes it in one window, else its first window.
  const first = last!.stats.windows[0]!;
  const one = last!.stats.windows.length === 1 ? input : sliceInput(input, first.from, first.to);
  const builds: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    buildModel(one);
    builds.push((performance.now() - t0) / 1000);
  }
  return {
    wall, cpu, highs, windows: last!.stats.windows.length, periods: input.hours, objective: last!.stats.objective, status: last!.stats.status,
    buildS: median(builds) * last!.stats.windows.length, cols: first.numCols, rows: first.numRows,
  };
}

function line(name: string, t: Timing): Record<string, unknown> {
  const w = median(t.wall);
  const h = median(t.highs);
  return {
    case: name, periods: t.periods, windows: t.windows, cols_per_window: t.cols, rows_per_window: t.rows, status: t.status, objective_eur: Math.round(t.objective * 100) / 100,
    runs: t.wall.length, wall_min_s: r3(Math.min(...t.wall)), wall_median_s: r3(w), wall_max_s: r3(Math.max(...t.wall)), cpu_median_s: r3(median(t.cpu)),
    highs_median_s: r3(h), build_s: r3(t.buildS), rest_s: r3(Math.max(0, w - h - t.buildS)),
  };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const runsArg = args.indexOf('--runs');
  const filters = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--runs');
  const horizons = HORIZONS.filter((h) => filters.length === 0 || filters.includes(h.name));
  console.log(`quarter-hour speed benchmark: base-case plant, mode ${MODE}, node ${process.version}, one solver thread`);
  console.log(`uptime: ${uptime()}`);
  const t0 = performance.now();
  await loadHighs(await compileHighsModule());
  console.log(`HiGHS compiled in ${r3((performance.now() - t0) / 1000)} s (excluded)`);
  const all = loadQuarterDays();
  const out: Array<Record<string, unknown>> = [];
  for (const hz of horizons) {
    const days = daysFrom(all, hz.from, hz.days);
    const runs = runsArg >= 0 ? Number(args[runsArg + 1]) : hz.days === 1 ? 7 : 3;
    const hIn = hourlyInput(days, MODE);
    const qIn = quarterInput(days, MODE);
    await solve(hIn, { lanes: 1 }); // untimed: warms the JavaScript as a pooled worker is
    await solve(qIn, { lanes: 1 });
    const h = line(`${hz.name}-hourly`, await timeSolves(hIn, runs));
    const q = line(`${hz.name}-quarter`, await timeSolves(qIn, runs));
    const ratio = (q.wall_median_s as number) / (h.wall_median_s as number);
    const cpuRatio = (q.cpu_median_s as number) / (h.cpu_median_s as number);
    Object.assign(q, {
      goal_s: hz.goalS, within_goal: (q.wall_median_s as number) <= hz.goalS, ratio_to_hourly: r3(ratio), cpu_ratio_to_hourly: r3(cpuRatio),
      ratio_goal: RATIO_GOAL, within_ratio_goal: ratio <= RATIO_GOAL, from: days[0]!.date, to: days.at(-1)!.date, load_average_1m: Math.round(loadavg()[0] * 10) / 10,
    });
    for (const r of [h, q]) {
      console.log(`${String(r.case).padEnd(13)} ${String(r.periods).padStart(4)} periods ${r.windows} window(s): wall min/median/max ${r.wall_min_s}/${r.wall_median_s}/${r.wall_max_s} s, cpu ${r.cpu_median_s} s | HiGHS ${r.highs_median_s} s, build ${r.build_s} s, rest ${r.rest_s} s`
        + (r === q ? ` | goal ${hz.goalS} s: ${q.within_goal ? 'met' : `MISSED by ${r3((q.wall_median_s as number) - hz.goalS)} s (x${r3((q.wall_median_s as number) / hz.goalS)})`}; quarter/hourly ${q.ratio_to_hourly} (cpu ${q.cpu_ratio_to_hourly}), goal <= ${RATIO_GOAL}: ${q.within_ratio_goal ? 'met' : 'MISSED'}` : ''));
    }
    out.push(h, q);
  }
  console.log(`uptime: ${uptime()}`);
  console.log('--- JSON (one line per case) ---');
  for (const r of out) console.log(JSON.stringify({ bench: 'quarterHours', ...r }));
}

/** Light cases for bench/run.ts: the day, hourly and per quarter hour. */
let days: QuarterDay[] | undefined;
export const cases: BenchCase[] = (['hourly', 'quarter'] as const).map((clock) => benchCase({
  name: `day-${clock}`, runs: 5, warmup: 1, targetMs: clock === 'quarter' ? 300 : undefined,
  setup: async () => {
    await loadHighs(await compileHighsModule());
    days ??= daysFrom(loadQuarterDays(), DAY, 1);
    return clock === 'quarter' ? quarterInput(days, MODE) : hourlyInput(days, MODE);
  },
  run: async (input) => {
    const r = await solve(input, { lanes: 1 });
    if (r.stats.status !== 'optimal') throw new Error(r.stats.status);
  },
}));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
