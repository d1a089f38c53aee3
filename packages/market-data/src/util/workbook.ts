// Workbook reading over ExcelJS's streaming reader. The streaming reader, not ExcelJS's in-memory
// load, because: only the sheets we need are parsed (the MIBGAS workbooks are several MB and their
// formatted ranges reach column IF), and the in-memory load refuses MIBGAS 2024's document
// properties (an unprefixed <lastModifiedBy>). Styles are ignored, so date cells stay Excel serial
// numbers, which the parsers convert. Sheets are picked by name and columns found by header text
// whatever its line breaks ('Reference Price\r\n[EUR/MWh]').
//
// The bytes are first unpacked with fflate and packed again in the order the streaming reader
// needs (workbook and shared strings before the sheets): the reader's zip parser waits forever on
// some damaged archives (an empty body, flipped bytes), while fflate refuses them at once; and the
// reader then never parks sheets in temporary files while it waits for the shared strings.
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { unzipSync, zipSync, type Zippable } from 'fflate';

export type Cell = string | number | boolean | Date | null;

export interface SheetBook {
  /** Every sheet name, in workbook order. */
  names: string[];
  /** Rows of the sheets that were asked for, by sheet name. */
  sheets: Map<string, Cell[][]>;
}

/** Header text normalised for matching: line breaks and runs of spaces become one space, lower case. */
export const normalizeHeader = (h: unknown): string => String(h ?? '').replace(/\s+/g, ' ').trim().toLowerCase();

/** A cell value as one plain value: rich text joined, a formula's cached result, errors empty. */
export function plainCell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'object') return null;
  const v = value as { richText?: Array<{ text?: unknown }>; result?: unknown; formula?: unknown; sharedFormula?: unknown; text?: unknown };
  if (Array.isArray(v.richText)) return v.richText.map((r) => String(r.text ?? '')).join('');
  if ('formula' in v || 'sharedFormula' in v) return plainCell(v.result);
  if (typeof v.text === 'string') return v.text; // hyperlink
  return null; // { error: '#N/A' } and anything unknown
}

const isBlank = (c: Cell) => c === null || (typeof c === 'string' && c.trim() === '');

/** Rows as arrays from column A, limited to the columns that have a header (the first non-blank
 *  row); formatted empty columns and blank rows are dropped. */
function tableRows(raw: Cell[][]): Cell[][] {
  const rows = raw.filter((r) => r.some((c) => !isBlank(c)));
  const header = rows[0] ?? [];
  let width = header.length;
  while (width > 0 && isBlank(header[width - 1] ?? null)) width--;
  return rows.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? null));
}

interface StreamedSheet extends AsyncIterable<{ values: unknown }> {
  name?: string;
}

/** Parts the reader must meet before any sheet, in this order. */
const FIRST_PARTS = ['[Content_Types].xml', '_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml'];
/** Unpacked size refused beyond this (a MIBGAS yearly workbook unpacks to about 30 MB). */
const MAX_UNPACKED_BYTES = 256 * 1024 * 1024;

/** The parts the reader uses, packed again (stored, no compression) in the order it needs; null
 *  when the bytes are not a zip with a workbook part or unpack too large. */
function repacked(bytes: Uint8Array): Uint8Array | null {
  let unpacked = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (f) => {
        unpacked += f.originalSize;
        return unpacked <= MAX_UNPACKED_BYTES && (FIRST_PARTS.includes(f.name) || /^xl\/worksheets\/sheet\d+\.xml$/.test(f.name));
      },
    });
  } catch {
    return null;
  }
  if (unpacked > MAX_UNPACKED_BYTES || !files['xl/workbook.xml']) return null;
  const ordered: Zippable = {};
  for (const name of FIRST_PARTS) if (files[name]) ordered[name] = files[name];
  for (const [name, data] of Object.entries(files)) if (!(name in ordered)) ordered[name] = data;
  return zipSync(ordered, { level: 0 });
}

/**
 * Reads a workbook's sheet names and the rows of the sheets `choose` picks from those names; null
 * when the bytes are not a readable xlsx workbook.
 */
export async function readWorkbook(bytes: Uint8Array, choose: (names: string[]) => string[]): Promise<SheetBook | null> {
  const zip = repacked(bytes);
  if (!zip) return null;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength)]), {
    worksheets: 'emit', sharedStrings: 'cache', styles: 'ignore', hyperlinks: 'ignore', entries: 'ignore',
  });
  const names = (): string[] => {
    const model = (reader as unknown as { model?: { sheets?: Array<{ name?: string }> } }).model;
    return (model?.sheets ?? []).map((s) => s.name ?? '').filter((n) => n !== '');
  };
  const sheets = new Map<string, Cell[][]>();
  try {
    for await (const sheet of reader as AsyncIterable<StreamedSheet>) {
      const name = sheet.name ?? '';
      if (!choose(names()).includes(name)) continue; // the reader skips what is not read
      const raw: Cell[][] = [];
      for await (const row of sheet) {
        // row.values is 1-based and sparse (index 0 and empty cells are holes).
        const values = Array.isArray(row.values) ? (row.values as unknown[]) : [];
        raw.push(Array.from({ length: Math.max(values.length - 1, 0) }, (_, i) => plainCell(values[i + 1])));
      }
      sheets.set(name, tableRows(raw));
    }
  } catch {
    return null;
  }
  const all = names();
  return all.length > 0 ? { names: all, sheets } : null;
}

/** The first sheet whose normalised name satisfies the predicate (sheet order changes between years). */
export function findSheetName(names: string[], accept: (normalizedName: string) => boolean): string | undefined {
  return names.find((n) => accept(normalizeHeader(n)));
}

/** Column index per wanted key, matching normalised headers exactly or by a predicate. */
export function columnIndex(header: Cell[], match: (normalized: string) => boolean): number {
  return header.findIndex((h) => match(normalizeHeader(h)));
}
