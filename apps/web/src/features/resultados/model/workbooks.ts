// The content of every results file (docs/rules/constants.md export names), as plain sheets of cells. Building the
// cells is kept apart from writing them (exports/, which loads xlsx and jspdf only on demand) so the
// rules — operators get no economic and concept grids, the full report has everything — are tested
// without a browser.
import { economicTotalsDecimals, economicTotalsRow, parseHourKey, parseQuarterKey, referencePoolPrice, TOTALS_LABEL, type CalendarDate, type ResultRow } from '@plantasim/domain';
import type { EconomicTable, Programa, ResultTable } from '@plantasim/domain';
import { rowsAsMatrix, scheduleGridsOf, type ScheduleRow } from './scheduleGrids';
import type { SheetDay, SheetRun } from './sheet';

/** A calendar day, or an hour of one ('dd/MM/yyyy HH:00' read as a date): written to Excel as a real
 *  date with a date format, never as text. */
export interface DateCell {
  date: CalendarDate;
  hour?: number;
  /** A quarter-hour run's period ('dd/MM/yyyy HH:mm'): 0, 15, 30 or 45. */
  minute?: number;
}

export type Cell = string | number | DateCell;

export function isDateCell(cell: unknown): cell is DateCell {
  return typeof cell === 'object' && cell !== null && 'date' in cell;
}

export interface Sheet {
  name: string;
  rows: Cell[][];
}

export interface ResultsBundle {
  program: Programa;
  operation: ResultTable;
  /** The economic table; the scheme it was priced with and the year's annual rules when the run
   *  says (older runs do not). */
  economic: ResultTable & Pick<Partial<EconomicTable>, 'esquema_liquidacion' | 'anual' | 'base_gas'>;
  /** A quarter-hour run shown by hours: its tables per period too, so the figures that count time
   *  (engine hours) are the same on both views. */
  quarters?: { program: Programa; economic: ResultTable };
}

/** Translated texts the sheets need (sheet names are at most 31 characters). */
export interface SheetLabels {
  summary: string;
  schedule: string;
  concepts: string;
  averageProgram: string;
  program: string;
  operation: string;
  economic: string;
  equipment: string;
  concept: string;
  totalGas: string;
  poolPrice: string;
  simulation: string;
  /** The sheet's heading rows (schedule sheet): plant, run id, plan in force, planned days, and the
   *  rows under the hour labels: date, weekday, clock hours. */
  plant: string;
  id: string;
  inForce: string;
  plannedDays: string;
  date: string;
  weekday: string;
  clock: string;
}

/** Who and what a schedule workbook is about: every one of its sheets starts with it. */
export interface SheetContext {
  run: SheetRun;
  days: SheetDay[];
  /** The run's days as a range ('miércoles 15/01/2025 – viernes 17/01/2025'), '' when unknown. */
  span: string;
  /** Whether it is the plan in force, as a sentence ('Sí', 'Sí, para 16/01/2025', 'No'). */
  inForce: string;
  /** Weekday of a date in the interface language. */
  weekday: (date: CalendarDate) => string;
}

export const EXCEL_FILES = {
  operators: 'Prevision_Operarios.xlsx',
  full: 'informe-completo.xlsx',
  economic: 'resultados-economicos.xlsx',
  operation: 'resultados-operacion.xlsx',
} as const;

export const PDF_FILE = 'tabla_prevision_operarios.pdf';

/** A number as the screen shows it: rounded to its decimals (no -0). */
export function roundAsShown(value: number, decimals: number): number {
  const f = 10 ** decimals;
  const r = Math.round(value * f) / f;
  return r === 0 ? 0 : r;
}

/** A table cell for Excel: FECHA_HORA ('dd/MM/yyyy HH:00', or a quarter's 'dd/MM/yyyy HH:mm') as a date, numbers as the grid shows them. */
function cell(value: unknown, column: string, decimals: number): Cell {
  if (typeof value === 'number') return Number.isFinite(value) ? roundAsShown(value, decimals) : '';
  if (value === null || value === undefined) return '';
  if (column === 'FECHA_HORA') {
    const key = parseHourKey(String(value));
    if (key) return { date: { year: key.year, month: key.month, day: key.day }, hour: key.hour };
    const quarter = parseQuarterKey(String(value));
    if (quarter) return { date: { year: quarter.year, month: quarter.month, day: quarter.day }, hour: quarter.hour, minute: quarter.minute };
  }
  return String(value);
}

