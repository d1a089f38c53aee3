// The key figures that open the economic results of one run: what the plan costs, what it saves
// against serving the same demands without cogeneration, what a MWh of steam costs and how much the
// engines run. Read from the hourly economic rows and the schedule the server stores; every money
// figure is figures.ts's, so the cards, the table's totals row and the comparison tell the same story.
import { engineUse } from '../compare/kpis.ts';
import type { ResultRow } from './resultTables.ts';
import type { ScheduleItem } from '../contract/results.ts';
import { columnSum, economicFigures } from './figures.ts';
import { periodsOfLabels } from './hourlyFromPeriods.ts';

export interface PlanKpis {
  /** EUR over the horizon: ΣCOST_TOTAL − ΣING_TOTAL (figures.ts netCost). */
  netCost: number | null;
  /** EUR over the horizon: ΣCOST_REF − net cost (figures.ts savings). */
  savings: number | null;
  /** savings / ΣCOST_REF, a weighted figure (never the mean of the hourly AHORRO_PCT). */
  savingsShare: number | null;
  /** EUR per MWh of steam demand served: net cost / ΣDEMV, weighted by each hour's steam. */
  steamCost: number | null;
  /** Engine-hours on (an engine on in 3 hours and another in 2 count 5; a quarter on counts 0.25). */
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

function columnMean(rows: readonly ResultRow[], column: string): number | null {
  const values = rows.map((r) => r[column]).filter((n): n is number => typeof n === 'number' && Number.isFinite(n));
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : null;
}

function has(economics: PlanEconomics, column: string): boolean {
  return economics.columns.includes(column) || economics.rows.some((r) => typeof r[column] === 'number');
}

/** The key figures of a run's plan, from its economic table and its schedule. */
export function planKpis(economics: PlanEconomics, schedule: PlanSchedule): PlanKpis {
  // A run's tables per quarter hour (its quarter view): each period on counts its length, read from
  // the economic rows' FECHA_HORA; hourly tables count whole hours.
  const minutes = periodsOfLabels(economics.rows.map((r) => String(r.FECHA_HORA ?? ''))).map((p) => p.minutes);
  const use = engineUse(schedule.motores, new Set(), minutes);
  const starts = has(economics, 'ARRANQUES') ? columnSum(economics.rows, 'ARRANQUES') : null;
  const figures = economicFigures(economics.rows);
  // A table stored without COST_REF or DEMV: its own AHORRO, and the hourly means of its ratios
  // (the only figures it can give).
  const old = !has(economics, 'COST_REF');
  return {
    netCost: figures?.netCost ?? null,
    savings: old ? columnSum(economics.rows, 'AHORRO') : figures?.savings ?? null,
    savingsShare: old ? columnMean(economics.rows, 'AHORRO_PCT') : figures?.savingsShare ?? null,
    steamCost: has(economics, 'DEMV') ? figures?.steamCost ?? null : columnMean(economics.rows, 'CMED_VAPOR'),
    engineHours: use.hours,
    // The table's starts know each engine's state before the first hour; the schedule alone does not.
    engineStarts: starts ?? use.starts,
  };
}

/**
 * The key figures of a run as one view shows them: a quarter-hour run shown by hours folds an hour
 * with any quarter on into a whole hour on, so its engine hours come from its tables per period
 * (`quarters`), and both views say the same time.
 */
export function shownPlanKpis(economics: PlanEconomics, schedule: PlanSchedule, quarters?: { economics: PlanEconomics; schedule: PlanSchedule }): PlanKpis {
  const own = planKpis(economics, schedule);
  return quarters ? { ...own, engineHours: planKpis(quarters.economics, quarters.schedule).engineHours } : own;
}
