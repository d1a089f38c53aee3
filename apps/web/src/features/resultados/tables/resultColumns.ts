// Columns of a result table shown by its codes (the economic table) from its own column list: FECHA_HORA pinned
// on the left, texts as they are, numbers in the interface language with 2 decimals; in the economic totals row 1
// decimal (COST_IVPEE 2) and bold (docs/rules/constants.md).
import { economicTotalsDecimals, TOTALS_LABEL, type ResultRow } from '@plantasim/domain';
import type { DataTableColumn } from '../../../components/DataTable';
import { formatNumber } from '../../../i18n/format';

const TEXT_COLUMNS = new Set(['FECHA_HORA', 'TARIFA']);
const TOTALS_STYLE = { fontWeight: 700, backgroundColor: '#E8EFF5' } as const;

export function isTotalsRow(row: ResultRow): boolean {
  return row.FECHA_HORA === TOTALS_LABEL;
}

export function resultColumns(columns: readonly string[], withTotals: boolean): DataTableColumn<ResultRow>[] {
  return columns.map((field) => {
    if (TEXT_COLUMNS.has(field)) {
      return {
        field, headerName: field, type: 'text', width: field === 'FECHA_HORA' ? 150 : 86,
        pinned: field === 'FECHA_HORA' ? 'left' : undefined,
        cellStyle: withTotals ? (r: ResultRow) => (isTotalsRow(r) ? TOTALS_STYLE : undefined) : undefined,
      } satisfies DataTableColumn<ResultRow>;
    }
    // Wide enough for the bold upper-case code in the header (about 9 px a character plus the resize handle).
    const width = Math.max(110, Math.min(260, field.length * 9 + 44));
    return {
      field,
      headerName: field,
      type: 'number',
      decimals: 2,
      width,
      format: withTotals ? (v: unknown, r: ResultRow, lang) => formatNumber(v, lang, isTotalsRow(r) ? economicTotalsDecimals(field) : 2) : undefined,
      cellStyle: withTotals ? (r: ResultRow) => (isTotalsRow(r) ? TOTALS_STYLE : undefined) : undefined,
    } satisfies DataTableColumn<ResultRow>;
  });
}
