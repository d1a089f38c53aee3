// The operators' schedule sheet as a control room pins it up (PDF and Excel): which plant and run it
// is, whether that run is the plan in force, and each day of the horizon with its date, weekday and
// clock hours beside the position labels H1…Hn. Built once from the run and the hour labels, so the
// PDF and the Excel say the same.
import { addDays, clockSpan, formatDate, HOURS_PER_DAY, parseDate, parseHourLabel, type CalendarDate } from '@plantasim/domain';

/** What the sheet says of the run (GET /api/simulacion/:id and config.json). */
export interface SheetRun {
  id: number | string;
  name: string;
  /** First planned day 'dd/MM/yyyy' and days planned; null when the run does not say. */
  fechaActual: string | null;
  horizonte: number | null;
  /** Days ('dd/MM/yyyy') for which the run is the plan in force. */
  enVigor: readonly string[];
  /** config.json nombre_planta ('' when not configured). */
  plant: string;
}

export interface SheetDay {
  /** 0-based position of the day in the horizon. */
  index: number;
  /** Its calendar date; null when the run's first day is unknown. */
  date: CalendarDate | null;
  /** Its hour labels (H1…H24, H25…H48 …) and their clock hours ('00–01' …). */
  hours: string[];
  clock: string[];
  /** Whether the run is the plan in force for this day. */
  inForce: boolean;
}

/** The days of the horizon, 24 hour labels each (a last partial day keeps what it has). */
export function sheetDays(hours: readonly string[], run: Pick<SheetRun, 'fechaActual' | 'enVigor'>): SheetDay[] {
  const first = run.fechaActual ? parseDate(run.fechaActual) : null;
  const inForce = new Set(run.enVigor);
  const days: SheetDay[] = [];
  for (let start = 0, index = 0; start < hours.length; start += HOURS_PER_DAY, index++) {
    const labels = hours.slice(start, start + HOURS_PER_DAY);
    const date = first?.ok ? addDays(first.data, index) : null;
    days.push({
      index,
      date,
      hours: labels,
      clock: labels.map((label, i) => clockSpan(parseHourLabel(label) ?? start + i + 1)),
      inForce: date !== null && inForce.has(formatDate(date)),
    });
  }
  return days;
}

/** Whether the run is the plan in force for every day, some, or none of the days given. */
export function inForceOver(days: readonly SheetDay[]): 'all' | 'some' | 'none' {
  const n = days.filter((d) => d.inForce).length;
  return n === 0 ? 'none' : n === days.length ? 'all' : 'some';
}
