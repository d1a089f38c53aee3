// Test support: reads written .xlsx bytes back (Node only, the library loaded on demand as in the app).

export interface ReadBack {
  names: string[];
  /** Rows of each sheet over the used range, empty cells null. */
  rows: Map<string, unknown[][]>;
  /** Width of each used column, undefined for Excel's default. */
  widths: Map<string, Array<number | undefined>>;
}

export async function readBack(bytes: Uint8Array): Promise<ReadBack> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const rows = new Map<string, unknown[][]>();
  const widths = new Map<string, Array<number | undefined>>();
  for (const ws of book.worksheets) {
    const out: unknown[][] = [];
    for (let r = 1; r <= ws.rowCount; r++) {
      out.push(Array.from({ length: ws.columnCount }, (_, c) => ws.getRow(r).getCell(c + 1).value ?? null));
    }
    rows.set(ws.name, out);
    widths.set(ws.name, Array.from({ length: ws.columnCount }, (_, c) => ws.getColumn(c + 1).width));
  }
  return { names: book.worksheets.map((ws) => ws.name), rows, widths };
}