/** The heading rows every sheet of a schedule workbook starts with, then a blank row. */
export function headingRows(l: SheetLabels, ctx: SheetContext): Cell[][] {
  return [
    [l.plant, ctx.run.plant],
    [l.simulation, ctx.run.name],
    [l.id, typeof ctx.run.id === 'number' ? ctx.run.id : String(ctx.run.id)],
    [l.inForce, ctx.inForce],
    [l.plannedDays, ctx.span],
    [],
  ];
}

/**
 * A result table (its codes as the header), its numbers rounded to the grid's 2 decimals. The totals
 * row keeps 2 where the screen shows 1: a share such as AHORRO_PCT (0,23) would read 0,2 in a file
 * that is worked on further.
 */
export function tableSheet(name: string, table: ResultTable, extraRows: ResultRow[] = [], heading: Cell[][] = []): Sheet {
  const rows = [...table.rows, ...extraRows].map((r) => {
    const totals = r.FECHA_HORA === TOTALS_LABEL;
    return table.columns.map((c) => cell(r[c], c, totals ? Math.max(2, economicTotalsDecimals(c)) : 2));
  });
  return { name, rows: [...heading, table.columns, ...rows] };
}

export function economicSheet(name: string, economic: ResultTable, heading: Cell[][] = []): Sheet {
  return tableSheet(name, economic, economic.rows.length ? [economicTotalsRow(economic.columns, economic.rows)] : [], heading);
}

/** A grid of the schedule: the hour labels, then (for dated hours) each hour's date and weekday, the
 *  clock hours, then one row per equipment or concept with values rounded as the grid shows them. */
function gridSheet(name: string, firstHeader: string, rows: readonly ScheduleRow[], hours: readonly string[], l: SheetLabels, ctx: SheetContext, dated: boolean): Sheet {
  const dayOf = new Map<string, SheetDay>();
  const clockOf = new Map<string, string>();
  for (const day of ctx.days) day.hours.forEach((h, i) => { dayOf.set(h, day); clockOf.set(h, day.clock[i]!); });
  const under: Cell[][] = [];
  if (dated && ctx.days.some((d) => d.date)) {
    under.push([l.date, ...hours.map((h): Cell => { const d = dayOf.get(h)?.date; return d ? { date: d } : ''; })]);
    under.push([l.weekday, ...hours.map((h) => { const d = dayOf.get(h)?.date; return d ? ctx.weekday(d) : ''; })]);
  }
  under.push([l.clock, ...hours.map((h) => clockOf.get(h) ?? '')]);
  const body = rowsAsMatrix(rows, hours).map((r) => r.map((v) => (typeof v === 'number' ? roundAsShown(v, 2) : v)));
  return { name, rows: [...headingRows(l, ctx), [firstHeader, ...hours], ...under, ...body] };
}

export function summarySheet(b: ResultsBundle, l: SheetLabels, ctx: SheetContext): Sheet {
  const pool = referencePoolPrice(b.program.conceptos, b.economic.rows);
  return {
    name: l.summary,
    rows: [
      ...headingRows(l, ctx),
      [l.totalGas, roundAsShown(b.program.total_consumo_gas, 2)],
      [l.poolPrice, pool === null ? '' : roundAsShown(pool, 2)],
    ],
  };
}

/** The schedule sheets; `operator` leaves out the concepts and economic grids (docs/rules/roles.md). */
export function scheduleSheets(b: ResultsBundle, l: SheetLabels, ctx: SheetContext, operator: boolean): Sheet[] {
  const g = scheduleGridsOf(b.program);
  const hours = g.hours;
  const sheets: Sheet[] = [
    summarySheet(b, l, ctx),
    gridSheet(l.schedule, l.equipment, g.engines, hours, l, ctx, true),
  ];
  if (!operator) sheets.push(gridSheet(l.concepts, l.concept, g.concepts, hours, l, ctx, true));
  sheets.push(gridSheet(l.averageProgram, l.concept, g.average, g.averageHours, l, ctx, false));
  sheets.push(gridSheet(l.program, l.concept, g.program, hours, l, ctx, true));
  if (!operator) sheets.push(economicSheet(l.economic, b.economic, headingRows(l, ctx)));
  return sheets;
}

/** informe-completo.xlsx: every schedule grid plus the operation and economic tables. */
export function fullReportSheets(b: ResultsBundle, l: SheetLabels, ctx: SheetContext): Sheet[] {
  const schedule = scheduleSheets(b, l, ctx, false).filter((s) => s.name !== l.economic);
  return [...schedule, tableSheet(l.operation, b.operation, [], headingRows(l, ctx)), economicSheet(l.economic, b.economic, headingRows(l, ctx))];
}
