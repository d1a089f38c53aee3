// Optimizer benchmark (`npm run bench:optimizer`): the base-case plant on real 2024 prices (OMIE
// day-ahead, MIBGAS), modes 0 and 2, over a day, a week, a month and a year. Each case runs in
// its own child process so its peak memory (maxRSS) is its own; HiGHS is compiled once per
// child (reported apart as compile_s). For each case: solve wall and CPU time, objective, gap
// (to the MIP bound for single solves, to the LP bound for rolling ones), peak memory, and CBC's
// time on the same LP file(s) (one per rolling window). CBC runs in a second child (`--cbc`), which
// solves again to get the window models: keeping them in the timed child would inflate its memory. The month is also solved as one MILP to
// compare with the rolling result. One JSON line per case at the end.
//
//   tsx src/optimizer.bench.ts                 all cases
//   tsx src/optimizer.bench.ts day week        only cases whose name contains an argument
//   tsx src/optimizer.bench.ts --no-cbc        skip CBC
//
// `npm run bench` (bench/run.ts) imports this file and runs only the light `cases` below.
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  baseCaseInput, compileHighsModule, loadHighs, runCbc, solve, writeLp, type ExecutionMode, type LinearModel,
} from '@plantasim/optimizer';
import { benchCase, type BenchCase } from './benchCase.ts';
import { loadPrices2024, type YearPrices } from './optimizerData.ts';

interface CaseDef {
  name: string;
  mode: ExecutionMode;
  startDay: number; // day index in 2024
  days: number;
  targetS: number;
}

const SPANS: Array<[string, number, number, number]> = [
  ['day', 14, 1, 0.5], // Mon 15 Jan 2024
  ['week', 14, 7, 2],
  ['month', 0, 31, 10], // January 2024
  ['year', 0, 366, 60],
];
const CASES: CaseDef[] = SPANS.flatMap(([span, startDay, days, targetS]) =>
  ([0, 2] as const).map((mode) => ({ name: `${span}-mode${mode}`, mode, startDay, days, targetS })));

function inputFor(c: CaseDef, prices: YearPrices) {
  const from = c.startDay * 24;
  const hours = c.days * 24;
  const [y, m, d] = prices.days[c.startDay].split('-').map(Number);
  return baseCaseInput({
    hours, mode: c.mode, start: new Date(Date.UTC(y, m - 1, d)),
    electricityPrice: prices.electricity.slice(from, from + hours), gasPrice: prices.gas.slice(from, from + hours),
  });
}

const r4 = (x: number) => Math.round(x * 1e4) / 1e4;
const r6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** Runs one case in this process and returns its JSON record. */
async function runCase(c: CaseDef): Promise<Record<string, unknown>> {
  const t0 = performance.now();
  await loadHighs(await compileHighsModule());
  const compileS = (performance.now() - t0) / 1000;
  const prices = await loadPrices2024();
  const input = inputFor(c, prices);
  const c0 = process.cpuUsage();
  const w0 = performance.now();
  const r = await solve(input, { timeLimit: 300 });
  const wall = (performance.now() - w0) / 1000;
  const cpu = process.cpuUsage(c0);
  const rec: Record<string, unknown> = {
    bench: 'optimizer', case: c.name, mode: c.mode, hours: input.hours, status: r.stats.status,
    objective_eur: Math.round(r.stats.objective * 100) / 100, bound_eur: Math.round(r.stats.bound * 100) / 100,
    gap: r6(r.stats.gap), bound_kind: r.stats.boundKind, windows: r.stats.windows.length,
    max_window_gap: r6(Math.max(...r.stats.windows.map((w) => w.gap))),
    solve_s: r4(wall), solve_cpu_s: r4((cpu.user + cpu.system) / 1e6), compile_s: r4(compileS),
    // HiGHS on the window models alone: the work CBC is given (the lower bound is extra).
    highs_windows_s: r4(r.stats.windows.reduce((a, w) => a + w.seconds, 0)),
    target_s: c.targetS, within_target: wall <= c.targetS, within_target_cpu: (cpu.user + cpu.system) / 1e6 <= c.targetS,
    load_average_1m: Math.round(loadavg()[0] * 10) / 10,
    cols_per_window: r.stats.windows[0]?.numCols, rows_per_window: r.stats.windows[0]?.numRows,
    unmet_warnings: r.warnings.map((w) => w.code),
  };
  if (c.days === 31) {
    // The same month as one MILP: the rolling result must be within 0.1% of it.
    const s0 = performance.now();
    const single = await solve(input, { rollingAboveHours: Infinity, timeLimit: 600 });
    rec.single_milp_s = r4((performance.now() - s0) / 1000);
    rec.single_milp_status = single.stats.status;
    rec.single_milp_objective_eur = Math.round(single.stats.objective * 100) / 100;
    rec.rolling_vs_single = r6((r.stats.objective - single.stats.objective) / Math.abs(single.stats.objective));
  }
  rec.peak_rss_mb = Math.round(process.resourceUsage().maxRSS / 1024);
  rec.within_memory = (rec.peak_rss_mb as number) <= 1024;
  return rec;
}

