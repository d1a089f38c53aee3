// Availability and coupling grids (SPEC §5 "Availability and coupling CSV"): Horizonte;Hora;<one
// column per equipment name>, rows = 24 × horizon days, every row with the header's column count,
// empty cells reported, at most 400 lines listed. Row numbers ('Fila N') are file line numbers
// (the header is line 1).
import type { CsvMessageCode } from '../messages/csv.ts';
import { canonicalDateHour } from './dateHour.ts';
import { cellAt, checkHeaders, fail, parseNumber, readCsv, writeCsv, type CsvCell } from './engine.ts';
import { limitIssues, LIMITS } from './issues.ts';
import type { CsvIssue, CsvParseResult } from './types.ts';

export interface GridCtx {
  /** horizonte_horas = 24 × horizon days: the expected row count and the export limit. */
  readonly horizonHours: number;
  /** Equipment names, in column order (headers after Horizonte and Hora). */
  readonly names: readonly string[];
}

export const gridHeaders = (names: readonly string[]): string[] => ['Horizonte', 'Hora', ...names];

/** Canonical 'dd/MM/yyyy HH:00' when the cell reads as a date-hour (a spreadsheet may rewrite it), else as written. */
export function normaliseHorizon(text: string): string {
  return canonicalDateHour(text) ?? text;
}

/** Reads one cell: the value to store, or the issue code explaining why not. */
export type CellReader = (raw: string) => number | CsvMessageCode;

export interface GridRow { horizonte: string; hora: string; values: Record<string, number> }

export function parseGrid(text: string, ctx: GridCtx, readCell: CellReader): CsvParseResult<GridRow[]> {
  const read = readCsv(text);
  if (!read.ok) return read;
  const { table } = read;
  const headers = gridHeaders(ctx.names);
  const headerFailure = checkHeaders(table.headers, headers);
  if (headerFailure) return headerFailure;
  if (table.rows.length !== ctx.horizonHours) {
    return fail('csv.rowCount.title', [{ code: 'csv.rows.expected', params: { expected: ctx.horizonHours, actual: table.rows.length } }]);
  }
  const issues: CsvIssue[] = [];
  const data: GridRow[] = [];
  for (const row of table.rows) {
    if (row.cells.length !== headers.length) {
      issues.push({ code: 'grid.columnCount', row: row.line, params: { row: row.line } });
      continue;
    }
    const horizonte = cellAt(row, 0);
    const hora = cellAt(row, 1);
    if (horizonte === '') issues.push({ code: 'grid.emptyKey', row: row.line, column: headers[0], params: { row: row.line, column: headers[0] } });
    if (hora === '') issues.push({ code: 'grid.emptyKey', row: row.line, column: headers[1], params: { row: row.line, column: headers[1] } });
    const values: Record<string, number> = {};
    ctx.names.forEach((name, j) => {
      const cell = readCell(cellAt(row, j + 2));
      if (typeof cell === 'number') values[name] = cell;
      else issues.push({ code: cell, row: row.line, column: name, params: { row: row.line, column: name } });
    });
    data.push({ horizonte: normaliseHorizon(horizonte), hora, values });
  }
  if (issues.length > 0) return fail('csv.dataErrors.title', limitIssues(issues, LIMITS.gridLines));
  return { ok: true, data, count: data.length, success: 'csv.success.rows' };
}

export function writeGrid(
  rows: readonly { horizonte: string; hora: string }[],
  ctx: GridCtx,
  valueOf: (row: number, name: string) => CsvCell,
  decimals: number,
): string {
  const limited = rows.slice(0, Math.max(0, ctx.horizonHours));
  return writeCsv(gridHeaders(ctx.names), limited.map((r, i) => [r.horizonte, r.hora, ...ctx.names.map((n) => valueOf(i, n))]), decimals);
}

/** Availability cell: 0 or 1 ('no numérico', 'solo 0 o 1', 'vacío'). */
export const readBinaryCell: CellReader = (raw) => {
  if (raw === '') return 'grid.emptyValue';
  const n = parseNumber(raw);
  if (n === null) return 'grid.notNumeric';
  return n === 0 || n === 1 ? n : 'grid.notBinary';
};

/** Coupling cell: a percentage 0–100, returned as the stored fraction (value / 100, 4 decimals). */
export const readPercentCell: CellReader = (raw) => {
  if (raw === '') return 'grid.emptyValue';
  const n = parseNumber(raw);
  if (n === null) return 'grid.notNumeric';
  return n >= 0 && n <= 100 ? couplingPercentToFraction(n) : 'grid.outOfRange';
};

/** Percentage → stored fraction, 4 decimals. */
export const couplingPercentToFraction = (percent: number): number => Math.round(percent * 100) / 10000;
