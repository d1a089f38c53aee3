// Quarter-hour days of the Spanish day-ahead prices (OMIE clears in 15-minute periods since
// delivery day 1 October 2025) and the base-case plant on them, hourly and per quarter hour: what
// the quarter backtest (quarterBacktest.ts) and the speed benchmark (quarterHours.bench.ts) solve.
//
// Gas: the shared market data has MIBGAS workbooks for 2023 and 2024 only, none for the quarter
// days, so the gas price is one constant (baseCaseInput's 35.1 EUR/MWh unless QUARTER_GAS_PRICE
// says otherwise). It moves the hourly and the quarter plan alike.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { quarterHourRow } from '@plantasim/domain';
import { newestMarginalpdbcVersions, parseMarginalpdbc, periodsToHourly, QUARTER_HOUR_START } from '@plantasim/market-data';
import { baseCaseInput, type ExecutionMode, type OptimizerInput, type PlantSolution } from '@plantasim/optimizer';
import { MARKET_DATA_DIR } from './optimizerData.ts';

export const GAS_PRICE = Number(process.env.QUARTER_GAS_PRICE ?? 35.1);

export interface QuarterDay {
  /** yyyy-MM-dd delivery day. */
  date: string;
  /** EUR/MWh of each quarter, as published (92, 96 or 100). */
  quarters: number[];
  /** The 24 hourly rows of the product: each hour the mean of its quarters (DST days folded). */
  hourly: number[];
  /** Folded hour row (0-23) of each quarter (domain quarterHourRow). */
  rows: number[];
}

/** Every complete quarter-hour day of the Spanish prices in the shared market data, in date order
 *  (the newest version of each day's file). A file that fails the strict parser throws. */
export function loadQuarterDays(): QuarterDay[] {
  const dir = join(MARKET_DATA_DIR, 'omie', 'marginalpdbc');
  const files = newestMarginalpdbcVersions(readdirSync(dir)).filter((f) => f.date >= QUARTER_HOUR_START);
  return files.map((f) => {
    const r = parseMarginalpdbc(readFileSync(join(dir, f.name), 'latin1'), { fileName: f.name });
    if (!r.ok) throw new Error(`${f.name}: ${JSON.stringify(r.issues).slice(0, 200)}`);
    if (r.data.resolution !== 'quarter-hourly') throw new Error(`${f.name}: ${r.data.periods.length} periods, not quarter hours`);
    const quarters = r.data.periods.map((p) => p.spain);
    const hourly = periodsToHourly(f.date, quarters)?.map((h) => h.value);
    if (!hourly || hourly.length !== 24) throw new Error(`${f.name}: no 24 hourly rows`);
    const [year, month, day] = f.date.split('-').map(Number) as [number, number, number];
    const rows = quarters.map((_, q) => quarterHourRow({ year, month, day }, q + 1));
    return { date: f.date, quarters, hourly, rows };
  });
}

const utcMidnight = (date: string): Date => new Date(`${date}T00:00:00Z`);

/** The base-case plant (bench optimizerData's) over consecutive days, hourly: 24 rows a day, each
 *  hour's price the mean of its quarters, as the hourly product uses. */
export function hourlyInput(days: readonly QuarterDay[], mode: ExecutionMode): OptimizerInput {
  const hours = days.length * 24;
  return baseCaseInput({
    hours, mode, start: utcMidnight(days[0]!.date),
    electricityPrice: days.flatMap((d) => d.hourly), gasPrice: new Array<number>(hours).fill(GAS_PRICE),
  });
}

/** Hourly row (index into `hourlyInput(days)`'s arrays) of every quarter of the days. */
export function quarterRows(days: readonly QuarterDay[]): number[] {
  return days.flatMap((d, i) => d.rows.map((r) => i * 24 + r));
}

/** The same plant per quarter hour: periodMinutes 15 each, the days' quarter prices, and every
 *  per-hour series (demands, gas price, Ro, tariff period, coupling, availability) repeated over
 *  the quarters of its (folded) hour. */
export function quarterInput(days: readonly QuarterDay[], mode: ExecutionMode): OptimizerInput {
  return onQuarterClock(hourlyInput(days, mode), quarterRows(days), days.flatMap((d) => d.quarters));
}

/** An hourly input moved to a clock of quarters: quarter q takes hourly row rows[q]'s values and
 *  `prices[q]` as its electricity price. */
