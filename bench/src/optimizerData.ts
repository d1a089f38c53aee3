// Real 2024 prices for the optimizer benchmark, read with @plantasim/market-data's parsers:
// OMIE day-ahead marginal prices (Spain, hourly; DST days folded to 24 hours by the parser) and
// the MIBGAS 2024 workbook's daily gas price, repeated over the day's hours.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { mibgasDailyPrices, parseMarginalpdbcSpainHourly, parseMibgasWorkbook } from '@plantasim/market-data';
import { SHARED_MARKET_DATA } from '@plantasim/market-data/sharedData';
import { baseCaseInput, compileHighsModule, loadHighs, solve, type ExecutionMode, type OptimizerInput, type PlantSolution } from '@plantasim/optimizer';

/** MARKET_DATA_DIR, else ../shared/market-data next to the repository, as the tests read it. */
export const MARKET_DATA_DIR = process.env.MARKET_DATA_DIR || SHARED_MARKET_DATA;

export interface YearPrices {
  /** yyyy-MM-dd of each day, 366 days. */
  days: string[];
  /** EUR/MWh per hour, 24 per day. */
  electricity: number[];
  gas: number[];
}

export async function loadPrices2024(): Promise<YearPrices> {
  const dir = join(MARKET_DATA_DIR, 'omie', 'marginalpdbc');
  const files = readdirSync(dir).filter((f) => /^marginalpdbc_2024\d{4}\.1$/.test(f)).sort();
  const byDay = new Map<string, number[]>();
  for (const f of files) {
    const r = parseMarginalpdbcSpainHourly(readFileSync(join(dir, f), 'latin1'));
    if (!r.ok) throw new Error(`${f}: ${JSON.stringify(r.issues).slice(0, 200)}`);
    if (r.data.length !== 24) throw new Error(`${f}: ${r.data.length} hours`);
    byDay.set(r.data[0].date, r.data.map((h) => h.value));
  }
  const wb = await parseMibgasWorkbook(readFileSync(join(MARKET_DATA_DIR, 'mibgas', 'MIBGAS_Data_2024.xlsx')));
  if (!wb.ok) throw new Error(`MIBGAS 2024: ${JSON.stringify(wb.issues).slice(0, 200)}`);
  const gasByDay = new Map(mibgasDailyPrices([wb.data]).map((d) => [d.date, d.value]));
  const days = [...byDay.keys()].sort();
  if (days.length !== 366) throw new Error(`OMIE 2024: ${days.length} days`);
  const electricity: number[] = [];
  const gas: number[] = [];
  let lastGas = NaN;
  for (const d of days) {
    electricity.push(...byDay.get(d)!);
    lastGas = gasByDay.get(d) ?? lastGas; // a missing day keeps the previous price
    if (!Number.isFinite(lastGas)) throw new Error(`MIBGAS 2024: no price on or before ${d}`);
    gas.push(...new Array<number>(24).fill(lastGas));
  }
  return { days, electricity, gas };
}

let prices2024: Promise<YearPrices> | undefined;

/** The base-case plant on the real prices of `days` days from 15 Jan 2024, solved: what the
 *  explanation and re-plan benchmarks start from. */
export async function solvedJanuary(days: number, mode: ExecutionMode): Promise<{ input: OptimizerInput; solution: PlantSolution }> {
  await loadHighs(await compileHighsModule());
  prices2024 ??= loadPrices2024();
  const prices = await prices2024;
  const from = 14 * 24; // 15 Jan 2024
  const hours = days * 24;
  const input = baseCaseInput({
    hours, mode, start: new Date(Date.UTC(2024, 0, 15)),
    electricityPrice: prices.electricity.slice(from, from + hours), gasPrice: prices.gas.slice(from, from + hours),
  });
  const r = await solve(input);
  if (!r.solution) throw new Error(r.stats.status);
  return { input, solution: r.solution };
}
