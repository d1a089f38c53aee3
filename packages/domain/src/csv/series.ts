// Shared machinery of the hourly-series tables (price paths, historical and estimated prices,
// cooling and steam demand): three columns horizon;hour;value, each CSV row matched to an existing
// row of the series by a date-hour key, values replaced in place.
import type { CsvMessageCode } from '../messages/csv.ts';
import { cellAt, checkHeaders, fail, parseNumber, readCsv, safeParse, writeCsv, type CsvTable, type Separator } from './engine.ts';
import { joinLimited, limitIssues, linesByColumn, LIMITS } from './issues.ts';
import type { CsvCodec, CsvFailure, CsvIssue, CsvParseResult } from './types.ts';
import { matchKey } from './dateHour.ts';
import { hourText } from './rows.ts';

export interface SeriesCtx<R> {
  /** horizonte_horas: the expected row count and the export limit. */
  readonly horizonHours: number;
  /** The existing series the CSV rows are matched against (its values get replaced). */
  readonly rows: readonly R[];
}

export interface SeriesExportCtx {
  readonly horizonHours: number;
}

/** How a table reads and writes its rows. */
export interface SeriesSpec<R> {
  readonly fileName: string;
  readonly headers: readonly [string, string, string];
  readonly separator: Separator | 'guess';
  readonly decimals: number;
  /** Title of the row-count failure; null when the count is not checked. */
  readonly rowCountTitle: CsvMessageCode | null;
  /** Whether an empty hour cell is missing data (false: the hour may come inside the date). */
  readonly hourRequired: boolean;
  readonly horizonOf: (row: R, index: number) => string;
  readonly hourOf: (row: R, index: number) => string;
  readonly valueOf: (row: R) => number;
  readonly withValue: (row: R, value: number) => R;
  /** Key of a (horizon, hour) pair, the same for stored and CSV rows; null = not a date-hour. */
  readonly key: (horizon: string, hour: string) => string | null;
  /** 'required': 'Faltan datos obligatorios'; 'invalidRows': 'Filas no válidas' (cooling). */
  readonly nonNumeric: 'required' | 'invalidRows';
  readonly negative: 'allow' | 'warn' | 'reject';
  /** The failure for CSV rows that match no stored row. */
  readonly notFound: (unmatched: { horizon: string; hour: string }[]) => CsvFailure;
}

type HourValueParts = 'headers' | 'decimals' | 'hourRequired' | 'horizonOf' | 'hourOf' | 'valueOf' | 'withValue' | 'key';

/**
 * What every Horizonte;Hora;value table with a stored 'H<n>' hour and a `valor` shares (demand,
 * manual and historical prices); each table adds its own separator, counts and value rules.
 */
export function hourValueSpecParts<R extends { hora?: string; valor: number }>(
  valueHeader: string,
  horizonOf: (row: R) => string,
): Pick<SeriesSpec<R>, HourValueParts> {
  return {
    headers: ['Horizonte', 'Hora', valueHeader],
    decimals: 2,
    hourRequired: true,
    horizonOf,
    hourOf: (r) => hourText(r.hora),
    valueOf: (r) => r.valor,
    withValue: (r, valor) => ({ ...r, valor }),
    key: (h, hour) => matchKey(h, hour),
  };
}

interface ParsedLine { line: number; horizon: string; hour: string; raw: string; value: number; key: string }

export function seriesHeaders<R>(spec: SeriesSpec<R>): string[] {
  return [...spec.headers];
}

export function seriesTemplate<R>(spec: SeriesSpec<R>): string {
  return writeCsv(spec.headers, []);
}

export function seriesExport<R>(spec: SeriesSpec<R>, rows: readonly R[], ctx: SeriesExportCtx): string {
  const limited = rows.slice(0, Math.max(0, ctx.horizonHours));
  return writeCsv(spec.headers, limited.map((r, i) => [spec.horizonOf(r, i), spec.hourOf(r, i), spec.valueOf(r)]), spec.decimals);
}

/**
 * Row checks of a series table after headers: required cells, numbers, keys and (when the table
 * rejects them) negatives, all in one pass. Every kind found is reported at once, each with its
 * lines: one kind keeps its own title; several come under 'Errores en datos', one section each, so
 * a file is fixed in one go instead of one attempt per kind.
 */
