// The shared grid: see README.md in this folder.
export { DataTable, type DataTableProps } from './DataTable';
export type { CellChange, DataTableColumn, DataTableColumnGroup, DataTableColumns, DataTableCsv } from './types';
export { createScrollGroup, type TableScrollGroup } from './scrollGroup';
export { formatEsNumber, readEditedNumber } from './numberFormat';
export { saveFile } from './saveFile';
export { useDomainMessage, messageLang } from './domainText';
export { EXPORT_SUCCESS_MS } from './CsvActions';
