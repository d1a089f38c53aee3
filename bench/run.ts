// Runs every bench/src/*.bench.ts (or only files whose name contains an argument:
// `tsx run.ts optimizer`) and prints one JSON line per case:
// {"bench":"csvImport","case":"coolingDemand","runs":9,"median_ms":…,"cpu_median_ms":…,…}.
// Wall time is what a user waits; CPU time (user+system of this process) is steadier when the
// machine is shared, so both are printed. Exit code 1 when a case throws.
import { readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchCase } from './src/benchCase.ts';

const srcDir = join(dirname(fileURLToPath(import.meta.url)), 'src');
const filters = process.argv.slice(2);
const files = readdirSync(srcDir)
  .filter((f) => f.endsWith('.bench.ts') && (filters.length === 0 || filters.some((p) => f.includes(p))))
  .sort();

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const round = (x: number): number => Math.round(x * 100) / 100;

async function runCase(bench: string, c: BenchCase): Promise<boolean> {
  const runs = c.runs ?? 9;
  const warmup = c.warmup ?? 2;
  try {
    const state = c.setup ? await c.setup() : undefined;
    for (let i = 0; i < warmup; i++) await c.run(state);
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < runs; i++) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      await c.run(state);
      wall.push(performance.now() - t0);
      const dc = process.cpuUsage(c0);
      cpu.push((dc.user + dc.system) / 1000);
    }
    const med = median(wall);
    console.log(JSON.stringify({
      bench, case: c.name, ...c.meta, runs,
      median_ms: round(med), min_ms: round(Math.min(...wall)), max_ms: round(Math.max(...wall)), cpu_median_ms: round(median(cpu)),
      ...(c.targetMs !== undefined ? { target_ms: c.targetMs, within_target: med <= c.targetMs } : {}),
    }));
    return true;
  } catch (e) {
    console.log(JSON.stringify({ bench, case: c.name, error: e instanceof Error ? e.message : String(e) }));
    return false;
  }
}

let failed = 0;
console.log(JSON.stringify({ info: 'bench', node: process.version, load_average_1m: round(loadavg()[0]), files }));
for (const file of files) {
  const mod = (await import(pathToFileURL(join(srcDir, file)).href)) as { cases?: BenchCase[] };
  const bench = file.replace(/\.bench\.ts$/, '');
  for (const c of mod.cases ?? []) if (!(await runCase(bench, c))) failed++;
}
process.exit(failed > 0 ? 1 : 0);