export function readSeriesLines<R>(spec: SeriesSpec<R>, table: CsvTable): { ok: true; lines: ParsedLine[] } | CsvFailure {
  const [hHorizon, hHour, hValue] = spec.headers;
  const missing: { column: string; line: number }[] = [];
  const notNumeric: CsvIssue[] = [];
  const badKey: CsvIssue[] = [];
  const negatives: CsvIssue[] = [];
  const lines: ParsedLine[] = [];
  for (const row of table.rows) {
    const horizon = cellAt(row, 0);
    const hour = cellAt(row, 1);
    const raw = cellAt(row, 2);
    if (horizon === '') missing.push({ column: hHorizon, line: row.line });
    if (hour === '' && spec.hourRequired) missing.push({ column: hHour, line: row.line });
    const value = parseNumber(raw);
    if (raw === '') missing.push({ column: hValue, line: row.line });
    else if (value === null) {
      if (spec.nonNumeric === 'required') missing.push({ column: hValue, line: row.line });
      else notNumeric.push({ code: 'csv.invalidRow', row: row.line, column: hValue, params: { line: row.line, value: raw } });
    } else if (value < 0 && spec.negative === 'reject') {
      negatives.push({ code: 'csv.negativeLine', row: row.line, column: hValue, params: { line: row.line, value: raw } });
    }
    if (horizon === '' || (hour === '' && spec.hourRequired) || value === null) continue;
    const key = spec.key(horizon, hour);
    if (key === null) {
      badKey.push({ code: 'prices.invalidDateHour', row: row.line, params: { line: row.line, value: `${horizon} ${hour}`.trim() } });
      continue;
    }
    lines.push({ line: row.line, horizon, hour, raw, value, key });
  }
  const kinds: [CsvMessageCode, CsvIssue[]][] = [
    ['csv.required.title', limitIssues(linesByColumn('csv.required.column', missing, spec.headers, LIMITS.generalLines), LIMITS.generalLines)],
    ['csv.invalidRows.title', limitIssues([...notNumeric, ...badKey], LIMITS.generalLines)],
    ['csv.negative.title', limitIssues(negatives, LIMITS.generalLines)],
  ];
  const found = kinds.filter(([, issues]) => issues.length > 0);
  if (found.length === 1) return fail(found[0]![0], found[0]![1]);
  if (found.length > 1) return fail('csv.dataErrors.title', found.flatMap(([section, issues]) => issues.map((i) => ({ ...i, section }))));
  return { ok: true, lines };
}

export function parseSeries<R>(spec: SeriesSpec<R>, text: string, ctx: SeriesCtx<R>): CsvParseResult<R[]> {
  const read = readCsv(text, { separator: spec.separator });
  if (!read.ok) return read;
  const { table } = read;
  const headerFailure = checkHeaders(table.headers, spec.headers);
  if (headerFailure) return headerFailure;
  return applySeriesRows(spec, table, ctx);
}

/** After the headers: row count, cells, negatives, matching; the updated series. */
export function applySeriesRows<R>(spec: SeriesSpec<R>, table: CsvTable, ctx: SeriesCtx<R>): CsvParseResult<R[]> {
  if (spec.rowCountTitle !== null && table.rows.length !== ctx.horizonHours) {
    return fail(spec.rowCountTitle, [{ code: 'csv.rows.expected', params: { expected: ctx.horizonHours, actual: table.rows.length } }]);
  }
  // Negatives a table rejects are refused with the other cell problems (readSeriesLines).
  const read = readSeriesLines(spec, table);
  if (!read.ok) return read;
  const warnings: CsvIssue[] = spec.negative === 'warn'
    ? read.lines.filter((l) => l.value < 0).map((l) => ({ code: 'csv.warning.negative', row: l.line, params: { line: l.line, value: l.raw } }))
    : [];
  return matchAndUpdate(spec, read.lines, ctx, limitIssues(warnings, LIMITS.negativeWarnings));
}

function matchAndUpdate<R>(spec: SeriesSpec<R>, lines: ParsedLine[], ctx: SeriesCtx<R>, warnings: CsvIssue[]): CsvParseResult<R[]> {
  const index = new Map<string, number>();
  ctx.rows.forEach((r, i) => {
    const key = spec.key(spec.horizonOf(r, i), spec.hourOf(r, i));
    if (key !== null && !index.has(key)) index.set(key, i);
  });
  const values = new Map<number, number>();
  const unmatched: { horizon: string; hour: string }[] = [];
  for (const l of lines) {
    const at = index.get(l.key);
    if (at === undefined) unmatched.push({ horizon: l.horizon, hour: l.hour });
    else values.set(at, l.value);
  }
  if (unmatched.length > 0) return spec.notFound(unmatched);
  const data = ctx.rows.map((r, i) => (values.has(i) ? spec.withValue(r, values.get(i) as number) : r));
  return { ok: true, data, count: values.size, success: 'csv.success.records', ...(warnings.length > 0 ? { warnings } : {}) };
}

/**
 * 'Horizontes … no encontrados …: a, b, c, d, e...' under 'Error al importar'; each item is the
 * horizon, or 'horizon hour' when `withHour`.
 */
export const notFoundList = (code: CsvMessageCode, withHour: boolean) => (unmatched: { horizon: string; hour: string }[]): CsvFailure =>
  fail('csv.importError.title', [{
    code,
    params: { list: joinLimited(unmatched.map((u) => (withHour && u.hour !== '' ? `${u.horizon} ${u.hour}` : u.horizon)), LIMITS.unmatchedHorizons) },
  }]);

/** The codec of a series table. */
export function seriesCodec<R>(spec: SeriesSpec<R>): CsvCodec<R[], SeriesCtx<R>, SeriesExportCtx> {
  return {
    fileName: spec.fileName,
    headers: () => seriesHeaders(spec),
    template: () => seriesTemplate(spec),
    export: (rows, ctx) => seriesExport(spec, rows, ctx),
    parse: (text, ctx) => safeParse(() => parseSeries(spec, text, ctx)),
  };
}
