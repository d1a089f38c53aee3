import { readdirSync } from 'node:fs';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { columnIndex, plainCell, readWorkbook } from './workbook.ts';
import { readSharedBytes } from '../testSupport/sharedData.ts';

async function workbookBytes(fill: (book: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  fill(book);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

describe('workbook reader', () => {
  it('reads only the chosen sheets, each cell as one plain value, within the header columns', async () => {
    const bytes = await workbookBytes((book) => {
      book.addWorksheet('Notes').addRow(['not read']);
      const ws = book.addWorksheet('Data');
      ws.addRow(['Trading day', 'Reference Price\n[EUR/MWh]', 'Note']);
      ws.addRow([45292, { formula: 'A2/2', result: 30.3 }, { richText: [{ text: 'a & ' }, { text: '<b>' }] }, 'beyond the header']);
      ws.addRow([]);
      ws.addRow([null, { error: '#N/A' }, { text: 'link', hyperlink: 'https://example.org' }]);
    });
    const book = await readWorkbook(bytes, (names) => names.filter((n) => n === 'Data'));
    expect(book?.names).toEqual(['Notes', 'Data']);
    expect([...(book?.sheets.keys() ?? [])]).toEqual(['Data']);
    const rows = book!.sheets.get('Data')!;
    expect(rows).toEqual([
      ['Trading day', 'Reference Price\n[EUR/MWh]', 'Note'],
      [45292, 30.3, 'a & <b>'],
      [null, null, 'link'],
    ]);
    expect(columnIndex(rows[0]!, (h) => h === 'reference price [eur/mwh]')).toBe(1);
  });

  it('answers null for bytes that are not a workbook, a truncated one or a zip without a workbook', async () => {
    const real = readSharedBytes('futures', 'omip', 'omip_ES_EL_date_range2025_20260511.xlsx');
    expect(await readWorkbook(new TextEncoder().encode('<html>error</html>'), (n) => n)).toBeNull();
    expect(await readWorkbook(real.slice(0, 300_000), (n) => n)).toBeNull();
    expect(await readWorkbook(new Uint8Array(0), (n) => n)).toBeNull();
    expect(await readWorkbook(zipSync({ 'a.txt': new TextEncoder().encode('x') }), (n) => n)).toBeNull();
  });

  it('answers every damaged archive, never waiting forever (bytes flipped or cut off)', async () => {
    const bytes = await workbookBytes((book) => {
      const ws = book.addWorksheet('Data');
      for (let i = 0; i < 40; i++) ws.addRow([`row ${i}`, i, { richText: [{ text: 'r' }, { text: String(i) }] }]);
    });
    const damage = fc.record({
      cut: fc.integer({ min: 0, max: bytes.length }),
      flips: fc.array(fc.tuple(fc.nat({ max: bytes.length - 1 }), fc.integer({ min: 0, max: 255 })), { maxLength: 6 }),
    });
    await fc.assert(fc.asyncProperty(damage, async ({ cut, flips }) => {
      const damaged = bytes.slice(0, cut);
      for (const [at, value] of flips) if (at < damaged.length) damaged[at] = value;
      const book = await readWorkbook(damaged, (names) => names);
      expect(book === null || book.names.includes('Data')).toBe(true);
    }), { numRuns: 80, seed: 20 });
  }, 60_000);

  it('leaves no file open when it skips sheets stored before the shared strings', async () => {
    const openFiles = () => readdirSync('/proc/self/fd').length;
    const bytes = readSharedBytes('mibgas', 'MIBGAS_Data_2023.xlsx');
    const before = openFiles();
    const book = await readWorkbook(bytes, () => ['Definitions']);
    expect(book?.names.length).toBeGreaterThan(5);
    expect([...book!.sheets.keys()]).toEqual(['Definitions']);
    expect(openFiles()).toBe(before);
  }, 30_000);

  it('turns formula results, rich text and errors into plain values', () => {
    expect(plainCell({ sharedFormula: 'B2', result: 4 })).toBe(4);
    expect(plainCell({ formula: 'A1', result: { error: '#DIV/0!' } })).toBeNull();
    expect(plainCell(Number.NaN)).toBeNull();
    expect(plainCell(true)).toBe(true);
    expect(plainCell(undefined)).toBeNull();
  });
});
