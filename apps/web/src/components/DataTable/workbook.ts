// Excel workbooks written in the browser (docs/rules/calls.md: exports happen in the browser), for every .xlsx
// the app saves. ExcelJS is heavy: it is loaded by dynamic import() the first time a user asks for
// a file, never with a page. Every text cell goes through the domain's defuseCell here, so no
// export can write text that a spreadsheet would run as a formula.
import { defuseCell } from '@plantasim/domain';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A date cell: written as a real date (the instant's UTC wall clock) with its number format. */
export interface WorkbookDate {
  date: Date;
  numFmt: string;
}

export type WorkbookCell = string | number | null | WorkbookDate;

const isWorkbookDate = (v: WorkbookCell): v is WorkbookDate => typeof v === 'object' && v !== null;

export interface WorkbookSheet {
  /** At most 31 characters (Excel's limit); longer names are cut. */
  name: string;
  rows: readonly (readonly WorkbookCell[])[];
  /** Column widths fitted to the texts (first 200 rows, 8..40 characters); Excel's default otherwise. */
  fitColumns?: boolean;
}

/** Column widths from the longest text of each column (first 200 rows), within 8..40 characters. */
export function fittedWidths(rows: WorkbookSheet['rows']): number[] {
  const out: number[] = [];
  for (const row of rows.slice(0, 200)) {
    row.forEach((v, i) => {
      const len = typeof v === 'number' ? 10 : isWorkbookDate(v) ? v.numFmt.length + 2 : String(v ?? '').length + 2;
      out[i] = Math.max(out[i] ?? 8, Math.min(len, 40));
    });
  }
  return out;
}

type ExcelModule = typeof import('exceljs');

/** ExcelJS's browser build is a CommonJS bundle: its API is the default export there, the module itself under Node. */
async function loadExcel(): Promise<ExcelModule> {
  const mod = (await import('exceljs')) as ExcelModule & { default?: ExcelModule };
  return mod.default ?? mod;
}

/** The .xlsx bytes of the sheets, in order; empty (null) cells are left blank, numbers stay numbers,
 *  dates are dates, text that would run as a formula is written as text. */
export async function workbookBytes(sheets: readonly WorkbookSheet[]): Promise<Uint8Array> {
  const ExcelJS = await loadExcel();
  const book = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const ws = book.addWorksheet(sheet.name.slice(0, 31));
    for (const row of sheet.rows) {
      const added = ws.addRow(row.map((v) => (isWorkbookDate(v) ? v.date : (defuseCell(v) ?? undefined))));
      row.forEach((v, i) => { if (isWorkbookDate(v)) added.getCell(i + 1).numFmt = v.numFmt; });
    }
    if (sheet.fitColumns) fittedWidths(sheet.rows).forEach((width, i) => { ws.getColumn(i + 1).width = width; });
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
}
