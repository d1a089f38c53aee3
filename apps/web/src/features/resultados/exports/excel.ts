// Writes sheets as an .xlsx file in the browser (SPEC §7: exports happen in the browser). xlsx is
// loaded by dynamic import() the first time a user asks for a file, never at start.
import { saveFile } from '../../../components/DataTable';
import type { Sheet } from '../model/workbooks';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Column widths from the longest text of each column (first 200 rows), within 8..40 characters. */
function widths(rows: Sheet['rows']): Array<{ wch: number }> {
  const out: number[] = [];
  for (const row of rows.slice(0, 200)) {
    row.forEach((v, i) => {
      const len = typeof v === 'number' ? 10 : String(v).length + 2;
      out[i] = Math.max(out[i] ?? 8, Math.min(len, 40));
    });
  }
  return out.map((wch) => ({ wch }));
}

export async function saveWorkbook(fileName: string, sheets: readonly Sheet[]): Promise<void> {
  const XLSX = await import('xlsx');
  const book = XLSX.utils.book_new();
  for (const sheet of sheets) {
    const ws = XLSX.utils.aoa_to_sheet(sheet.rows);
    ws['!cols'] = widths(sheet.rows);
    XLSX.utils.book_append_sheet(book, ws, sheet.name.slice(0, 31));
  }
  const bytes = XLSX.write(book, { bookType: 'xlsx', type: 'array', compression: true }) as ArrayBuffer;
  saveFile(fileName, bytes, XLSX_MIME);
}
