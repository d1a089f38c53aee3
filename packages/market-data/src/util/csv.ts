import { fail, ok, type ParseResult } from '../types.ts';

interface Tokenized {
  rows: string[][];
  /** Per row, whether its last field was quoted (a closed quote proves the field is whole). */
  lastQuoted: boolean[];
  /** A quote opened and never closed: the text stops inside a field. */
  openQuote: boolean;
  /** The text ends with a line break (after the last row). */
  endsWithBreak: boolean;
}

function tokenize(text: string, delimiter: string): Tokenized {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: string[][] = [];
  const lastQuoted: boolean[] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let fieldWasQuoted = false;
  const endRow = () => {
    row.push(field);
    if (row.some((f) => f !== '')) { rows.push(row); lastQuoted.push(fieldWasQuoted); }
    row = []; field = ''; fieldWasQuoted = false;
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') { field += '"'; i++; }
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') { quoted = true; fieldWasQuoted = true; }
    else if (c === delimiter) { row.push(field); field = ''; fieldWasQuoted = false; }
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      endRow();
    } else field += c;
  }
  const endsWithBreak = /[\r\n]$/.test(src);
  if (!endsWithBreak) endRow();
  return { rows, lastQuoted, openQuote: quoted, endsWithBreak };
}

/** Splits delimited text into rows of fields (RFC 4180 quoting: "a ""b""" -> a "b"). Strips a
 *  leading byte-order mark, accepts CRLF or LF, drops blank lines. Lenient: a text cut short gives
 *  whatever rows it has (see `readCompleteTable` for files whose rows become prices). */
export function splitDelimited(text: string, delimiter = ','): string[][] {
  return tokenize(text, delimiter).rows;
}

/**
 * A delimited file read only when it is whole: a header, at least one row, every row with the
 * header's number of fields, no quote left open, and the last row ended by a line break or by a
 * closed quote. A download cut short (in a number, in a row, right after the header) keeps the
 * shape of a good file up to the cut; read leniently its last value becomes a wrong price ('7'
 * for '71.13'), so anything short of these rules refuses the whole file (code 'incomplete').
 */
export function readCompleteTable(text: string, delimiter: string): ParseResult<string[][]> {
  const t = tokenize(text, delimiter);
  const [header] = t.rows;
  if (!header) return fail({ code: 'empty', message: 'The file is empty.' });
  const last = t.rows.length;
  if (t.openQuote) return fail({ code: 'incomplete', message: `Line ${last}: a quoted field is not closed (the file is cut short).`, row: last });
  if (!t.endsWithBreak && !t.lastQuoted[last - 1]) {
    return fail({ code: 'incomplete', message: `Line ${last} has no line end: the file may be cut inside its last value.`, row: last });
  }
  if (last === 1) return fail({ code: 'incomplete', message: 'A header and no rows: the answer stops after its header.', row: 1 });
  for (let i = 1; i < last; i++) {
    const n = t.rows[i]!.length;
    if (n !== header.length) {
      return fail({ code: i === last - 1 ? 'incomplete' : 'bad_field_count', row: i + 1,
        message: `Line ${i + 1} has ${n} fields where the header has ${header.length}.` });
    }
  }
  return ok(t.rows);
}
