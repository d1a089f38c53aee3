// Availability and coupling grids (docs/rules/validation.md "Availability and coupling CSV"): Horizonte;Hora;<one
// column per equipment name>, rows = 24 × horizon days, every row with the header's column count,
// empty cells reported, at most 400 lines listed. Row numbers ('Fila N') are file line numbers
// (the header is line 1). Rows are matched to the simulation's own rows on date and hour, like the
// demand tables: the optimiser reads these grids by position, so a file exported for another day
// must be refused ('Horizontes no encontrados'), never applied to the wrong hours.
import type { CsvMessageCode } from '../messages/csv.ts';
import { canonicalDateHour, matchKey } from './dateHour.ts';
import { cellAt, checkHeaders, fail, parseNumber, readCsv, writeCsv, type CsvCell } from './engine.ts';
import { limitIssues, LIMITS } from './issues.ts';
import type { CsvIssue, CsvParseResult } from './types.ts';

export interface GridCtx {
  /** horizonte_horas = 24 × horizon days: the expected row count and the export limit. */
  readonly horizonHours: number;
  /** Equipment names, in column order (headers after Horizonte and Hora). */
  readonly names: readonly string[];
}

/** Import context: the simulation's rows, whose date-hours the file's rows must match. */
export interface GridImportCtx extends GridCtx {
  readonly rows: readonly { readonly horizonte: string; readonly hora: string }[];
}

export const gridHeaders = (names: readonly string[]): [string, string, ...string[]] => ['Horizonte', 'Hora', ...names];

/** Canonical 'dd/MM/yyyy HH:00' when the cell reads as a date-hour (a spreadsheet may rewrite it), else as written. */
export function normaliseHorizon(text: string): string {
  return canonicalDateHour(text) ?? text;
}

/** Reads one cell: the value to store, or the issue code explaining why not. */
export type CellReader = (raw: string) => number | CsvMessageCode;

export interface GridRow { horizonte: string; hora: string; values: Record<string, number> }

export function parseGrid(text: string, ctx: GridImportCtx, readCell: CellReader): CsvParseResult<GridRow[]> {
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
  return matchStoredRows(data, ctx.rows.slice(0, ctx.horizonHours));
}

/**
 * The file's rows in the order of the stored rows, each found by its date-hour. Rows of hours the
 * simulation does not have give 'Horizontes no encontrados'; stored hours the file leaves without a
 * row (a repeated hour) give 'Horizontes sin datos'.
 */
function matchStoredRows(data: GridRow[], stored: GridImportCtx['rows']): CsvParseResult<GridRow[]> {
  const index = new Map<string, number>();
  stored.forEach((r, i) => {
    const key = matchKey(r.horizonte, r.hora);
    if (!index.has(key)) index.set(key, i);
  });
  const out: (GridRow | undefined)[] = new Array(stored.length);
  const unmatched: CsvIssue[] = [];
  for (const row of data) {
    const at = index.get(matchKey(row.horizonte, row.hora));
    if (at === undefined) unmatched.push({ code: 'demand.noHorizon', params: { value: `${row.horizonte} ${row.hora}`.trim() } });
    else out[at] ??= { horizonte: stored[at]!.horizonte, hora: stored[at]!.hora, values: row.values };
  }
  if (unmatched.length > 0) return fail('demand.notFound.title', limitIssues(unmatched, LIMITS.horizons));
  const empty = stored.flatMap((r, i) => (out[i] === undefined ? [{ code: 'demand.noDataHorizon' as const, params: { value: r.horizonte } }] : []));
  if (empty.length > 0) return fail('demand.noData.title', limitIssues(empty, LIMITS.horizons));
  const rows = out as GridRow[];
  return { ok: true, data: rows, count: rows.length, success: 'csv.success.rows' };
}

export function writeGrid<R extends { horizonte: string; hora: string }>(
  rows: readonly R[],
  ctx: GridCtx,
  valueOf: (row: R, name: string) => CsvCell,
  decimals: number,
): string {
  const limited = rows.slice(0, Math.max(0, ctx.horizonHours));
  return writeCsv(gridHeaders(ctx.names), limited.map((r) => [r.horizonte, r.hora, ...ctx.names.map((n) => valueOf(r, n))]), decimals);
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
