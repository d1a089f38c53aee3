// Optimizer benchmark (`npm run bench:optimizer`): the base-case plant on real 2024 prices (OMIE
// day-ahead, MIBGAS). Cases:
//   day-mode{0,2}                       Mon 15 Jan 2024
//   week-mode{0,2}                      the week from Mon 15 Jan 2024
//   <month>-mode{0,2}                   every month of 2024 (january … december)
//   week-outage-mode{0,2}               the hardest week: the Monday-to-Sunday week of 2024 with the
//                                       most hours at a zero or negative price, with engines 1 and 2
//                                       out for the whole week
//   year-mode{0,2}                      the year 2024 (rolling windows, weekly-LP bound)
//   year-limits-mode2                   the planning year with an equivalent-hours minimum 3 % above
//                                       what the year reaches without it, a CO2 budget 1 % below what it
//                                       emits and REE >= 0.55 (the annual passes and repair run)
// Machines of the same kind differ by 2x, so each case also solves the same horizon's LP relaxation
// in the same run (`lp_relaxation_s`: the whole horizon's LP up to 1,488 h, beyond it the weekly
// blocks of the bound one after the other, on one thread; the limits year's is the free year's
// relaxation) and states its wall time as a ratio to it (`lp_ratio`, goals: months and the free
// year <= 2, the limits year <= 5). Long horizons (a month or more) are also handed to the
// independent checker (`checker_violations`, window borders included).
// Each case runs in its own child process so its peak memory (maxRSS) is its own (the market files
// are parsed once, in the parent, and each child is handed the year's hourly prices: parsing a year
// of OMIE files took 315 MB of the child's peak, which no solve in the server holds); HiGHS is
// compiled once per child (reported apart as compile_s) and one day (1 Jan) is solved before the
// timed solve, as a pooled server worker has solved one before. Per case: wall and CPU time of the solve,
// windows, the true horizon gap and the bound's kind, peak RSS, and CBC's time on the same window
// models (written as LP) with the HiGHS/CBC ratio. CBC runs in a second child (keeping the models
// in the timed child would inflate its memory) on a sample of at most `--cbc-windows` windows
// (default 6, evenly spread; all of them when there are fewer), HiGHS' time being that of the same
// windows in that child (steady pass off: CBC is given the window MILP alone). For the year cases
// also the annual REE, equivalent hours and CO2 against their limits (economico.anual).
//
//   tsx src/optimizer.bench.ts                       all cases
//   tsx src/optimizer.bench.ts --case april          cases whose name contains "april" (both modes)
//   BENCH_CASE=april-mode0 tsx src/optimizer.bench.ts   the same through the environment
//   tsx src/optimizer.bench.ts day week              positional filters work too
//   --no-cbc (or BENCH_CBC=0) skip CBC;  --cbc-windows N  sample size;  --single  months also as one MILP
//   --floor                         also solve each case on one thread and count the seconds spent
//                                   inside HiGHS by kind of run (highs_s, highs_total_s) and that
//                                   time halved over the relaxation (highs_floor_ratio): the wall-time
//                                   ratio two threads could reach if nothing but HiGHS took time
//   --sources (or BENCH_SOURCES=1)  run the optimizer from its TypeScript sources through tsx instead of
//                                   the bundle built first into bench/dist/optimizer (what the server runs)
// Through the root's `npm run bench:optimizer` npm keeps flags like --no-cbc for itself: use the
// environment (BENCH_CASE=april BENCH_CBC=0 npm run bench:optimizer).
//
// `npm run bench` (bench/run.ts) imports this file and runs only the light `cases` below.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { annualRulesSchema } from '@plantasim/domain';
import * as sourceOptimizer from '@plantasim/optimizer';
import type { ExecutionMode, LinearModel, OptimizerInput } from '@plantasim/optimizer';
import { bundleForNode } from '@plantasim/server/scripts/nodeBundle.mjs';
import { benchCase, type BenchCase } from './benchCase.ts';
import { loadPrices2024, type YearPrices } from './optimizerData.ts';
import { uptime } from './machine.ts';

type Optimizer = typeof sourceOptimizer;

/** The optimizer the cases run: by default the bundle the parent built (plain JavaScript, as
 *  `npm start` runs the server and its solver threads), with `--sources` the TypeScript sources
 *  through tsx (a long solve's second thread then starts in 0.7 s instead of 0.2 s). */
let opt: Optimizer = sourceOptimizer;

