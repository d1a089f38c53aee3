// Saves result sheets as an .xlsx file in the browser (SPEC §7: exports happen in the browser).
// This module is itself loaded on demand, and the Excel library only when a file is written.
import { saveFile } from '../../../components/DataTable';
import { workbookBytes, XLSX_MIME } from '../../../components/DataTable/workbook';
import type { Sheet } from '../model/workbooks';

export async function saveWorkbook(fileName: string, sheets: readonly Sheet[]): Promise<void> {
  const bytes = await workbookBytes(sheets.map((sheet) => ({ ...sheet, fitColumns: true })));
  saveFile(fileName, bytes, XLSX_MIME);
}