/** CBC on the LP file of every window HiGHS solved (the same models), in its own child. */
async function runCbcCase(c: CaseDef): Promise<Record<string, unknown>> {
  await loadHighs(await compileHighsModule());
  const input = inputFor(c, await loadPrices2024());
  let cbcS = 0;
  let cbcObjSum = 0;
  let allOptimal = true;
  const r = await solve(input, {
    timeLimit: 300, noBound: true,
    onWindowModel: (m: LinearModel) => {
      const cbc = runCbc(writeLp(m), { ratioGap: 1e-4, seconds: 600 });
      cbcS += cbc.seconds;
      cbcObjSum += cbc.objective;
      allOptimal &&= cbc.ok;
    },
  });
  return {
    cbc_s: r4(cbcS), cbc_all_optimal: allOptimal,
    highs_window_objective_sum_eur: Math.round(r.stats.windows.reduce((a, w) => a + w.objective, 0) * 100) / 100,
    cbc_window_objective_sum_eur: Math.round(cbcObjSum * 100) / 100,
  };
}

/** Runs `--case name [--cbc]` in a child process and returns its JSON line. */
function child(self: string, c: CaseDef, cbc: boolean): Record<string, unknown> {
  const p = spawnSync(process.execPath, ['--import', 'tsx', self, '--case', c.name, ...(cbc ? ['--cbc'] : [])], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const line = p.stdout.trim().split('\n').filter((l) => l.startsWith('{')).pop();
  return line ? JSON.parse(line) as Record<string, unknown> : { error: (p.stderr || 'no output').slice(-400) };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const caseArg = args.indexOf('--case');
  const withCbc = !args.includes('--no-cbc');
  if (caseArg >= 0) {
    const c = CASES.find((x) => x.name === args[caseArg + 1]);
    if (!c) throw new Error(`unknown case ${args[caseArg + 1]}`);
    console.log(JSON.stringify(args.includes('--cbc') ? await runCbcCase(c) : await runCase(c)));
    return;
  }
  const filters = args.filter((a) => !a.startsWith('--'));
  const selected = CASES.filter((c) => filters.length === 0 || filters.some((f) => c.name.includes(f)));
  console.log(`optimizer benchmark: ${selected.length} cases, node ${process.version}, load average ${loadavg()[0].toFixed(1)}`);
  const lines: string[] = [];
  const self = fileURLToPath(import.meta.url);
  for (const c of selected) {
    const rec: Record<string, unknown> = { bench: 'optimizer', case: c.name, ...child(self, c, false) };
    if (withCbc && !rec.error) {
      const cbc = child(self, c, true);
      Object.assign(rec, cbc.error ? { cbc_error: cbc.error } : cbc);
      if (typeof rec.cbc_s === 'number') rec.no_slower_than_cbc = (rec.highs_windows_s as number) <= rec.cbc_s;
    }
    lines.push(JSON.stringify(rec));
    console.log(`${c.name.padEnd(12)} ${rec.error ? `ERROR ${String(rec.error)}` : `${rec.status} obj ${rec.objective_eur} gap ${rec.gap} (${rec.bound_kind}) solve ${rec.solve_s}s cpu ${rec.solve_cpu_s}s windows ${rec.highs_windows_s}s cbc ${rec.cbc_s ?? '-'}s rss ${rec.peak_rss_mb}MB`}`);
  }
  console.log('--- JSON (one line per case) ---');
  for (const l of lines) console.log(l);
}

/** Light cases for bench/run.ts (repeated runs): one day in each mode, HiGHS compiled once. */
let prices: YearPrices | undefined;
export const cases: BenchCase[] = CASES.filter((c) => c.days === 1).map((c) => benchCase({
  name: c.name, runs: 3, warmup: 1, targetMs: c.targetS * 1000,
  setup: async () => {
    await loadHighs(await compileHighsModule());
    prices ??= await loadPrices2024();
    return inputFor(c, prices);
  },
  run: async (input) => {
    const r = await solve(input);
    if (r.stats.status !== 'optimal') throw new Error(r.stats.status);
  },
}));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
