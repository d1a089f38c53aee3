// Saves result sheets as an .xlsx file in the browser (docs/rules/calls.md: exports happen in the browser).
// This module is itself loaded on demand, and the Excel library only when a file is written.
import { saveFile } from '../../../components/DataTable';
import { workbookBytes, XLSX_MIME, type WorkbookCell } from '../../../components/DataTable/workbook';
import { isDateCell, type Cell, type Sheet } from '../model/workbooks';

/** Days as dd/mm/yyyy, hours of a day as dd/mm/yyyy hh:mm (the product's own way of writing them). */
const DAY_FORMAT = 'dd/mm/yyyy';
const HOUR_FORMAT = 'dd/mm/yyyy hh:mm';

function workbookCell(cell: Cell): WorkbookCell {
  if (!isDateCell(cell)) return cell;
  const { year, month, day } = cell.date;
  return { date: new Date(Date.UTC(year, month - 1, day, cell.hour ?? 0, cell.minute ?? 0)), numFmt: cell.hour === undefined ? DAY_FORMAT : HOUR_FORMAT };
}

export async function saveWorkbook(fileName: string, sheets: readonly Sheet[]): Promise<void> {
  const bytes = await workbookBytes(sheets.map((sheet) => ({ name: sheet.name, rows: sheet.rows.map((row) => row.map(workbookCell)), fitColumns: true })));
  saveFile(fileName, bytes, XLSX_MIME);
}
