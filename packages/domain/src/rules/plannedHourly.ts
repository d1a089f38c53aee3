// What the results say when a quarter-hourly scenario was planned hourly, wholly (annual rules, or
// no day with complete quarter prices) or on some days (those without them). Computed from the plan
// clock the optimizer used, so the words follow the plan that was made.
import { addDays, formatDate, type CalendarDate } from '../calendar/dates.ts';
import { HOURS_PER_DAY } from '../calendar/keys.ts';
import type { ResultWarning } from '../contract/results.ts';
import { formatMessage } from '../messages/index.ts';
import type { OptimizerMessageCode } from '../messages/optimizer.ts';
import type { PlanClock } from './planClock.ts';

function notice(code: OptimizerMessageCode, params: Record<string, string> = {}): ResultWarning {
  return { code: 'PLANNED_HOURLY', es: formatMessage(code, params, 'es'), en: formatMessage(code, params, 'en') };
}

/** The days (dd/MM/yyyy) a quarter plan clock plans in hours. */
export function hourlyDaysOf(clock: PlanClock, start: CalendarDate): string[] {
  const days = new Set<number>();
  for (const p of clock.periods) if (p.minutes === 60) days.add(Math.floor(p.hourRow / HOURS_PER_DAY));
  return [...days].sort((a, b) => a - b).map((d) => formatDate(addDays(start, d)));
}

/** The notice of a plan clock, or null when the plan is as its scenario asked (hourly, or quarters
 *  on every day). */
export function plannedHourlyNotice(clock: PlanClock, start: CalendarDate): ResultWarning | null {
  if (clock.hourlyBecause === 'annualRules') return notice('optimizer.plannedHourly.annualRules');
  if (clock.hourlyBecause === 'noQuarterPrices') return notice('optimizer.plannedHourly.noQuarterPrices');
  if (clock.quarterDays === 0) return null;
  const days = hourlyDaysOf(clock, start);
  return days.length ? notice('optimizer.plannedHourly.someDays', { days: days.join(', ') }) : null;
}