export function onQuarterClock(h: OptimizerInput, rows: readonly number[], prices: readonly number[]): OptimizerInput {
  if (rows.length !== prices.length) throw new RangeError(`${rows.length} quarter rows, ${prices.length} prices`);
  const rep = <T>(a: readonly T[]): T[] => rows.map((r) => {
    const v = a[r];
    if (v === undefined) throw new RangeError(`no hourly row ${r}`);
    return v;
  });
  const repRecord = (o?: Record<string, number[]>) => (o ? Object.fromEntries(Object.entries(o).map(([k, v]) => [k, rep(v)])) : undefined);
  const minuteInHour = rows.map((r, q) => (q > 0 && rows[q - 1] === r ? 1 : 0));
  let m = 0;
  const labels = rows.map((r, q) => {
    m = minuteInHour[q] ? m + 15 : 0;
    return `${(h.labels ?? [])[r] ?? `H${r + 1}`}:${String(m).padStart(2, '0')}`;
  });
  return {
    ...h,
    hours: rows.length,
    periodMinutes: new Array<number>(rows.length).fill(15),
    labels,
    electricityPrice: [...prices],
    gasPrice: rep(h.gasPrice),
    ro: rep(h.ro),
    tariffPeriod: rep(h.tariffPeriod),
    steamDemand: rep(h.steamDemand),
    coldDemand: rep(h.coldDemand),
    electricityDemand: h.electricityDemand ? rep(h.electricityDemand) : undefined,
    esquema_liquidacion_horas: h.esquema_liquidacion_horas ? rep(h.esquema_liquidacion_horas) : undefined,
    availability: repRecord(h.availability),
    coupling: repRecord(h.coupling),
  };
}

/**
 * The quarter input held to an hourly plan, as the plant would run that plan on the quarter clock:
 * every engine follows the plan through the coupling table (mode 2, all engines coupled): on in the
 * quarters of its on hours at the plan's load (its hour's MW over the hour's running share), the
 * start and stop minutes falling in the quarters they really take; the electric boilers and the
 * compressors (the plant's other grid users) may run only in the hours the plan runs them
 * (availability), their outputs free per quarter; the gas boilers are free. Something must be free:
 * the quarters an engine starts or stops in yield less steam than the hourly model's hour-average
 * assumes, and with every boiler held to the plan's hours the quarter model left steam unmet there
 * (10,000 EUR/MWh; 2 of the first 3 days). So the plan is priced at the quarter prices with at most
 * its own decisions and some intra-hour re-dispatch: generous to the hourly plan (the gain against
 * it is a lower bound).
 */
export function heldToHourlyPlan(q: OptimizerInput, rows: readonly number[], plan: PlantSolution, hourly: OptimizerInput): OptimizerInput {
  const coupling: Record<string, number[]> = {};
  q.engines.forEach((e, k) => {
    const s = plan.engines[k]!;
    const load = s.power.map((p, t) => {
      if (!s.on[t]) return 0;
      const share = 1 - (s.start[t] ? e.tiempo_arranque / 60 : 0) - (s.stopNext[t] ? e.tiempo_parada / 60 : 0);
      return p / share / e.potencia_maxima;
    });
    coupling[e.nombre] = rows.map((r) => load[r]!);
  });
  const availability: Record<string, number[]> = { ...q.availability };
  const hold = (name: string, on: readonly number[]) => {
    const a = q.availability?.[name];
    availability[name] = rows.map((r, i) => Math.min(a ? a[i]! : 1, on[r]!));
  };
  q.electricBoilers.forEach((b, k) => hold(b.nombre, plan.electricBoilers[k]!.on));
  q.compressors.forEach((c, k) => hold(c.nombre, plan.compressors[k]!.on));
  if (hourly.hours !== plan.hours) throw new RangeError('plan and hourly input differ in length');
  return { ...q, mode: 2, couplingFixed: q.engines.map(() => true), coupling, availability };
}

/** The hourly plan repeated flat over each hour's quarters (every series; a start or stop marked in
 *  the hour's first quarter, the run-down in its last): what the plan settles at quarter prices if
 *  each hour's energy is spread evenly, the hourly model's own reading of the start and stop minutes. */
export function flatOnQuarters(plan: PlantSolution, rows: readonly number[]): PlantSolution {
  const rep = (a: readonly number[]) => rows.map((r) => a[r]!);
  const first = rows.map((r, q) => q === 0 || rows[q - 1] !== r);
  const last = rows.map((r, q) => q === rows.length - 1 || rows[q + 1] !== r);
  const mark = (a: readonly number[], at: boolean[]) => rows.map((r, q) => (at[q] ? a[r]! : 0));
  const repObj = <T extends Record<string, number[]>>(o: T): T => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, rep(v)])) as T;
  return {
    hours: rows.length,
    engines: plan.engines.map((e) => ({ on: rep(e.on), power: rep(e.power), start: mark(e.start, first), stop: mark(e.stop, first), stopNext: mark(e.stopNext, last) })),
    gasBoilers: plan.gasBoilers.map(repObj),
    electricBoilers: plan.electricBoilers.map(repObj),
    compressors: plan.compressors.map(repObj),
    market: repObj(plan.market),
    slack: repObj(plan.slack),
  };
}
