// Annual-rules benchmark (`npx tsx src/annual.bench.ts [month-hours] [month-ree] [year-hours]`): the
// base-case plant on real 2024 prices with the annual limits on (docs/annual-rules.md). Each case
// first solves the horizon without limits (its REE and equivalent hours), then asks for 3 % more
// equivalent hours, or 0.3 points more REE, than that plan reached, so the limit binds, and solves
// again (one limit at a time: more hours lower the REE, as the hot water beyond the cold demand is
// wasted, so asking both more hours and more REE of the same plan may have no solution):
//   month-*: January 2024, mode 0, rolling windows with the priced limit against one MILP holding
//            it as a row (the rolling result must be within 0.5 %);
//   year-hours: 2024, mode 2 (the planning year), rolling windows; target 30 s wall.
// Prints one JSON line per case: wall and CPU of each solve, passes, prices, the year's figures
// against their limits, the gap to the bound and the machine's load.
import { fileURLToPath } from 'node:url';
import { loadavg } from 'node:os';
import { annualRulesSchema } from '@plantasim/domain';
import { baseCaseInput, compileHighsModule, loadHighs, solve, type ExecutionMode, type OptimizerInput, type SolveOptions } from '@plantasim/optimizer';
import type { BenchCase } from './benchCase.ts';
import { loadPrices2024 } from './optimizerData.ts';

/** Too long for `npm run bench`'s repeated runs: run alone. */
export const cases: BenchCase[] = [];

const r3 = (x: number) => Math.round(x * 1000) / 1000;

async function timed(input: OptimizerInput, opts: SolveOptions) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const r = await solve(input, { timeLimit: 300, ...opts });
  const cpu = process.cpuUsage(c0);
  return { r, wall: (performance.now() - t0) / 1000, cpu: (cpu.user + cpu.system) / 1e6 };
}

type CaseName = 'month-hours' | 'month-ree' | 'year-hours';

async function runCase(name: CaseName) {
  await loadHighs(await compileHighsModule());
  const prices = await loadPrices2024();
  const month = name.startsWith('month');
  const days = month ? 31 : 366;
  const mode: ExecutionMode = month ? 0 : 2;
  const hours = days * 24;
  const plain = baseCaseInput({ hours, mode, start: new Date(Date.UTC(2024, 0, 1)), electricityPrice: prices.electricity.slice(0, hours), gasPrice: prices.gas.slice(0, hours) });
  const free = await timed(plain, {});
  const a0 = free.r.economico!.anual!;
  const rules = annualRulesSchema.parse(name.endsWith('ree')
    ? { ree_minimo: Math.round((a0.ree! + 0.003) * 1000) / 1000 }
    : { ree_minimo: Math.min(0.55, Math.floor(a0.ree! * 1000) / 1000), horas_minimas: Math.ceil(a0.horas * 1.03) });
  const input: OptimizerInput = { ...plain, annual: { rules, enforce: true } };
  const limited = await timed(input, {});
  const a = limited.r.economico!.anual!;
  const rec: Record<string, unknown> = {
    bench: 'annual', case: `${name}-mode${mode}`, hours,
    free: { objective_eur: Math.round(free.r.stats.objective), wall_s: r3(free.wall), cpu_s: r3(free.cpu), ree: r3(a0.ree!), hours: Math.round(a0.horas), co2_t: Math.round(a0.co2_t) },
    limits: { ree_minimo: rules.ree_minimo, horas_minimas: rules.horas_minimas },
    status: limited.r.stats.status, objective_eur: Math.round(limited.r.stats.objective), gap: limited.r.stats.gap, bound_kind: limited.r.stats.boundKind,
    wall_s: r3(limited.wall), cpu_s: r3(limited.cpu), passes: a.pasadas, windows: limited.r.stats.windows.length,
    ree: r3(a.ree!), hours_eq: Math.round(a.horas), co2_t: Math.round(a.co2_t), meets: a.cumple,
    price_ree_point_eur: a.precio_punto_ree === null ? null : Math.round(a.precio_punto_ree), price_hour_eur: a.precio_hora === null ? null : Math.round(a.precio_hora),
    cost_of_limits_eur: Math.round(limited.r.stats.objective - free.r.stats.objective),
    target_s: month ? undefined : 30, within_target: month ? undefined : limited.wall <= 30,
    load_average_1m: Math.round(loadavg()[0] * 10) / 10,
  };
  if (month) {
    const single = await timed(input, { rollingAboveHours: Infinity, timeLimit: 600 });
    rec.single_milp = { status: single.r.stats.status, objective_eur: Math.round(single.r.stats.objective), gap: single.r.stats.gap, wall_s: r3(single.wall), cpu_s: r3(single.cpu), meets: single.r.economico!.anual!.cumple };
    rec.rolling_vs_single_pct = Math.round(((limited.r.stats.objective - single.r.stats.objective) / Math.abs(single.r.stats.objective)) * 1e6) / 1e4;
    rec.within_half_percent = Math.abs(limited.r.stats.objective - single.r.stats.objective) <= 0.005 * Math.abs(single.r.stats.objective);
  }
  console.log(JSON.stringify(rec));
}

async function main() {
  const wanted = process.argv.slice(2);
  for (const name of ['month-hours', 'month-ree', 'year-hours'] as const) if (!wanted.length || wanted.includes(name)) await runCase(name);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
