// The operators' schedule sheet as a control room pins it up (PDF and Excel): which plant and run it
// is, whether that run is the plan in force, and each day of the horizon with its date, weekday and
// clock hours (or quarters, on a run planned in quarter hours) beside the position labels H1…Hn.
// Built once from the run and the hour labels, so the PDF and the Excel say the same.
import { addDays, clockSpan, formatDate, HOURS_PER_DAY, parseDate, parseHourLabel, type CalendarDate } from '@plantasim/domain';
import { dayGroups, periodHeadings } from './scheduleGrids';

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

/**
 * The days of the horizon with their periods: 24 hour labels each (a last partial day keeps what it
 * has), or, when the run's FECHA_HORA are given and it was planned in quarter hours, the periods of
 * each day as the run has them (92, 96 or 100 quarters headed by their start, '07:45', as on screen;
 * a day planned hourly keeps its 24 hours and their spans).
 */
export function sheetDays(hours: readonly string[], run: Pick<SheetRun, 'fechaActual' | 'enVigor'>, fechas?: readonly string[]): SheetDay[] {
  const first = run.fechaActual ? parseDate(run.fechaActual) : null;
  const inForce = new Set(run.enVigor);
  const quarterly = periodHeadings(hours, fechas) !== undefined;
  let start = 0;
  return dayGroups(hours, fechas).map((labels, index) => {
    const date = first?.ok ? addDays(first.data, index) : null;
    const from = start;
    start += labels.length;
    const clock = quarterly && labels.length !== HOURS_PER_DAY
      ? labels.map((_, i) => fechas![from + i]!.slice(11))
      : labels.map((label, i) => (quarterly ? clockSpan(Number(fechas![from + i]!.slice(11, 13)) + 1) : clockSpan(parseHourLabel(label) ?? from + i + 1)));
    return { index, date, hours: labels, clock, inForce: date !== null && inForce.has(formatDate(date)) };
  });
}

/** Columns of a printed table: a quarter-hour day (92–100 periods) prints in parts of 24 quarters. */
export const PRINTED_COLUMNS = 24;

/** A printed part of a day: all of an hourly day, or 24 of a quarter-hour day's periods with their
 *  clock span ('06:00–12:00') to head it. */
export interface SheetPart {
  day: SheetDay;
  hours: string[];
  clock: string[];
  /** null when the day prints whole. */
  span: string | null;
}

/** '07:45' -> '08:00': where the quarter that starts at a time ends (the day's last at 24:00). */
function quarterEnd(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const end = h * 60 + m + 15;
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

export function sheetParts(days: readonly SheetDay[], columns = PRINTED_COLUMNS): SheetPart[] {
  return days.flatMap((day) => {
    if (day.hours.length <= columns) return [{ day, hours: day.hours, clock: day.clock, span: null }];
    const parts: SheetPart[] = [];
    for (let i = 0; i < day.hours.length; i += columns) {
      const clock = day.clock.slice(i, i + columns);
      parts.push({ day, hours: day.hours.slice(i, i + columns), clock, span: `${clock[0]}–${quarterEnd(clock.at(-1)!)}` });
    }
    return parts;
  });
}

/** Whether the run is the plan in force for every day, some, or none of the days given. */
export function inForceOver(days: readonly SheetDay[]): 'all' | 'some' | 'none' {
  const n = days.filter((d) => d.inForce).length;
  return n === 0 ? 'none' : n === days.length ? 'all' : 'some';
}