/** Where the parent bundles the optimizer and its second thread's entry (lane.ts finds
 *  laneWorker.js beside the bundle, as in the server's dist/). */
const BUILT_DIR = fileURLToPath(new URL('../dist/optimizer/', import.meta.url));

async function buildOptimizer(): Promise<void> {
  const src = fileURLToPath(new URL('../../packages/optimizer/src/', import.meta.url));
  await bundleForNode({ optimizer: join(src, 'index.ts'), laneWorker: join(src, 'worker/laneWorker.ts') }, BUILT_DIR);
}

interface CaseDef {
  name: string;
  mode: ExecutionMode;
  /** Day index in 2024, or 'hardest-week'. */
  startDay: number | 'hardest-week';
  days: number;
  /** Goal on a calm machine (s wall). */
  targetS: number;
  /** Engines (0-based) out for the whole horizon. */
  out?: number[];
  /** Equivalent-hours minimum this much above the free year's. */
  hoursAbove?: number;
  /** CO2 budget this share of the free year's emissions. */
  co2Below?: number;
  /** Goal of the wall time as a ratio to the horizon's LP relaxation. */
  lpRatio?: number;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const MODES = [0, 2] as const;

const CASES: CaseDef[] = [
  ...MODES.map((mode) => ({ name: `day-mode${mode}`, mode, startDay: 14, days: 1, targetS: 0.05 })),
  ...MODES.map((mode) => ({ name: `week-mode${mode}`, mode, startDay: 14, days: 7, targetS: 0.5 })),
  ...MODES.map((mode) => ({ name: `week-outage-mode${mode}`, mode, startDay: 'hardest-week' as const, days: 7, targetS: 0.3, out: [0, 1] })),
  ...MONTHS.flatMap((m, i) => MODES.map((mode) => ({
    name: `${m}-mode${mode}`, mode, startDay: MONTH_DAYS.slice(0, i).reduce((a, b) => a + b, 0), days: MONTH_DAYS[i]!, targetS: 2, lpRatio: 2,
  }))),
  ...MODES.map((mode) => ({ name: `year-mode${mode}`, mode, startDay: 0, days: 366, targetS: 10, lpRatio: 2 })),
  { name: 'year-limits-mode2', mode: 2, startDay: 0, days: 366, targetS: 60, hoursAbove: 1.03, co2Below: 0.99, lpRatio: 5 },
];

/** The Monday-to-Sunday week of 2024 with the most hours at a price <= 0 (ties: the earliest). */
export function hardestWeek(prices: YearPrices): number {
  let best = 0;
  let bestCount = -1;
  // 1 Jan 2024 is a Monday.
  for (let d = 0; d + 7 <= prices.days.length; d += 7) {
    const count = prices.electricity.slice(d * 24, (d + 7) * 24).filter((p) => p <= 0).length;
    if (count > bestCount) { best = d; bestCount = count; }
  }
  return best;
}

function inputFor(c: CaseDef, prices: YearPrices): OptimizerInput {
  const startDay = c.startDay === 'hardest-week' ? hardestWeek(prices) : c.startDay;
  const from = startDay * 24;
  const hours = c.days * 24;
  const [y, m, d] = prices.days[startDay]!.split('-').map(Number) as [number, number, number];
  const input = opt.baseCaseInput({
    hours, mode: c.mode, start: new Date(Date.UTC(y, m - 1, d)),
    electricityPrice: prices.electricity.slice(from, from + hours), gasPrice: prices.gas.slice(from, from + hours),
  });
  if (c.out) {
    input.availability = { ...input.availability };
    for (const k of c.out) input.availability[input.engines[k]!.nombre] = new Array<number>(hours).fill(0);
  }
  return input;
}

const r4 = (x: number) => Math.round(x * 1e4) / 1e4;
const r6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** The input with its annual limit set from the free solve (year-limits), and the free figures. */
async function limitedInput(c: CaseDef, input: OptimizerInput): Promise<{ input: OptimizerInput; free?: Record<string, unknown> }> {
  if (!c.hoursAbove) return { input };
  const w0 = performance.now();
  const free = await opt.solve(input, { timeLimit: 300, noBound: true });
  const a0 = free.economico!.anual!;
  const rules = annualRulesSchema.parse({
    ree_minimo: 0.55, horas_minimas: Math.ceil(a0.horas * c.hoursAbove),
    co2_presupuesto_t: c.co2Below === undefined ? undefined : Math.floor(a0.co2_t * c.co2Below),
  });
  return {
    input: { ...input, annual: { rules, enforce: true } },
    free: { objective_eur: Math.round(free.stats.objective), ree: r4(a0.ree), hours: Math.round(a0.horas), co2_t: Math.round(a0.co2_t), wall_s: r4((performance.now() - w0) / 1000) },
  };
}

/** Runs one case in this process and returns its JSON record. */
async function runCase(c: CaseDef, single: boolean, floor: boolean): Promise<Record<string, unknown>> {
  const t0 = performance.now();
  await opt.loadHighs(await opt.compileHighsModule());
  const compileS = (performance.now() - t0) / 1000;
  const prices = handedPrices();
  const { input, free } = await limitedInput(c, inputFor(c, prices));
  // The server solves in warm workers (a pool kept after small solves, worker/solveInWorker.ts):
  // one day solved first warms the JavaScript (model building, result tables) as a pooled worker
  // is; HiGHS' compilation is excluded the same way.
  await opt.solve(inputFor({ ...c, startDay: 0, days: 1, out: undefined, hoursAbove: undefined }, prices), { timeLimit: 60 });
  const c0 = process.cpuUsage();
  const w0 = performance.now();
  const r = await opt.solve(input, { timeLimit: 300 });
  const wall = (performance.now() - w0) / 1000;
  const cpu = process.cpuUsage(c0);
  const cpuS = (cpu.user + cpu.system) / 1e6;
  const rec: Record<string, unknown> = {
    bench: 'optimizer', case: c.name, mode: c.mode, hours: input.hours, first_day: input.labels?.[0]?.slice(0, 10), status: r.stats.status,
    objective_eur: Math.round(r.stats.objective * 100) / 100, bound_eur: Math.round(r.stats.bound * 100) / 100,
    gap: r6(r.stats.gap), bound_kind: r.stats.boundKind, windows: r.stats.windows.length,
    max_window_gap: r6(Math.max(...r.stats.windows.map((w) => w.gap))),
    solve_s: r4(wall), solve_cpu_s: r4(cpuS), compile_s: r4(compileS),
    target_s: c.targetS, within_target: wall <= c.targetS, within_target_cpu: cpuS <= c.targetS,
    load_average_1m: Math.round(loadavg()[0] * 10) / 10,
    cols_per_window: r.stats.windows[0]?.numCols, rows_per_window: r.stats.windows[0]?.numRows,
    lane_windows: r.stats.lanes,
    warnings: r.warnings.map((w) => w.code),
  };
  const a = r.economico?.anual;
  if (a && c.days > 31) {
    rec.annual = {
      ree: r4(a.ree), ree_minimo: a.ree_minimo, hours: Math.round(a.horas), horas_minimas: a.horas_minimas,
      co2_t: Math.round(a.co2_t), co2_presupuesto_t: a.co2_presupuesto_t, meets: a.cumple, passes: a.pasadas, free,
    };
  }
  if (single && c.days >= 28 && c.days <= 31) {
    const s0 = performance.now();
    const one = await opt.solve(input, { rollingAboveHours: Infinity, timeLimit: 600 });
    rec.single_milp_s = r4((performance.now() - s0) / 1000);
    rec.single_milp_status = one.stats.status;
    rec.rolling_vs_single = r6((r.stats.objective - one.stats.objective) / Math.abs(one.stats.objective));
  }
  rec.peak_rss_mb = Math.round(process.resourceUsage().maxRSS / 1024);
  rec.within_memory = (rec.peak_rss_mb as number) <= 700;
  if (r.solution && c.days >= 28) rec.checker_violations = opt.checkSolution(input, r.solution).violations.length;
  if (a?.aplicadas) rec.limits_met = a.cumple.ree && a.cumple.horas && a.cumple.co2;
  // The same solve on one thread, its time inside HiGHS counted by kind of run: what the solver
  // itself needs, apart from the JavaScript around it and from how well two threads share the work.
  let highsTotal = NaN;
  if (floor) {
    opt.resetHighsSeconds();
    const o0 = performance.now();
    await opt.solve(input, { timeLimit: 300, lanes: 1 });
    rec.one_thread_s = r4((performance.now() - o0) / 1000);
    const spent = opt.highsSeconds();
    rec.highs_s = Object.fromEntries(Object.entries(spent).map(([k, v]) => [k, r4(v)]));
    highsTotal = Object.values(spent).reduce((x, y) => x + y, 0);
    rec.highs_total_s = r4(highsTotal);
  }
  // The same horizon's relaxation, after the solve (its memory is not the solve's), on one thread.
  const l0 = performance.now();
  const lp = await opt.lowerBound({ ...input, annual: undefined }, { timeLimit: 600, lanes: 1 });
  const lpS = (performance.now() - l0) / 1000;
  rec.lp_relaxation_s = r4(lpS);
  rec.lp_relaxation_kind = lp.kind;
  rec.lp_ratio = r4(wall / lpS);
  // HiGHS' own time halved (two threads sharing it perfectly, nothing else) over the relaxation: a
  // floor no scheduling or JavaScript saving takes the wall-time ratio below.
  if (floor) rec.highs_floor_ratio = r4(highsTotal / 2 / lpS);
  if (c.lpRatio !== undefined) rec.within_lp_ratio = wall / lpS <= c.lpRatio;
  return rec;
}

/** Indices of at most `n` windows of `total`, evenly spread. */
function sample(total: number, n: number): Set<number> {
  if (total <= n) return new Set(Array.from({ length: total }, (_, i) => i));
  return new Set(Array.from({ length: n }, (_, i) => Math.round((i * (total - 1)) / (n - 1))));
}

/** CBC on the LP file of a sample of the windows HiGHS solved (the same models), in its own child. */
async function runCbcCase(c: CaseDef, nSample: number): Promise<Record<string, unknown>> {
  await opt.loadHighs(await opt.compileHighsModule());
  // With annual limits, their first pass (prices 0) solves exactly the free year's window models.
  const input = inputFor(c, handedPrices());
  const total = input.hours <= 168 ? 1 : Math.ceil(input.hours / 168);
  const picked = sample(total, nSample);
  let cbcS = 0;
  let allOptimal = true;
  let call = 0;
  const cbcObj: number[] = [];
  const r = await opt.solve(input, {
    timeLimit: 300, noBound: true, noSteady: true,
    onWindowModel: (m: LinearModel) => {
      if (picked.has(call++)) {
        const cbc = opt.runCbc(opt.writeLp(m), { ratioGap: 1e-4, seconds: 600 });
        cbcS += cbc.seconds;
        cbcObj.push(cbc.objective);
        allOptimal &&= cbc.ok;
      }
    },
  });
  const ws = r.stats.windows.slice(0, total).filter((_, i) => picked.has(i));
  const highsS = ws.reduce((s, w) => s + w.seconds, 0);
  const maxDiff = Math.max(0, ...ws.map((w, i) => Math.abs(w.objective - cbcObj[i]!) / Math.max(1, Math.abs(w.objective))));
  return {
    cbc_windows: `${picked.size}/${total}`, cbc_s: r4(cbcS), highs_same_windows_s: r4(highsS), highs_cbc_ratio: r4(highsS / cbcS),
    cbc_all_optimal: allOptimal, cbc_max_rel_objective_diff: r6(maxDiff),
  };
}

/** The year's prices the parent wrote to this child's standard input. */
function handedPrices(): YearPrices {
  return JSON.parse(readFileSync(0, 'utf8')) as YearPrices;
}

/** Runs a case in a child process, handing it the year's prices, and returns its JSON line. */
function child(self: string, c: CaseDef, extra: string[], prices: YearPrices): Record<string, unknown> {
  const p = spawnSync(process.execPath, ['--import', 'tsx', ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), self, '--child', c.name, ...extra], {
    encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, input: JSON.stringify(prices),
  });
  const line = p.stdout.trim().split('\n').filter((l) => l.startsWith('{')).pop();
  return line ? JSON.parse(line) as Record<string, unknown> : { error: (p.stderr || 'no output').slice(-400) };
}

