// Spreadsheet programs run a text cell that starts with = + - @ as a formula (and some skip a
// leading tab or carriage return first), so a compressor named '=HYPERLINK(...)' would become a live
// link in the user's Excel. Every export (CSV and .xlsx) writes text cells through defuseCell, which
// prefixes such text with an apostrophe, as OWASP recommends for CSV injection; restoreDefusedText
// undoes it on import so an exported file reads back to the same names.

const FORMULA_START = /^[=+\-@\t\r]/;
/** '-3,50', '+7', '-1.234,5': a signed plain number is read as a number, never as a formula. */
const SIGNED_NUMBER = /^[+-]\d+(?:[.,]\d+)*$/;
const DEFUSED = /^'+[=+\-@\t\r]/;

/**
 * The cell as written to a spreadsheet: text that could start a formula gets a leading apostrophe;
 * numbers and other values are returned as they are.
 */
export function defuseCell<T>(cell: T): T {
  if (typeof cell !== 'string') return cell;
  // Text that already looks defused gets one more apostrophe, so the import gives it back exactly.
  const formula = FORMULA_START.test(cell) && !SIGNED_NUMBER.test(cell);
  return formula || DEFUSED.test(cell) ? (`'${cell}` as T) : cell;
}

/** The imported text of a cell an export defused ("'=A1" → "=A1"); any other text unchanged. */
export function restoreDefusedText(cell: string): string {
  return DEFUSED.test(cell) ? cell.slice(1) : cell;
}
