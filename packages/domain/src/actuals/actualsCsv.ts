// The actuals file: Horizonte ('dd/MM/yyyy HH:00', or a day in quarter hours 'dd/MM/yyyy HH:mm',
// rows.ts) then one column per measured unit, with the conventions of every import of the app (BOM,
// ';', decimal comma, exact headers, every cell a number). The template is the header row; the
// export writes stored hours back in the same shape (a quarter's meters as the quarter's MWh).
import { cellAt, checkHeaders, readCsv, safeParse, writeCsv, parseNumber } from '../csv/engine.ts';
import type { CsvCodec, CsvIssue, CsvParseResult } from '../csv/types.ts';
import { checkActualHours, valuesAsGiven, type ActualHour, type ReceivedHour } from './rows.ts';
import { ACTUAL_UNITS } from './units.ts';

export const actualsHeaders = (): string[] => ['Horizonte', ...ACTUAL_UNITS.map((u) => u.header)];

function parseActuals(text: string): CsvParseResult<ActualHour[]> {
  const read = readCsv(text);
  if (!read.ok) return read;
  const headers = actualsHeaders();
  const headerFailure = checkHeaders(read.table.headers, headers);
  if (headerFailure) return headerFailure;
  const required: CsvIssue[] = [];
  const invalid: CsvIssue[] = [];
  const received: ReceivedHour[] = [];
  for (const row of read.table.rows) {
    if (row.cells.length !== headers.length) {
      invalid.push({ code: 'grid.columnCount', row: row.line, params: { row: row.line } });
      continue;
    }
    const horizonte = cellAt(row, 0);
    if (horizonte === '') required.push({ code: 'grid.emptyKey', row: row.line, column: 'Horizonte', params: { row: row.line, column: 'Horizonte' } });
    const valores: Record<string, number> = {};
    ACTUAL_UNITS.forEach((u, j) => {
      const raw = cellAt(row, j + 1);
      const n = parseNumber(raw);
      if (raw === '') required.push({ code: 'grid.emptyValue', row: row.line, column: u.header, params: { row: row.line, column: u.header } });
      else if (n === null) invalid.push({ code: 'grid.notNumeric', row: row.line, column: u.header, params: { row: row.line, column: u.header } });
      else valores[u.key] = n;
    });
    // A row without its hour is reported once, as missing data; its values cannot be placed.
    if (horizonte !== '') received.push({ row: row.line, horizonte, valores });
  }
  return checkActualHours(received, { required, invalid });
}

export const actualsCsv: CsvCodec<readonly ActualHour[], undefined> = {
  fileName: 'datos_reales.csv',
  headers: () => actualsHeaders(),
  template: () => writeCsv(actualsHeaders(), []),
  export: (hours) => writeCsv(actualsHeaders(), hours.map((h) => [h.horizonte, ...ACTUAL_UNITS.map((u) => valuesAsGiven(h)[u.key] ?? null)]), 3),
  parse: (text) => safeParse(() => parseActuals(text)),
};
