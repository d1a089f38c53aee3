// The content of every results file (SPEC §9 export names), as plain sheets of cells. Building the
// cells is kept apart from writing them (exports/, which loads xlsx and jspdf only on demand) so the
// rules — operators get no economic and concept grids, the full report has everything — are tested
// without a browser.
import { economicTotalsRow, referencePoolPrice, type ResultRow } from '@plantasim/domain';
import type { EconomicTable, Programa, ResultTable } from '@plantasim/domain';
import { rowsAsMatrix, scheduleGridsOf, type ScheduleRow } from './scheduleGrids';

export type Cell = string | number;

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
}

export const EXCEL_FILES = {
  operators: 'Prevision_Operarios.xlsx',
  full: 'informe-completo.xlsx',
  economic: 'resultados-economicos.xlsx',
  operation: 'resultados-operacion.xlsx',
} as const;

export const PDF_FILE = 'tabla_prevision_operarios.pdf';

function cell(value: unknown): Cell {
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  return value === null || value === undefined ? '' : String(value);
}

export function tableSheet(name: string, table: ResultTable, extraRows: ResultRow[] = []): Sheet {
  return { name, rows: [table.columns, ...[...table.rows, ...extraRows].map((r) => table.columns.map((c) => cell(r[c])))] };
}

export function economicSheet(name: string, economic: ResultTable): Sheet {
  return tableSheet(name, economic, economic.rows.length ? [economicTotalsRow(economic.columns, economic.rows)] : []);
}

function gridSheet(name: string, firstHeader: string, rows: readonly ScheduleRow[], hours: readonly string[]): Sheet {
  return { name, rows: [[firstHeader, ...hours], ...rowsAsMatrix(rows, hours)] };
}

export function summarySheet(b: ResultsBundle, l: SheetLabels, simulationName: string): Sheet {
  const pool = referencePoolPrice(b.program.conceptos, b.economic.rows);
  return {
    name: l.summary,
    rows: [
      [l.simulation, simulationName],
      [l.totalGas, b.program.total_consumo_gas],
      [l.poolPrice, pool ?? ''],
    ],
  };
}

/** The schedule sheets; `operator` leaves out the concepts and economic grids (SPEC §6). */
export function scheduleSheets(b: ResultsBundle, l: SheetLabels, simulationName: string, operator: boolean): Sheet[] {
  const g = scheduleGridsOf(b.program);
  const hours = g.hours;
  const sheets: Sheet[] = [
    summarySheet(b, l, simulationName),
    gridSheet(l.schedule, l.equipment, g.engines, hours),
  ];
  if (!operator) sheets.push(gridSheet(l.concepts, l.concept, g.concepts, hours));
  sheets.push(gridSheet(l.averageProgram, l.concept, g.average, g.averageHours));
  sheets.push(gridSheet(l.program, l.concept, g.program, hours));
  if (!operator) sheets.push(economicSheet(l.economic, b.economic));
  return sheets;
}

/** informe-completo.xlsx: every schedule grid plus the operation and economic tables. */
export function fullReportSheets(b: ResultsBundle, l: SheetLabels, simulationName: string): Sheet[] {
  const schedule = scheduleSheets(b, l, simulationName, false).filter((s) => s.name !== l.economic);
  return [...schedule, tableSheet(l.operation, b.operation), economicSheet(l.economic, b.economic)];
}
