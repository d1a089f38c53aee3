// Ro per month of the simulation (docs/rules/validation.md "Ro CSV"): header exactly Horizonte;Valor motores; each
// month must match an existing month key (names normalised, two-digit years → 20xx); values in
// European or US number format. The result is the existing map with the imported months replaced.
import { monthLabel, parseMonthLabel } from '../calendar/months.ts';
import { cellAt, checkHeaders, fail, formatNumberMin, parseNumber, readCsv, safeParse, writeCsv } from './engine.ts';
import { joinLimited, limitIssues, LIMITS } from './issues.ts';
import type { RoMap } from './rows.ts';
import type { CsvCodec, CsvIssue, CsvParseResult } from './types.ts';

export const RO_HEADERS = ['Horizonte', 'Valor motores'] as const;

export interface RoCtx {
  /** The simulation's current Ro map; its keys are the months that may be imported. */
  readonly ro: RoMap;
}

/** The stored key a CSV month refers to ('Ene-25' → 'ene 2025' when that key exists), or null. */
function resolveMonth(text: string, keys: ReadonlyMap<string, string>): string | null {
  const ym = parseMonthLabel(text);
  return ym ? (keys.get(monthLabel(ym)) ?? null) : null;
}

function parseRo(text: string, ctx: RoCtx): CsvParseResult<RoMap> {
  const read = readCsv(text);
  if (!read.ok) return read;
  const headerFailure = checkHeaders(read.table.headers, RO_HEADERS);
  if (headerFailure) return headerFailure;
  // Stored keys by their normalised label, so a stored 'Ene 2025' is found too.
  const keys = new Map<string, string>();
  for (const key of Object.keys(ctx.ro)) {
    const ym = parseMonthLabel(key);
    keys.set(ym ? monthLabel(ym) : key, key);
  }
  const notFound: string[] = [];
  const notNumeric: CsvIssue[] = [];
  const values: RoMap = {};
  for (const row of read.table.rows) {
    const month = cellAt(row, 0);
    const key = resolveMonth(month, keys);
    if (key === null) { notFound.push(month === '' ? `(línea ${row.line})` : month); continue; }
    const value = parseNumber(cellAt(row, 1));
    if (value === null) notNumeric.push({ code: 'ro.notNumeric', row: row.line, params: { horizon: month } });
    else values[key] = value;
  }
  if (notFound.length > 0) return fail('csv.importError.title', [{ code: 'ro.notFound', params: { list: joinLimited(notFound, LIMITS.unmatchedHorizons) } }]);
  if (notNumeric.length > 0) return fail('csv.importError.title', limitIssues(notNumeric, LIMITS.generalLines));
  return { ok: true, data: { ...ctx.ro, ...values }, count: Object.keys(values).length, success: 'csv.success.records' };
}

export const roCsv: CsvCodec<RoMap, RoCtx, void> = {
  fileName: 'RoCogeneracion.csv',
  headers: () => [...RO_HEADERS],
  template: () => writeCsv(RO_HEADERS, []),
  export: (ro) => writeCsv(RO_HEADERS, Object.entries(ro).map(([k, v]) => [k, v]), (n) => formatNumberMin(n)),
  parse: (text, ctx) => safeParse(() => parseRo(text, ctx)),
};
