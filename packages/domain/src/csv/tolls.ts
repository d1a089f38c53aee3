// Electricity tolls, one row per 6.1TD period (docs/rules/fields.md, docs/rules/validation.md "Toll CSV", docs/rules/messages.md). The nine headers are
// the payload's field names, in the order of docs/rules/fields.md (our decision: docs/rules/validation.md calls them "official"
// without spelling them; using the field names keeps one name per field).
import { cellAt, checkHeaders, fail, formatNumberMin, headerIssues, parseNumber, readCsv, safeParse, writeCsv } from './engine.ts';
import { limitIssues, LIMITS } from './issues.ts';
import type { TollRow } from './rows.ts';
import type { CsvCodec, CsvIssue, CsvParseResult } from './types.ts';

export const TOLL_HEADERS = [
  'periodo', 'pot_contratada', 'pot_contratada_calderas', 'pot_elec_precio_cerrado', 'peaje_pot',
  'ai_omie_abierto', 'bi_omie_abierto', 'ai_fijo_cerrado', 'bi_fijo_cerrado',
] as const;
type TollNumberKey = Exclude<(typeof TOLL_HEADERS)[number], 'periodo'>;
const NUMBER_KEYS = TOLL_HEADERS.slice(1) as TollNumberKey[];
export const TOLL_PERIODS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'] as const;
/** Powers and the power term cannot be negative (the payload schema, schemas/market.ts, rejects them). */
const NON_NEGATIVE: readonly string[] = ['pot_contratada', 'pot_contratada_calderas', 'pot_elec_precio_cerrado', 'peaje_pot'];

function parseTolls(text: string): CsvParseResult<TollRow[]> {
  const read = readCsv(text);
  if (!read.ok) return read;
  const { table } = read;
  if (TOLL_HEADERS.some((h) => !table.headers.includes(h))) {
    return fail('csv.headers.title', [{ code: 'tolls.missingColumns' }, ...headerIssues(table.headers, TOLL_HEADERS), { code: 'csv.headers.advice' }]);
  }
  const headerFailure = checkHeaders(table.headers, TOLL_HEADERS);
  if (headerFailure) return headerFailure;
  if (table.rows.length !== TOLL_PERIODS.length) return fail('csv.importError.title', [{ code: 'tolls.rowCount' }]);
  const issues: CsvIssue[] = [];
  const seen = new Set<string>();
  const data: TollRow[] = [];
  for (const row of table.rows) {
    const periodo = cellAt(row, 0).toLowerCase();
    if (!(TOLL_PERIODS as readonly string[]).includes(periodo)) {
      issues.push({ code: 'tolls.badPeriod', row: row.line, column: 'periodo', params: { row: row.line, value: cellAt(row, 0) } });
    } else if (seen.has(periodo)) {
      issues.push({ code: 'tolls.duplicatePeriod', row: row.line, column: 'periodo', params: { row: row.line, value: periodo } });
    }
    seen.add(periodo);
    const out: Record<string, number | string> = { periodo };
    NUMBER_KEYS.forEach((key, j) => {
      const raw = cellAt(row, j + 1);
      const value = parseNumber(raw);
      if (raw === '') issues.push({ code: 'tolls.missing', row: row.line, column: key, params: { row: row.line, column: key } });
      else if (value === null) issues.push({ code: 'tolls.notNumeric', row: row.line, column: key, params: { row: row.line, column: key } });
      else if (value < 0 && NON_NEGATIVE.includes(key)) issues.push({ code: 'tolls.negative', row: row.line, column: key, params: { row: row.line, column: key } });
      else out[key] = value;
    });
    data.push(out as unknown as TollRow);
  }
  if (issues.length > 0) return fail('csv.dataErrors.title', limitIssues(issues, LIMITS.generalLines));
  data.sort((a, b) => a.periodo.localeCompare(b.periodo));
  return { ok: true, data, count: data.length, success: 'csv.success.records' };
}

/** elec_peajes: exactly 6 rows p1..p6; file peajes_electricidad.csv (no name in docs/rules/constants.md: ours). */
export const tollsCsv: CsvCodec<TollRow[], void> = {
  fileName: 'peajes_electricidad.csv',
  headers: () => [...TOLL_HEADERS],
  template: () => writeCsv(TOLL_HEADERS, []),
  export: (rows) => writeCsv(TOLL_HEADERS, rows.map((r) => [r.periodo, ...NUMBER_KEYS.map((k) => r[k])]), (n) => formatNumberMin(n)),
  parse: (text) => safeParse(() => parseTolls(text)),
};
