// Hourly days of the Spanish day-ahead prices (OMIE marginalpdbc files before 1 October 2025, from
// April 2023 in the shared market data) and the base-case plant on each of them: what the offers
// backtest (offersBacktest.ts) solves for the days before the quarter hour.
//
// Clock: each day is solved on its real hours, as OMIE publishes them: 24, or 23 on the spring
// clock change and 25 on the autumn one (domain madridDayHours says which; a file with another
// count throws). The plant's hourly series (demands, tariff period, Ro, …) are the product's 24
// rows per day; a real hour takes the row its clock hour folds into under the domain's DST rule
// (calendar/dst.ts: the 23-hour day has no 02:00 row, both 02:00 hours of the 25-hour day take row
// 02:00). On a day of 24 hours this is exactly the product's hourly run.
//
// Gas: the day's MIBGAS price (GDAES_D+1 reference price, else the PVB day-ahead index,
// market-data mibgasDailyPrices) from the 2023 and 2024 workbooks where the day has one; the
// constant of quarterData.ts (GAS_PRICE, 35.1 EUR/MWh unless QUARTER_GAS_PRICE says otherwise)
// otherwise (2025: no workbook in the shared data).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { madridDayHours } from '@plantasim/domain';
import { mibgasDailyPrices, newestMarginalpdbcVersions, parseMarginalpdbc, parseMibgasWorkbook, QUARTER_HOUR_START } from '@plantasim/market-data';
import { baseCaseInput, type ExecutionMode, type OptimizerInput } from '@plantasim/optimizer';
import { MARKET_DATA_DIR } from './optimizerData.ts';
import { GAS_PRICE, onQuarterClock } from './quarterData.ts';

export interface HourlyDay {
  /** yyyy-MM-dd delivery day. */
  date: string;
  /** EUR/MWh of each real hour, as published (23, 24 or 25). */
  hours: number[];
  /** The product's hourly row (0-23) of each real hour (DST rule folded). */
  rows: number[];
  /** EUR/MWh gas of the day, and where it comes from. */
  gas: number;
  gasSource: 'mibgas' | 'constant';
}

/** The product's row (0-23) of each real hour of a day of `n` hours: 24 → 0..23; 23 (no 02:00) →
 *  0, 1, 3, …, 23; 25 (02:00 twice) → 0, 1, 2, 2, 3, …, 23. */
export function hourRows(n: 23 | 24 | 25): number[] {
  const all = Array.from({ length: 24 }, (_, h) => h);
  if (n === 23) return all.filter((h) => h !== 2);
  if (n === 25) return [0, 1, 2, ...all.slice(2)];
  return all;
}

/** The day's hours from a parsed marginalpdbc day, checked against the domain's calendar. */
export function hourlyDayOf(date: string, prices: readonly number[], gas: number | undefined): HourlyDay {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const n = madridDayHours({ year, month, day });
  if (prices.length !== n) throw new Error(`${date}: ${prices.length} hourly periods, the calendar says ${n}`);
  return { date, hours: [...prices], rows: hourRows(n), gas: gas ?? GAS_PRICE, gasSource: gas === undefined ? 'constant' : 'mibgas' };
}

/** The day's MIBGAS price of every day the shared workbooks have (yyyy-MM-dd → EUR/MWh). */
export async function loadMibgasDays(): Promise<Map<string, number>> {
  const dir = join(MARKET_DATA_DIR, 'mibgas');
  const books = [];
  for (const f of readdirSync(dir).filter((n) => /^MIBGAS_Data_\d{4}\.xlsx$/.test(n)).sort()) {
    const wb = await parseMibgasWorkbook(readFileSync(join(dir, f)));
    if (!wb.ok) throw new Error(`${f}: ${JSON.stringify(wb.issues).slice(0, 200)}`);
    books.push(wb.data);
  }
  return new Map(mibgasDailyPrices(books).map((d) => [d.date, d.value]));
}

/** Every hourly day of the Spanish prices in the shared market data, in date order (the newest
 *  version of each day's file, parsed with the strict parser; a file that fails it throws). */
export async function loadHourlyDays(): Promise<HourlyDay[]> {
  const dir = join(MARKET_DATA_DIR, 'omie', 'marginalpdbc');
  const gas = await loadMibgasDays();
  const files = newestMarginalpdbcVersions(readdirSync(dir)).filter((f) => f.date < QUARTER_HOUR_START);
  return files.map((f) => {
    const r = parseMarginalpdbc(readFileSync(join(dir, f.name), 'latin1'), { fileName: f.name });
    if (!r.ok) throw new Error(`${f.name}: ${JSON.stringify(r.issues).slice(0, 200)}`);
    if (r.data.resolution !== 'hourly') throw new Error(`${f.name}: ${r.data.periods.length} periods, not hours`);
    return hourlyDayOf(f.date, r.data.periods.map((p) => p.spain), gas.get(f.date));
  });
}

/** The base-case plant on one hourly day at `prices` (one per real hour; the day's own by default):
 *  the product's 24 rows with the day's gas, moved to the day's real hours (60 minutes each). */
export function hourlyDayInput(day: HourlyDay, mode: ExecutionMode, prices: readonly number[] = day.hours): OptimizerInput {
  const h = baseCaseInput({
    hours: 24, mode, start: new Date(`${day.date}T00:00:00Z`),
    // The rows' prices are replaced by the real hours' below on a day of 23 or 25 hours.
    electricityPrice: day.rows.length === 24 ? [...prices] : new Array<number>(24).fill(0),
    gasPrice: new Array<number>(24).fill(day.gas),
  });
  if (day.rows.length === 24) return h;
  // onQuarterClock maps every series by row; its clock of 15 minutes is dropped (hours of 60).
  const { periodMinutes: _quarters, ...moved } = onQuarterClock(h, day.rows, prices);
  const labels = day.rows.map((r, t) => `${h.labels?.[r] ?? `H${r + 1}`}${t > 0 && day.rows[t - 1] === r ? 'b' : ''}`);
  return { ...moved, labels };
}
