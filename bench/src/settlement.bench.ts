// The cost of hourly net metering (docs/settlement.md): the base-case week from Mon 15 Jan 2024 on
// real prices, solved under each settlement scheme in its own child process, with CPU seconds,
// objective, the energy sold and bought, the hours that both sell and buy and the electric boilers' MWh.
//   npx tsx src/settlement.bench.ts            modes 0 and 2, both schemes
//   npx tsx src/settlement.bench.ts --repeat 3 each case three times (CPU figures vary with the load)
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadavg } from 'node:os';
import { baseCaseInput, compileHighsModule, loadHighs, solve, type ExecutionMode, type SettlementScheme } from '@plantasim/optimizer';
import { loadPrices2024 } from './optimizerData.ts';

const SCHEMES: SettlementScheme[] = ['venta_total', 'autoconsumo_neto'];
const MODES: ExecutionMode[] = [0, 2];

async function runCase(scheme: SettlementScheme, mode: ExecutionMode): Promise<Record<string, unknown>> {
  await loadHighs(await compileHighsModule());
  const prices = await loadPrices2024();
  const from = 14 * 24; // 15 Jan 2024
  const hours = 7 * 24;
  const input = {
    ...baseCaseInput({
      hours, mode, start: new Date(Date.UTC(2024, 0, 15)),
      electricityPrice: prices.electricity.slice(from, from + hours), gasPrice: prices.gas.slice(from, from + hours),
    }),
    esquema_liquidacion: scheme,
  };
  const c0 = process.cpuUsage();
  const w0 = performance.now();
  const r = await solve(input, { timeLimit: 300 });
  const wall = (performance.now() - w0) / 1000;
  const cpu = process.cpuUsage(c0);
  const s = r.solution!;
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const bought = s.market.buyClosed.map((b, t) => b + s.market.buyOpen[t]!);
  const r2 = (x: number) => Math.round(x * 100) / 100;
  return {
    scheme, mode, status: r.stats.status, objective_eur: r2(r.stats.objective), gap: Math.round(r.stats.gap * 1e6) / 1e6,
    cpu_s: r2((cpu.user + cpu.system) / 1e6), wall_s: r2(wall),
    sold_mwh: r2(sum(s.market.sell)), bought_mwh: r2(sum(bought)),
    hours_selling_and_buying: s.market.sell.filter((x, t) => x > 1e-5 && bought[t]! > 1e-5).length,
    electric_boilers_mwh: r2(sum(s.electricBoilers.flatMap((b) => b.elec))),
    engines_mwh: r2(sum(s.engines.flatMap((e) => e.power))),
    ING_RO: r2(Number(r.economico!.totals.ING_RO)),
    cols: r.stats.windows[0]?.numCols, rows: r.stats.windows[0]?.numRows,
    load_average_1m: Math.round(loadavg()[0] * 10) / 10,
  };
}

const args = process.argv.slice(2);
if (args[0] === '--child') {
  console.log(JSON.stringify(await runCase(args[1] as SettlementScheme, Number(args[2]) as ExecutionMode)));
} else {
  const self = fileURLToPath(import.meta.url);
  const repeat = Number(args[args.indexOf('--repeat') + 1] || 1) || 1;
  for (const mode of MODES) {
    for (const scheme of SCHEMES) {
      for (let i = 0; i < repeat; i++) {
        const p = spawnSync(process.execPath, ['--import', 'tsx', self, '--child', scheme, String(mode)], { encoding: 'utf8' });
        console.log(p.stdout.trim().split('\n').filter((l) => l.startsWith('{')).pop() ?? p.stderr.slice(-400));
      }
    }
  }
}
