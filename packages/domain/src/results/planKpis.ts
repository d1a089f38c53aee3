// The key figures that open the economic results of one run: what the plan costs, what it saves
// against serving the same demands without cogeneration, what a MWh of steam costs and how much the
// engines run. Read from the hourly economic rows and the schedule the server stores, so the cards,
// the table's totals row and the comparison screen tell the same story.
import { engineUse } from '../compare/kpis.ts';
import type { ResultRow } from './resultTables.ts';
import type { ScheduleItem } from '../contract/results.ts';

export interface PlanKpis {
  /** EUR over the horizon: costs − income (COST_TOTAL − ING_TOTAL), the opposite of the summed BENEFICIO_BRUTO. */
  netCost: number | null;
  /** EUR over the horizon: the summed AHORRO (reference cost without cogeneration − the plan's net cost). */
  savings: number | null;
  /**
   * The savings as a fraction of the reference cost: ΣAHORRO / ΣCOST_REF. The hourly AHORRO_PCT are
   * only averaged when the table has no COST_REF (a mean of hourly ratios would let a cheap night hour
   * weigh as much as an expensive day hour).
   */
  savingsShare: number | null;
  /** EUR per MWh of steam served: ΣCMED_VAPOR·DEMV / ΣDEMV (the mean of CMED_VAPOR without DEMV). */
  steamCost: number | null;
  /** Engine-hours on (an engine on in 3 hours and another in 2 count 5). */
  engineHours: number;
  /** Engine starts: the summed ARRANQUES of the economic table, or counted on the schedule. */
  engineStarts: number;
}

/** The economic part: its column names (in order) and one row per hour. */
export interface PlanEconomics {
  columns: readonly string[];
  rows: readonly ResultRow[];
}

/** The schedule part: one item per engine and hour, with its on/off state. */
export interface PlanSchedule {
  motores: readonly ScheduleItem[];
}

function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Sum of a column over the hours; null when no row has a number there. */
function sum(rows: readonly ResultRow[], column: string): number | null {
  let total = 0;
  let seen = false;
  for (const row of rows) {
    const n = num(row[column]);
    if (n !== null) {
      total += n;
      seen = true;
    }
  }
  return seen ? total : null;
}

function mean(rows: readonly ResultRow[], column: string): number | null {
  const values = rows.map((r) => num(r[column])).filter((n): n is number => n !== null);
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : null;
}

function has(economics: PlanEconomics, column: string): boolean {
  return economics.columns.includes(column) || economics.rows.some((r) => num(r[column]) !== null);
}

function netCostOf(economics: PlanEconomics): number | null {
  const costs = sum(economics.rows, 'COST_TOTAL');
  const income = sum(economics.rows, 'ING_TOTAL');
  if (costs !== null || income !== null) return (costs ?? 0) - (income ?? 0);
  const profit = sum(economics.rows, 'BENEFICIO_BRUTO');
  return profit === null ? null : -profit;
}

function savingsShareOf(economics: PlanEconomics): number | null {
  const savings = sum(economics.rows, 'AHORRO');
  const reference = sum(economics.rows, 'COST_REF');
  if (savings !== null && reference !== null) return reference !== 0 ? savings / reference : null;
  return mean(economics.rows, 'AHORRO_PCT');
}

function steamCostOf(economics: PlanEconomics): number | null {
  if (!has(economics, 'DEMV')) return mean(economics.rows, 'CMED_VAPOR');
  let cost = 0;
  let steam = 0;
  for (const row of economics.rows) {
    const unit = num(row.CMED_VAPOR);
    const served = num(row.DEMV);
    if (unit === null || served === null || served <= 0) continue;
    cost += unit * served;
    steam += served;
  }
  return steam > 0 ? cost / steam : null;
}

/** The key figures of a run's plan, from its economic table and its schedule. */
export function planKpis(economics: PlanEconomics, schedule: PlanSchedule): PlanKpis {
  const use = engineUse(schedule.motores);
  const starts = has(economics, 'ARRANQUES') ? sum(economics.rows, 'ARRANQUES') : null;
  return {
    netCost: netCostOf(economics),
    savings: sum(economics.rows, 'AHORRO'),
    savingsShare: savingsShareOf(economics),
    steamCost: steamCostOf(economics),
    engineHours: use.hours,
    // The table's starts know each engine's state before the first hour; the schedule alone does not.
    engineStarts: starts ?? use.starts,
  };
}
