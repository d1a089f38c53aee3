// The one CSV engine every codec uses: reading (BOM, quotes, separators, empty rows), the number
// rule, the header check, the writer and the file-name check (docs/rules/validation.md "CSV import, common to all
// tables" and "Exports").
import type { CsvMessageCode } from '../messages/csv.ts';
import type { CsvFailure, CsvIssue, CsvParseResult } from './types.ts';
import { defuseCell, restoreDefusedText } from './formulaGuard.ts';

export type Separator = ';' | ',';

export interface CsvRow {
  /** 1-based line number in the file where the row starts (header = 1). */
  readonly line: number;
  readonly cells: string[];
}

export interface CsvTable {
  readonly separator: Separator;
  /** Trimmed header names. */
  readonly headers: string[];
  /** Data rows, empty rows removed. Cells are not trimmed. */
  readonly rows: CsvRow[];
}

export function fail(title: CsvMessageCode, issues: CsvIssue[]): CsvFailure {
  return { ok: false, title, issues };
}

export const stripBom = (text: string): string => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/**
 * Splits text into records of fields (RFC 4180 quoting: "a;b", "say ""hi"""). Null when a quote
 * is left open. Unquoted fields are cut with slice, not built character by character: an
 * 8,784-row file must read in a few milliseconds.
 */
function tokenize(text: string, sep: Separator): { line: number; cells: string[] }[] | null {
  const records: { line: number; cells: string[] }[] = [];
  const n = text.length;
  const sepCode = sep.charCodeAt(0);
  let cells: string[] = [];
  let line = 1;
  let recordLine = 1;
  let i = 0;
  let atFieldStart = true;
  let field = '';
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */ && !atFieldStart) {
      // A quote inside an unquoted field is a plain character (lenient, as spreadsheets read it).
      field += '"';
      i++;
      continue;
    }
    if (c === 34) {
      // Quoted field: up to the closing quote; "" is an escaped quote.
      let j = i + 1;
      for (;;) {
        const q = text.indexOf('"', j);
        if (q < 0) return null;
        const chunk = text.slice(j, q);
        for (let k = chunk.indexOf('\n'); k >= 0; k = chunk.indexOf('\n', k + 1)) line++;
        field += chunk;
        if (text.charCodeAt(q + 1) === 34) { field += '"'; j = q + 2; continue; }
        i = q + 1;
        break;
      }
      atFieldStart = false;
      continue;
    }
    // Unquoted run up to the next separator, quote or line break.
    let j = i;
    while (j < n) {
      const d = text.charCodeAt(j);
      if (d === 34 || d === 10 || d === 13 || d === sepCode) break;
      j++;
    }
    if (j > i) { field += text.slice(i, j); i = j; atFieldStart = false; continue; }
    if (c === sepCode) {
      cells.push(field);
      field = '';
      atFieldStart = true;
      i++;
      continue;
    }
    // Line break (\r\n, \n or \r).
    cells.push(field);
    records.push({ line: recordLine, cells });
    cells = [];
    field = '';
    atFieldStart = true;
    i += c === 13 && text.charCodeAt(i + 1) === 10 ? 2 : 1;
    line++;
    recordLine = line;
  }
  if (!atFieldStart || field !== '' || cells.length > 0) {
    cells.push(field);
    records.push({ line: recordLine, cells });
  }
  return records;
}

const isEmptyRecord = (cells: string[]): boolean => cells.every((c) => c.trim() === '');

/** Counts separator characters outside quotes in the first non-empty line. */
function countOutsideQuotes(line: string, ch: string): number {
  let quoted = false;
  let count = 0;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && c === ch) count++;
  }
  return count;
}

/** Demand CSVs guess the separator from the header line: the one that occurs more (ties: semicolon). */
export function guessSeparator(text: string): Separator {
  const body = stripBom(text);
  // First non-empty line, without splitting the whole (possibly large) text.
  let first = '';
  let from = 0;
  while (from < body.length && first.trim() === '') {
    let end = from;
    while (end < body.length && body.charCodeAt(end) !== 10 && body.charCodeAt(end) !== 13) end++;
    first = body.slice(from, end);
    from = end + 1;
  }
  return countOutsideQuotes(first, ',') > countOutsideQuotes(first, ';') ? ',' : ';';
}

export interface ReadOptions {
  /** ';' (default, every table) or 'guess' (demand CSVs: comma or semicolon). */
  readonly separator?: Separator | 'guess';
}

/**
 * Reads CSV text into trimmed headers and non-empty data rows.
 * Failures: 'El CSV está vacío.' (nothing but blanks), 'El archivo no contiene datos.' (header
 * without rows), 'No se pudo leer el CSV.' (a quote left open).
 */
