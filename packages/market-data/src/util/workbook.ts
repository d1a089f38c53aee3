// Thin wrapper over SheetJS (xlsx 0.18.5): read only the sheets we need (the MIBGAS workbooks
// are several MB and their formatted ranges reach column IF), pick sheets by name, and find
// columns by header text whatever its line breaks ('Reference Price\r\n[EUR/MWh]').
import { read, utils, type WorkBook } from 'xlsx';

export type Cell = string | number | boolean | Date | null;

/** Header text normalised for matching: line breaks and runs of spaces become one space, lower case. */
export const normalizeHeader = (h: unknown): string => String(h ?? '').replace(/\s+/g, ' ').trim().toLowerCase();

export function sheetNames(bytes: Uint8Array): string[] | null {
  try {
    return read(bytes, { type: 'array', bookSheets: true }).SheetNames;
  } catch {
    return null;
  }
}

export function readSheets(bytes: Uint8Array, names: string[]): WorkBook | null {
  try {
    return read(bytes, { type: 'array', sheets: names, dense: true, cellHTML: false, cellText: false, cellFormula: false });
  } catch {
    return null;
  }
}

/** The first sheet whose normalised name satisfies the predicate (sheet order changes between years). */
export function findSheetName(names: string[], accept: (normalizedName: string) => boolean): string | undefined {
  return names.find((n) => accept(normalizeHeader(n)));
}

/** Rows of a sheet as arrays, limited to the columns that have a header (formatted empty columns
 *  and rows are skipped). */
export function sheetRows(book: WorkBook, name: string): Cell[][] {
  const ws = book.Sheets[name];
  if (!ws || !ws['!ref']) return [];
  const range = utils.decode_range(ws['!ref']);
  const header = (utils.sheet_to_json<Cell[]>(ws, { header: 1, raw: true, defval: null, range: { s: range.s, e: { r: range.s.r, c: range.e.c } } })[0] ?? []);
  let lastCol = header.length - 1;
  while (lastCol > 0 && (header[lastCol] === null || String(header[lastCol]).trim() === '')) lastCol--;
  range.e.c = range.s.c + Math.max(lastCol, 0);
  return utils.sheet_to_json<Cell[]>(ws, { header: 1, raw: true, defval: null, blankrows: false, range })
    .filter((r) => r.some((c) => c !== null && String(c).trim() !== ''));
}

/** Column index per wanted key, matching normalised headers exactly or by a predicate. */
export function columnIndex(header: Cell[], match: (normalized: string) => boolean): number {
  return header.findIndex((h) => match(normalizeHeader(h)));
}
