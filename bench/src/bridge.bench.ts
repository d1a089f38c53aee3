// Monthly plan-vs-actual bridge benchmark (`npm run bench` runs it; `npx tsx src/bridge.bench.ts`
// alone): the base-case plant over the 31 days of January 2024. Realised prices are the real OMIE
// and MIBGAS prices; each day's plan was made on a forecast that misses them by a deterministic
// ±8 % wave, and is solved in the setup. The actuals are the plan perturbed deterministically:
// steam delivered 6 % above the forecast in the afternoon of every third day, the engine that ran
// most tripped H15-H18 every seventh day, and every engine 3 % below its setpoint in the evening
// hours of the other days; the steam and cold those changes leave come from a gas boiler and a compressor.
// The timed work is the 31 bridges (each up to three solves). Target: 5 s.
import { fileURLToPath } from 'node:url';
import { bridgeOf, sumBridges } from '@plantasim/domain';
import {
  baseCaseInput, bridgeDay, compileHighsModule, loadHighs, solve, type MeasuredDay, type OptimizerInput, type PlantSolution, type RealisedPrices,
} from '@plantasim/optimizer';
import type { BenchCase } from './benchCase.ts';
import { loadPrices2024 } from './optimizerData.ts';

const DAYS = 31;
const TARGET_MS = 5000;

interface Day { plan: OptimizerInput; solution: PlantSolution; prices: RealisedPrices; measured: MeasuredDay }

function measuredFrom(input: OptimizerInput, s: PlantSolution, d: number): MeasuredDay {
  const hours = Array.from({ length: input.hours }, (_, t) => t);
  const hoursOn = s.engines.map((e) => e.on.reduce((a, b) => a + b, 0));
  const tripped = d % 7 === 3 ? hoursOn.indexOf(Math.max(...hoursOn)) : -1;
  const late = (t: number) => d % 7 !== 3 && d % 3 !== 1 && t >= 19 && t <= 21;
  const steamUp = (t: number) => (d % 3 === 1 && t >= 12 && t <= 17 ? 0.06 : 0);
  const engines = s.engines.map((e, k) => hours.map((t) => (k === tripped && t >= 14 && t <= 17 ? 0 : (e.power[t] ?? 0) * (late(t) ? 0.97 : 1))));
  // The steam and cold the engines did not make (and the extra steam delivered) came from the
  // first gas boiler and the first compressor, so the measured day is one the plant could run.
  const boilers = s.gasBoilers.map((b) => [...b.gas]);
  const compressors = s.compressors.map((c) => [...c.elec]);
  const boiler = input.gasBoilers[0]!;
  const compressor = input.compressors[0]!;
  for (const t of hours) {
    let steam = steamUp(t) * input.demandaCoef * (input.steamDemand[t] ?? 0);
    let cold = 0;
    input.engines.forEach((e, k) => {
      const lost = (s.engines[k]!.power[t] ?? 0) - engines[k]![t]!;
      const gas = lost / e.rendimiento_electricidad_gas;
      steam += gas * e.rendimiento_vapor_gas;
      cold += gas * (e.porcentaje_agua_caliente / 100) * e.rendimiento_agua_fria_agua_caliente;
    });
    boilers[0]![t] = (boilers[0]![t] ?? 0) + steam / boiler.rendimiento_vapor_gas;
    compressors[0]![t] = (compressors[0]![t] ?? 0) + cold / compressor.rendimiento_frio_electricidad;
  }
  return {
    engines,
    gasBoilers: boilers,
    electricBoilers: s.electricBoilers.map((b) => [...b.elec]),
    compressors,
    steam: hours.map((t) => (input.steamDemand[t] ?? 0) * (1 + steamUp(t))),
    cold: [...input.coldDemand],
  };
}

async function month(): Promise<Day[]> {
  await loadHighs(await compileHighsModule());
  const year = await loadPrices2024();
  const days: Day[] = [];
  for (let d = 0; d < DAYS; d++) {
    const from = d * 24;
    const electricity = year.electricity.slice(from, from + 24);
    const gas = year.gas.slice(from, from + 24);
    const forecast = electricity.map((p, t) => Math.round(p * (1 + 0.08 * Math.sin(d + t / 3)) * 100) / 100);
    const plan = baseCaseInput({ hours: 24, mode: 0, start: new Date(Date.UTC(2024, 0, 1 + d)), electricityPrice: forecast, gasPrice: gas });
    const r = await solve(plan);
    if (!r.solution) throw new Error(`plan of day ${d + 1}: ${r.stats.status}`);
    days.push({ plan, solution: r.solution, prices: { electricity, gas }, measured: measuredFrom(plan, r.solution, d) });
  }
  return days;
}

async function bridges(days: Day[]) {
  const out = [];
  for (const d of days) out.push(await bridgeDay(d.plan, d.solution, d.prices, d.measured));
  return out;
}

export const cases: BenchCase[] = [{
  name: 'january-2024', runs: 3, warmup: 1, targetMs: TARGET_MS, meta: { days: DAYS },
  setup: month,
  run: async (days) => { await bridges(days as Day[]); },
}];

/** Alone: the month's summed bridge (EUR), its wall and CPU time. */
async function main() {
  const days = await month();
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const all = await bridges(days);
  const wall = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(c0);
  const m = sumBridges(all.map((b) => bridgeOf(b.costs)));
  const eur = (c: number | null) => (c === null ? null : c / 100);
  console.log(JSON.stringify({
    bench: 'bridge', case: 'january-2024', days: DAYS,
    plan_eur: eur(m.plan), actual_eur: eur(m.actual), hindsight_eur: eur(m.hindsight),
    price_eur: eur(m.price), demand_eur: eur(m.demand), unavailability_eur: eur(m.unavailability), execution_eur: eur(m.execution),
    foresight_eur: eur(m.foresight),
    wall_s: Math.round(wall * 1000) / 1000, cpu_s: Math.round(((cpu.user + cpu.system) / 1e6) * 1000) / 1000,
    target_s: TARGET_MS / 1000, within_target: wall * 1000 <= TARGET_MS,
  }));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