export function readCsv(text: string, options: ReadOptions = {}): { ok: true; table: CsvTable } | CsvFailure {
  if (typeof text !== 'string') return fail('csv.importError.title', [{ code: 'csv.invalidFile' }]);
  const body = stripBom(text);
  if (body.trim() === '') return fail('csv.importError.title', [{ code: 'csv.empty' }]);
  const separator = options.separator === 'guess' ? guessSeparator(body) : (options.separator ?? ';');
  const records = tokenize(body, separator);
  if (records === null) return fail('csv.importError.title', [{ code: 'csv.unreadable' }]);
  const nonEmpty = records.filter((r) => !isEmptyRecord(r.cells));
  const [head, ...rows] = nonEmpty;
  if (head === undefined) return fail('csv.importError.title', [{ code: 'csv.empty' }]);
  for (const r of nonEmpty) {
    r.cells.forEach((cell, k) => { if (cell.charCodeAt(0) === 39 /* ' */) r.cells[k] = restoreDefusedText(cell); });
  }
  if (rows.length === 0) return fail('csv.noData.title', [{ code: 'csv.noData.detail' }]);
  return { ok: true, table: { separator, headers: head.cells.map((h) => h.trim()), rows } };
}

// ---------------------------------------------------------------------------------------------
// Numbers

const NUMBER_RE = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/**
 * The number rule of docs/rules/validation.md: a decimal comma or point; when both appear, whichever comes last is the
 * decimal separator and the other is a thousands separator ('1.234,5' and '1,234.5' → 1234.5).
 * A single kind appearing more than once is a thousands separator ('1.234.567' → 1234567); once,
 * it is the decimal separator ('12,5' → 12.5, '1.234' → 1.234). Spaces (also non-breaking) are
 * ignored. Returns null for empty or non-numeric text.
 */
const POW10 = [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];

/**
 * '7', '-3.25', '12,5': up to 15 digits with at most one inner separator (the cells exports write),
 * computed without building strings. digits / 10^k is one correctly rounded IEEE division of two
 * exact values, so it equals Number('12.34'). Null for anything else (the full rule handles it).
 */
function plainNumber(s: string): number | null {
  const n = s.length;
  const negative = s.charCodeAt(0) === 45; /* - */
  const start = negative ? 1 : 0;
  if (n === start || n - start > 15) return null;
  let int = 0;
  let sep = -1;
  for (let k = start; k < n; k++) {
    const c = s.charCodeAt(k);
    if (c >= 48 && c <= 57) { int = int * 10 + (c - 48); continue; }
    if ((c === 44 || c === 46) && sep < 0 && k > start && k < n - 1) { sep = k; continue; }
    return null;
  }
  const scale = sep < 0 ? 1 : POW10[n - 1 - sep];
  if (scale === undefined) return null; // more decimals than the table holds: the full rule reads it
  const value = int / scale;
  return negative ? -value : value;
}

export function parseNumber(raw: string | undefined | null): number | null {
  if (raw === undefined || raw === null) return null;
  // Fast path for the common cells; everything else goes through the full rule below.
  if (typeof raw === 'string') {
    const plain = plainNumber(raw);
    if (plain !== null) return plain;
  }
  let s = String(raw).replace(/[\s\u00a0\u202f]/g, '');
  if (s === '') return null;
  const lastComma = s.lastIndexOf(',');
  const lastPoint = s.lastIndexOf('.');
  if (lastComma >= 0 && lastPoint >= 0) {
    const decimal = lastComma > lastPoint ? ',' : '.';
    const thousands = decimal === ',' ? '.' : ',';
    const [intPart, frac] = [s.slice(0, s.lastIndexOf(decimal)), s.slice(s.lastIndexOf(decimal) + 1)];
    if (intPart.includes(decimal)) return null;
    s = `${intPart.split(thousands).join('')}.${frac}`;
  } else if (lastComma >= 0 || lastPoint >= 0) {
    const ch = lastComma >= 0 ? ',' : '.';
    const parts = s.split(ch);
    s = parts.length > 2 ? parts.join('') : parts.join('.');
  }
  if (!NUMBER_RE.test(s)) return null;
  const value = Number(s);
  return Number.isFinite(value) ? value : null;
}

/** Digits with decimal comma or point, thousands separators, spaces and one leading sign: nothing else. */
const DECIMAL_TEXT = /^[+-]?[\d.,\s\u00a0\u202f]*\d[\d.,\s\u00a0\u202f]*$/;

/**
 * A number typed by a person: the number rule of docs/rules/validation.md (decimal comma or point, thousands separators) and
 * nothing else, so '1e3' and '0x10' are not numbers here. Null for anything else.
 */
export function parseDecimal(raw: string | undefined | null): number | null {
  if (typeof raw !== 'string' || !DECIMAL_TEXT.test(raw.trim())) return null;
  return parseNumber(raw);
}

/** Decimal-comma text with a fixed number of decimals; never '-0,00'. */
export function formatNumber(value: number, decimals = 2): string {
  if (!Number.isFinite(value)) return '';
  let text = value.toFixed(decimals);
  if (/^-0(\.0*)?$/.test(text)) text = text.slice(1);
  return text.replace('.', ',');
}