function argValue(args: string[], flag: string): string | undefined {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const nSample = Number(argValue(args, '--cbc-windows') ?? 6);
  const childName = argValue(args, '--child');
  if (childName) {
    const c = CASES.find((x) => x.name === childName);
    if (!c) throw new Error(`unknown case ${childName}`);
    if (!args.includes('--sources')) opt = await import(pathToFileURL(join(BUILT_DIR, 'optimizer.js')).href) as Optimizer;
    console.log(JSON.stringify(args.includes('--cbc') ? await runCbcCase(c, nSample) : await runCase(c, args.includes('--single'), args.includes('--floor'))));
    return;
  }
  const valued = new Set(['--case', '--cbc-windows']);
  const filters = [
    ...args.filter((a, i) => !a.startsWith('--') && !valued.has(args[i - 1] ?? '')),
    ...(argValue(args, '--case') ? [argValue(args, '--case')!] : []),
    ...(process.env.BENCH_CASE ? process.env.BENCH_CASE.split(',') : []),
  ];
  const exact = CASES.filter((c) => filters.includes(c.name));
  const selected = exact.length === filters.length && filters.length > 0 ? exact : CASES.filter((c) => filters.length === 0 || filters.some((f) => c.name.includes(f)));
  if (selected.length === 0) throw new Error(`no case matches ${filters.join(', ')}; cases: ${CASES.map((c) => c.name).join(', ')}`);
  const withCbc = !args.includes('--no-cbc') && process.env.BENCH_CBC !== '0';
  const sources = args.includes('--sources') || process.env.BENCH_SOURCES === '1';
  if (!sources) await buildOptimizer();
  console.log(`optimizer benchmark: ${selected.length} cases, node ${process.version}, load average ${loadavg()[0].toFixed(1)}, optimizer ${sources ? 'from the TypeScript sources (tsx)' : 'built (plain JavaScript, as npm start runs it)'}`);
  console.log(`uptime: ${uptime()}`);
  const lines: string[] = [];
  const self = fileURLToPath(import.meta.url);
  const prices = await loadPrices2024();
  for (const c of selected) {
    const from = sources ? ['--sources'] : [];
    const rec: Record<string, unknown> = { bench: 'optimizer', case: c.name, optimizer: sources ? 'sources' : 'built', ...child(self, c, [...from, ...['--single', '--floor'].filter((f) => args.includes(f))], prices) };
    if (withCbc && !rec.error) {
      const cbc = child(self, c, [...from, '--cbc', '--cbc-windows', String(nSample)], prices);
      Object.assign(rec, cbc.error ? { cbc_error: cbc.error } : cbc);
    }
    lines.push(JSON.stringify(rec));
    const an = rec.annual as { ree: number; ree_minimo: number; hours: number; horas_minimas: number | null; co2_t: number; co2_presupuesto_t: number | null; passes: number } | undefined;
    console.log(`${c.name.padEnd(20)} ${rec.error ? `ERROR ${String(rec.error)}` : [
      `${String(rec.status).padEnd(8)} wall ${rec.solve_s}s cpu ${rec.solve_cpu_s}s windows ${rec.windows} gap ${rec.gap} (${rec.bound_kind}) rss ${rec.peak_rss_mb}MB`,
      `lp ${rec.lp_relaxation_s}s (${rec.lp_relaxation_kind}) wall/lp ${rec.lp_ratio}${c.lpRatio === undefined ? '' : ` (goal ${c.lpRatio})`}`,
      rec.highs_floor_ratio === undefined ? '' : `one thread ${rec.one_thread_s}s, in HiGHS ${rec.highs_total_s}s ${JSON.stringify(rec.highs_s)}, HiGHS / 2 / lp ${rec.highs_floor_ratio}`,
      rec.checker_violations === undefined ? '' : `checker ${rec.checker_violations} violations`,
      `cbc ${rec.cbc_s ?? '-'}s on ${rec.cbc_windows ?? '-'} windows, highs/cbc ${rec.highs_cbc_ratio ?? '-'}`,
      an ? `REE ${an.ree} (min ${an.ree_minimo}) hours ${an.hours} (min ${an.horas_minimas ?? '-'}) CO2 ${an.co2_t} t (budget ${an.co2_presupuesto_t ?? '-'}) passes ${an.passes}` : '',
    ].filter(Boolean).join(' | ')}`);
  }
  console.log(`uptime: ${uptime()}`);
  console.log('--- JSON (one line per case) ---');
  for (const l of lines) console.log(l);
}

/** Light cases for bench/run.ts (repeated runs): one day in each mode, HiGHS compiled once. */
let prices: YearPrices | undefined;
export const cases: BenchCase[] = CASES.filter((c) => c.days === 1).map((c) => benchCase({
  name: c.name, runs: 3, warmup: 1, targetMs: c.targetS * 1000,
  setup: async () => {
    await opt.loadHighs(await opt.compileHighsModule());
    prices ??= await loadPrices2024();
    return inputFor(c, prices);
  },
  run: async (input) => {
    const r = await opt.solve(input);
    if (r.stats.status !== 'optimal') throw new Error(r.stats.status);
  },
}));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