/**
 * At least `min` decimals and up to `max` when the value needs them (0,202 stays 0,202; 12 is
 * 12,00). Used for plant parameters (equipment, tolls), where rounding to 2 decimals would change
 * the plant on a round trip; series (prices, demand) use the fixed decimals of docs/rules/constants.md.
 */
export function formatNumberMin(value: number, min = 2, max = 6): string {
  if (!Number.isFinite(value)) return '';
  const rounded = Number(value.toFixed(max));
  const text = String(rounded);
  const frac = /\.(\d+)$/.exec(text)?.[1]?.length ?? 0;
  if (/e/i.test(text)) return formatNumber(rounded, min);
  return formatNumber(rounded, Math.min(max, Math.max(min, frac)));
}

// ---------------------------------------------------------------------------------------------
// Headers

/**
 * Compares headers with the template (exact name and order). Each missing header is reported with
 * its expected position, each extra header with its position, each present-but-moved header with
 * both positions (1-based).
 */
export function headerIssues(actual: readonly string[], expected: readonly string[]): CsvIssue[] {
  const issues: CsvIssue[] = [];
  expected.forEach((header, i) => {
    const at = actual.indexOf(header);
    if (at < 0) issues.push({ code: 'csv.headers.missing', column: header, params: { header, expected: i + 1 } });
    else if (at !== i) issues.push({ code: 'csv.headers.misordered', column: header, params: { header, expected: i + 1, actual: at + 1 } });
  });
  actual.forEach((header, i) => {
    if (!expected.includes(header)) issues.push({ code: 'csv.headers.extra', column: header, params: { header: header === '' ? '(vacío)' : header, actual: i + 1 } });
    else if (actual.indexOf(header) !== i) issues.push({ code: 'csv.headers.extra', column: header, params: { header, actual: i + 1 } });
  });
  return issues;
}

/** The 'Encabezados incorrectos' failure, or null when headers match exactly. */
export function checkHeaders(actual: readonly string[], expected: readonly string[], lead: CsvIssue[] = []): CsvFailure | null {
  const issues = headerIssues(actual, expected);
  if (issues.length === 0) return null;
  return fail('csv.headers.title', [...lead, ...issues, { code: 'csv.headers.advice' }]);
}

// ---------------------------------------------------------------------------------------------
// Writer

export type CsvCell = string | number | null | undefined;

/** Text that could start a formula is defused first (formulaGuard.ts), then quoted when needed. */
function quoteCell(text: string): string {
  const cell = defuseCell(text);
  return /[;"\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/**
 * BOM + semicolon-separated lines (CRLF). Numbers are written with decimal comma and `decimals`
 * fixed decimals, or through a formatter; strings are quoted when they hold ; " or line breaks, and
 * text that a spreadsheet would run as a formula is written as text (defuseCell).
 */
export function writeCsv(
  headers: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  decimals: number | ((n: number) => string) = 2,
): string {
  const num = typeof decimals === 'number' ? (n: number) => formatNumber(n, decimals) : decimals;
  const cell = (c: CsvCell): string => (typeof c === 'number' ? num(c) : quoteCell(c ?? ''));
  const lines = [headers.map((h) => quoteCell(h)).join(';'), ...rows.map((r) => r.map(cell).join(';'))];
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

// ---------------------------------------------------------------------------------------------
// File name and defensive wrapper

/** Null when the file name ends in .csv (any case); otherwise the 'Formato no válido' failure. */
export function checkCsvFileName(name: string): CsvFailure | null {
  return typeof name === 'string' && /\.csv$/i.test(name.trim())
    ? null
    : fail('csv.invalidFormat.title', [{ code: 'csv.invalidFormat.detail' }]);
}

/** Runs a parser and turns any unexpected exception into 'No se pudo leer el CSV.' so parse never throws. */
export function safeParse<T>(run: () => CsvParseResult<T>): CsvParseResult<T> {
  try {
    return run();
  } catch {
    return fail('csv.importError.title', [{ code: 'csv.unreadable' }]);
  }
}

/**
 * Runs an export and never throws: a failure is 'Error al exportar' / 'Revisa los datos.'. With
 * `rows` = 0 (nothing downloaded yet) it is 'Descarga los precios antes de exportarlos' (docs/rules/validation.md, docs/rules/messages.md).
 */
export function safeExport(run: () => string, rows?: number): { ok: true; text: string } | CsvFailure {
  if (rows === 0) return fail('csv.exportError.title', [{ code: 'csv.exportNoPrices' }]);
  try {
    return { ok: true, text: run() };
  } catch {
    return fail('csv.exportError.title', [{ code: 'csv.exportError.detail' }]);
  }
}

/** Checks the file name, then parses: what an import button does with a chosen file. */
export function importCsvFile<T, C>(
  codec: { parse(text: string, ctx: C): CsvParseResult<T> },
  file: { name: string; text: string },
  ctx: C,
): CsvParseResult<T> {
  return checkCsvFileName(file.name) ?? safeParse(() => codec.parse(file.text, ctx));
}

/** Cell by index, trimmed ('' when the row is short). */
export const cellAt = (row: CsvRow, i: number): string => (row.cells[i] ?? '').trim();
